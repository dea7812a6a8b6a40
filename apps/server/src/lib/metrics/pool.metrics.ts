import { Gauge, type Registry } from 'prom-client';
import type pg from 'pg';

/**
 * The PostgreSQL pool's connections, read at scrape time. `waiting` above 0 for long means queries
 * queue for a connection (the pool's max is in database.ts). PGlite is one in-process connection: nothing to report.
 */
export function registerPoolMetrics(registry: Registry, pool: pg.Pool) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'portal_db_pool_connections',
    'PostgreSQL connections the pool holds (idle and in use)',
    () => pool.totalCount,
  );
  gauge(
    'portal_db_pool_idle_connections',
    'PostgreSQL connections idle in the pool',
    () => pool.idleCount,
  );
  gauge(
    'portal_db_pool_waiting_requests',
    'Queries waiting for a pool connection',
    () => pool.waitingCount,
  );
  gauge(
    'portal_db_pool_max_connections',
    "The pool's maximum number of connections",
    () => pool.options.max,
  );
}
