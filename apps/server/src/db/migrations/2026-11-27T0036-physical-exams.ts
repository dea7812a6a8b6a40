import { sql, type Kysely } from 'kysely';

/**
 * Physical-exam packages, bookings and groups (/physical/group-register).
 * The packages and the reports are the HIS's; the portal keeps the bookings.
 * - physical_booking: a patient's booking of a package date (kind single) or a leader's for a group (kind group),
 *   `places` people at `amount` fen in all; one per account and Idempotency-Key.
 * - physical_member: a group's members as its file listed them (row = the file's row), all inserted in the
 *   transaction that inserts the booking, so a group is never half-imported.
 * - physical_day: places claimed per package and date, never above the capacity the HIS gave (a CHECK, and the
 *   claim is a conditional upsert), given back when a booking is cancelled.
 * - pay_order: purpose physical_exam (its own), its subject_id the booking; at most one live order per booking
 *   (pay_order_subject_live_uq of migration 0029).
 * Frozen in time: never import application code here.
 */
const PURPOSES =
  sql.raw(`'registration', 'outpatient_topup', 'inpatient_topup', 'outpatient_bill', 'inpatient_settlement',
  'deposit_refund', 'case_mail', 'physical_exam'`);
const WITH_SUBJECT = sql.raw(
  "'inpatient_settlement', 'deposit_refund', 'case_mail', 'physical_exam'",
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pay_order drop constraint pay_order_purpose_check`.execute(db);
  await sql`alter table pay_order add constraint pay_order_purpose_check check (purpose in (${PURPOSES}))`.execute(
    db,
  );
  await sql`alter table pay_order drop constraint pay_order_subject`.execute(db);
  await sql`alter table pay_order add constraint pay_order_subject check ((purpose in (${WITH_SUBJECT})) = (subject_id is not null))`.execute(
    db,
  );

  await db.schema
    .createTable('physical_booking')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('single', 'group')`))
    .addColumn('patient_id', 'text')
    // The person a single booking examines, as the patient profile named them when booking (the report is theirs).
    .addColumn('person_name', 'text')
    .addColumn('cert_type', 'integer')
    .addColumn('cert_no', 'text')
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('exam_date', 'text', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull().check(sql`places > 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('booked')
        .check(sql`status in ('booked', 'cancelled')`),
    )
    .addColumn('create_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .addPrimaryKeyConstraint('physical_booking_pk', ['hos_id', 'booking_id'])
    .addUniqueConstraint('physical_booking_key_uq', ['hos_id', 'user_id', 'create_key'])
    .addCheckConstraint(
      'physical_booking_patient',
      sql`(kind = 'single') = (patient_id is not null and cert_no is not null)`,
    )
    .execute();
  await sql`create index physical_booking_user_idx on physical_booking (hos_id, user_id, created_at)`.execute(
    db,
  );

  await db.schema
    .createTable('physical_member')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('row_no', 'integer', (c) => c.notNull().check(sql`row_no > 1`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('physical_member_pk', ['hos_id', 'booking_id', 'row_no'])
    .addUniqueConstraint('physical_member_person_uq', [
      'hos_id',
      'booking_id',
      'cert_type',
      'cert_no',
    ])
    .addForeignKeyConstraint(
      'physical_member_booking_fk',
      ['hos_id', 'booking_id'],
      'physical_booking',
      ['hos_id', 'booking_id'],
    )
    .execute();

  await db.schema
    .createTable('physical_day')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('exam_date', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('physical_day_pk', ['hos_id', 'package_id', 'exam_date'])
    .addCheckConstraint('physical_day_within', sql`booked >= 0 and booked <= capacity`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('physical_day').execute();
  await db.schema.dropTable('physical_member').execute();
  await db.schema.dropTable('physical_booking').execute();
  const gone = sql`select hos_id, out_trade_no from pay_order where purpose = 'physical_exam'`;
  await sql`delete from payment_parameter where (hos_id, out_trade_no) in (${gone})`.execute(db);
  await sql`delete from pay_order_event where (hos_id, out_trade_no) in (${gone})`.execute(db);
  await sql`delete from pay_order where purpose = 'physical_exam'`.execute(db);
  await sql`alter table pay_order drop constraint pay_order_subject`.execute(db);
  await sql`alter table pay_order add constraint pay_order_subject check
    ((purpose in ('inpatient_settlement', 'deposit_refund', 'case_mail')) = (subject_id is not null))`.execute(
    db,
  );
  await sql`alter table pay_order drop constraint pay_order_purpose_check`.execute(db);
  await sql`alter table pay_order add constraint pay_order_purpose_check check (purpose in
    ('registration', 'outpatient_topup', 'inpatient_topup', 'outpatient_bill', 'inpatient_settlement', 'deposit_refund', 'case_mail'))`.execute(
    db,
  );
}
