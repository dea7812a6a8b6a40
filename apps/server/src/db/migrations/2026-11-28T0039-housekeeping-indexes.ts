import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the two jobs that remove old rows, so neither reads a whole table each pass:
 * - lecture_view_viewed_idx: lecture views older than the dedupe window (health-content lecture-views.jobs.ts);
 * - upload_file_created_idx: uploads older than the sweeper's grace period (jobs/sweep-uploads.ts), oldest first.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index lecture_view_viewed_idx on lecture_view (viewed_at)`.execute(db);
  await sql`create index upload_file_created_idx on upload_file (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index upload_file_created_idx`.execute(db);
  await sql`drop index lecture_view_viewed_idx`.execute(db);
}
