import { sql, type Kysely } from 'kysely';

/**
 * Check-in and the queue.
 * - session_queue_counter: the last queue number given per session, taken with `update … returning` under its row
 *   lock, so concurrent check-ins of one session get 1, 2, 3, … in check-in order.
 * - appointment_check_in: one row per checked-in booking (its number, when); the unique indexes make a second number
 *   for one booking, or two equal numbers in one session, impossible whatever the code does. his_notified_at: when the
 *   HIS was told (after commit; a read of the queue retries while it is null).
 * - check_in_key: the Idempotency-Key of each check-in request.
 * - his_queue_ticket: the sandbox HIS's own queue (only his/sandbox reads it, docs/architecture.md#the-his-is-an-adapter).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_queue_counter')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('last_queue_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('session_queue_counter_pk', ['hos_id', 'schedule_id'])
    .addForeignKeyConstraint(
      'session_queue_counter_session_fk',
      ['hos_id', 'schedule_id'],
      'schedule_session',
      ['hos_id', 'schedule_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('appointment_check_in')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('appoint_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('queue_no', 'integer', (c) => c.notNull().check(sql`queue_no > 0`))
    .addColumn('checked_in_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('his_notified_at', 'timestamptz')
    .addPrimaryKeyConstraint('appointment_check_in_pk', ['hos_id', 'appoint_id'])
    .addUniqueConstraint('appointment_check_in_queue_uq', ['hos_id', 'schedule_id', 'queue_no'])
    .addForeignKeyConstraint(
      'appointment_check_in_appointment_fk',
      ['hos_id', 'appoint_id'],
      'appointment',
      ['hos_id', 'appoint_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('check_in_key')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('appoint_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('check_in_key_pk', ['hos_id', 'user_id', 'key'])
    .execute();
  await db.schema
    .createTable('his_queue_ticket')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('visit_key', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('queue_no', 'integer', (c) => c.notNull())
    .addColumn('session_start', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('his_queue_ticket_pk', ['hos_id', 'visit_key'])
    .execute();
  await sql`create index his_queue_ticket_session_idx on his_queue_ticket (hos_id, session_key)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_queue_ticket').execute();
  await db.schema.dropTable('check_in_key').execute();
  await db.schema.dropTable('appointment_check_in').execute();
  await db.schema.dropTable('session_queue_counter').execute();
}
