import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * A per-IP ceiling on the whole API. With REDIS_URL the counters live in Redis, so every instance behind
 * the load balancer counts the same client together (ARCHITECTURE decision 12).
 */
export async function registerRateLimit(app: FastifyInstance, max: number, redis?: Redis) {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    nameSpace: 'portal-rl:',
    ...(redis && { redis }),
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
    // Thrown by the plugin and turned into the C022 envelope by the error handler.
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'C022', message: 'C022' }),
  });
}
