import type { HosId } from '@portal/shared';
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

export async function partsOf(db: Db, hosId: HosId, refundOrderNo: string): Promise<RefundPart[]> {
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
export async function lockCardRefunds(trx: Db, hosId: HosId, cardId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`inpatient-refund:${hosId}:${cardId}`}, 0))`.execute(
    trx,
  );
}

/** What the refunds planned already take from each of these source orders, by order number. */
export async function plannedFrom(
  trx: Db,
  hosId: HosId,
  sourceOutTradeNos: string[],
): Promise<Map<string, number>> {
  if (sourceOutTradeNos.length === 0) return new Map();
  const rows = await trx
    .selectFrom('inpatient_refund_part')
    .select(['source_out_trade_no', (eb) => eb.fn.sum<string>('amount').as('taken')])
    .where('hos_id', '=', hosId)
    .where('source_out_trade_no', 'in', sourceOutTradeNos)
    .groupBy('source_out_trade_no')
    .execute();
  return new Map(rows.map((r) => [r.source_out_trade_no!, Number(r.taken)]));
}

export async function insertParts(
  trx: Db,
  hosId: HosId,
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

export function markPartDone(db: Db, hosId: HosId, refundOrderNo: string, seq: number, at: Date) {
  return db
    .updateTable('inpatient_refund_part')
    .set({ done_at: at })
    .where('hos_id', '=', hosId)
    .where('refund_order_no', '=', refundOrderNo)
    .where('seq', '=', seq)
    .where('done_at', 'is', null)
    .execute();
}

/** A part that went back to an earlier top-up order, as the reconciliation matches it. */
const LEDGER_PART_COLUMNS = ['source_out_trade_no', 'amount', 'out_refund_no', 'done_at'] as const;

/** Parts that went back to a top-up order within [from, to). */
export function partsDoneWithin(db: Db, hosId: HosId, from: Date, to: Date) {
  return db
    .selectFrom('inpatient_refund_part')
    .select(LEDGER_PART_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('source_out_trade_no', 'is not', null)
    .where('done_at', '>=', from)
    .where('done_at', '<', to)
    .execute();
}

/** The parts of these refund numbers, whatever their day. */
export function partsByRefundNo(db: Db, hosId: HosId, outRefundNos: readonly string[]) {
  if (outRefundNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inpatient_refund_part')
    .select(LEDGER_PART_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('source_out_trade_no', 'is not', null)
    .where('out_refund_no', 'in', outRefundNos)
    .execute();
}
