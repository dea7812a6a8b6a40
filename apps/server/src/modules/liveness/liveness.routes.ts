import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Liveness says the process answers; readiness says it can reach its database (for a load balancer). */
export function livenessRoutes(app: FastifyInstance, db: Db) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch (err) {
      reply.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
