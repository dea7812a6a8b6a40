import { cardRechargeRefusal } from '@portal/shared';
import type { HisCards } from '../../his/cards.ts';
import type { DeliveryDeps, OrderFacts, PurposeHandler } from '../payments/purposes.ts';

/**
 * What a booking needs once its card is topped up: records supplies it. `pay` takes the fee from
 * the card when the booking still waits for it, and otherwise leaves the money on the card.
 */
export interface AfterTopUp {
  pay(deps: DeliveryDeps, order: OrderFacts): Promise<void>;
}

/**
 * What an outpatient or inpatient top-up order means; the credit is the HIS's, after commit. Paid:
 * the card is credited at the HIS exactly once (keyed by the order number; the receipt reads that movement's balance),
 * then a booking it was for is paid from the card. A card stopped, lost or otherwise refused meanwhile is not
 * credited: the order is refunded, never lost.
 */
export function topUpPurpose(cards: HisCards, afterTopUp: AfterTopUp): PurposeHandler {
  async function usable(order: OrderFacts): Promise<boolean> {
    if (order.cardId === null) return false;
    const card = await cards.get(order.hosId, order.cardId);
    return card !== undefined && cardRechargeRefusal(card.state) === null;
  }
  return {
    async fulfil(_trx, order) {
      return order.cardId === null ? 'refund' : 'paid';
    },
    stillWanted: (_db, order) => usable(order),
    async deliver(deps, order) {
      if (!(await usable(order))) return 'refund';
      const credited = await cards.credit(order.hosId, {
        cardId: order.cardId!,
        amount: order.amount,
        kind: 'topup',
        key: order.outTradeNo,
      });
      if (!credited.ok) return 'refund';
      // The booking's fee is a convenience on top: whatever stops it (the booking ended, the HIS is silent), the money
      // stays on the card, where the patient sees it, and the top-up is delivered.
      if (order.appointId !== null) await afterTopUp.pay(deps, order).catch(() => undefined);
      return 'delivered';
    },
  };
}
