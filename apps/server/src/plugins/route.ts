import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, SUCCESS_CODE } from '@portal/shared';
import { AppError } from '../errors/app-error.ts';
import {
  contextOf,
  patientContextOf,
  type GuestContext,
  type PatientContext,
} from './request-context.ts';

/** The route schema's note of a form call's files field, for the OpenAPI document only (plugins/openapi.ts). */
export const FORM_FILES = 'x-form-files';

/** The shape of one call in packages/shared (`hospitalCalls` and friends). */
export interface CallDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Needs `Authorization: Bearer <token>` of a session at the request's hospital. */
  auth?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body instead of `body`, read by the handler as it streams; `files` names the field of its
   * files. Described in the OpenAPI document (plugins/openapi.ts), never validated by a schema.
   */
  form?: { files: string };
  response: z.ZodType;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type DataOf<C extends CallDefinition> =
  z.output<C['response']> extends { data: infer D } ? D : never;

export interface CallRequest<C extends CallDefinition> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** Who sent the call: the signed-in patient for every call marked `auth: true`, a guest otherwise. */
  ctx: C extends { auth: true } ? PatientContext : GuestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler returns when it has sent the answer itself, already serialized (the schedule week is sent
 * from a cache of validated, serialized bodies, lib/serialized-answer.ts): the envelope and schema are skipped.
 */
export const REPLIED = Symbol('replied');

/** The success envelope (code 0). */
export function ok<T>(data: T) {
  return { code: SUCCESS_CODE, msg: 'success', data } as const;
}

/**
 * Registers one shared call: its zod schemas validate the request and serialize the response (so nothing
 * outside the schema leaks), and its name becomes the OpenAPI operationId (docs/architecture.md#one-contract).
 * The handler returns only the `data` part; the envelope is added here, the one place it is built.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  operationId: string,
  call: C,
  handler: (req: CallRequest<C>) => Promise<DataOf<C> | typeof REPLIED>,
  tags: string[] = [],
  {
    authenticate,
    ...hooks
  }: Pick<RouteOptions, 'onRequest' | 'onSend'> & {
    /** For an `auth` call: a hook of its own built on app.authenticateWith, instead of app.authenticate (booking). */
    authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  } = {},
) {
  const route: RouteHandlerMethod = async (request, reply) => {
    // The auth hook has run for `auth` calls; checking again keeps a mis-registered route from running unauthenticated.
    if (call.auth && !request.user) throw new AppError('C024');
    const data = await handler({
      params: request.params as Out<C['params']>,
      query: request.query as Out<C['query']>,
      body: request.body as Out<C['body']>,
      ctx: contextOf(request) as CallRequest<C>['ctx'],
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
      tags,
      ...(call.auth && { security: [{ bearerAuth: [] }] }),
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      ...(call.form && { consumes: ['multipart/form-data'], [FORM_FILES]: call.form.files }),
      response: { 200: call.response, '4xx': errorEnvelopeSchema },
    },
    ...(call.auth && { preValidation: authenticate ?? authHook(app) }),
    ...hooks,
    handler: route,
  });
}

function authHook(app: FastifyInstance) {
  if (!app.hasDecorator('authenticate'))
    throw new Error('registerAuth(app, db) must run before calls marked auth are registered');
  return app.authenticate;
}

/**
 * Registers a signed-in download of one A4 PDF (a report, an invoice): rate limited like every API path, in the
 * OpenAPI document so the fuzz and the authorization matrix cover it, errors as the usual envelope. Not through the
 * zod type provider: its 200 is a file (a Buffer is sent as is), not the typed body of a schema. One shape for every
 * PDF the portal hands out.
 */
export function registerPdfDownload<Q extends z.ZodType>(
  app: FastifyInstance,
  pdf: { url: string; operationId: string; tags: string[]; description: string; querystring: Q },
  render: (ctx: PatientContext, query: z.output<Q>) => Promise<{ fileName: string; pdf: Buffer }>,
) {
  app.route({
    method: 'GET',
    url: pdf.url,
    schema: {
      operationId: pdf.operationId,
      tags: pdf.tags,
      security: [{ bearerAuth: [] }],
      querystring: pdf.querystring,
      response: {
        200: {
          description: pdf.description,
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '4xx': errorEnvelopeSchema,
      },
    },
    preValidation: app.authenticate,
    handler: async (request, reply) => {
      const ctx = patientContextOf(request);
      const { fileName, pdf: body } = await render(ctx, request.query as z.output<Q>);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  });
}
