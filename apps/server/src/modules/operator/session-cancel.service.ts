import type { HosId } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { OrderState } from '../payments/order-state.ts';
import { registrationOrdersOf } from '../payments/orders.service.ts';
import type { SettleDeps } from '../payments/settlement.service.ts';
import type { Db } from '../../db/database.ts';
import {
  hospitalCancelledBookings,
  invalidateSessionBookings,
  lockSessionBookings,
} from '../bookings/lifecycle.service.ts';
import { settleAfterCommit, startRefund } from '../bookings/refund.service.ts';
import { findSession } from '../schedule/schedule.materialize.ts';
import { noticeSessionCancelled } from '../message-centre/events.ts';
import { sendNoticesNow } from '../message-centre/outbox.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import * as repo from './operator.repository.ts';

export type SessionCancelDeps = SettleDeps & { sms: SmsSender };
interface Log {
  error(obj: unknown, msg: string): void;
}

export interface SessionCancelInput {
  hosId: HosId;
  scheduleId: string;
  reason: string;
}
export interface SessionCancelSummary {
  scheduleId: string;
  cancelledAt: string;
  /** Bookings of the session now hosState 4 ('schedule cancelled, booking invalid'). */
  bookingsInvalidated: number;
  /** Their paid fees on the way back or back (refunding or refunded). */
  refundsStarted: number;
  /** Patients texted (once each), and texts still to send (the SMS gateway failed: a repeated call sends them). */
  textsSent: number;
  textsPending: number;
}

/**
 * The hospital cancels a doctor's session (the doctor is ill). One transaction under the session's
 * row lock: the session is marked cancelled, its free numbers closed, every active booking turns hosState 4 (state 1
 * stays), its waitlist is closed, every paid fee goes paid → refunding, and each affected patient gets one
 * notice (a message and a text in the outbox, as their preferences allow). After commit (never inside a transaction:
 * docs/architecture.md#payments-are-state-machines) settlement refunds each fee by its channel and closes an unpaid QR payment under way (its booking is
 * no longer wanted), and the texts are sent through the composition root's sender (the notice job retries a failed
 * one). Idempotent: a second call changes nothing, retries what is still open and answers the same summary; two calls
 * at once are serialized by the row lock, and a text is claimed before it is sent.
 */
export async function cancelSession(
  deps: SessionCancelDeps,
  input: SessionCancelInput,
  log?: Log,
): Promise<SessionCancelSummary> {
  const { db } = deps;
  const { hosId, scheduleId } = input;
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const locked = await repo.lockSession(trx, hosId, scheduleId);
    if (!locked) throw new AppError('OPERATOR003');
    const session = await findSession(trx, hosId, scheduleId);
    if (!session) throw new AppError('OPERATOR003');
    await repo.markSessionCancelled(trx, hosId, scheduleId, input.reason, now);
    // Lock order (bookings, then numbers) as a patient's cancel or an expiry takes them: it finishes first or waits.
    await lockSessionBookings(trx, hosId, scheduleId);
    await repo.closeNumbers(trx, hosId, scheduleId);
    const booked = await invalidateSessionBookings(trx, hosId, scheduleId);
    const waiting = await repo.closeWaitlist(trx, hosId, scheduleId);
    for (const outTradeNo of await sessionOrders(trx, hosId, scheduleId, ['paid'])) {
      await startRefund(
        trx,
        hosId,
        outTradeNo,
        `the hospital cancelled the session: ${input.reason}`,
        now,
      );
    }
    const affected = [...booked, ...waiting].map((p) => ({
      patientId: p.patient_id,
      patientName: p.patient_name,
      phone: p.phone,
      appointId: p.appoint_id,
      paid: p.paid,
    }));
    await noticeSessionCancelled(trx, hosId, scheduleId, session, affected);
  });
  // Refunding fees are refunded, QR payments under way closed (or refunded if the payer got there first).
  await settleAfterCommit(
    deps,
    hosId,
    await sessionOrders(db, hosId, scheduleId, ['refunding', 'paying']),
    log,
  );
  await sendNoticesNow(db, deps.sms, hosId, await repo.unsentNoticeKeys(db, hosId, scheduleId), {
    log,
  });
  const counts = await repo.cancelCounts(db, hosId, scheduleId);
  const bookings = await hospitalCancelledBookings(db, hosId, scheduleId);
  const refunds = await registrationOrdersOf(db, hosId, bookings, ['refunding', 'refunded']);
  return {
    scheduleId,
    cancelledAt: new Date(counts.cancelledAt ?? now).toISOString(),
    bookingsInvalidated: bookings.length,
    refundsStarted: refunds.length,
    textsSent: counts.textsSent,
    textsPending: counts.textsPending,
  };
}

/** The registration orders in `states` of the session's bookings the hospital cancelled. */
async function sessionOrders(
  db: Db,
  hosId: HosId,
  scheduleId: string,
  states: readonly OrderState[],
): Promise<string[]> {
  return registrationOrdersOf(
    db,
    hosId,
    await hospitalCancelledBookings(db, hosId, scheduleId),
    states,
  );
}
