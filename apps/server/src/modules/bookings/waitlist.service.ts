import { randomUUID } from 'node:crypto';
import { numberBookable, type Candidate, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { noticePromoted, promotedKey } from '../message-centre/events.ts';
import { sendNoticesNow } from '../message-centre/outbox.ts';
import { logAccess, requirePatient } from '../patients/patients.service.ts';
import type { CardDeps } from '../patients/linked-cards.ts';
import { findSession, type SessionInfo } from '../schedule/schedule.materialize.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import {
  assertAgeAllowed,
  assertSessionOpen,
  bookingContext,
  insertBooked,
  newAppointmentId,
  outpatientCardId,
  pediatricAgeLimit,
  uniqueViolation,
  type BookingContext,
} from './appointments.checks.ts';
import { toCandidate } from './appointments.dto.ts';
import * as appointments from './appointments.repository.ts';
import * as repo from './waitlist.repository.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Waitlist: "when every source number of a session is gone, the patient can join
 * its waitlist; when a source number frees up, the first waiting patient gets it and is told so".
 */
export async function joinCandidate(
  deps: CardDeps,
  actor: PatientContext,
  input: { patientId: string; scheduleId: string },
): Promise<Candidate> {
  const { db } = deps;
  const { hosId, userId } = actor;
  const ctx = await bookingContext(db, hosId);
  // A hospital without a waiting list (candidateEnabled off): a full session is only full.
  if (!ctx.config.candidateEnabled) throw new AppError('APPOINT080');
  const now = new Date();
  // Read from the HIS before the transaction (never inside one); the promotion's booking carries it.
  const patientCardId = await outpatientCardId(deps, actor, input.patientId);
  try {
    return await db.transaction().execute(async (trx) => {
      await appointments.lockUserBookings(trx, hosId, userId);
      const patient = await requirePatient(trx, actor, input.patientId);
      const session = await findSession(trx, hosId, input.scheduleId);
      if (!session) throw new AppError('C002');
      // The same rules as booking: waiting for a session one could not book is pointless.
      assertSessionOpen(session, ctx, now);
      assertAgeAllowed(
        patient.birth_date,
        session,
        await pediatricAgeLimit(trx, hosId, session, ctx),
      );
      // Releases of this session wait until the candidate is in line (or refused).
      await appointments.lockWaitlist(trx, hosId, session.scheduleId);
      if (await repo.isWaiting(trx, hosId, session.scheduleId, patient.patient_id))
        throw new AppError('APPOINT010');
      if (await appointments.hasActiveBooking(trx, hosId, session.scheduleId, patient.patient_id))
        throw new AppError('APPOINT006');
      if (await appointments.hasFreeNumber(trx, hosId, session.scheduleId))
        throw new AppError('APPOINT011');
      const row = await repo.insertCandidate(trx, hosId, {
        candidateId: randomUUID(),
        userId,
        patientId: patient.patient_id,
        scheduleId: session.scheduleId,
        patientCardId,
      });
      await logAccess(trx, actor, [patient.patient_id], 'waitlist-join');
      return toCandidate(
        row,
        await repo.countAhead(trx, hosId, session.scheduleId, row.created_at, row.candidate_id),
      );
    });
  } catch (err) {
    if (uniqueViolation(err) === 'candidate_waiting_uq') throw new AppError('APPOINT010');
    throw err;
  }
}

/** The user's waitlist entries; one still waiting when its session started is 'ended' (nobody can be promoted then). */
export async function listCandidates(
  db: Db,
  actor: PatientContext,
  now = new Date(),
): Promise<Candidate[]> {
  const [rows, ctx] = await Promise.all([
    repo.listCandidates(db, actor.hosId, actor.userId),
    bookingContext(db, actor.hosId),
  ]);
  return rows.map((r) => {
    const candidate = toCandidate(r, Number(r.ahead));
    const open = numberBookable(
      { date: r.session_date, noonCode: r.noon_code },
      ctx.config,
      now,
      ctx.timeZone,
    ).allowed;
    return candidate.state === 'waiting' && !open
      ? { ...candidate, state: 'ended', position: 0 }
      : candidate;
  });
}

/** A promoted candidate; their notice is written with the promotion, and texted by tellPromoted once it has committed. */
export interface Promotion {
  hosId: HosId;
  candidateId: string;
  appointId: string;
  patientId: string;
  numberId: string;
}

/**
 * Gives a source number that just became available to the first waiting candidate of its session, inside the
 * caller's transaction (cancellation and expiry). The caller must already have ended the number's
 * previous appointment (state 'cancelled'), since a number is held by one active appointment only.
 * With nobody waiting (or nobody still eligible) the number becomes free. Nobody is texted here: the notice goes into
 * the outbox in this transaction, and after commit the caller hands the promotion to tellPromoted with the composition
 * root's SMS sender (docs/architecture.md#one-composition-root), so a rolled-back promotion tells nobody and a slow or failing SMS
 * gateway never holds the transaction's locks.
 */
export async function releaseSourceNumber(
  trx: Db,
  hosId: HosId,
  numberId: string,
): Promise<Promotion | null> {
  const number = await repo.lockNumber(trx, hosId, numberId);
  if (!number) throw new AppError('C002');
  await appointments.lockWaitlist(trx, hosId, number.schedule_id);
  const session = await findSession(trx, hosId, number.schedule_id);
  if (!session) throw new AppError('C002');
  // A disabled hospital (its bookings still expire) promotes nobody: the booking could be neither
  // seen nor paid there, and would only expire in turn. The number goes back to the pool.
  const promotion = (await getHospital(trx, hosId)).enabled
    ? await promoteFirst(trx, hosId, session, numberId, await bookingContext(trx, hosId))
    : null;
  if (!promotion) await repo.freeNumber(trx, hosId, numberId);
  return promotion;
}

/**
 * Hands the session's free numbers to its waiting candidates, first come first served, until either runs out
 * (e.g. after the HIS added numbers to a full session). Runs in the caller's transaction.
 */
export async function promoteWaitlist(
  trx: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<Promotion[]> {
  await appointments.lockWaitlist(trx, hosId, scheduleId);
  const session = await findSession(trx, hosId, scheduleId);
  if (!session) throw new AppError('C002');
  const ctx = await bookingContext(trx, hosId);
  const out: Promotion[] = [];
  for (;;) {
    const free = await repo.lockFirstFree(trx, hosId, scheduleId);
    if (!free) break;
    const promotion = await promoteFirst(trx, hosId, session, free.number_id, ctx);
    if (!promotion) break;
    out.push(promotion);
  }
  return out;
}

/** The first eligible waiting candidate gets `numberId` (candidate_flag '1'); candidates no longer eligible leave the line. */
async function promoteFirst(
  trx: Db,
  hosId: HosId,
  session: SessionInfo,
  numberId: string,
  ctx: BookingContext,
): Promise<Promotion | null> {
  const now = new Date();
  // A number freed once the session has started (e.g. an unpaid booking expiring at the session
  // start) is bookable by nobody, the waitlist included: the promoted booking could never be paid.
  if (
    !numberBookable(
      { date: session.sessionDate, noonCode: session.noonCode },
      ctx.config,
      now,
      ctx.timeZone,
    ).allowed
  )
    return null;
  for (;;) {
    const next = await repo.nextWaiting(trx, hosId, session.scheduleId);
    if (!next) return null;
    const contact = await repo.candidateContact(trx, hosId, next.user_id, next.patient_id);
    // Unbound since joining, or booked this session directly: they no longer wait for it.
    if (
      !contact ||
      contact.unbound_at ||
      (await appointments.hasActiveBooking(trx, hosId, session.scheduleId, next.patient_id))
    ) {
      await repo.markCandidate(trx, hosId, next.candidate_id, 'left', null);
      continue;
    }
    const appointId = newAppointmentId();
    await insertBooked(trx, hosId, ctx, now, {
      appointId,
      userId: next.user_id,
      patientId: next.patient_id,
      numberId,
      patientCardId: next.patient_card_id,
      candidateFlag: '1',
      session,
    });
    await repo.assignNumber(trx, hosId, numberId, appointId);
    await repo.markCandidate(trx, hosId, next.candidate_id, 'promoted', appointId);
    // The message and the queued text, in this transaction, as the user's preferences allow.
    await noticePromoted(trx, hosId, appointId);
    return {
      hosId,
      candidateId: next.candidate_id,
      appointId,
      patientId: next.patient_id,
      numberId,
    };
  }
}

/**
 * Texts the promoted candidates now, after the promotions committed, through the sender the composition root built
 * (their texts wait in the outbox; the notice job sends any this misses). The booking stands whether or not the text
 * arrives (the record and the message centre show it): a failure is logged, never thrown.
 */
export async function tellPromoted(
  db: Db,
  sms: SmsSender,
  promotions: readonly (Promotion | null)[],
  log?: { error(obj: unknown, msg: string): void },
) {
  for (const p of promotions) {
    if (!p) continue;
    await sendNoticesNow(db, sms, p.hosId, [promotedKey(p.appointId)], { log }).catch(
      (err: unknown) =>
        log?.error(
          { err, appointId: p.appointId },
          'waitlist promotion SMS failed; the notice job retries it',
        ),
    );
  }
}
