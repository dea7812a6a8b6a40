import { sql, type Kysely } from 'kysely';

/**
 * Who holds a complaint in the console's inbox, and how many replies it has had. assignee_id: the staff member who
 * took it on or was assigned it (null while nobody holds it); a staff account is never deleted, only marked removed,
 * so the reference stays. reply_count: each reply (a last reply on closing too) is the n-th, which names its notice to
 * the patient, so a reply tells the patient once.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('complaint')
    .addColumn('assignee_id', 'uuid', (c) => c.references('staff_account.staff_id'))
    .execute();
  await db.schema
    .alterTable('complaint')
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // "Assigned to me": a staff member's complaints by state.
  await sql`create index complaint_assignee_idx on complaint (hos_id, assignee_id, status)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index complaint_assignee_idx`.execute(db);
  await db.schema.alterTable('complaint').dropColumn('reply_count').execute();
  await db.schema.alterTable('complaint').dropColumn('assignee_id').execute();
}
