import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HosId, Language } from '@portal/shared';
import { AppError } from '../errors/app-error.ts';

/**
 * The request context every handler receives, built once per request by registerCall (plugins/route.ts). It lives in
 * plugins/ so plugins never import modules (docs/architecture.md#boundaries-checked-by-lint). The auth module fills
 * `request.user` (modules/auth/auth.plugin.ts); the context is read from it.
 */

/** The signed-in user of a request: always of the hospital the request names (docs/architecture.md#tenancy-every-row-carries-hos_id). */
export interface AuthUser {
  hosId: HosId;
  userId: string;
  phone: string;
  /** SHA-256 of the bearer token, so logout can revoke exactly this session. */
  tokenHash: string;
}

/** What every call knows about whoever sent it: the address (rate limits, the access log) and the language. */
interface CallerBase {
  ip: string;
  /** The answer's language, from Accept-Language: zh… is zh-CN, anything else en-US. */
  lang: Language;
}

/** A call nobody signed in to: the hospital, where it names one, is part of its input. */
export interface GuestContext extends CallerBase {
  kind: 'guest';
}

/** A signed-in patient's call: what patient services take (hospital, user, address, language). */
export interface PatientContext extends CallerBase, AuthUser {
  kind: 'patient';
}

/** Who a request acts as. A staff member's console session becomes a third kind beside these two. */
export type RequestContext = GuestContext | PatientContext;

export function languageOf(request: FastifyRequest): Language {
  return /^\s*zh/i.test(request.headers['accept-language'] ?? '') ? 'zh-CN' : 'en-US';
}

/** The context of a request: a patient's when the auth hook has put a user on it, a guest's otherwise. */
export function contextOf(request: FastifyRequest): RequestContext {
  const base = { ip: request.ip, lang: languageOf(request) };
  return request.user ? { kind: 'patient', ...request.user, ...base } : { kind: 'guest', ...base };
}

/** A signed-in patient's context, for a route behind app.authenticate that registerCall does not build (a file). */
export function patientContextOf(request: FastifyRequest): PatientContext {
  const ctx = contextOf(request);
  if (ctx.kind !== 'patient') throw new AppError('C024');
  return ctx;
}

/** The preValidation hook of calls marked `auth: true` (plugins/route.ts); the auth module decorates it. */
type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: AuthHook;
  }
  interface FastifyRequest {
    /** Set by the auth hook for calls marked `auth: true`; null otherwise. */
    user: AuthUser | null;
  }
}
