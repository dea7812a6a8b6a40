import { randomUUID } from 'node:crypto';
import {
  hospitalToday,
  isPediatricDept,
  numberBookable,
  pediatricAllowed,
  type HospitalConfig,
  type MessageKey,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { cardInfo } from '../patients/cards.service.ts';
import type { CardDeps } from '../patients/linked-cards.ts';
import type { SessionInfo } from '../schedule/schedule.materialize.ts';
import { departments, scheduleConfig } from '../schedule/schedule.service.ts';
import * as repo from './appointments.repository.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * What booking and the waitlist share: the hospital's zone and booking config, the session checks, and writing
 * an appointment for a claimed number. Config and hospital come from the read cache on the root handle, not
 * from the transaction (a per-transaction cache would never hit).
 */
export interface BookingContext {
  timeZone: string;
  config: HospitalConfig;
}

export async function bookingContext(db: Db, hosId: HosId): Promise<BookingContext> {
  // The typed config the schedule pages show, parsed once per read-cache TTL rather than on every booking.
  const [hospital, config] = await Promise.all([getHospital(db, hosId), scheduleConfig(db, hosId)]);
  return { timeZone: hospital.timeZone, config };
}

/**
 * A stopped doctor (APPOINT001); then the shared numberBookable rule, the one the
 * schedule and the doctor and confirm pages show: a past session (APPOINT002), one not yet released (APPOINT003
 * {time}), one already started (APPOINT060 {time}: it could no longer be paid).
 */
export function assertSessionOpen(session: SessionInfo, ctx: BookingContext, now: Date) {
  // The hospital cancelled the session (its bookings are invalid): nobody books it or waits for it.
  if (session.cancelled) throw new AppError('APPOINT014');
  if (session.doctorStopped) throw new AppError('APPOINT001');
  const open = numberBookable(
    { date: session.sessionDate, noonCode: session.noonCode },
    ctx.config,
    now,
    ctx.timeZone,
  );
  if (!open.allowed)
    throw new AppError((open.reason ?? 'APPOINT002') as MessageKey, open.params ?? {});
}

/**
 * Same-day registration registers for today's clinics only: a booking sent from that entrance (isToday '1') for a
 * session on another day than the hospital's today is refused (APPOINT070 {date}), not booked as an advance one.
 */
export function assertSameDayAllowed(
  session: SessionInfo,
  isToday: string | undefined,
  ctx: BookingContext,
  now: Date,
) {
  // Reading the hospital's clock costs a date formatting: only a same-day booking needs it (the release-time rush).
  if (isToday !== '1') return;
  const today = hospitalToday(now, ctx.timeZone);
  if (session.sessionDate !== today) throw new AppError('APPOINT070', { date: today });
}

/**
 * Age limit, part one: the age limit of the session's department, or null when none applies. A department
 * is pediatric when it is listed in pediatricDeptIds itself or through an ancestor, or always when the list is
 * empty. The department tree is HIS catalogue data read through the read cache (like the pediatric list itself,
 * which comes from the cached config), so at release time it costs no query. Pass the root handle for the cache to
 * hit; a transaction handle works too (and reads the tree through the transaction).
 */
export async function pediatricAgeLimit(
  db: Db,
  hosId: HosId,
  session: SessionInfo,
  ctx: BookingContext,
): Promise<number | null> {
  const { config } = ctx;
  if (!(config.pediatricMaxAge > 0)) return null;
  const depts =
    config.pediatricDeptIds.length === 0
      ? [session.deptId]
      : deptWithAncestors(await departments(db, hosId), session.deptId);
  return depts.some((d) => isPediatricDept(d, config)) ? config.pediatricMaxAge : null;
}

/** Age limit, part two: under `maxAge` on the session date (APPOINT039). */
export function assertAgeAllowed(birthDate: string, session: SessionInfo, maxAge: number | null) {
  if (maxAge !== null && !pediatricAllowed(birthDate, session.sessionDate, maxAge))
    throw new AppError('APPOINT039', { age: maxAge });
}

/** A department known to the HIS and its known ancestors, nearest first; a cycle in the tree ends the walk. */
export function deptWithAncestors(
  depts: readonly { dept_id: string; parent_id: string | null }[],
  deptId: string,
): string[] {
  const parentOf = new Map(depts.map((d) => [d.dept_id, d.parent_id]));
  const out: string[] = [];
  let id: string | null | undefined = deptId;
  while (typeof id === 'string' && parentOf.has(id) && !out.includes(id)) {
    out.push(id);
    id = parentOf.get(id);
  }
  return out;
}

/** The patient's outpatient card, '' without one; read through the patients module's service (the HIS). */
export async function outpatientCardId(
  deps: CardDeps,
  actor: PatientContext,
  patientId: string,
): Promise<string> {
  return (await cardInfo(deps, actor, patientId, 1)).cardId;
}

export const newAppointmentId = () => randomUUID();

interface Booked {
  appointId: string;
  userId: string;
  patientId: string;
  patientCardId: string;
  candidateFlag: '0' | '1';
  session: SessionInfo;
}

/** The appointment row of a booking, but for its number; free sessions count as paid (isDopay '1'). */
export function bookedAppointment(
  ctx: BookingContext,
  now: Date,
  a: Booked,
): Omit<repo.NewAppointment, 'numberId'> {
  const s = a.session;
  return {
    appointId: a.appointId,
    userId: a.userId,
    patientId: a.patientId,
    scheduleId: s.scheduleId,
    deptId: s.deptId,
    doctorId: s.doctorId,
    areaId: s.areaId,
    businessType: s.businessType,
    sessionDate: s.sessionDate,
    noonCode: s.noonCode,
    regFee: s.regFee,
    patientCardId: a.patientCardId,
    isDopay: s.regFee === 0 ? '1' : '0',
    isToday: s.sessionDate === hospitalToday(now, ctx.timeZone) ? '1' : '0',
    candidateFlag: a.candidateFlag,
  };
}

/** Writes the appointment for a number already claimed by this transaction. */
export function insertBooked(
  trx: Db,
  hosId: HosId,
  ctx: BookingContext,
  now: Date,
  a: Booked & { numberId: string },
) {
  return repo.insertAppointment(trx, hosId, {
    ...bookedAppointment(ctx, now, a),
    numberId: a.numberId,
  });
}

/** The constraint a Postgres unique violation (23505) names; undefined for any other error. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  // pg names the constraint; PGlite may only name it in the message.
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1];
}
