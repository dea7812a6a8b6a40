import { sql, type Kysely } from 'kysely';

/**
 * The stay from admission to discharge:
 * - his_admission_notice: the built-in HIS's admission notices a doctor issued (a person is admitted online against one).
 * - his_inpatient_stay grows what the lifecycle needs: the notice it came from, the admission's identity, contact and
 *   insurance type (dictionary values), whether the sandbox simulates its days (`simulated`: charges appear day by day),
 *   the discharge order, and the settlement — made once, by its request key (`settle_key`), its amounts kept.
 * - gateway_refund: the sandbox gateway refunds part of a paid transaction, several times, each idempotent by its refund
 *   number and all together never more than the transaction (as real providers do).
 * - inpatient_refund_part: how the portal gives a deposit_refund order's surplus back — one row per paid deposit order it
 *   goes back along (or, for what no portal order paid, to the cashier's window), planned once per refund order.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_admission_notice')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('notice_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('ward', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('diagnosis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('arrive_on', 'date', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('admitted_card_id', 'text')
    .addColumn('admitted_on', 'date')
    .addPrimaryKeyConstraint('his_admission_notice_pk', ['hos_id', 'notice_id'])
    .execute();
  await sql`create index his_admission_notice_person_idx on his_admission_notice (hos_id, cert_type, cert_no)`.execute(
    db,
  );

  await sql`alter table his_inpatient_stay
    add column notice_id text,
    add column identity text,
    add column contact_name text,
    add column contact_phone text,
    add column insurance_type text,
    add column simulated boolean not null default false,
    add column discharge_ordered_on date,
    add column discharge_mode text,
    add column settle_key text,
    add column settled_at timestamptz,
    add column settled_total bigint,
    add column settled_insurance bigint,
    add column settled_self_pay bigint,
    add column settled_deposit bigint`.execute(db);
  await sql`create unique index his_inpatient_stay_settle_key_uq on his_inpatient_stay (hos_id, settle_key) where settle_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('gateway_refund')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('out_refund_no', 'text', (c) => c.notNull())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('refunded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('gateway_refund_pk', ['hos_id', 'out_refund_no'])
    .execute();
  await sql`create index gateway_refund_trade_idx on gateway_refund (hos_id, out_trade_no)`.execute(
    db,
  );

  await db.schema
    .createTable('inpatient_refund_part')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('refund_order_no', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('source_out_trade_no', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('out_refund_no', 'text', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('inpatient_refund_part_pk', ['hos_id', 'refund_order_no', 'seq'])
    .addForeignKeyConstraint(
      'inpatient_refund_part_order_fk',
      ['hos_id', 'refund_order_no'],
      'pay_order',
      ['hos_id', 'out_trade_no'],
    )
    .execute();
  await sql`create unique index inpatient_refund_part_no_uq on inpatient_refund_part (hos_id, out_refund_no)`.execute(
    db,
  );
  await sql`create index inpatient_refund_part_source_idx on inpatient_refund_part (hos_id, source_out_trade_no)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inpatient_refund_part').execute();
  await db.schema.dropTable('gateway_refund').execute();
  await sql`drop index his_inpatient_stay_settle_key_uq`.execute(db);
  await sql`alter table his_inpatient_stay
    drop column notice_id, drop column identity, drop column contact_name, drop column contact_phone, drop column insurance_type,
    drop column simulated, drop column discharge_ordered_on, drop column discharge_mode, drop column settle_key, drop column settled_at,
    drop column settled_total, drop column settled_insurance, drop column settled_self_pay, drop column settled_deposit`.execute(
    db,
  );
  await db.schema.dropTable('his_admission_notice').execute();
}
