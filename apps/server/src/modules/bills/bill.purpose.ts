import type { PurposeHandler } from '../payments/purposes.ts';
import { findBill, markBillPaid } from './bills.repository.ts';

/**
 * Issue 11: what an outpatient-bill order means (SPEC pay business type 4 'payment'). Paid: the bill is settled.
 * A bill already paid another way meanwhile gets its second payment back.
 */
export const billPurpose: PurposeHandler = {
  async fulfil(trx, order, now) {
    if (order.billId === null) return 'refund';
    return (await markBillPaid(trx, order.hosId, order.billId, order.method, now)) ? 'paid' : 'refund';
  },
  async stillWanted(db, order) {
    if (order.billId === null) return false;
    return (await findBill(db, order.hosId, order.billId))?.state === 'unpaid';
  },
};
