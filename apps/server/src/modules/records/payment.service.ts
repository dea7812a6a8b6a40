import { PayBusinessType, payPromptShown, type AppointmentRecordDetail } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { cardBalance, debitCard } from '../ledger/ledger.service.ts';
import { requirePayableCard } from '../patients/cards.service.ts';
import { logAccess, type Actor } from '../patients/patients.service.ts';
import { findLiveRegistrationOrder, moveOrder, newOutTradeNo, openOrder } from '../payments/orders.service.ts';
import { settleQrOrder, type SettleDeps } from '../payments/settlement.service.ts';
import { recordContext, requireAllowed, ruleContext } from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import * as repo from './records.repository.ts';
import { findOwnRecord, getRecord } from './records.service.ts';

/**
 * SPEC §7 robotizationDeductionAppointment: pay a booking from the patient's outpatient card (SPEC §4 payment
 * paths, §5 pay by balance). One transaction holds the appointment's row lock: the pay prompt rule, the ledger
 * debit (a conditional update: never below zero), the order created → paying → paid with its events, isDopay 1
 * and the Idempotency-Key. Idempotent twice over: a repeated key, or paying a record that is already paid,
 * changes nothing and answers the current record.
 */
export async function payByCard(deps: SettleDeps, actor: Actor, appointId: string, idempotencyKey: string): Promise<AppointmentRecordDetail> {
  const { db } = deps;
  const { hosId, userId } = actor;
  const ctx = await recordContext(db, hosId);
  const repeated = await repo.findPayKey(db, hosId, userId, idempotencyKey);
  if (repeated) return getRecord(db, actor, repeated, ctx);
  await closeAbandonedQr(deps, actor, appointId);

  const answered = await db.transaction().execute(async (trx) => {
    // The key first (a repeat waits here for the first request, then answers its appointment), then the appointment.
    await repo.lockPayKey(trx, hosId, userId, idempotencyKey);
    const earlier = await repo.findPayKey(trx, hosId, userId, idempotencyKey);
    if (earlier) return earlier;
    if (!(await repo.lockAppointment(trx, hosId, userId, appointId))) throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    if (row.is_dopay === '1' && row.state !== 'cancelled') {
      await repo.insertPayKey(trx, hosId, userId, idempotencyKey, appointId);
      return appointId;
    }
    // SPEC §5: paying by balance needs the outpatient card ('did not get the outpatient card balance').
    if (row.patient_card_id === '') throw new AppError('RECHARGE011');
    // Issue 9: the card is still the patient's through a proven, bound link.
    await requirePayableCard(trx, actor, row.patient_id, row.patient_card_id);
    const now = new Date();
    requireAllowed(payPromptShown(toRuleRecord(row), ruleContext(ctx, now)));

    // A QR order opened again since closeAbandonedQr: a card and a QR payment cannot both land (migration 0005's
    // partial unique index would refuse the second order anyway).
    if (await findLiveRegistrationOrder(trx, hosId, appointId)) throw new AppError('PAY003');
    // RECHARGE001 when the balance does not cover the fee rolls everything back; the page then starts the QR flow
    // or, where the hospital prefers it, the gap top-up (SPEC §4).
    // Issue 9: every holder of the person reads who paid from the card; the line commits with the debit or not at all.
    await logAccess(trx, actor, [row.patient_id], 'card-debit');
    await deductFee(trx, { hosId, userId, appointId, cardId: row.patient_card_id, fee: Number(row.reg_fee), isToday: row.is_today === '1' }, 'card deduction', now);
    await repo.insertPayKey(trx, hosId, userId, idempotencyKey, appointId);
    return appointId;
  });
  return getRecord(db, actor, answered, ctx);
}

export interface FeeDeduction { hosId: string; userId: string; appointId: string; cardId: string; fee: number; isToday: boolean }

/**
 * The registration fee taken from the card, in the caller's transaction which holds the appointment's row lock: a
 * card order created → paying → paid, the booking paid, the ledger debit. The debit comes last: the card's row lock
 * (which orders all of that card's payments) is held only to commit. RECHARGE001 when the balance does not cover it.
 */
export async function deductFee(trx: Db, d: FeeDeduction, note: string, now: Date) {
  const outTradeNo = newOutTradeNo();
  const businessType = d.isToday ? PayBusinessType.SAME_DAY_REGISTRATION : PayBusinessType.APPOINTMENT;
  await openOrder(trx, d.hosId, { outTradeNo, purpose: 'registration', appointId: d.appointId, cardId: d.cardId, userId: d.userId, businessType, method: 'card', amount: d.fee }, note, now);
  if (!(await repo.markPaid(trx, d.hosId, d.appointId))) throw new Error(`appointment ${d.appointId} changed under its row lock`);
  await debitCard(trx, d.hosId, d.cardId, d.fee, 'deduction', d.appointId);
  await moveOrder(trx, d.hosId, outTradeNo, 'paying', 'paid', 'card balance debited', now);
}

/**
 * The patient chose the card after opening a QR payment: the QR transaction is closed at the gateway first (a payer
 * who already paid there wins, and the booking is then simply paid). Outside the transaction: the gateway is remote.
 * When the card cannot cover the fee the QR payment stays open (RECHARGE001 sends the page back to it).
 */
async function closeAbandonedQr(deps: SettleDeps, actor: Actor, appointId: string) {
  const row = await findOwnRecord(deps.db, actor, appointId);
  if (row.order_method !== 'qr' || row.order_state !== 'paying' || row.patient_card_id === '') return;
  await requirePayableCard(deps.db, actor, row.patient_id, row.patient_card_id);
  if ((await cardBalance(deps.db, actor.hosId, row.patient_card_id)) < Number(row.reg_fee)) throw new AppError('RECHARGE001');
  await settleQrOrder(deps, actor.hosId, row.out_trade_no!, { supersede: true });
}
