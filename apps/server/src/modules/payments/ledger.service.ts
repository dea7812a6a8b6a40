import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import * as repo from './orders.repository.ts';

/**
 * The payment orders as the reconciliation and the exports read them (docs/reconciliation.md): the payments module
 * owns pay_order, so other modules read it here.
 */
export interface LedgerOrder {
  outTradeNo: string;
  amount: number;
  state: string;
  paidAt: Date | null;
  refundedAt: Date | null;
}

const toLedger = (r: Awaited<ReturnType<typeof repo.ordersByTradeNo>>[number]): LedgerOrder => ({
  outTradeNo: r.out_trade_no,
  amount: Number(r.amount),
  state: r.state,
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
  refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
});

/** QR orders paid or refunded within [from, to). */
export async function ledgerOrders(db: Db, hosId: HosId, from: Date, to: Date) {
  return (await repo.reconOrders(db, hosId, from, to)).map(toLedger);
}

/** Numbers per query: a busy day's statement would otherwise pass PostgreSQL's limit of bind parameters. */
const NUMBERS_PER_QUERY = 1_000;

/** The orders of these numbers, whatever day they were paid. */
export async function ledgerOrdersByNumber(db: Db, hosId: HosId, outTradeNos: readonly string[]) {
  const found: LedgerOrder[] = [];
  for (let i = 0; i < outTradeNos.length; i += NUMBERS_PER_QUERY) {
    const rows = await repo.ordersByTradeNo(db, hosId, outTradeNos.slice(i, i + NUMBERS_PER_QUERY));
    found.push(...rows.map(toLedger));
  }
  return found;
}

export type ExportedOrder = Awaited<ReturnType<typeof repo.orderPage>>[number];

/** Every order created within [from, to), oldest first, read in keyset pages so only one page is held at a time. */
export async function* orderPages(
  db: Db,
  hosId: HosId,
  range: { from: Date; to: Date },
  pageSize = 1_000,
): AsyncGenerator<ExportedOrder[]> {
  let after: repo.OrderPageKey | null = null;
  for (;;) {
    const page = await repo.orderPage(db, hosId, range, after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { createdKey: last.created_key, outTradeNo: last.out_trade_no };
  }
}
