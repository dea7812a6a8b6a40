import { bookingGapTopUp, payPromptShown, readHospitalConfig, type PayResponse } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { listConfig, requireFunctionOpen } from '../hospital/hospital.service.ts';
import { cardBalance } from '../ledger/ledger.service.ts';
import { requirePayableCard } from '../patients/cards.service.ts';
import type { Actor } from '../patients/patients.service.ts';
import { findLiveRegistrationOrder } from '../payments/orders.service.ts';
import type { OrderFacts, PaymentDeps } from '../payments/purposes.ts';
import type { AfterTopUp } from '../recharge/topup.purpose.ts';
import { startTopUp } from '../recharge/recharge.service.ts';
import { deductFee } from './payment.service.ts';
import { recordContext, ruleContext } from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import * as repo from './records.repository.ts';
import { findOwnRecord } from './records.service.ts';

/**
 * SPEC §4 payment paths (RECHARGE001 "triggers the recharge/QR flow"), the path hospitals with config
 * insufficientBalancePath 'recharge' offer: the card is topped up by the gap — at least the minimum after booking
 * (SPEC §9) — by QR, and when that lands the fee is taken from the card in the same transaction.
 */
async function quoteFor(db: Db, actor: Actor, appointId: string) {
  const row = await findOwnRecord(db, actor, appointId);
  const ctx = await recordContext(db, actor.hosId);
  // Only a booking that still waits for its fee: paid, ended or past its deadline needs no top-up.
  if (row.is_dopay === '1' || !payPromptShown(toRuleRecord(row), ruleContext(ctx, new Date())).allowed) throw new AppError('RECHARGE013');
  if (row.patient_card_id === '') throw new AppError('RECHARGE011');
  await requirePayableCard(db, actor, row.patient_id, row.patient_card_id);
  // A top-up like any other: only where the hospital's outpatient recharge is open (FUNC001). Which path the page
  // offers for RECHARGE001 is the hospital's choice (config insufficientBalancePath); both work wherever recharge is.
  await requireFunctionOpen(db, actor.hosId, 'recharge-out');
  const config = readHospitalConfig(await listConfig(db, actor.hosId, ['RECHARGE']));
  const fee = Number(row.reg_fee);
  const balance = await cardBalance(db, actor.hosId, row.patient_card_id);
  return { row, fee, balance, amount: bookingGapTopUp(fee, balance, config) };
}

export async function getBookingTopUpQuote(db: Db, actor: Actor, appointId: string) {
  const { fee, balance, amount } = await quoteFor(db, actor, appointId);
  return { fee, balance, amount };
}

/** The QR top-up of the booking's card by the quoted amount, under every recharge rule (window, limits, card state). */
export async function startBookingTopUp(deps: PaymentDeps, actor: Actor, appointId: string, origin: string): Promise<PayResponse> {
  const { row, amount } = await quoteFor(deps.db, actor, appointId);
  return startTopUp(deps, actor, { patientId: row.patient_id, clinicType: 1, amount, appointId }, origin);
}

/**
 * The booking's side of a top-up that names it (topup.purpose.ts): lock the appointment before the card, then — if
 * the booking still waits for its fee, nothing else is paying it and the card now covers it — take the fee from the
 * card. Otherwise the money simply stays on the card (the patient sees it in the balance and the recharge record).
 */
export const payBookingAfterTopUp: AfterTopUp = {
  async lock(trx, order) {
    await repo.lockAppointment(trx, order.hosId, order.userId, order.appointId!);
  },
  async pay(trx, order: OrderFacts, now) {
    const appointId = order.appointId!;
    const [row] = await repo.findRecords(trx, order.hosId, order.userId, { appointId });
    if (!row || row.is_dopay === '1' || row.patient_card_id !== order.cardId) return;
    const ctx = await recordContext(trx, order.hosId, { evenIfDisabled: true });
    if (!payPromptShown(toRuleRecord(row), ruleContext(ctx, now)).allowed) return;
    if (await findLiveRegistrationOrder(trx, order.hosId, appointId)) return;
    const fee = Number(row.reg_fee);
    if ((await cardBalance(trx, order.hosId, order.cardId)) < fee) return;
    await deductFee(trx, { hosId: order.hosId, userId: order.userId, appointId, cardId: order.cardId, fee, isToday: row.is_today === '1' },
      `paid from top-up ${order.outTradeNo}`, now);
  },
};
