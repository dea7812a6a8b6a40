import {
  hospitalToday,
  type AppointmentRecord,
  type BookInput,
  type Language,
  type HosId,
} from '@portal/shared';
import { translations } from '../translations/localize.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { observeBooking } from '../../lib/metrics/booking.metrics.ts';
import { logAccess, requirePatient } from '../patients/patients.service.ts';
import type { CardDeps } from '../patients/linked-cards.ts';
import { toSessionInfo, type SessionInfo } from '../schedule/schedule.materialize.ts';
import { bookingBlockedUntil, SCALPING_LOOKBACK_DAYS } from './anti-scalping.ts';
import {
  assertAgeAllowed,
  assertSameDayAllowed,
  assertSessionOpen,
  bookingContext,
  bookedAppointment,
  type BookingContext,
  newAppointmentId,
  outpatientCardId,
  pediatricAgeLimit,
  uniqueViolation,
} from './appointments.checks.ts';
import { toAppointmentRecord } from './appointments.dto.ts';
import * as repo from './appointments.repository.ts';
import { ClaimGate } from './claim-gate.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

const DAY_MS = 86_400_000;

/** This instance's attempts past the early read, per session (claim-gate.ts). */
const gate = new ClaimGate();

/** Postgres unique violations of the booking indexes, by constraint name: refusals, never a 5xx. */
const UNIQUE_REFUSALS: Record<string, 'APPOINT006' | 'APPOINT004'> = {
  appointment_patient_session_uq: 'APPOINT006',
  appointment_number_uq: 'APPOINT004',
};

/**
 * No number left: the chosen number is gone (APPOINT004), or the session is full — with the waiting list offered
 * where the hospital keeps one (APPOINT005), a plain 'full' where it does not (APPOINT081, config candidateEnabled).
 */
function soldOut(input: BookInput, ctx: BookingContext): AppError {
  if (input.numberId) return new AppError('APPOINT004');
  return new AppError(ctx.config.candidateEnabled ? 'APPOINT005' : 'APPOINT081');
}

/**
 * Appointment create (docs/architecture.md#invariants-in-the-database). One transaction: the idempotency key, the
 * ownership of the patient, the booking rules, then the claim of a source number with a conditional
 * update, the appointment and the key. A repeat with the same key answers the first appointment unchanged.
 */
export async function createAppointment(
  deps: CardDeps,
  actor: PatientContext,
  input: BookInput,
  idempotencyKey: string,
  early?: EarlyRead,
): Promise<AppointmentRecord> {
  // Every attempt is counted by outcome (booked, repeated, the refusal's key) for /metrics.
  const { appointId } = await observeBooking(
    claimAppointment(deps, actor, input, idempotencyKey, early),
  );
  return getAppointment(deps.db, actor, appointId);
}

/**
 * Booking's first read when the route has already made it, in the statement that checked the token
 * (repo.findSessionWithTarget), with what it was read for. Used only when that is exactly this attempt's.
 */
export interface EarlyRead {
  target: repo.BookingTargetRow | undefined;
  hosId: HosId;
  userId: string;
  key: string;
  scheduleId: string;
  numberId: string | undefined;
  /** bookingReadMark() taken just before the read. */
  mark: number;
}

/** To take just before an early read made outside this module (claim-gate.ts `mark`). */
export const bookingReadMark = () => gate.mark();

/** The appointment `createAppointment` answers, and whether it was an earlier one the idempotency key repeats. */
async function claimAppointment(
  deps: CardDeps,
  actor: PatientContext,
  input: BookInput,
  idempotencyKey: string,
  early: EarlyRead | undefined,
): Promise<{ appointId: string; repeated: boolean }> {
  const { db } = deps;
  const { hosId, userId } = actor;
  const now = new Date();

  // The release-time rush: almost every request loses. A repeat, an unknown or closed session and
  // a sold-out one are answered from one plain read (config and hospital come from the read cache), without a
  // transaction, so on a sold-out session every patient hears APPOINT005 (the waitlist answer) after a single round
  // trip: the one that checked the token (`early`, made by the route's auth hook). The transaction re-checks the key under the user's lock, and the conditional claim stays the only guard
  // that lets a booking through.
  const readTarget = () =>
    repo.findBookingTarget(db, hosId, {
      userId,
      key: idempotencyKey,
      scheduleId: input.scheduleId,
      numberId: input.numberId,
    });
  const readEarly =
    early &&
    early.hosId === hosId &&
    early.userId === userId &&
    early.key === idempotencyKey &&
    early.scheduleId === input.scheduleId &&
    early.numberId === input.numberId;
  let mark = readEarly ? early.mark : gate.mark();
  const [ctx, first] = await Promise.all([
    bookingContext(db, hosId),
    readEarly ? early.target : readTarget(),
  ]);
  // Past this read go at most as many attempts of the session as it shows free numbers (claim-gate.ts).
  const gateKey = `${hosId}|${input.scheduleId}|${input.numberId ?? ''}`;
  const readAgain = () => {
    mark = gate.mark();
    return readTarget();
  };
  let target = first;
  let woken = false;
  let session: SessionInfo | undefined;
  try {
    while (!session) {
      // Without the session the key still has to be looked up: a repeat answers its appointment whatever the body says.
      const repeated = target
        ? target.repeated_id
        : await repo.findIdempotentAppointment(db, hosId, userId, idempotencyKey);
      if (repeated) return { appointId: repeated, repeated: true };
      if (!target) throw new AppError('C002');
      const found = toSessionInfo(target);
      assertSessionOpen(found, ctx, now);
      assertSameDayAllowed(found, input.isToday, ctx, now);
      if (target.free_count === 0) {
        // Everyone waiting would read the same: they all read it now.
        if (woken) gate.wakeAll(gateKey);
        woken = false;
        throw soldOut(input, ctx);
      }
      if (gate.leftSince(gateKey, mark)) {
        // An attempt left during the read: it may have taken a number the read still shows free.
        target = await readAgain();
      } else if (gate.tryEnter(gateKey, target.free_count)) {
        session = found;
      } else if (!(woken = await gate.wait(gateKey))) {
        // Waited long enough: an attempt stuck inside must not hold the rest.
        gate.enter(gateKey);
        session = found;
      } else {
        target = await readAgain();
      }
    }
  } finally {
    // Woken but going no further (a repeat, a refusal, an error): the next waiting attempt reads instead.
    if (!session && woken) gate.passOn(gateKey);
  }
  try {
    // The id only an attempt past the gate needs.
    return await claimInside(deps, actor, input, idempotencyKey, {
      ctx,
      session,
      now,
      appointId: newAppointmentId(),
    });
  } finally {
    gate.leave(gateKey);
  }
}

/** Past the gate: the card, then the transaction (the refusals in their documented order, then the claim). */
async function claimInside(
  deps: CardDeps,
  actor: PatientContext,
  input: BookInput,
  idempotencyKey: string,
  {
    ctx,
    session,
    now,
    appointId,
  }: { ctx: BookingContext; session: SessionInfo; now: Date; appointId: string },
): Promise<{ appointId: string; repeated: boolean }> {
  const { db } = deps;
  const { hosId, userId } = actor;
  // Read-cached, on the root handle: inside the transaction the cache would never hit.
  const maxAge = await pediatricAgeLimit(db, hosId, session, ctx);
  // The patient's card, from the HIS — before the transaction, never inside it. After the sold-out answer
  // above, so at release time the many who lose there never ask the HIS.
  const patientCardId = await outpatientCardId(deps, actor, input.patientId);
  // The day's appointment serial, in a statement of its own just before the transaction (repo.takeDaySerial): a
  // booking refused from here on leaves a gap in the day's numbers (docs/booking-rules.md#the-appointment-number).
  const serial = await repo.takeDaySerial(db, hosId, session.sessionDate);

  let bookedId: string;
  try {
    bookedId = await db.transaction().execute(async (trx) => {
      // One user's bookings run one at a time: a repeated key waits for the first and then finds it.
      await repo.lockUserBookings(trx, hosId, userId);
      const facts = await repo.bookingFacts(trx, hosId, {
        userId,
        key: idempotencyKey,
        scheduleId: session.scheduleId,
        patientId: input.patientId,
        today: hospitalToday(now, ctx.timeZone),
        since: new Date(now.getTime() - SCALPING_LOOKBACK_DAYS * DAY_MS),
      });
      if (facts.repeatedId) return facts.repeatedId;

      // The refusals in their documented order; the facts were read for input.patientId, which requirePatient
      // confirms is this user's own patient at this hospital before any of them is looked at.
      const patient = await requirePatient(trx, actor, input.patientId);
      assertAgeAllowed(patient.birth_date, session, maxAge);
      if (facts.hasActiveBooking) throw new AppError('APPOINT006');
      const max = ctx.config.maxOpenBookings;
      if (facts.openBookings >= max) throw new AppError('APPOINT007', { max });
      const until = bookingBlockedUntil(facts.cancellations, session.doctorId, now);
      if (until) throw new AppError('APPOINT008', { until: until.toISOString() });

      // The access log's entry first: the claim and the appointment, written next and last, hold the claimed number
      // for one round trip (repo.claimAndBook). Rolled back with the rest when no number is left.
      await logAccess(trx, actor, [patient.patient_id], 'book');
      // Every refusal comes before the claim: a claimed row stays locked until commit and other bookers skip it,
      // so a claim that later rolled back could make them answer 'sold out' while a number was in fact left.
      const claimed = await repo.claimAndBook(
        trx,
        hosId,
        input.numberId,
        bookedAppointment(ctx, now, {
          appointId,
          userId,
          patientId: patient.patient_id,
          patientCardId,
          candidateFlag: '0',
          session,
        }),
        serial,
        idempotencyKey,
      );
      if (!claimed) throw soldOut(input, ctx);
      return appointId;
    });
  } catch (err) {
    const refusal = UNIQUE_REFUSALS[uniqueViolation(err) ?? ''];
    if (refusal) throw new AppError(refusal);
    throw err;
  }
  return { appointId: bookedId, repeated: bookedId !== appointId };
}

/** The user's own appointment; anyone else's answers C002 exactly like an unknown id. */
export async function getAppointment(
  db: Db,
  actor: PatientContext,
  appointId: string,
  lang?: Language,
): Promise<AppointmentRecord> {
  const [row, ctx, tr] = await Promise.all([
    repo.findAppointment(db, actor.hosId, actor.userId, appointId),
    bookingContext(db, actor.hosId),
    lang ? translations(db, actor.hosId, lang) : undefined,
  ]);
  if (!row) throw new AppError('C002');
  return toAppointmentRecord(row, ctx.config, tr);
}
