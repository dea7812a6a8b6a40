import type { Db } from '../../db/database.ts';
import { repeatEvery, type JobHandle } from '../../jobs/repeat.ts';
import { pruneViews } from './lectures.repository.ts';

/**
 * A lecture's read is counted once per viewer, a browser visit's random id (web lectureViewerId, in sessionStorage),
 * which one row per viewer and lecture remembers. A visit is over long before a week; after that its rows only grew
 * the table (one per view, for ever), so they are deleted: a visit still open a week on would count its reads again.
 */
export const VIEW_MEMORY_MS = 7 * 24 * 3600_000;
export const LECTURE_VIEWS_INTERVAL_MS = 3_600_000;

interface JobLog {
  error(obj: unknown, msg: string): void;
}

/** One pass: every view row older than VIEW_MEMORY_MS, in batches (each its own statement). The number deleted. */
export async function pruneLectureViewsTick(
  db: Db,
  { now = new Date(), batchSize = 1000 }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const before = new Date(now.getTime() - VIEW_MEMORY_MS);
  let deleted = 0;
  for (;;) {
    const n = await pruneViews(db, before, batchSize);
    deleted += n;
    if (n < batchSize) return deleted;
  }
}

/** Scale-out (docs/architecture.md#scale-out): every instance runs it; SKIP LOCKED shares the rows. */
export function startLectureViewsJob(db: Db, intervalMs: number, log: JobLog): JobHandle {
  return repeatEvery(
    'lecture-views',
    intervalMs,
    () => pruneLectureViewsTick(db),
    (err) => log.error({ err }, 'pruning lecture views failed'),
  );
}
