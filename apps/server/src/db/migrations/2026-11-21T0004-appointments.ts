import { sql, type Kysely } from 'kysely';

/**
 * Appointments, booking idempotency keys and the waitlist (candidates).
 * Frozen in time: never import application code here.
 * The database guards the booking invariants (docs/architecture.md#invariants-in-the-database): a source number is sold once, and a
 * patient holds at most one active booking per session, whatever the code above does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('appoint_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('number_id', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('session_date', 'date', (c) => c.notNull())
    .addColumn('noon_code', 'text', (c) => c.notNull())
    // Integer fen (docs/architecture.md#money-is-integer-fen).
    .addColumn('reg_fee', 'bigint', (c) => c.notNull().check(sql`reg_fee >= 0`))
    // The outpatient card the booking was made with; '' when the patient had none.
    .addColumn('patient_card_id', 'text', (c) => c.notNull().defaultTo(''))
    // '1' booked, '3' pending (becomes '1' after the card deduction); 'cancelled' comes with a later migration.
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('1', '3', 'cancelled')`))
    .addColumn('hos_state', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('is_dopay', 'text', (c) => c.notNull().check(sql`is_dopay in ('0', '1')`))
    .addColumn('is_today', 'text', (c) => c.notNull().check(sql`is_today in ('0', '1')`))
    .addColumn('candidate_flag', 'text', (c) =>
      c
        .notNull()
        .defaultTo('0')
        .check(sql`candidate_flag in ('0', '1')`),
    )
    .addColumn('op_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addPrimaryKeyConstraint('appointment_pk', ['hos_id', 'appoint_id'])
    .addForeignKeyConstraint(
      'appointment_session_fk',
      ['hos_id', 'schedule_id'],
      'schedule_session',
      ['hos_id', 'schedule_id'],
    )
    .addForeignKeyConstraint('appointment_number_fk', ['hos_id', 'number_id'], 'source_number', [
      'hos_id',
      'number_id',
    ])
    .addForeignKeyConstraint('appointment_patient_fk', ['hos_id', 'patient_id'], 'patient', [
      'hos_id',
      'patient_id',
    ])
    // Anti-scalping counts cancellations by cancelled_at: a cancelled row must say when.
    .addCheckConstraint(
      'appointment_cancelled_at',
      sql`(state = 'cancelled') = (cancelled_at is not null)`,
    )
    .execute();
  // The same patient cannot hold two active bookings in one session (APPOINT006).
  await sql`create unique index appointment_patient_session_uq on appointment (hos_id, schedule_id, patient_id)
    where state in ('1', '3')`.execute(db);
  // A source number is sold once, guarded here and not only by the conditional claim.
  await sql`create unique index appointment_number_uq on appointment (hos_id, number_id) where state in ('1', '3')`.execute(
    db,
  );
  // Records of a user, the per-patient limit and the anti-scalping count.
  await db.schema
    .createIndex('appointment_user_idx')
    .on('appointment')
    .columns(['hos_id', 'user_id', 'session_date'])
    .execute();
  await db.schema
    .createIndex('appointment_patient_idx')
    .on('appointment')
    .columns(['hos_id', 'patient_id', 'session_date'])
    .execute();

  // A booking request's Idempotency-Key: a repeat answers the first appointment.
  await db.schema
    .createTable('idempotency_key')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) between 1 and 100`))
    .addColumn('appoint_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_key_pk', ['hos_id', 'user_id', 'key'])
    .addForeignKeyConstraint(
      'idempotency_key_appointment_fk',
      ['hos_id', 'appoint_id'],
      'appointment',
      ['hos_id', 'appoint_id'],
    )
    .execute();

  // The waitlist of a session whose numbers are gone.
  await db.schema
    .createTable('candidate')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`state in ('waiting', 'promoted', 'left')`),
    )
    .addColumn('appoint_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addPrimaryKeyConstraint('candidate_pk', ['hos_id', 'candidate_id'])
    .addForeignKeyConstraint(
      'candidate_session_fk',
      ['hos_id', 'schedule_id'],
      'schedule_session',
      ['hos_id', 'schedule_id'],
    )
    .addForeignKeyConstraint('candidate_patient_fk', ['hos_id', 'patient_id'], 'patient', [
      'hos_id',
      'patient_id',
    ])
    .addCheckConstraint(
      'candidate_promoted_has_appointment',
      sql`(state = 'promoted') = (appoint_id is not null)`,
    )
    .execute();
  await sql`create unique index candidate_waiting_uq on candidate (hos_id, schedule_id, patient_id) where state = 'waiting'`.execute(
    db,
  );
  // First come, first served: the queue of one session in order.
  await db.schema
    .createIndex('candidate_queue_idx')
    .on('candidate')
    .columns(['hos_id', 'schedule_id', 'state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('candidate_user_idx')
    .on('candidate')
    .columns(['hos_id', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('candidate').execute();
  await db.schema.dropTable('idempotency_key').execute();
  await db.schema.dropTable('appointment').execute();
}
