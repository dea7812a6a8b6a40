import { sql, type Kysely } from 'kysely';

/**
 * One payments slice that owns every order and knows what each is for.
 * - pay_order.purpose: registration (existing rows), outpatient_topup, inpatient_topup, outpatient_bill. A top-up
 *   names the card it credits (card_id); one that pays a booking once credited also names the
 *   booking (appoint_id). Only registration orders count for "one live order per booking".
 * - pay_order.bill_id: the outpatient bill an order pays.
 * - his_card: the states stopped and lost and the poverty-relief flag (settled at the window).
 * - his_bill / his_bill_item: the built-in HIS's outpatient bills; his_inpatient_stay: its current stays.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pay_order add column purpose text not null default 'registration'
    check (purpose in ('registration', 'outpatient_topup', 'inpatient_topup', 'outpatient_bill'))`.execute(
    db,
  );
  await sql`alter table pay_order alter column purpose drop default`.execute(db);
  await sql`alter table pay_order add column bill_id text`.execute(db);
  await sql`alter table pay_order add constraint pay_order_topup_card check (purpose not like '%topup' or card_id is not null)`.execute(
    db,
  );
  await sql`alter table pay_order add constraint pay_order_bill check ((purpose = 'outpatient_bill') = (bill_id is not null))`.execute(
    db,
  );
  await sql`drop index pay_order_appointment_live_uq`.execute(db);
  await sql`create unique index pay_order_appointment_live_uq on pay_order (hos_id, appoint_id)
    where appoint_id is not null and purpose = 'registration' and state <> 'closed'`.execute(db);
  // A bill is paid once: at most one order of it that is not closed.
  await sql`create unique index pay_order_bill_live_uq on pay_order (hos_id, bill_id) where bill_id is not null and state <> 'closed'`.execute(
    db,
  );
  // The recharge record and the daily count read a card's top-ups by time.
  await sql`create index pay_order_card_topup_idx on pay_order (hos_id, card_id, created_at) where purpose like '%topup'`.execute(
    db,
  );

  // A top-up credits its card once: the ledger entry is keyed by the order (the receipt reads its balance_after).
  await sql`create unique index his_card_ledger_topup_uq on his_card_ledger (hos_id, ref) where kind = 'topup'`.execute(
    db,
  );
  await sql`alter table his_card drop constraint his_card_state_check`.execute(db);
  await sql`alter table his_card add constraint his_card_state_check check (state in ('normal', 'to_disable', 'overdue', 'stopped', 'lost'))`.execute(
    db,
  );
  await sql`alter table his_card add column poverty_relief boolean not null default false`.execute(
    db,
  );

  await db.schema
    .createTable('his_bill')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unpaid')
        .check(sql`state in ('unpaid', 'paid')`),
    )
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_by', 'text', (c) => c.check(sql`paid_by in ('card', 'qr')`))
    .addPrimaryKeyConstraint('his_bill_pk', ['hos_id', 'bill_id'])
    .execute();
  await db.schema
    .createIndex('his_bill_holder_idx')
    .on('his_bill')
    .columns(['hos_id', 'cert_type', 'cert_no', 'issued_at'])
    .execute();
  await db.schema
    .createTable('his_bill_item')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'numeric', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_bill_item_pk', ['hos_id', 'bill_id', 'seq'])
    .addForeignKeyConstraint('his_bill_item_bill_fk', ['hos_id', 'bill_id'], 'his_bill', [
      'hos_id',
      'bill_id',
    ])
    .execute();
  await sql`alter table pay_order add constraint pay_order_bill_fk foreign key (hos_id, bill_id) references his_bill (hos_id, bill_id)`.execute(
    db,
  );

  await db.schema
    .createTable('his_inpatient_stay')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('ward', 'text', (c) => c.notNull())
    .addColumn('bed', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('admitted_on', 'date', (c) => c.notNull())
    .addColumn('discharged_on', 'date')
    .addPrimaryKeyConstraint('his_inpatient_stay_pk', ['hos_id', 'card_id', 'admitted_on'])
    .addForeignKeyConstraint('his_inpatient_stay_card_fk', ['hos_id', 'card_id'], 'his_card', [
      'hos_id',
      'card_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_inpatient_stay').execute();
  await sql`alter table pay_order drop constraint pay_order_bill_fk`.execute(db);
  await db.schema.dropTable('his_bill_item').execute();
  await db.schema.dropTable('his_bill').execute();
  await sql`alter table his_card drop column poverty_relief`.execute(db);
  await sql`drop index his_card_ledger_topup_uq`.execute(db);
  await sql`alter table his_card drop constraint his_card_state_check`.execute(db);
  await sql`alter table his_card add constraint his_card_state_check check (state in ('normal', 'to_disable', 'overdue'))`.execute(
    db,
  );
  await sql`drop index pay_order_card_topup_idx`.execute(db);
  await sql`drop index pay_order_bill_live_uq`.execute(db);
  await sql`drop index pay_order_appointment_live_uq`.execute(db);
  await sql`create unique index pay_order_appointment_live_uq on pay_order (hos_id, appoint_id) where appoint_id is not null and state <> 'closed'`.execute(
    db,
  );
  await sql`alter table pay_order drop constraint pay_order_bill`.execute(db);
  await sql`alter table pay_order drop constraint pay_order_topup_card`.execute(db);
  await sql`alter table pay_order drop column bill_id`.execute(db);
  await sql`alter table pay_order drop column purpose`.execute(db);
}
