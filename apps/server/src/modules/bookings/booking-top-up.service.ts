import {
  bookingGapTopUp,
  bookingPayPlan,
  payDeadline,
  payPromptShown,
  readHospitalConfig,
  type PayResponse,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { listConfig } from '../hospital/hospital.service.ts';
import { requirePayableCard } from '../patients/cards.service.ts';
import { chargeCard } from '../payments/card-payment.service.ts';
import { payChannels } from '../payments/pay-channels.service.ts';
import { findLiveOrder } from '../payments/orders.service.ts';
import type { OrderFacts, PaymentDeps } from '../payments/purposes.ts';
import type { AfterTopUp } from '../recharge/topup.purpose.ts';
import { startTopUp } from '../recharge/recharge.service.ts';
import { openFeeOrder } from './payment.service.ts';
import { recordContext, ruleContext } from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import * as repo from './records.repository.ts';
import { findOwnRecord } from './records.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Payment paths (RECHARGE001 "triggers the recharge/QR flow"), the path hospitals with config
 * insufficientBalancePath 'recharge' offer: the card is topped up by the gap — at least the minimum after booking
 *  — by QR, and once the HIS credited it the fee is taken from the card (payBookingAfterTopUp).
 */
async function quoteFor(
  deps: Pick<PaymentDeps, 'db' | 'his' | 'gateway'>,
  actor: PatientContext,
  appointId: string,
  starting: boolean,
) {
  const { db } = deps;
  const row = await findOwnRecord(db, actor, appointId);
  const ctx = await recordContext(db, actor.hosId);
  const now = new Date();
  const rules = ruleContext(ctx, now);
  // Only a booking that still waits for its fee: paid, ended or past its deadline needs no top-up.
  if (row.is_dopay === '1' || !payPromptShown(toRuleRecord(row), rules).allowed)
    throw new AppError('RECHARGE013');
  if (row.patient_card_id === '') throw new AppError('RECHARGE011');
  await requirePayableCard(deps, actor, row.patient_id, row.patient_card_id);
  // A top-up like any other: only where the hospital's outpatient recharge is open (FUNC001 before the handler,
  // docs/function-access.md). Which path the page offers for RECHARGE001 is the hospital's choice (config
  // insufficientBalancePath); both work wherever recharge is.
  const config = readHospitalConfig(await listConfig(db, actor.hosId, ['RECHARGE']));
  const fee = Number(row.reg_fee);
  const card = await deps.his.cards.get(actor.hosId, row.patient_card_id);
  if (!card) throw new AppError('RECHARGE011');
  const balance = card.balance;
  // The quote is a read and answers at any hour; starting the top-up obeys the shared pay plan, as the record page
  // does: only while it is one of the ways to pay this fee now (outside the recharge window APPOINT029 says when it
  // opens, and the page offers the QR payment of the fee instead).
  if (!starting) return { row, fee, balance, amount: bookingGapTopUp(fee, balance, config) };
  const facts = {
    feeFen: fee,
    balanceFen: balance,
    now,
    timeZone: ctx.timeZone,
    deadline: payDeadline(toRuleRecord(row), rules),
    channels: await payChannels(deps, actor.hosId),
  };
  const plan = bookingPayPlan(facts, config);
  if (!plan.topUpWindow.allowed) throw new AppError('APPOINT029', plan.topUpWindow.params);
  if (!plan.cardCovers && !plan.options.includes('topUp')) throw new AppError('PAY006');
  return { row, fee, balance, amount: bookingGapTopUp(fee, balance, config) };
}

export async function getBookingTopUpQuote(
  deps: Pick<PaymentDeps, 'db' | 'his' | 'gateway'>,
  actor: PatientContext,
  appointId: string,
) {
  const { fee, balance, amount } = await quoteFor(deps, actor, appointId, false);
  return { fee, balance, amount };
}

/** The QR top-up of the booking's card by the quoted amount, under every recharge rule (window, limits, card state). */
export async function startBookingTopUp(
  deps: PaymentDeps,
  actor: PatientContext,
  appointId: string,
  origin: string,
): Promise<PayResponse> {
  const { row, amount } = await quoteFor(deps, actor, appointId, true);
  return startTopUp(
    deps,
    actor,
    { patientId: row.patient_id, clinicType: 1, amount, appointId },
    origin,
  );
}

/**
 * The booking's side of a top-up that names it (topup.purpose.ts), after the card was credited at the HIS: if the
 * booking still waits for its fee on that card and nothing else is paying it, a card order for the fee is opened
 * under the appointment's row lock and charged like any card payment. Otherwise — or when the card cannot cover it —
 * the money simply stays on the card (the patient sees it in the balance and the recharge record).
 */
export const payBookingAfterTopUp: AfterTopUp = {
  async pay(deps, order: OrderFacts) {
    const { hosId, userId } = order;
    const appointId = order.appointId!;
    const cardId = order.cardId!;
    const feeOrder = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.lockAppointment(trx, hosId, userId, appointId))) return null;
      const [row] = await repo.findRecords(trx, hosId, userId, { appointId });
      if (!row || row.is_dopay === '1' || row.patient_card_id !== cardId) return null;
      const now = new Date();
      const ctx = await recordContext(trx, hosId, { evenIfDisabled: true });
      if (!payPromptShown(toRuleRecord(row), ruleContext(ctx, now)).allowed) return null;
      if (await findLiveOrder(trx, hosId, { purpose: 'registration', appointId })) return null;
      const fee = {
        hosId,
        userId,
        appointId,
        cardId,
        fee: Number(row.reg_fee),
        isToday: row.is_today === '1',
      };
      return openFeeOrder(trx, fee, `paid from top-up ${order.outTradeNo}`, now);
    });
    if (feeOrder) await chargeCard(deps, hosId, feeOrder);
  },
};
