import type { Db } from '../../db/database.ts';
import { assertTransition, type OrderState } from './order-state.ts';
import * as repo from './orders.repository.ts';

export { insertOrder, type NewOrder } from './orders.repository.ts';

/**
 * Applies one transition of the order state machine inside the caller's transaction. The callers hold the
 * appointment's row lock, so a lost race here means the data changed under us: it throws and the whole
 * transaction (ledger entry included) rolls back.
 */
export async function moveOrder(trx: Db, hosId: string, outTradeNo: string, from: OrderState, to: OrderState, note: string, at = new Date()) {
  assertTransition(from, to);
  if (!(await repo.updateState(trx, hosId, outTradeNo, from, to, note, at))) {
    throw new Error(`pay order ${outTradeNo} was not in state ${from}`);
  }
}
