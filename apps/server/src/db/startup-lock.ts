import { sql } from 'kysely';
import type { Db } from './database.ts';

/** One key for every portal's start-up on a database (hashtext of a fixed name, like the other advisory locks). */
const STARTUP_LOCK = 'portal:startup';

/**
 * Several instances started at once on one empty PostgreSQL database each saw no demo hospital and each
 * inserted them, and all but one died on `hospital_pkey`. Start-up's writes (migrations, demo seed) run one instance at
 * a time under a session advisory lock, held on a connection of its own while `body` works through the pool; the next
 * instance then finds the hospitals loaded and changes nothing. PGlite needs none: its folder lock (data-lock.ts) lets
 * one process in, and its single connection would wait on itself.
 */
export async function withStartupLock<T>(
  db: Db,
  kind: 'postgres' | 'pglite',
  body: () => Promise<T>,
): Promise<T> {
  if (kind === 'pglite') return body();
  return db.connection().execute(async (lockConnection) => {
    await sql`select pg_advisory_lock(hashtext(${STARTUP_LOCK}))`.execute(lockConnection);
    try {
      return await body();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${STARTUP_LOCK}))`.execute(lockConnection);
    }
  });
}
