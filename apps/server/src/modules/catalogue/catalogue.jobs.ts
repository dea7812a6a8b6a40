import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { syncAllCatalogues } from './catalogue.service.ts';
import { repeatEvery, type JobHandle } from '../../jobs/repeat.ts';

/** How often every instance refreshes the mirror: names and doctor lists follow the HIS within this. */
export const CATALOGUE_SYNC_INTERVAL_MS = 5 * 60_000;

interface Log {
  error(obj: unknown, msg: string): void;
}

/**
 * Scale-out (docs/architecture.md#scale-out): every instance runs the sync; it is idempotent and serialised per hospital in PostgreSQL.
 * One pass at a time per instance. `his` is the composition root's adapter (docs/architecture.md#one-composition-root).
 */
export function startCatalogueSyncJob(
  db: Db,
  his: HisAdapter,
  intervalMs: number,
  log: Log,
): JobHandle {
  return repeatEvery(
    'catalogue-sync',
    intervalMs,
    () => syncAllCatalogues(db, his, log),
    (err) => log.error({ err }, 'catalogue sync pass failed'),
  );
}
