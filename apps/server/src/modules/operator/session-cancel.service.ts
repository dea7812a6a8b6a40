import { AppError } from '../../errors/app-error.ts';
import type { SettleDeps } from '../payments/settlement.service.ts';
import { settleAfterCommit, startRefund } from '../records/refund.service.ts';
import { findSession, type SessionInfo } from '../schedule/schedule.materialize.ts';
import { messageSessionCancelled } from '../messages/events.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import * as repo from './operator.repository.ts';

export type SessionCancelDeps = SettleDeps & { sms: SmsSender };
interface Log { error(obj: unknown, msg: string): void }

export interface SessionCancelInput { hosId: string; scheduleId: string; reason: string }
export interface SessionCancelSummary {
  scheduleId: string;
  cancelledAt: string;
  /** Bookings of the session now hosState 4 (SPEC §4 'schedule cancelled, booking invalid'). */
  bookingsInvalidated: number;
  /** Their paid fees on the way back or back (refunding or refunded). */
  refundsStarted: number;
  /** Patients texted (once each), and texts still to send (the SMS gateway failed: a repeated call sends them). */
  textsSent: number;
  textsPending: number;
}

/** A claim on a notice older than this belongs to a sender that died: another call may send it. */
const NOTICE_LEASE_SECONDS = 300;

/**
 * Issue 13 item 4: the hospital cancels a doctor's session (the doctor is ill). One transaction under the session's
 * row lock: the session is marked cancelled, its free numbers closed, every active booking turns hosState 4 (state 1
 * stays, SPEC §4), its waitlist is closed, every paid fee goes paid → refunding, and each affected patient gets one
 * notice row. After commit (never inside: ARCHITECTURE decisions 5, 6) settlement refunds each fee by its channel and
 * closes an unpaid QR payment under way (its booking is no longer wanted), and the notices are texted through the
 * composition root's sender. Idempotent: a second call changes nothing, retries what is still open and answers the
 * same summary; two calls at once are serialized by the row lock, and a notice is claimed before it is sent.
 */
export async function cancelSession(deps: SessionCancelDeps, input: SessionCancelInput, log?: Log): Promise<SessionCancelSummary> {
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
    await repo.lockActiveBookings(trx, hosId, scheduleId);
    await repo.closeNumbers(trx, hosId, scheduleId);
    const booked = await repo.invalidateBookings(trx, hosId, scheduleId);
    const waiting = await repo.closeWaitlist(trx, hosId, scheduleId);
    for (const outTradeNo of await repo.sessionOrders(trx, hosId, scheduleId, ['paid'])) {
      await startRefund(trx, hosId, outTradeNo, `the hospital cancelled the session: ${input.reason}`, now);
    }
    const notices = [
      ...booked.map((p) => notice(p, session, p.paid
        ? `Booking ${p.appoint_id} is invalid; its fee is refunded to where it came from.`
        : `Booking ${p.appoint_id} is invalid; nothing was paid for it.`)),
      ...waiting.map((p) => notice(p, session, 'Your place on its waiting list is closed.')),
    ];
    await repo.insertNotices(trx, hosId, scheduleId, notices.filter((n) => n.phone !== ''));
    // Issue 13 item 4: the in-portal message of each notice, in this transaction (the text above stays as it was).
    const appointOf = new Map(booked.map((p) => [p.patient_id, p.appoint_id]));
    await messageSessionCancelled(trx, hosId, scheduleId, notices.map((n) => ({ patientId: n.patientId, appointId: appointOf.get(n.patientId) ?? null, text: n.text })));
  });
  // Refunding fees are refunded, QR payments under way closed (or refunded if the payer got there first).
  await settleAfterCommit(deps, hosId, await repo.sessionOrders(db, hosId, scheduleId, ['refunding', 'paying']), log);
  await sendNotices(deps, hosId, scheduleId, log);
  const counts = await repo.cancelCounts(db, hosId, scheduleId);
  return {
    scheduleId, cancelledAt: new Date(counts.cancelledAt ?? now).toISOString(), bookingsInvalidated: counts.bookings, refundsStarted: counts.refunds,
    textsSent: counts.textsSent, textsPending: counts.textsPending,
  };
}

function notice(p: repo.AffectedPatient, s: SessionInfo, tail: string): repo.Notice {
  return {
    patientId: p.patient_id,
    phone: p.phone,
    text: `${p.patient_name}: the hospital cancelled ${s.doctorName}'s session (${s.deptName}) on ${s.sessionDate}, period ${s.noonCode}. ${tail}`,
  };
}

/** Texts the claimed notices; a failed text is released (logged) for the next call, a sent one is marked so. */
async function sendNotices(deps: SessionCancelDeps, hosId: string, scheduleId: string, log?: Log) {
  const claimed = await repo.claimNotices(deps.db, hosId, scheduleId, new Date(), NOTICE_LEASE_SECONDS);
  for (const n of claimed) {
    const sent = await deps.sms.send({ hosId, phone: n.phone, text: n.text }).then(() => true, (err: unknown) => {
      log?.error({ err, hosId, scheduleId, patientId: n.patientId }, 'session-cancel SMS failed; a repeated call sends it');
      return false;
    });
    await repo.markNotice(deps.db, hosId, scheduleId, n.patientId, sent, new Date());
  }
}
