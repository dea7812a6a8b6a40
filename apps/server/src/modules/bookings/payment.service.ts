import {
  PayBusinessType,
  payPromptShown,
  StoredAppointmentState,
  type AppointmentRecordDetail,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePayableCard } from '../patients/cards.service.ts';
import { logAccess } from '../patients/patients.service.ts';
import { chargeCard } from '../payments/card-payment.service.ts';
import { findLiveOrder, openOrder } from '../payments/orders.service.ts';
import { settleOrder, type SettleDeps } from '../payments/settlement.service.ts';
import { recordContext, requireAllowed, ruleContext } from './records.context.ts';
import { toRuleRecord } from './records.dto.ts';
import * as repo from './records.repository.ts';
import { findOwnRecord, getRecord } from './records.service.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * robotizationDeductionAppointment: pay a booking from the patient's outpatient card
 * (docs/paying-a-booking.md). One transaction under the appointment's row lock checks the pay prompt rule and opens
 * the card order (created → paying) with the Idempotency-Key; after it commits the fee is taken at the HIS, keyed by
 * the order (payments' chargeCard; docs/architecture.md#the-his-is-an-adapter), and the order paid with the booking (isDopay 1).
 * Idempotent twice over: a repeated key, or paying a record that is already paid, changes nothing and answers the
 * current record. A refused debit (RECHARGE001, RECHARGE011) closes the order and frees the key for another try.
 */
export async function payByCard(
  deps: SettleDeps,
  actor: PatientContext,
  appointId: string,
  idempotencyKey: string,
): Promise<AppointmentRecordDetail> {
  const { db } = deps;
  const { hosId, userId } = actor;
  const ctx = await recordContext(db, hosId);
  const repeated = await repo.findPayKey(db, hosId, userId, idempotencyKey);
  if (repeated) return getRecord(db, actor, repeated, ctx);
  // The card is still the patient's through a proven, bound link — asked of the HIS before any lock is taken.
  const cardId = await payableCardOf(deps, actor, appointId);

  const opened = await db.transaction().execute(async (trx) => {
    // The key first (a repeat waits here for the first request, then answers its appointment), then the appointment.
    await repo.lockPayKey(trx, hosId, userId, idempotencyKey);
    if (await repo.findPayKey(trx, hosId, userId, idempotencyKey)) return null;
    if (!(await repo.lockAppointment(trx, hosId, userId, appointId))) throw new AppError('C002');
    const row = await findOwnRecord(trx, actor, appointId);
    await repo.insertPayKey(trx, hosId, userId, idempotencyKey, appointId);
    if (row.is_dopay === '1' && row.state !== StoredAppointmentState.CANCELLED) return null;
    // Another request is taking the fee from the card right now (a double click): this one answers its outcome.
    const live = await findLiveOrder(trx, hosId, { purpose: 'registration', appointId });
    if (live?.method === 'card' && live.state === 'paying') return null;
    if (row.patient_card_id !== cardId) throw new AppError('RECHARGE011');
    const now = new Date();
    requireAllowed(payPromptShown(toRuleRecord(row), ruleContext(ctx, now)));
    // Every holder of the person reads who paid from the card.
    await logAccess(trx, actor, [row.patient_id], 'card-debit');
    return openFeeOrder(
      trx,
      { hosId, userId, appointId, cardId, fee: Number(row.reg_fee), isToday: row.is_today === '1' },
      'card deduction',
      now,
    );
  });
  if (opened) {
    try {
      await chargeCard(deps, hosId, opened);
    } catch (err) {
      // Refused: nothing was taken and the order is closed, so the same key may try again (after a top-up, say).
      if (err instanceof AppError && err.messageKey !== 'PAY007')
        await repo.deletePayKey(db, hosId, userId, idempotencyKey);
      throw err;
    }
    return getRecord(db, actor, appointId, ctx);
  }
  const answered = (await repo.findPayKey(db, hosId, userId, idempotencyKey)) ?? appointId;
  await untilCharged(deps, hosId, answered);
  return getRecord(db, actor, answered, ctx);
}

/**
 * A repeat (the same key, or another request for the same booking) answers what the first request's charge came to,
 * as it did when the charge was one transaction: it waits while a card charge of the booking is under way — a
 * moment normally; if the HIS stays silent longer, the record shows the payment as under way and the job settles it.
 */
async function untilCharged(
  deps: SettleDeps,
  hosId: HosId,
  appointId: string,
  { tries = 100, everyMs = 50 } = {},
) {
  for (let i = 0; i < tries; i++) {
    const live = await findLiveOrder(deps.db, hosId, { purpose: 'registration', appointId });
    if (live?.method !== 'card' || live.state !== 'paying') return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * The booking's card, if the patient may still pay from it (RECHARGE011 when it has none or no longer reaches it). A
 * QR payment of the booking left open is closed at the gateway first, when the card covers the fee (a payer who
 * already paid there wins, and the booking is then simply paid; otherwise RECHARGE001 sends the page back to it).
 * Outside any transaction: the gateway and the HIS are remote.
 */
async function payableCardOf(
  deps: SettleDeps,
  actor: PatientContext,
  appointId: string,
): Promise<string> {
  const row = await findOwnRecord(deps.db, actor, appointId);
  // Paying by balance needs the outpatient card ('did not get the outpatient card balance').
  if (row.patient_card_id === '') throw new AppError('RECHARGE011');
  await requirePayableCard(deps, actor, row.patient_id, row.patient_card_id);
  if (row.order_method === 'qr' && row.order_state === 'paying') {
    const card = await deps.his.cards.get(actor.hosId, row.patient_card_id);
    if (!card || card.balance < Number(row.reg_fee)) throw new AppError('RECHARGE001');
    await settleOrder(deps, actor.hosId, row.out_trade_no!, { supersede: true });
  }
  return row.patient_card_id;
}

export interface FeeOrder {
  hosId: HosId;
  userId: string;
  appointId: string;
  cardId: string;
  fee: number;
  isToday: boolean;
}

/**
 * The card order of a booking's registration fee (created → paying), in the caller's transaction, which holds the
 * appointment's row lock; its number, for chargeCard after commit. PAY003 while another payment of it is live (a QR
 * order opened meanwhile: migration 0005's partial unique index would refuse the second order anyway).
 */
export async function openFeeOrder(trx: Db, d: FeeOrder, note: string, now: Date): Promise<string> {
  if (await findLiveOrder(trx, d.hosId, { purpose: 'registration', appointId: d.appointId }))
    throw new AppError('PAY003');
  const businessType = d.isToday
    ? PayBusinessType.SAME_DAY_REGISTRATION
    : PayBusinessType.APPOINTMENT;
  return openOrder(
    trx,
    d.hosId,
    {
      purpose: 'registration',
      appointId: d.appointId,
      cardId: d.cardId,
      userId: d.userId,
      businessType,
      method: 'card',
      amount: d.fee,
    },
    note,
    now,
  );
}
