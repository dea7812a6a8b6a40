import { sql, type Kysely } from 'kysely';

/**
 * The access log keeps an account's reads of its own patient once a day (shared ACCESS_ACTIONS): a read row carries
 * the hospital day it was made on, and one row per hospital, account, patient, action and day is unique, so a second
 * read that day inserts nothing (ON CONFLICT DO NOTHING — the log stays append-only). Changes, exports and the rows
 * written before have no day and are never merged.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('patient_access_log').addColumn('read_day', 'date').execute();
  await sql`create unique index patient_access_log_daily_read_uq on patient_access_log (hos_id, user_id, patient_id, action, read_day)
    where read_day is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index patient_access_log_daily_read_uq`.execute(db);
  await db.schema.alterTable('patient_access_log').dropColumn('read_day').execute();
}
