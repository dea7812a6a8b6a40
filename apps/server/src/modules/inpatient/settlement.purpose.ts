import type { HisInpatient } from '../../his/inpatient.ts';
import { noticeOrderPaid } from '../message-centre/events.ts';
import type { PurposeHandler } from '../payments/purposes.ts';

/**
 * An inpatient_settlement order pays the balance a stay still
 * owes at discharge. Paid: after commit the HIS settles the stay and discharges the person, keyed by the order number
 * (a retry settles once). When the HIS refuses — the amount due changed (a top-up or a charge arrived), the stay was
 * settled otherwise — the payment is refunded, never kept. The user hears of the payment once.
 */
export function inpatientSettlementPurpose(inpatient: HisInpatient): PurposeHandler {
  return {
    async fulfil(trx, order) {
      if (order.subjectId === null) return 'refund';
      await noticeOrderPaid(trx, 'dischargePaid', order);
      return 'paid';
    },
    async stillWanted(_db, order) {
      if (order.subjectId === null) return false;
      const stay = await inpatient.stay(order.hosId, order.subjectId);
      return stay?.state === 'discharge-ordered' && stay.settlement?.difference === order.amount;
    },
    async deliver(_deps, order) {
      const settled = await inpatient.settle(order.hosId, {
        stayId: order.subjectId!,
        key: order.outTradeNo,
        paid: order.amount,
      });
      return settled.ok ? 'delivered' : 'refund';
    },
  };
}
