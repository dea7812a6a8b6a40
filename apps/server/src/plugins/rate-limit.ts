import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { CHANNEL_NOTIFY_ROUTES, NOTIFY_PATH } from '@portal/shared';
import { isApiPath } from './web.ts';

/** The global ceiling's default (RATE_LIMIT_MAX): every budget below is stated against it. */
export const DEFAULT_RATE_LIMIT_MAX = 3000;

/**
 * Budgets per address per minute, at the default ceiling, for the calls that cost the server
 * much (an argon2 hash, an SMS, a booking or payment transaction, a week of schedules) or that an abuser would
 * repeat. Each has its own counter, so a burst of one never spends the budget of the rest of the portal; every
 * other call shares the global ceiling. A hospital's patients often share one address (its Wi-Fi), so the budgets
 * leave room for a busy clinic — the per-phone and per-address sign-in limits (auth.limits.ts) do the fine work.
 */
export const ROUTE_BUDGETS: Record<string, number> = {
  'POST /uaa/api/login/password': 120,
  'POST /uaa/api/login/sms': 120,
  'POST /udb/api/verify-code/send': 60,
  'POST /udb/api/register': 60,
  'POST /udb/api/password/reset': 60,
  'POST /udb/api/password/change': 60,
  'POST /patient/api/patient/add': 120,
  'POST /appointment/api/appointment/create': 300,
  'POST /appointment/api/candidate/join': 300,
  'POST /appointment/api/record/cancel': 300,
  'PUT /appointment/api/record/deduction/:hosId/:appointId': 300,
  'POST /payservice/api/pcRegisterScanQR': 300,
  'GET /hospital/api/snScheduleSync/web/all': 600,
  // Rendering a PDF costs far more than reading the report it shows.
  'GET /feature/api/report/pdf': 300,
  // Opening a shared film needs no sign-in; with the per-link code limit it keeps guessing slow.
  'POST /feature/api/film/share/open': 60,
  'GET /docs/json': 60,
};

/** The health probes of a load balancer (modules/health). */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Routes without the per-address limit at all (no hook): the probes, and the pay gateway's signed notifications. A
 * real gateway notifies from a few addresses for every patient at once, so at release time it would meet 429 and fall
 * back to retries or queries; each notification is checked (the sandbox's HMAC, a provider's RSA signature, their send
 * time) before anything is read.
 */
const UNLIMITED = new Set<string>([...PROBES, NOTIFY_PATH, ...CHANNEL_NOTIFY_ROUTES]);

/** The counter of requests whose client has no address (it hung up before its request was handled). */
export const NO_ADDRESS_KEY = 'no-address';

/** The eight 16-bit pieces of an IPv6 address (its zone index dropped), or undefined when the URL parser refuses it. */
function ipv6Pieces(ip: string): number[] | undefined {
  let host: string;
  try {
    host = new URL(`http://[${ip.replace(/%.*$/, '')}]`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  // The URL serializer writes every piece in hex (an IPv4 tail too) and compresses one run of zeros with '::'.
  const [head = '', tail] = host.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const pieces =
    tail === undefined
      ? first
      : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return pieces.map((p) => Number.parseInt(p, 16));
}

/**
 * The rate-limit key of a request: @fastify/rate-limit's own grouping (its default key generator, v11) — the address
 * lowercased, an IPv4-mapped IPv6 address as its IPv4, any other IPv6 address by its /64 (one household or phone
 * gets one network) — without its TypeError on a request that has no address: a client gone before its request
 * was handled (request.ip undefined, no X-Forwarded-For) shares one counter with every other such request.
 */
export function addressKey(request: FastifyRequest): string {
  const ip: unknown = request.ip;
  if (typeof ip !== 'string' || ip === '') return NO_ADDRESS_KEY;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const pieces = ipv6Pieces(ip);
  if (!pieces || pieces.length !== 8) return ip.toLowerCase();
  const hex = (p: number) => p.toString(16);
  if (pieces.slice(0, 5).every((p) => p === 0) && pieces[5] === 0xffff) {
    const [a = 0, b = 0] = pieces.slice(6);
    return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
  }
  return new URL(
    `http://[${[...pieces.slice(0, 4), 0, 0, 0, 0].map(hex).join(':')}]`,
  ).hostname.slice(1, -1);
}

/**
 * Web assets, index.html and the demo images are files, not calls: a cold page load fetches ~62 of them, so counted
 * against the API ceiling a hospital's shared network ran out of it. They are exempt, like the health probes.
 */
export function isExempt(request: FastifyRequest): boolean {
  const url = request.url;
  if (PROBES.has(url)) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return url.startsWith('/demo-assets/') || !isApiPath(url);
}

/**
 * A per-address ceiling on the API plus the budgets above, all scaled by RATE_LIMIT_MAX / 3000 (so one setting
 * raises or lowers them together). With REDIS_URL the counters live in Redis, so every instance behind the load
 * balancer counts the same client together (docs/architecture.md#scale-out).
 */
export async function registerRateLimit(app: FastifyInstance, max: number, redis?: Redis) {
  const scale = max / DEFAULT_RATE_LIMIT_MAX;
  // Runs before the plugin's own onRoute hook (registered next), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    // The load balancer's probes are never limited, so they get no limit hook at all. Exempting them by
    // allowList was not enough: the plugin keys a request by its address first, and a probe the balancer had given
    // up on (its check timed out under load, the socket closed) has none — a TypeError and a 500 in the log per probe.
    if (UNLIMITED.has(route.url)) {
      route.config = { ...(route.config as object), rateLimit: false };
      return;
    }
    for (const method of [route.method].flat()) {
      const budget = ROUTE_BUDGETS[`${method} ${route.url}`];
      if (budget === undefined) continue;
      route.config = {
        ...(route.config as object),
        rateLimit: { max: Math.max(1, Math.round(budget * scale)), timeWindow: '1 minute' },
      };
    }
  });
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    nameSpace: 'portal-rl:',
    ...(redis && { redis }),
    keyGenerator: addressKey,
    allowList: (request) => isExempt(request),
    // Thrown by the plugin and turned into the C022 envelope by the error handler.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'C022',
      message: 'C022',
    }),
  });
}
