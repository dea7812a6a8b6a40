import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The portal's side of outpatient bills, Kysely only. The bills themselves are the HIS's (his/bills.ts);
 * here are only our orders of them.
 */

/** The QR order paying each of these bills right now, by bill id. */
export async function payingQrOrders(
  db: Db,
  hosId: string,
  billIds: string[],
): Promise<Map<string, string>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pay_order')
    .select(['bill_id', 'out_trade_no'])
    .where('hos_id', '=', hosId)
    .where('bill_id', 'in', billIds)
    .where('method', '=', 'qr')
    .where('state', '=', 'paying')
    .execute();
  return new Map(rows.map((r) => [r.bill_id!, r.out_trade_no]));
}

/** Orders a bill's payments: two at once wait here, so the second finds the first's order (migration 0012 allows one). */
export async function lockBill(trx: Db, hosId: string, billId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`bill:${hosId}:${billId}`}))`.execute(trx);
}
