import { sql, type Kysely } from 'kysely';

/**
 * A hospital cancels a doctor's session. The session records when and why (cancelled_at set once,
 * so a second call changes nothing); each affected patient is texted once per cancelled session: the notice row is
 * written in the cancelling transaction (a second or concurrent call finds it), claimed before sending (claimed_at,
 * a lease so a sender that died is retried) and marked sent afterwards.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table schedule_session add column cancelled_at timestamptz, add column cancel_reason text`.execute(
    db,
  );
  await db.schema
    .createTable('session_cancel_notice')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addPrimaryKeyConstraint('session_cancel_notice_pk', ['hos_id', 'schedule_id', 'patient_id'])
    .addForeignKeyConstraint(
      'session_cancel_notice_session_fk',
      ['hos_id', 'schedule_id'],
      'schedule_session',
      ['hos_id', 'schedule_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_cancel_notice').execute();
  await sql`alter table schedule_session drop column cancelled_at, drop column cancel_reason`.execute(
    db,
  );
}
