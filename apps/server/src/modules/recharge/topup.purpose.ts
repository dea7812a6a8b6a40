import { cardRechargeRefusal } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { creditCard } from '../ledger/ledger.service.ts';
import type { OrderFacts, PurposeHandler } from '../payments/purposes.ts';
import { findTopUpCard } from './recharge.repository.ts';

/**
 * What a booking needs once its card is topped up (SPEC §4 RECHARGE001): records supplies it. `lock` runs before the
 * card is touched (the appointment row first, then the card: the order every card payment takes its locks in);
 * `pay` takes the fee from the card when the booking still waits for it, and otherwise leaves the money on the card.
 */
export interface AfterTopUp {
  lock(trx: Db, order: OrderFacts): Promise<void>;
  pay(trx: Db, order: OrderFacts, now: Date): Promise<void>;
}

/**
 * Issue 11: what an outpatient or inpatient top-up order means. Paid: its card is credited exactly once (the ledger
 * entry is keyed by the order: his_card_ledger_topup_uq), then a booking it was for is paid from the card. A card
 * stopped, lost or otherwise refused meanwhile is not credited: the order is refunded, never lost.
 */
export function topUpPurpose(afterTopUp: AfterTopUp): PurposeHandler {
  return {
    async fulfil(trx, order, now) {
      if (order.cardId === null) return 'refund';
      if (order.appointId !== null) await afterTopUp.lock(trx, order);
      const card = await findTopUpCard(trx, order.hosId, order.cardId, { lock: true });
      if (!card || cardRechargeRefusal(card.state) !== null) return 'refund';
      await creditCard(trx, order.hosId, order.cardId, order.amount, 'topup', order.outTradeNo);
      if (order.appointId !== null) await afterTopUp.pay(trx, order, now);
      return 'paid';
    },
    async stillWanted(db, order) {
      if (order.cardId === null) return false;
      const card = await findTopUpCard(db, order.hosId, order.cardId);
      return card !== undefined && cardRechargeRefusal(card.state) === null;
    },
  };
}
