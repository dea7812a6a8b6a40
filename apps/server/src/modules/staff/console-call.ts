import { createHash, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelopeSchema, hosIdSchema } from '@portal/shared';
import { CONSOLE_CALL_ACCESS, ROLE_PERMISSIONS, type ConsoleAccess } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { ok, REPLIED, type CallDefinition } from '../../plugins/route.ts';
import * as repo from './staff.repository.ts';
import type { StaffContext } from './staff-context.ts';

/** The staff session cookie (docs/adr/0011-staff-sessions.md): `__Host-` binds it to this origin, path / and Secure. */
export const STAFF_COOKIE = '__Host-portal-staff';
export const CSRF_HEADER = 'x-csrf-token';
/** The route schema's note of who may send a console call, shown in the OpenAPI document. */
export const CONSOLE_ACCESS_EXTENSION = 'x-console-access';

/** Only the SHA-256 of a session token is stored: a leaked table holds no usable session. */
export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The cookie of a new (or promoted) session. */
export function setStaffCookie(reply: FastifyReply, token: string) {
  reply.setCookie(STAFF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
  });
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'strict' });
}

type ConsoleCallName = keyof typeof CONSOLE_CALL_ACCESS;

/** Who may send a console call: CONSOLE_CALL_ACCESS, the one table; a call missing there is a programming error. */
export function accessOf(operationId: string): ConsoleAccess {
  const access = (CONSOLE_CALL_ACCESS as Record<string, ConsoleAccess | undefined>)[operationId];
  if (!access) throw new Error(`console call ${operationId} is missing from CONSOLE_CALL_ACCESS`);
  return access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the console guard reads sessions from (registerConsoleSessions). */
    consoleSessionsDb: Db;
  }
}

/**
 * The cookie parser and the database the console guard reads sessions from: once, on the root instance, before any
 * console call is registered (staffRoutes does it). A decoration, so plugins registered inside see it too.
 */
export async function registerConsoleSessions(app: FastifyInstance, db: Db) {
  await app.register(cookie);
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
  app.decorate('consoleSessionsDb', db);
}

function dbOf(app: FastifyInstance): Db {
  if (!app.hasDecorator('consoleSessionsDb'))
    throw new Error('registerConsoleSessions(app, db) must run before console calls');
  return app.consoleSessionsDb;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * A 'public' call that changes something is still refused when a browser says it comes from another site: the
 * Origin header, when sent, must be this server's own.
 */
function checkOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin === undefined || SAFE_METHODS.has(request.method)) return;
  if (origin !== `${request.protocol}://${request.host}`) throw new AppError('STAFF005');
}

/** The hospital a call names in its path, if any; a malformed one names no hospital of anybody's. */
function pathHospital(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const value = params?.hosId;
  if (value === undefined) return undefined;
  const parsed = hosIdSchema.safeParse(value);
  return parsed.success ? parsed.data : '';
}

/**
 * Every check of a console call before its input is read (docs/staff-console.md#sign-in): the session cookie, the
 * stage (half-signed-in sessions reach only the second-factor calls), the sliding idle expiry, the CSRF token on
 * anything but a read, the role's permission, and the hospital in the path being the staff member's own.
 */
async function guard(access: ConsoleAccess, request: FastifyRequest) {
  if (access === 'public') return checkOrigin(request);
  const token = request.cookies[STAFF_COOKIE];
  if (!token || !/^[\w-]{20,100}$/.test(token)) throw new AppError('STAFF001');
  const db = dbOf(request.server);
  const session = await repo.touchSession(db, hashStaffToken(token));
  if (!session) throw new AppError('STAFF001');
  const account = await repo.findAccount(db, session.staff_id);
  if (!account) throw new AppError('STAFF001');
  const pending = session.stage !== 'full';
  if (access === 'pending' ? !pending : pending)
    throw new AppError(pending ? 'STAFF001' : 'STAFF008');
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameText(sent, session.csrf_token))
      throw new AppError('STAFF005');
  }
  const permissions = ROLE_PERMISSIONS[account.role];
  if (access !== 'pending' && access !== 'signedIn') {
    if (!permissions.includes(access)) throw new AppError('STAFF006');
    const hosId = pathHospital(request);
    if (hosId !== undefined && account.hos_id !== null && account.hos_id !== hosId)
      throw new AppError('STAFF007');
  }
  const staff: StaffContext = {
    staffId: account.staff_id,
    name: account.name,
    phone: account.phone,
    role: account.role,
    hosId: account.hos_id,
    permissions,
    ip: request.ip,
  };
  request.staff = staff;
  request.staffSession = {
    tokenHash: hashStaffToken(token),
    stage: session.stage,
    csrfToken: session.csrf_token,
    expiresAt: session.expires_at,
  };
}

/**
 * The console's checks as a plain preValidation hook, for console routes that are not JSON calls (the CSV exports,
 * the logo upload). The operationId must be in CONSOLE_CALL_ACCESS.
 */
export function consoleGuard(operationId: string) {
  const access = accessOf(operationId);
  return async (request: FastifyRequest, _reply: FastifyReply) => guard(access, request);
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type DataOf<C extends CallDefinition> =
  z.output<C['response']> extends { data: infer D } ? D : never;

export interface ConsoleCallRequest<C extends CallDefinition> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The staff member; null only for 'public' calls. */
  staff: StaffContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one console call like registerCall (plugins/route.ts): the shared zod schemas validate the request and
 * serialize the answer, the name is the OpenAPI operationId (tag 'console'), the envelope is added here. Who may send
 * it comes from CONSOLE_CALL_ACCESS[operationId]; a call missing there is refused at registration.
 */
export function registerConsoleCall<C extends CallDefinition>(
  app: FastifyInstance,
  operationId: ConsoleCallName,
  call: C,
  handler: (req: ConsoleCallRequest<C>) => Promise<DataOf<C> | typeof REPLIED>,
) {
  const access = accessOf(operationId);
  dbOf(app);
  const route: RouteHandlerMethod = async (request, reply) => {
    if (access !== 'public' && !request.staff) throw new AppError('STAFF001');
    const data = await handler({
      params: request.params as Out<C['params']>,
      query: request.query as Out<C['query']>,
      body: request.body as Out<C['body']>,
      staff: request.staff,
      request,
      reply,
    });
    return data === REPLIED ? reply : ok(data);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      operationId,
      tags: ['console'],
      [CONSOLE_ACCESS_EXTENSION]: access,
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: { 200: call.response, '4xx': errorEnvelopeSchema },
    },
    preValidation: consoleGuard(operationId),
    handler: route,
  });
}
