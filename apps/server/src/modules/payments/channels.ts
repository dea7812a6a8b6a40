import type { HisCards } from '../../his/cards.ts';
import type { PayRouter } from './pay-router.ts';
import type { OrderFacts } from './purposes.ts';

/**
 * Where an order's money is: a QR order's at the pay gateway, a card order's on the card at the HIS. Settlement asks
 * both the same three things, so one state machine settles every order. Both are remote: never call them inside a
 * database transaction.
 */
export interface MoneyAnswer {
  state: 'pending' | 'paid' | 'closed' | 'refunded';
  amount: number;
}

export interface Channel {
  /** What happened to the money; with `close`, first made sure it can no longer be paid. null: never heard of it. */
  ask(order: OrderFacts, close: boolean): Promise<MoneyAnswer | null>;
  /** Gives the order's amount back in full, once per order however often it is called. */
  refund(order: OrderFacts, refundNo: string): Promise<void>;
}

export function gatewayChannel(gateway: PayRouter): Channel {
  return {
    ask: (o, close) =>
      close
        ? gateway.closeTransaction(o.hosId, o.outTradeNo)
        : gateway.queryTransaction(o.hosId, o.outTradeNo),
    async refund(o, refundNo) {
      await gateway.refundTransaction(o.hosId, o.outTradeNo, refundNo, o.amount);
    },
  };
}

/**
 * A card order's debit is keyed by its order number at the HIS. Closing voids the key (a debit still on its way is
 * then refused); a debit that landed first answers 'paid'. The refund is a credit keyed by the refund number.
 */
export function cardChannel(cards: HisCards): Channel {
  return {
    async ask(o, close) {
      const moved = close
        ? await cards.void(o.hosId, o.outTradeNo)
        : await cards.movement(o.hosId, o.outTradeNo);
      if (moved) return { state: 'paid', amount: -moved.amount };
      return { state: close ? 'closed' : 'pending', amount: o.amount };
    },
    async refund(o, refundNo) {
      const result = await cards.credit(o.hosId, {
        cardId: o.cardId!,
        amount: o.amount,
        kind: 'refund',
        key: refundNo,
      });
      if (!result.ok)
        throw new Error(
          `the HIS refused the refund ${refundNo} of ${o.outTradeNo} to card ${o.cardId}: ${result.reason}`,
        );
    },
  };
}
