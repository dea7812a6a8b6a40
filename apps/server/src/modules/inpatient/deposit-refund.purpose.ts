import type { Db } from '../../db/database.ts';
import { noticeOrderPaid } from '../message-centre/events.ts';
import type { PayRouter } from '../payments/pay-router.ts';
import type { DeliveryDeps, OrderFacts, PurposeHandler } from '../payments/purposes.ts';
import { paidQrOrdersOfCard } from '../payments/orders.service.ts';
import * as repo from './inpatient.repository.ts';

/** A part's refund number: the refund order's number and the part's place in its plan — the same on every retry. */
export const partRefundNo = (refundOrderNo: string, seq: number) => `${refundOrderNo}-R${seq}`;

/**
 * The card's paid QR deposit orders made by `before`, newest first, each with what is left of it after the refunds
 * planned against it already.
 */
async function refundableDeposits(trx: Db, order: OrderFacts, before: Date) {
  const paid = await paidQrOrdersOfCard(trx, order.hosId, order.cardId!, 'inpatient_topup', before);
  const taken = await repo.plannedFrom(
    trx,
    order.hosId,
    paid.map((d) => d.outTradeNo),
  );
  return paid
    .map((d) => ({ outTradeNo: d.outTradeNo, left: d.amount - (taken.get(d.outTradeNo) ?? 0) }))
    .filter((d) => d.left > 0);
}

/**
 * The plan of a deposit_refund order, written once (under the card's refund lock, so two refunds of one card never
 * plan the same deposit twice): back along the card's paid QR deposit orders, newest first, each at most what is left
 * of it; what no portal order paid (a deposit paid at the window) goes back at the cashier's window.
 */
export async function planRefund(db: Db, order: OrderFacts, now: Date): Promise<repo.RefundPart[]> {
  return db.transaction().execute(async (trx) => {
    await repo.lockCardRefunds(trx, order.hosId, order.cardId!);
    const planned = await repo.partsOf(trx, order.hosId, order.outTradeNo);
    if (planned.length > 0) return planned;
    const parts: Omit<repo.RefundPart, 'done'>[] = [];
    let rest = order.amount;
    for (const d of await refundableDeposits(trx, order, now)) {
      if (rest === 0) break;
      const amount = Math.min(rest, d.left);
      parts.push({
        seq: parts.length + 1,
        sourceOutTradeNo: d.outTradeNo,
        amount,
        outRefundNo: partRefundNo(order.outTradeNo, parts.length + 1),
      });
      rest -= amount;
    }
    if (rest > 0)
      parts.push({
        seq: parts.length + 1,
        sourceOutTradeNo: null,
        amount: rest,
        outRefundNo: partRefundNo(order.outTradeNo, parts.length + 1),
      });
    await repo.insertParts(trx, order.hosId, order.outTradeNo, parts, now);
    return repo.partsOf(trx, order.hosId, order.outTradeNo);
  });
}

/** Refunds the parts not yet done at the gateway (each idempotent by its refund number there). Gateway errors propagate. */
export async function refundParts(
  db: Db,
  gateway: PayRouter | null,
  order: OrderFacts,
  now: Date,
): Promise<void> {
  for (const p of await planRefund(db, order, now)) {
    if (p.done || p.sourceOutTradeNo === null) continue;
    if (!gateway)
      throw new Error(
        `deposit refund ${order.outTradeNo}: no pay gateway to refund ${p.sourceOutTradeNo}`,
      );
    await gateway.refundPart(order.hosId, p.sourceOutTradeNo, p.outRefundNo, p.amount);
    await repo.markPartDone(db, order.hosId, order.outTradeNo, p.seq, now);
  }
}

/**
 * A deposit_refund order is the surplus deposit leaving the
 * inpatient card at settlement — a card order whose debit is the HIS's settlement under the order's number — and
 * given back to the payer. Paid: the surplus left the card; delivered: every part refunded, once each. It is never
 * refused after that: the money already left the card, so a gateway that fails is retried by the settlement job.
 */
export function depositRefundPurpose(): PurposeHandler {
  return {
    async fulfil(trx, order) {
      if (order.cardId === null || order.subjectId === null) return 'refund';
      // The surplus left the card: the user hears once that it goes back.
      await noticeOrderPaid(trx, 'depositSurplus', order);
      return 'paid';
    },
    async stillWanted() {
      return true;
    },
    async deliver(deps: DeliveryDeps, order) {
      await refundParts(deps.db, deps.gateway, order, new Date());
      return 'delivered';
    },
  };
}
