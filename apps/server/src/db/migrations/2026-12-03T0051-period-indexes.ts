import { sql, type Kysely } from 'kysely';

/**
 * Reads of a period of money, by the instant it moved rather than the order's creation: the dashboard's money by
 * purpose and the reconciliation's day (orders paid or refunded within it, and the surplus deposits that went back
 * to earlier top-up orders within it).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index pay_order_paid_idx on pay_order (hos_id, paid_at) where paid_at is not null`.execute(
    db,
  );
  await sql`create index pay_order_refunded_idx on pay_order (hos_id, refunded_at) where state = 'refunded'`.execute(
    db,
  );
  await sql`create index inpatient_refund_part_done_idx on inpatient_refund_part (hos_id, done_at) where source_out_trade_no is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'inpatient_refund_part_done_idx',
    'pay_order_refunded_idx',
    'pay_order_paid_idx',
  ])
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
