import type { Db } from '../../db/database.ts';
import type { OrderState } from './order-state.ts';

/**
 * Pay orders (migration 0005), Kysely only. Every state change is `UPDATE … WHERE state = from` plus an
 * append-only pay_order_event row, so a transition happens once and always leaves a trace.
 */
export interface NewOrder {
  outTradeNo: string; appointId: string | null; cardId: string | null; userId: string; businessType: number; method: 'card' | 'qr'; amount: number;
}

export async function insertOrder(trx: Db, hosId: string, o: NewOrder, note: string) {
  await trx.insertInto('pay_order').values({
    hos_id: hosId, out_trade_no: o.outTradeNo, appoint_id: o.appointId, card_id: o.cardId, user_id: o.userId,
    business_type: o.businessType, method: o.method, amount: o.amount, state: 'created', paid_at: null, refunded_at: null,
  }).execute();
  await insertEvent(trx, hosId, o.outTradeNo, null, 'created', note);
}

/** The appointment's order that is not closed, if any (the partial unique index allows at most one). */
export function findLiveOrder(trx: Db, hosId: string, appointId: string) {
  return trx.selectFrom('pay_order').select(['out_trade_no', 'method', 'state'])
    .where('hos_id', '=', hosId).where('appoint_id', '=', appointId).where('state', '<>', 'closed')
    .executeTakeFirst();
}

/** Moves the order from `from` to `to`; false (and nothing written) when it was not in `from`. */
export async function updateState(
  trx: Db, hosId: string, outTradeNo: string, from: OrderState, to: OrderState, note: string, at: Date,
): Promise<boolean> {
  const row = await trx.updateTable('pay_order')
    .set({
      state: to, updated_at: at,
      ...(to === 'paid' && { paid_at: at }),
      ...(to === 'refunded' && { refunded_at: at }),
    })
    .where('hos_id', '=', hosId).where('out_trade_no', '=', outTradeNo).where('state', '=', from)
    .returning('out_trade_no').executeTakeFirst();
  if (!row) return false;
  await insertEvent(trx, hosId, outTradeNo, from, to, note);
  return true;
}

function insertEvent(trx: Db, hosId: string, outTradeNo: string, from: OrderState | null, to: OrderState, note: string) {
  return trx.insertInto('pay_order_event').values({ hos_id: hosId, out_trade_no: outTradeNo, from_state: from, to_state: to, note }).execute();
}
