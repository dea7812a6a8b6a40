import type { Db } from '../../db/database.ts';
import { assertTransition, type OrderState } from './order-state.ts';
import * as repo from './orders.repository.ts';

export { findLiveBillOrder, findLiveRegistrationOrder, findOpenQrOrder, newOutTradeNo, type NewOrder } from './orders.repository.ts';

/**
 * Applies one transition of the order state machine inside the caller's transaction. The callers hold the row lock
 * of what is paid for, so a lost race here means the data changed under us: it throws and the whole transaction
 * (ledger entry included) rolls back.
 */
export async function moveOrder(trx: Db, hosId: string, outTradeNo: string, from: OrderState, to: OrderState, note: string, at = new Date()) {
  assertTransition(from, to);
  if (!(await repo.updateState(trx, hosId, outTradeNo, from, to, note, at))) {
    throw new Error(`pay order ${outTradeNo} was not in state ${from}`);
  }
}

/** A new order, created → paying, in the caller's transaction (a card payment goes on to paid; a QR one waits). */
export async function openOrder(trx: Db, hosId: string, order: repo.NewOrder, note: string, at = new Date()) {
  await repo.insertOrder(trx, hosId, order, note);
  await moveOrder(trx, hosId, order.outTradeNo, 'created', 'paying', note, at);
}
