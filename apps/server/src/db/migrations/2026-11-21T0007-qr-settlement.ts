import { sql, type Kysely } from 'kysely';

/**
 * QR settlement. Frozen in time: never import application code here.
 * - pay_order.qr_content: the QR content issued for a paying QR order, so the payment page can show it again.
 * - pay_order.checked_at: when settlement last asked the gateway about the order, so a pass takes each order in
 *   turn (round robin) and a failing gateway is retried at a measured pace.
 * - gateway_transaction (the SANDBOX GATEWAY's table) learns closing and refunds: pending → closed by the merchant,
 *   paid → refunded once per refund number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pay_order').addColumn('qr_content', 'text').execute();
  await db.schema.alterTable('pay_order').addColumn('checked_at', 'timestamptz').execute();
  await sql`alter table gateway_transaction drop constraint gateway_transaction_state_check`.execute(
    db,
  );
  await sql`alter table gateway_transaction add constraint gateway_transaction_state_check
    check (state in ('pending', 'paid', 'closed', 'refunded'))`.execute(db);
  await db.schema.alterTable('gateway_transaction').addColumn('out_refund_no', 'text').execute();
  await db.schema
    .alterTable('gateway_transaction')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  // The settlement job scans QR orders that need the gateway: refunding ones and paying ones.
  await sql`create index pay_order_qr_settle_idx on pay_order (updated_at) where method = 'qr' and state in ('paying', 'refunding')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index pay_order_qr_settle_idx`.execute(db);
  await db.schema.alterTable('gateway_transaction').dropColumn('refunded_at').execute();
  await db.schema.alterTable('gateway_transaction').dropColumn('out_refund_no').execute();
  await sql`alter table gateway_transaction drop constraint gateway_transaction_state_check`.execute(
    db,
  );
  await sql`alter table gateway_transaction add constraint gateway_transaction_state_check check (state in ('pending', 'paid', 'closed'))`.execute(
    db,
  );
  await db.schema.alterTable('pay_order').dropColumn('checked_at').execute();
  await db.schema.alterTable('pay_order').dropColumn('qr_content').execute();
}
