import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { poolOf, type Db } from '../db/database.ts';
import { registerPoolMetrics } from '../lib/metrics/pool.metrics.ts';
import { collectProcessDefaults, processRegistry } from '../lib/metrics/process-registry.ts';
import { METRICS_PATH, registerHttpMetrics } from './http-metrics.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * `/metrics` in Prometheus text format, behind `Authorization: Bearer <METRICS_TOKEN>` (compared in
 * constant time, like the operator token), so an instance exposed to the internet never shows its traffic. Without a
 * token (outside demo mode, METRICS_TOKEN unset) the route refuses every scrape and nothing is measured, since
 * nothing could ever read it. Hidden from the OpenAPI document (it is no patient call) and outside the rate limit:
 * Prometheus scrapes every few seconds from one address.
 *
 * Returns this app's registry: the composition root adds what only it can reach (the payment states).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined, db: Db): Registry {
  const registry = new Registry();
  if (token) {
    collectProcessDefaults();
    registerHttpMetrics(app, registry);
    const pool = poolOf(db);
    if (pool) registerPoolMetrics(registry, pool);
  }
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!token)
        return reply.code(403).type('text/plain').send('metrics are off: set METRICS_TOKEN\n');
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      if (!match || !timingSafeEqual(digest(match[1]!), digest(token))) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('text/plain')
          .send('metrics need the METRICS_TOKEN bearer credential\n');
      }
      const parts = await Promise.all([processRegistry.metrics(), registry.metrics()]);
      return reply.type(registry.contentType).send(parts.filter((p) => p.trim() !== '').join('\n'));
    },
  );
  return registry;
}
