import type { Db } from '../../db/database.ts';
import { assertTransition, type OrderState } from './order-state.ts';
import * as repo from './orders.repository.ts';

export {
  findLiveBillOrder,
  findLiveRegistrationOrder,
  findOpenQrOrder,
  findOrder,
  newOutTradeNo,
  type NewOrder,
} from './orders.repository.ts';

/**
 * Applies one transition of the order state machine inside the caller's transaction. The callers hold the row lock
 * of what is paid for, so a lost race here means the data changed under us: it throws and the whole transaction
 * (ledger entry included) rolls back.
 */
export async function moveOrder(
  trx: Db,
  hosId: string,
  outTradeNo: string,
  from: OrderState,
  to: OrderState,
  note: string,
  at = new Date(),
) {
  assertTransition(from, to);
  if (!(await repo.updateState(trx, hosId, outTradeNo, from, to, note, at))) {
    throw new Error(`pay order ${outTradeNo} was not in state ${from}`);
  }
}

/** A new order, created → paying, in the caller's transaction (a card payment goes on to paid; a QR one waits). */
export async function openOrder(
  trx: Db,
  hosId: string,
  order: repo.NewOrder,
  note: string,
  at = new Date(),
) {
  await repo.insertOrder(trx, hosId, order, note);
  await moveOrder(trx, hosId, order.outTradeNo, 'created', 'paying', note, at);
}

/**
 * paying → closed in a transaction of its own, for a caller whose channel refused the money and whose key is already
 * voided, so nothing can land later (inpatient settlement). False when the order had left paying meanwhile — a racing
 * settlement moved it, and it is where it should be — so unlike moveOrder this does not throw.
 */
export function closePayingOrder(
  db: Db,
  hosId: string,
  outTradeNo: string,
  note: string,
  at = new Date(),
): Promise<boolean> {
  return db
    .transaction()
    .execute((trx) => repo.updateState(trx, hosId, outTradeNo, 'paying', 'closed', note, at));
}
