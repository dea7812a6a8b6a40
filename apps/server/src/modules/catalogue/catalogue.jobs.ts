import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { syncAllCatalogues } from './catalogue.service.ts';

/** How often every instance refreshes the mirror: names and doctor lists follow the HIS within this. */
export const CATALOGUE_SYNC_INTERVAL_MS = 5 * 60_000;

interface Log { error(obj: unknown, msg: string): void }

/**
 * ARCHITECTURE decision 12: every instance runs the sync; it is idempotent and serialised per hospital in PostgreSQL.
 * One pass at a time per instance. `his` is the composition root's adapter (decision 13).
 */
export function startCatalogueSyncJob(db: Db, his: HisAdapter, intervalMs: number, log: Log): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = syncAllCatalogues(db, his, log)
      .catch((err: unknown) => log.error({ err }, 'catalogue sync pass failed'))
      .finally(() => { running = null; });
  }, intervalMs);
  timer.unref();
  return { stop: async () => { clearInterval(timer); await running; } };
}
