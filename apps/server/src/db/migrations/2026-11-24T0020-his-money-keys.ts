import { sql, type Kysely } from 'kysely';

/**
 * Money at the HIS moves after the portal's commit, by idempotency key (docs/architecture.md#the-his-is-an-adapter).
 * - his_card_ledger.idem_key: the request that made an entry (the portal's order or refund number); one entry per key.
 *   Existing top-up entries were keyed by their order already (ref); they get it as their key.
 * - his_card_void: keys voided at the sandbox (like a closed gateway transaction): they can never move money.
 * - his_bill.paid_key: the request that settled a bill, so a repeat answers the same and another payment is refused.
 * - pay_order loses its foreign key into the HIS's cards (the portal cannot hold the hospital's rows hostage), and
 *   gains delivered_at: when what a paid order paid for reached the HIS (a card credited, a bill settled). Orders
 *   paid before this migration were delivered in their own transaction.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table his_card_ledger add column idem_key text`.execute(db);
  // The ledger is append-only (trigger); this one backfill is the schema's own change, not a rewrite of history.
  await sql`alter table his_card_ledger disable trigger his_card_ledger_no_update`.execute(db);
  await sql`update his_card_ledger set idem_key = ref where kind = 'topup'`.execute(db);
  await sql`alter table his_card_ledger enable trigger his_card_ledger_no_update`.execute(db);
  await sql`create unique index his_card_ledger_key_uq on his_card_ledger (hos_id, idem_key) where idem_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('his_card_void')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('voided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('his_card_void_pk', ['hos_id', 'idem_key'])
    .execute();

  await sql`alter table his_bill add column paid_key text`.execute(db);
  await sql`update his_bill b set paid_key = o.out_trade_no from pay_order o
             where o.hos_id = b.hos_id and o.bill_id = b.bill_id and o.state in ('paid', 'refunding', 'refunded') and b.state = 'paid'`.execute(
    db,
  );

  await sql`alter table pay_order drop constraint pay_order_card_fk`.execute(db);
  await sql`alter table pay_order add column delivered_at timestamptz`.execute(db);
  await sql`update pay_order set delivered_at = paid_at where paid_at is not null`.execute(db);
  // The settlement job looks for paid orders not yet delivered.
  await sql`create index pay_order_undelivered_idx on pay_order (hos_id, paid_at) where state = 'paid' and delivered_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index pay_order_undelivered_idx`.execute(db);
  await sql`alter table pay_order drop column delivered_at`.execute(db);
  await sql`alter table pay_order add constraint pay_order_card_fk foreign key (hos_id, card_id) references his_card (hos_id, card_id)`.execute(
    db,
  );
  await sql`alter table his_bill drop column paid_key`.execute(db);
  await db.schema.dropTable('his_card_void').execute();
  await sql`drop index his_card_ledger_key_uq`.execute(db);
  await sql`alter table his_card_ledger drop column idem_key`.execute(db);
}
