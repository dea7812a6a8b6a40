import { sql, type Kysely } from 'kysely';

/**
 * The visit's notices in both languages and through one outbox:
 * - user_message.params: a message's title and body are message keys of the shared catalogue, rendered with these
 *   parameters in the reader's language when read (rows written before hold English text and no parameters; a text
 *   that is no key renders as itself).
 * - app_user.language: the language the user last signed in with, for the texts a job sends while nobody is asking.
 * - session_cancel_notice goes: a hospital-cancelled session's texts go through notice_outbox like every other notice
 *   (preferences, one text per event, retried with back-off). Unsent rows move there first, so none is lost.
 * - appointment_check_in.withdraw_due_at / his_withdrawn_at, his_queue_ticket.withdrawn_at: a checked-in booking that
 *   is cancelled is marked due in the cancel's transaction and leaves the HIS queue after commit (retried until the
 *   HIS has it). The partial index holds only the due and not yet withdrawn, so the retry pass never scans history.
 * - his_queue_call: the sandbox HIS's "next patient" presses per session (the doctor calls ahead of its clock).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_message')
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.alterTable('app_user').addColumn('language', 'text').execute();
  await sql`
    insert into notice_outbox (hos_id, dedupe_key, phone, text, due_at)
    select hos_id, 'cancel:' || schedule_id || ':' || patient_id, phone, text, now()
      from session_cancel_notice where sent_at is null
    on conflict do nothing`.execute(db);
  await db.schema.dropTable('session_cancel_notice').execute();
  await db.schema
    .alterTable('appointment_check_in')
    .addColumn('withdraw_due_at', 'timestamptz')
    .addColumn('his_withdrawn_at', 'timestamptz')
    .execute();
  await sql`create index appointment_check_in_withdraw_due on appointment_check_in (checked_in_at)
    where withdraw_due_at is not null and his_withdrawn_at is null`.execute(db);
  await db.schema.alterTable('his_queue_ticket').addColumn('withdrawn_at', 'timestamptz').execute();
  await db.schema
    .createTable('his_queue_call')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('called', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_queue_call_pk', ['hos_id', 'session_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_queue_call').execute();
  await db.schema.alterTable('his_queue_ticket').dropColumn('withdrawn_at').execute();
  await sql`drop index appointment_check_in_withdraw_due`.execute(db);
  await db.schema
    .alterTable('appointment_check_in')
    .dropColumn('his_withdrawn_at')
    .dropColumn('withdraw_due_at')
    .execute();
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
  await db.schema.alterTable('app_user').dropColumn('language').execute();
  await db.schema.alterTable('user_message').dropColumn('params').execute();
}
