import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { PAY_PURPOSES } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { ORDER_STATES } from './order-state.ts';
import { countOrdersByPurposeAndState } from './orders.repository.ts';

/** Scrapes closer together than this share one count: Prometheus on every instance must not load the database. */
export const PAYMENT_STATES_TTL_MS = 5000;

/**
 * How many orders are in each state, per purpose, counted in the database at scrape time (one
 * grouped count, cached a few seconds) rather than counters on transitions: the table is the authority, so the
 * numbers are right whichever instance moved an order, survive restarts, never count a transition whose transaction
 * rolled back, and show what is stuck (orders left `paying` or `refunding`). Every instance reports the same totals:
 * aggregate with max(), not sum(). Every purpose × state pair is present (0 when empty), so no series comes and goes.
 */
export function registerPaymentStateMetrics(registry: Registry, db: Db, log: FastifyBaseLogger) {
  let cached: { at: number; counts: Promise<Map<string, number>> } | null = null;
  const counts = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= PAYMENT_STATES_TTL_MS) {
      const counting = countOrdersByPurposeAndState(db).then(
        (rows) => new Map(rows.map((r) => [`${r.purpose}/${r.state}`, r.n])),
      );
      cached = { at: now, counts: counting };
      // A failed count is not kept: the next scrape asks again.
      counting.catch(() => {
        if (cached?.counts === counting) cached = null;
      });
    }
    return cached.counts;
  };
  new Gauge({
    name: 'portal_payment_orders',
    help: `Pay orders by purpose and state (all hospitals; counted in the database, cached ${PAYMENT_STATES_TTL_MS / 1000} s)`,
    labelNames: ['purpose', 'state'] as const,
    registers: [registry],
    async collect() {
      let byKey: Map<string, number>;
      try {
        byKey = await counts();
      } catch (err) {
        // The database is down: the rest of the scrape (the pool, the process) is what tells why, so it still answers.
        log.warn({ err }, 'payment state metrics: count failed');
        this.reset();
        return;
      }
      for (const purpose of PAY_PURPOSES) {
        for (const state of ORDER_STATES)
          this.set({ purpose, state }, byKey.get(`${purpose}/${state}`) ?? 0);
      }
    },
  });
}
