import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The portal's record of how a deposit_refund order's surplus goes back (migration 0030), Kysely only. The
 * plan is written once per refund order; each part is refunded at the gateway under its own refund number.
 */
export interface RefundPart {
  seq: number;
  sourceOutTradeNo: string | null;
  amount: number;
  outRefundNo: string;
  done: boolean;
}

const toPart = (r: {
  seq: number;
  source_out_trade_no: string | null;
  amount: string | number;
  out_refund_no: string;
  done_at: Date | null;
}): RefundPart => ({
  seq: r.seq,
  sourceOutTradeNo: r.source_out_trade_no,
  amount: Number(r.amount),
  outRefundNo: r.out_refund_no,
  done: r.done_at !== null,
});

export async function partsOf(db: Db, hosId: string, refundOrderNo: string): Promise<RefundPart[]> {
  const rows = await db
    .selectFrom('inpatient_refund_part')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('refund_order_no', '=', refundOrderNo)
    .orderBy('seq')
    .execute();
  return rows.map(toPart);
}

/** Serialises the planning of refunds that go back along one card's deposit orders. */
export async function lockCardRefunds(trx: Db, hosId: string, cardId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`inpatient-refund:${hosId}:${cardId}`}, 0))`.execute(
    trx,
  );
}

/**
 * The card's paid QR deposit orders made before `before`, newest first, each with what is left of it after the refunds
 * planned against it already.
 */
export async function refundableDeposits(trx: Db, hosId: string, cardId: string, before: Date) {
  const { rows } = await sql<{ out_trade_no: string; left: string | number }>`
    select o.out_trade_no, o.amount - coalesce((select sum(p.amount) from inpatient_refund_part p
                                                  where p.hos_id = o.hos_id and p.source_out_trade_no = o.out_trade_no), 0) as left
      from pay_order o
     where o.hos_id = ${hosId} and o.card_id = ${cardId} and o.purpose = 'inpatient_topup' and o.method = 'qr' and o.state = 'paid'
       and o.paid_at <= ${before}
     order by o.paid_at desc, o.out_trade_no desc`.execute(trx);
  return rows
    .map((r) => ({ outTradeNo: r.out_trade_no, left: Number(r.left) }))
    .filter((r) => r.left > 0);
}

export async function insertParts(
  trx: Db,
  hosId: string,
  refundOrderNo: string,
  parts: Omit<RefundPart, 'done'>[],
  now: Date,
) {
  if (parts.length === 0) return;
  await trx
    .insertInto('inpatient_refund_part')
    .values(
      parts.map((p) => ({
        hos_id: hosId,
        refund_order_no: refundOrderNo,
        seq: p.seq,
        source_out_trade_no: p.sourceOutTradeNo,
        amount: p.amount,
        out_refund_no: p.outRefundNo,
        // What goes back at the cashier's window is the hospital's to hand over: nothing for the portal to wait on.
        done_at: p.sourceOutTradeNo === null ? now : null,
      })),
    )
    .execute();
}

export function markPartDone(db: Db, hosId: string, refundOrderNo: string, seq: number, at: Date) {
  return db
    .updateTable('inpatient_refund_part')
    .set({ done_at: at })
    .where('hos_id', '=', hosId)
    .where('refund_order_no', '=', refundOrderNo)
    .where('seq', '=', seq)
    .where('done_at', 'is', null)
    .execute();
}

/** The stay's order of this purpose that is not closed (at most one: pay_order_subject_live_uq). */
export function liveOrderOf(
  db: Db,
  hosId: string,
  purpose: 'inpatient_settlement' | 'deposit_refund',
  stayId: string,
) {
  return db
    .selectFrom('pay_order')
    .select(['out_trade_no', 'state', 'amount', 'user_id', 'method', 'created_at'])
    .where('hos_id', '=', hosId)
    .where('purpose', '=', purpose)
    .where('subject_id', '=', stayId)
    .where('state', '<>', 'closed')
    .executeTakeFirst();
}
