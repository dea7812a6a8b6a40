import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * What belongs to the process, not to one app: Node's own metrics (heap, event-loop lag, GC), the
 * background jobs (jobs/repeat.ts) and the booking outcomes counted in the appointments service. Prometheus counts
 * per process, and a process runs one app in production; tests build many apps in one process, so these are shared
 * by all of them (a test reads differences, never absolute values). Each app keeps its own registry for what is its
 * own (plugins/metrics.ts): requests, its database pool, its payment states — so building an app twice never
 * registers a metric twice.
 */
export const processRegistry = new Registry();

let defaultsCollected = false;

/**
 * prom-client's default metrics, started once per process on the first app that serves /metrics: each start adds an
 * event-loop delay monitor and a GC observer, so never one per app.
 */
export function collectProcessDefaults(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}
