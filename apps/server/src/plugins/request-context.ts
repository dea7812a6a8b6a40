/**
 * The request context every route sees (docs/architecture.md#boundaries-checked-by-lint: it lives in plugins/, so plugins never import
 * modules). The auth module fills `request.user` (modules/auth/auth.plugin.ts); plugins/route.ts hands it to handlers.
 */

/** The signed-in user of a request: always of the hospital the request names (docs/architecture.md#tenancy-every-row-carries-hos_id). */
export interface AuthUser {
  hosId: string;
  userId: string;
  phone: string;
  /** SHA-256 of the bearer token, so logout can revoke exactly this session. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook for calls marked `auth: true`; null otherwise. */
    user: AuthUser | null;
  }
}
