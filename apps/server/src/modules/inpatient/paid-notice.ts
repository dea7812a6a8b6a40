import { noticeOrderPaid, type PaidNotice } from '../message-centre/events.ts';
import type { PurposeHandler } from '../payments/purposes.ts';

/**
 * A purpose whose paid orders tell the user (message-centre/events.ts noticeOrderPaid) — the notice is written in
 * the transaction that moved the order to paid, only when the purpose took the money ('paid'; a refused one gets the
 * refund notice instead). Used for the inpatient deposit, whose top-up purpose the recharge slice owns.
 */
export function withPaidNotice(handler: PurposeHandler, notice: PaidNotice): PurposeHandler {
  return {
    ...handler,
    async fulfil(trx, order, now) {
      const outcome = await handler.fulfil(trx, order, now);
      if (outcome === 'paid') await noticeOrderPaid(trx, notice, order);
      return outcome;
    },
  };
}
