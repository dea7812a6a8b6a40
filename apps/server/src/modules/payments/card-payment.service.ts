import type { PayPurpose, HosId } from '@portal/shared';
import type { HisCardMoveKind } from '../../his/cards.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOrder } from './orders.repository.ts';
import { closePayingOrder } from './orders.service.ts';
import { applyPaid, type ApplyResult } from './payments.service.ts';
import { settleOrder, type SettleDeps } from './settlement.service.ts';

const KIND: Record<PayPurpose, HisCardMoveKind> = {
  registration: 'registration',
  outpatient_bill: 'bill',
  outpatient_topup: 'topup',
  inpatient_topup: 'topup',
  case_mail: 'payment',
  inpatient_settlement: 'payment',
  deposit_refund: 'refund',
  physical_exam: 'payment',
};

/**
 * The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): a card order's money is taken at the HIS after the order was opened — its
 * transaction committed it paying — keyed by the order number, then applied like any confirmed payment ('paid', or
 * 'refund' when what it paid for went meanwhile: the card is credited back). A refusal closes the order, its key
 * voided first so nothing can land later: RECHARGE001 when the balance does not cover it, RECHARGE011 without the card.
 * When the HIS does not answer, the order stays paying and PAY007 says so; the settlement job then voids the key and
 * applies or closes the order, so the money is taken once or not at all.
 */
export async function chargeCard(
  deps: SettleDeps,
  hosId: HosId,
  outTradeNo: string,
  now = new Date(),
): Promise<ApplyResult> {
  const order = await findOrder(deps.db, hosId, outTradeNo);
  if (!order || order.method !== 'card' || order.state !== 'paying' || order.cardId === null) {
    throw new Error(`card order ${outTradeNo} is not a paying card order`);
  }
  const apply = async (amount: number) => {
    const applied = await applyPaid(
      deps,
      hosId,
      outTradeNo,
      amount,
      'card balance debited at the HIS',
      now,
      'card',
    );
    // What it paid for went meanwhile (the booking was cancelled): the card gets it back now, or the job does it.
    if (applied === 'refund')
      await settleOrder(deps, hosId, outTradeNo, { now }).catch(() => 'unchanged');
    return applied;
  };
  const result = await hisCall(() =>
    deps.his.cards.debit(hosId, {
      cardId: order.cardId!,
      amount: order.amount,
      kind: KIND[order.purpose],
      key: outTradeNo,
    }),
  );
  if (result.ok) return apply(-result.movement.amount);
  const landed = await hisCall(() => deps.his.cards.void(hosId, outTradeNo));
  if (landed) return apply(-landed.amount);
  await closePayingOrder(
    deps.db,
    hosId,
    outTradeNo,
    `the HIS refused the card debit: ${result.reason}`,
    now,
  );
  throw new AppError(
    result.reason === 'no-card'
      ? 'RECHARGE011'
      : result.reason === 'voided'
        ? 'PAY005'
        : 'RECHARGE001',
  );
}

/** A call to the HIS that did not answer: PAY007 (the settlement job finishes the order), the cause kept for the log. */
async function hisCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw Object.assign(new AppError('PAY007'), { cause });
  }
}
