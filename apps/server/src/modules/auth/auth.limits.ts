import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { MessageKey, HosId } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';

export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/** The three guarded actions: sign-in (password, SMS, old password), code requests, registration/reset. */
export type LimitKind = 'login' | 'code' | 'register';

export type AuthLimits = Record<
  `${LimitKind}PerIp` | `${LimitKind}PerPhoneIp` | `${LimitKind}PerPhone`,
  LimitRule
> & {
  /** Failed sign-ins an address makes before each further one must wait (1 s, then doubling). */
  loginFreeFailures: number;
  loginMaxDelaySeconds: number;
  /** Prefix of every counter key; tests give each run its own so runs sharing one Redis never meet. */
  keyPrefix: string;
};

/**
 * Throttle the attacker, not the account. Blocked a phone after 10 failures from anywhere,
 * so any stranger could lock its owner out for 15 minutes. Now every attempt is counted three ways:
 *
 * - per address: after `loginFreeFailures` failures each further attempt waits 1 s, 2 s, 4 s … (at most
 *   `loginMaxDelaySeconds`), and `loginPerIp` failures block the address for the rest of the window;
 * - per (phone, address): `loginPerPhoneIp` failures block that address for that account only;
 * - per phone: ASVS V2.2.1's soft lockout, at most 100 failures per hour on one account — but it only refuses
 *   addresses the account has not signed in from before (trusted-address.ts). A distributed guesser spends the
 *   account's hundred and then stops, while the owner at a known address still signs in; the owner at a new
 *   address meets at worst this soft limit, never a hard lock.
 *
 * A successful attempt gives back the points it took, so only failures add up (a shared hospital network signing in
 * all day never reaches a limit); a success clears that phone's failures at that address only, so the owner signing
 * in does not hand a guesser a fresh allowance. Unknown phones are counted like known ones, so the refusals say
 * nothing about which numbers are registered. Code requests (each costs an SMS) and registration/reset (each spends
 * a code) count every attempt; for them too the per-phone limit spares the account's known addresses. Behind a load
 * balancer the address is right only with TRUST_PROXY.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { points: 30, durationSeconds: 15 * 60 },
  loginPerPhoneIp: { points: 10, durationSeconds: 15 * 60 },
  loginPerPhone: { points: 100, durationSeconds: 60 * 60 },
  loginFreeFailures: 10,
  loginMaxDelaySeconds: 60,
  codePerIp: { points: 30, durationSeconds: 15 * 60 },
  codePerPhoneIp: { points: 5, durationSeconds: 60 * 60 },
  codePerPhone: { points: 5, durationSeconds: 60 * 60 },
  registerPerIp: { points: 30, durationSeconds: 15 * 60 },
  registerPerPhoneIp: { points: 10, durationSeconds: 60 * 60 },
  registerPerPhone: { points: 10, durationSeconds: 60 * 60 },
  keyPrefix: 'portal-auth',
};

export interface AuthLimiter {
  /**
   * Counts one attempt; refuses (429) while the address waits or a counter that applies is spent. `trusted`: the
   * account has signed in from this address before (the per-phone soft limit then does not refuse).
   */
  consume(
    kind: LimitKind,
    hosId: HosId,
    phone: string,
    ip: string,
    trusted?: boolean,
  ): Promise<void>;
  /** After a failed sign-in: the address's next attempt waits, growing with its failures. */
  failed(kind: LimitKind, hosId: HosId, phone: string, ip: string): Promise<void>;
  /** After a successful one: its points back, and the phone's failures at this address forgotten. */
  succeeded(kind: LimitKind, hosId: HosId, phone: string, ip: string): Promise<void>;
}

/** LOGIN007 this address waits or is blocked; LOGIN008 the account's soft limit for new addresses; C022 the rest. */
function refusal(key: MessageKey, res: RateLimiterRes): AppError {
  return new AppError(key, { seconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
}

/**
 * Counters live in Redis when a client is given, so every instance counts a phone together
 * (docs/architecture.md#scale-out); if Redis fails, an in-process limiter stands in rather than failing sign-in for everyone.
 */
export function createAuthLimiter(overrides: Partial<AuthLimits> = {}, redis?: Redis): AuthLimiter {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...overrides };
  const make = (name: string, rule: LimitRule): RateLimiterAbstract => {
    const opts = {
      keyPrefix: `${limits.keyPrefix}:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    return redis
      ? new RateLimiterRedis({
          ...opts,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(opts),
        })
      : new RateLimiterMemory(opts);
  };
  const kinds: LimitKind[] = ['login', 'code', 'register'];
  const byKind = new Map(
    kinds.map((k) => [
      k,
      {
        ip: make(`${k}-ip`, limits[`${k}PerIp`]),
        phoneIp: make(`${k}-phone-ip`, limits[`${k}PerPhoneIp`]),
        phone: make(`${k}-phone`, limits[`${k}PerPhone`]),
      },
    ]),
  );
  const counters = (kind: LimitKind) => byKind.get(kind)!;
  // A blocked key is one whose consumed points exceed its single point (rate-limiter-flexible's block()).
  const delay = make('login-delay', { points: 1, durationSeconds: 1 });
  // A phone's counters are per hospital: the same phone holds a separate account at each hospital.
  const phoneKey = (hosId: HosId, phone: string) => `${hosId}:${phone}`;
  const phoneIpKey = (hosId: HosId, phone: string, ip: string) => `${hosId}:${phone}:${ip}`;
  const refused = (kind: LimitKind, err: unknown, key: MessageKey) => {
    if (!(err instanceof RateLimiterRes)) return err;
    return refusal(kind === 'login' ? key : 'C022', err);
  };

  return {
    async consume(kind, hosId, phone, ip, trusted = false) {
      const c = counters(kind);
      if (kind === 'login') {
        const waiting = await delay.get(ip);
        if (waiting && waiting.consumedPoints > 1) throw refusal('LOGIN007', waiting);
      }
      try {
        await c.ip.consume(ip);
        await c.phoneIp.consume(phoneIpKey(hosId, phone, ip));
      } catch (err) {
        throw refused(kind, err, 'LOGIN007');
      }
      try {
        await c.phone.consume(phoneKey(hosId, phone));
      } catch (err) {
        // Counted either way (ASVS counts every failure); refused only where the owner has never signed in.
        if (!trusted) throw refused(kind, err, 'LOGIN008');
        if (!(err instanceof RateLimiterRes)) throw err;
      }
    },
    async failed(kind, _hosId, _phone, ip) {
      if (kind !== 'login') return;
      const failures = (await counters(kind).ip.get(ip))?.consumedPoints ?? 0;
      const beyond = failures - limits.loginFreeFailures;
      if (beyond > 0)
        await delay.block(ip, Math.min(2 ** (beyond - 1), limits.loginMaxDelaySeconds));
    },
    async succeeded(kind, hosId, phone, ip) {
      const c = counters(kind);
      await Promise.all([
        c.ip.reward(ip),
        c.phone.reward(phoneKey(hosId, phone)),
        c.phoneIp.delete(phoneIpKey(hosId, phone, ip)),
      ]);
    },
  };
}
