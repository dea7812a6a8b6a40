import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hosIdSchema, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import * as repo from './auth.repository.ts';
import type { LiveSession, Renewal } from './live-session.ts';
import { RENEW_AFTER_FRACTION, type SessionLifetime } from './session-lifetime.ts';

/** On every authenticated answer: when the session ends if no further call renews it (ISO 8601). */
export const SESSION_EXPIRES_HEADER = 'session-expires';

/** The request context lives in plugins/ (docs/architecture.md#boundaries-checked-by-lint); re-exported here for the modules that take the signed-in user. */
export type { AuthUser } from '../../plugins/request-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `authenticate` with the session read by `lookup` instead of findLiveSession: every check the same, but a call
     * may read what it needs in the very statement that checks the token (booking at release time).
     */
    authenticateWith: (
      request: FastifyRequest,
      reply: FastifyReply,
      lookup: SessionLookup,
    ) => Promise<void>;
  }
}

/** Only the SHA-256 of a token is stored: a leaked table holds no usable session. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Reads the live session of a token hash (under `hosId` when the request names one), checking and renewing it like findLiveSession. */
export type SessionLookup = (
  tokenHash: string,
  hosId: HosId | undefined,
  renewal: Renewal,
) => Promise<LiveSession | undefined>;

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/i;

/**
 * Every `hosId` a request names, from the path, the query and the body. A repeated or non-text hosId
 * (e.g. `?hosId=1001&hosId=1002`) comes back as `null`: it could mean two hospitals, so it matches none.
 */
function requestedHospitals(request: FastifyRequest): (string | null)[] {
  const found: (string | null)[] = [];
  for (const source of [request.params, request.query, request.body]) {
    if (!source || typeof source !== 'object' || !('hosId' in source)) continue;
    const value = (source as { hosId: unknown }).hosId;
    found.push(typeof value === 'string' ? value : null);
  }
  return found;
}

/**
 * "A 1001 token is refused by every 1002 call": the session is looked up under the hospital the
 * request names, so a token of another hospital simply finds nothing. Runs before body validation, so an
 * unauthenticated caller learns nothing about a call's schema. Failures answer 401 C024.
 */
export function registerAuth(app: FastifyInstance, db: Db, lifetime: SessionLifetime) {
  const renewal: Renewal = {
    ...lifetime,
    renewAfterSeconds: lifetime.idleSeconds * RENEW_AFTER_FRACTION,
  };
  const findLiveSession: SessionLookup = (tokenHash, hosId, r) =>
    repo.findLiveSession(db, tokenHash, hosId, r);
  app.decorateRequest('user', null);
  const authenticateWith = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lookup: SessionLookup,
  ) => {
    const refuse = () => {
      reply.header('www-authenticate', 'Bearer');
      return new AppError('C024');
    };
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw refuse();
    const hospitals = requestedHospitals(request);
    const hosId = hospitals[0];
    if (hosId === null || hospitals.some((h) => h !== hosId)) throw refuse();
    // A hosId no hospital can have never reaches the session query (a NUL in it used to answer 500).
    const named = hosId === undefined ? undefined : hosIdSchema.safeParse(hosId);
    if (named && !named.success) throw refuse();
    // Only logout names no hospital: there the token alone identifies the session it ends.
    const session = await lookup(hashToken(token), named?.data, renewal);
    if (!session) throw refuse();
    // The web keeps its idea of the expiry in step with the renewals (docs/adr/0007).
    reply.header(SESSION_EXPIRES_HEADER, session.expires_at.toISOString());
    request.user = {
      hosId: session.hos_id,
      userId: session.user_id,
      phone: session.phone,
      tokenHash: session.token_hash,
    };
  };
  app.decorate('authenticateWith', authenticateWith);
  app.decorate('authenticate', (request: FastifyRequest, reply: FastifyReply) =>
    authenticateWith(request, reply, findLiveSession),
  );
}
