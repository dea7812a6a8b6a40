import type { Env } from '../../config/env.ts';

/**
 * How long a session lives (docs/adr/0007-session-storage.md): it ends after `idleSeconds` without a call, and
 * `maxSeconds` after sign-in however busy it is (OWASP ASVS 3.3.2 level 2: 30 minutes idle, 12 hours absolute).
 */
export interface SessionLifetime {
  idleSeconds: number;
  maxSeconds: number;
}

export function sessionLifetime(
  env: Pick<Env, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>,
): SessionLifetime {
  return { idleSeconds: env.SESSION_IDLE_MINUTES * 60, maxSeconds: env.SESSION_MAX_HOURS * 3600 };
}

/**
 * A call renews its session only once a tenth of the idle window has passed since the last renewal, so a busy
 * session writes its row at most every 3 minutes (by default) instead of on every request.
 */
export const RENEW_AFTER_FRACTION = 0.1;

/** The first expiry of a new session: the idle window, never past the absolute lifetime. */
export function firstExpiry(lifetime: SessionLifetime, now: Date = new Date()): Date {
  return new Date(now.getTime() + Math.min(lifetime.idleSeconds, lifetime.maxSeconds) * 1000);
}
