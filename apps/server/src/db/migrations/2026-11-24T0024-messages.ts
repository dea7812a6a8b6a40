import { sql, type Kysely } from 'kysely';

/**
 * The message centre and the notice outbox. An event (a reminder, a cancelled session, a promotion,
 * a refund) writes at most one message per user (dedupe key unique per hospital and user) and at most one text
 * (dedupe key unique per hospital) in the transaction that caused it; a job claims due texts (claimed_at is a lease,
 * so a sender that died is retried), sends them and marks them sent. Preferences switch either off per kind.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_message')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addPrimaryKeyConstraint('user_message_pk', ['hos_id', 'message_id'])
    .addUniqueConstraint('user_message_dedupe', ['hos_id', 'user_id', 'dedupe_key'])
    .execute();
  await sql`create index user_message_by_user on user_message (hos_id, user_id, created_at desc, message_id desc)`.execute(
    db,
  );
  await db.schema
    .createTable('notice_outbox')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notice_outbox_pk', ['hos_id', 'dedupe_key'])
    .execute();
  await sql`create index notice_outbox_due on notice_outbox (due_at) where sent_at is null`.execute(
    db,
  );
  await db.schema
    .createTable('message_preference')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sms', 'boolean', (c) => c.notNull())
    .addColumn('message', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_preference_pk', ['hos_id', 'user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_preference').execute();
  await db.schema.dropTable('notice_outbox').execute();
  await db.schema.dropTable('user_message').execute();
}
