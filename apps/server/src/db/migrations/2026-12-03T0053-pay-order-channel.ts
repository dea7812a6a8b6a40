import { sql, type Kysely } from 'kysely';

/**
 * The QR pay channel an order was opened with (sandbox, alipay, wechat): its query, close and refunds go back there
 * whatever the hospital's settings say later. Orders before channels existed were all the sandbox's; card orders have
 * none. And the subject the order was opened with, so a switch to another channel opens it there alike.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pay_order add column channel text`.execute(db);
  await sql`alter table pay_order add column qr_subject text`.execute(db);
  await sql`update pay_order set channel = 'sandbox' where method = 'qr'`.execute(db);
  await sql`alter table pay_order add constraint pay_order_channel_check
              check (channel in ('sandbox', 'alipay', 'wechat') and method = 'qr' or channel is null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pay_order drop column qr_subject`.execute(db);
  await sql`alter table pay_order drop column channel`.execute(db);
}
