import { sql, type Kysely } from 'kysely';

/**
 * The payment query and the inpatient daily bill behind the HIS adapter. Only the sandbox HIS
 * (apps/server/src/his/sandbox) reads or writes these tables (docs/architecture.md#the-his-is-an-adapter). Money is integer fen (bigint).
 * - his_fee: an outpatient fee a person paid at the hospital (window, machine, insurance…), with its invoice number;
 *   payment_type and pay_mode are values of the dictionaries out_payment_type and pay_mode. Bills paid through the
 *   portal stay in his_bill: the sandbox reads those as fees too, so nothing is written twice.
 * - his_fee_item: what a fee paid for.
 * - his_stay_day_item: what one day of an inpatient stay (his_inpatient_stay, current or past) charged.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_fee')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('fee_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('pay_mode', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('invoice_no', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'timestamptz')
    .addPrimaryKeyConstraint('his_fee_pk', ['hos_id', 'fee_id'])
    .execute();
  // A person's fees newest first (the list and its count, with or without the payment type).
  await db.schema
    .createIndex('his_fee_person_idx')
    .on('his_fee')
    .columns(['hos_id', 'cert_type', 'cert_no', 'paid_at'])
    .execute();
  // Portal-paid bills join the list by the time they were paid.
  await sql`create index his_bill_paid_idx on his_bill (hos_id, cert_type, cert_no, paid_at) where state = 'paid'`.execute(
    db,
  );

  await db.schema
    .createTable('his_fee_item')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('fee_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'numeric', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_fee_item_pk', ['hos_id', 'fee_id', 'seq'])
    .addForeignKeyConstraint('his_fee_item_fee_fk', ['hos_id', 'fee_id'], 'his_fee', [
      'hos_id',
      'fee_id',
    ])
    .execute();

  // A stay's days in order are the primary key's leading columns: the daily bill and its running total read them.
  await db.schema
    .createTable('his_stay_day_item')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('admitted_on', 'date', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'numeric', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_stay_day_item_pk', [
      'hos_id',
      'card_id',
      'admitted_on',
      'day',
      'seq',
    ])
    .addForeignKeyConstraint(
      'his_stay_day_item_stay_fk',
      ['hos_id', 'card_id', 'admitted_on'],
      'his_inpatient_stay',
      ['hos_id', 'card_id', 'admitted_on'],
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_stay_day_item').execute();
  await db.schema.dropTable('his_fee_item').execute();
  await sql`drop index his_bill_paid_idx`.execute(db);
  await db.schema.dropTable('his_fee').execute();
}
