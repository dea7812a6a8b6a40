import { sql } from 'kysely';
import { UPLOAD_LIMITS, type HosId } from '@portal/shared';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../storage/file-store.ts';
import { repeatEvery, type JobHandle } from './repeat.ts';

/**
 * How old an upload, or a stored file, must be before the sweeper may remove it. A patient uploads a photo first and
 * submits the form it belongs to afterwards, maybe much later with the page left open: a young unattached upload is not
 * an orphan yet. 24 h is twice the longest a session lasts (SESSION_MAX_HOURS, 12 by default), so the form has long
 * been sent or abandoned; a patient who still sends it is told its photo is invalid (C019 photos) and uploads it again.
 * For a file with no row, the wait also spares an upload under way (file stored, row not yet committed: seconds).
 */
export const UPLOAD_GRACE_MS = 24 * 3600_000;

/**
 * Every table that attaches uploads, each naming one by (hos_id, file_id) with a foreign key to upload_file: an upload
 * one of them names is attached and never swept. sweep-uploads.int.test.ts checks this list against the database's
 * foreign keys, so a table that attaches uploads later cannot be forgotten here (its foreign key would refuse the
 * delete anyway, failing the sweep rather than losing the file).
 */
export const ATTACHING_TABLES = [
  'complaint_photo',
  'hospital_logo',
  'lecture_media',
] as const satisfies readonly (keyof Database)[];

interface JobLog {
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}

export interface SweepOptions {
  /** The composition root's store (docs/architecture.md#one-composition-root). */
  files: FileStore;
  now?: Date;
  batchSize?: number;
  /** Where a file that could not be removed is reported; the sweep goes on, and the next one tries it again. */
  log?: JobLog;
}

export interface SweepResult {
  /** Unattached uploads past the grace period removed, row and file: each counted by the one sweep that deleted its row. */
  uploads: number;
  /** Files past the grace period that no row names, removed. */
  strays: number;
}

/** `f` (an upload_file row) is named by none of ATTACHING_TABLES. */
const unattached = sql.join(
  ATTACHING_TABLES.map(
    (table) =>
      sql`not exists (select 1 from ${sql.table(table)} a where a.hos_id = f.hos_id and a.file_id = f.file_id)`,
  ),
  sql` and `,
);

/**
 * One sweep: uploads never attached to anything, then files no row names, both past UPLOAD_GRACE_MS.
 * Scale-out (docs/architecture.md#scale-out): every instance runs it. Rows are taken with FOR UPDATE SKIP LOCKED in small transactions,
 * so concurrent sweeps share them and each row is deleted once. Files have no row to lock: a stray file may be seen by
 * two sweeps at once (or be one whose row another sweep has just deleted) and removed by both — harmless, a store's
 * delete of a missing key is no error — so `strays` is what this sweep removed, not a count across instances.
 * Cross-hospital by nature (storage keys are unique across hospitals); each row is still addressed by its hos_id.
 */
export async function sweepUploadsTick(db: Db, opts: SweepOptions): Promise<SweepResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - UPLOAD_GRACE_MS);
  const batchSize = opts.batchSize ?? 100;
  const uploads = await sweepUnattached(db, opts, cutoff, batchSize);
  // After the uploads, so a file whose row was deleted above but whose own delete failed gets a second try now.
  const strays = await sweepStrays(db, opts, cutoff, batchSize);
  return { uploads, strays };
}

/**
 * (a) Each batch deletes its rows in a committed transaction first and only then their files: a crash in between
 * leaves files without rows, which (b) removes, and never a row naming a missing file.
 */
async function sweepUnattached(
  db: Db,
  opts: SweepOptions,
  cutoff: Date,
  batchSize: number,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ hos_id: HosId; file_id: string }>`
        select hos_id, file_id from upload_file f
         where created_at < ${cutoff} and ${unattached}
         order by created_at, hos_id, file_id
         limit ${batchSize}
         for update of f skip locked`.execute(trx);
      if (rows.length === 0) return { taken: 0, keys: [] };
      // Checked again as it is deleted: this statement sees an attachment committed since the select. One not yet
      // committed waits on the row locks taken above, then fails on its foreign key (the complaint answers C019).
      const { rows: gone } = await sql<{ storage_key: string }>`
        delete from upload_file f
         where (f.hos_id, f.file_id) in (${sql.join(rows.map((r) => sql`(${r.hos_id}, ${r.file_id})`))}) and ${unattached}
         returning f.storage_key`.execute(trx);
      return { taken: rows.length, keys: gone.map((g) => g.storage_key) };
    });
    for (const key of page.keys) await removeFile(opts, key);
    removed += page.keys.length;
    // Every row taken was deleted or is attached now (and no longer selected): a short or fruitless page is the last.
    if (page.taken < batchSize || page.keys.length === 0) return removed;
  }
}

/**
 * (b) Only under the upload kinds' prefixes (`<bizType>/`), so a bucket shared with anything else loses nothing of
 * its. A file past the grace period whose key no row names is removed; an upload's row is committed seconds after
 * its file is stored, so an old file without a row is left over from a crash or from (a).
 */
async function sweepStrays(
  db: Db,
  opts: SweepOptions,
  cutoff: Date,
  batchSize: number,
): Promise<number> {
  let removed = 0;
  for (const bizType of Object.keys(UPLOAD_LIMITS)) {
    let batch: string[] = [];
    for await (const file of opts.files.list(`${bizType}/`)) {
      if (file.lastModified.getTime() >= cutoff.getTime()) continue;
      batch.push(file.key);
      if (batch.length < batchSize) continue;
      removed += await removeUnrecorded(db, opts, batch);
      batch = [];
    }
    removed += await removeUnrecorded(db, opts, batch);
  }
  return removed;
}

async function removeUnrecorded(
  db: Db,
  opts: SweepOptions,
  keys: readonly string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .selectFrom('upload_file')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .execute();
  const recorded = new Set(rows.map((r) => r.storage_key));
  let removed = 0;
  for (const key of keys) if (!recorded.has(key) && (await removeFile(opts, key))) removed += 1;
  return removed;
}

/** Whether `key` is gone; a store that fails is logged and the sweep goes on (the file, now rowless, waits for the next). */
async function removeFile(opts: SweepOptions, key: string): Promise<boolean> {
  try {
    await opts.files.delete(key);
    return true;
  } catch (err) {
    opts.log?.error(
      { err, key },
      'sweep-uploads could not remove a file; the next sweep tries again',
    );
    return false;
  }
}

/**
 * Runs the sweep every `intervalMs` (SWEEP_UPLOADS_INTERVAL_MS, default hourly) until stopped (jobs/repeat.ts).
 * server.ts starts it with the composition root's file store; buildApp does not, so tests call sweepUploadsTick.
 */
export function startSweepUploadsJob(
  db: Db,
  files: FileStore,
  intervalMs: number,
  log: JobLog,
): JobHandle {
  return repeatEvery(
    'sweep-uploads',
    intervalMs,
    async () => {
      const swept = await sweepUploadsTick(db, { files, log });
      if (swept.uploads > 0 || swept.strays > 0)
        log.info(swept, 'swept unattached uploads and stray files');
    },
    (err) => log.error({ err }, 'sweep-uploads tick failed'),
  );
}
