import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import * as repo from './inpatient.repository.ts';

/**
 * The surplus deposit that went back to the top-up orders it came from, as partial refunds of those orders
 * (docs/inpatient.md): the reconciliation matches each against the gateway's statement by its refund number.
 */
export interface LedgerRefundPart {
  /** The top-up order refunded in part. */
  outTradeNo: string;
  outRefundNo: string;
  amount: number;
  doneAt: Date | null;
}

type PartRow = Awaited<ReturnType<typeof repo.partsDoneWithin>>[number];

const toLedger = (r: PartRow): LedgerRefundPart => ({
  outTradeNo: r.source_out_trade_no!,
  outRefundNo: r.out_refund_no,
  amount: Number(r.amount),
  doneAt: r.done_at ? new Date(r.done_at) : null,
});

/** Parts that went back within [from, to). */
export async function refundPartsDone(db: Db, hosId: HosId, from: Date, to: Date) {
  return (await repo.partsDoneWithin(db, hosId, from, to)).map(toLedger);
}

/** Numbers per query, under PostgreSQL's limit of bind parameters. */
const NUMBERS_PER_QUERY = 1_000;

/** The parts of these refund numbers (numbers of other refunds are not found), whatever their day. */
export async function refundPartsByNumber(db: Db, hosId: HosId, outRefundNos: readonly string[]) {
  const found: LedgerRefundPart[] = [];
  for (let i = 0; i < outRefundNos.length; i += NUMBERS_PER_QUERY) {
    const rows = await repo.partsByRefundNo(
      db,
      hosId,
      outRefundNos.slice(i, i + NUMBERS_PER_QUERY),
    );
    found.push(...rows.map(toLedger));
  }
  return found;
}
