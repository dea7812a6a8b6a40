import type { HisBills } from '../../his/bills.ts';
import type { PurposeHandler } from '../payments/purposes.ts';

/**
 * What an outpatient-bill order means (pay business type 4 'payment'); the bill is the HIS's.
 * Paid: the bill is settled at the HIS after commit, keyed by the order number. A bill paid another way meanwhile
 * gets this second payment back.
 */
export function billPurpose(bills: HisBills): PurposeHandler {
  return {
    async fulfil(_trx, order) {
      return order.billId === null ? 'refund' : 'paid';
    },
    async stillWanted(_db, order) {
      if (order.billId === null) return false;
      return (await bills.get(order.hosId, order.billId))?.state === 'unpaid';
    },
    async deliver(_deps, order) {
      const settled = await bills.settle(order.hosId, {
        billId: order.billId!,
        key: order.outTradeNo,
        by: order.method,
      });
      return settled === 'settled' ? 'delivered' : 'refund';
    },
  };
}
