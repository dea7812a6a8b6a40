import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { ACTIVE_APPOINTMENT_STATES, StoredAppointmentState, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { liveSession, type LiveSession, type Renewal } from '../auth/live-session.ts';
import type { SessionRow } from '../schedule/schedule.materialize.ts';

/**
 * Kysely only, no business rules (docs/house-style.md#repositories): (db | trx, hosId, …) first, every query filtered on hos_id
 * (docs/architecture.md#tenancy-every-row-carries-hos_id). A Kysely Transaction is a Db, so the service passes its trx here.
 * Dates cross this boundary as 'YYYY-MM-DD' text, never as zone-dependent Date objects.
 */

/** Serializes one user's bookings across instances: the idempotency key, the per-patient limit and the duplicate check. */
export async function lockUserBookings(trx: Db, hosId: HosId, userId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`booking:${hosId}:${userId}`}))`.execute(trx);
}

/** Serializes joining a session's waitlist with releasing its numbers, so nobody waits while a number lies free. */
export async function lockWaitlist(trx: Db, hosId: HosId, scheduleId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${hosId}:${scheduleId}`}))`.execute(
    trx,
  );
}

const idempotentAppointment = (db: Db, hosId: HosId, userId: string, key: string) =>
  db
    .selectFrom('idempotency_key')
    .select('appoint_id')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('key', '=', key);

export async function findIdempotentAppointment(
  db: Db,
  hosId: HosId,
  userId: string,
  key: string,
): Promise<string | undefined> {
  return (await idempotentAppointment(db, hosId, userId, key).executeTakeFirst())?.appoint_id;
}

/** Active bookings (booked or pending) of a patient for one session: at most one (one booking per patient per session). */
const activeBookings = (db: Db, hosId: HosId, scheduleId: string, patientId: string) =>
  db
    .selectFrom('appointment')
    .select('appoint_id')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('patient_id', '=', patientId)
    .where('state', 'in', ACTIVE_APPOINTMENT_STATES);

export async function hasActiveBooking(
  db: Db,
  hosId: HosId,
  scheduleId: string,
  patientId: string,
): Promise<boolean> {
  return (await activeBookings(db, hosId, scheduleId, patientId).executeTakeFirst()) !== undefined;
}

/** Active bookings (booked or pending) of a patient for today or later, counted for the per-patient limit. */
const openBookingCount = (db: Db, hosId: HosId, patientId: string, today: string) =>
  db
    .selectFrom('appointment')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('hos_id', '=', hosId)
    .where('patient_id', '=', patientId)
    .where('state', 'in', ACTIVE_APPOINTMENT_STATES)
    .where('session_date', '>=', today);

/**
 * The user's cancellations since `since`. An unpaid
 * booking cancelled by the expiry job (cancel_reason 'expired') or refunded by the hospital ('hospital') is not the
 * patient's cancellation and never counts.
 */
const userCancellations = (db: Db, hosId: HosId, userId: string, since: Date) =>
  db
    .selectFrom('appointment')
    .select(['doctor_id', 'cancelled_at'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('state', '=', StoredAppointmentState.CANCELLED)
    .where('cancelled_at', '>=', since)
    .where((eb) => eb.or([eb('cancel_reason', 'is', null), eb('cancel_reason', '=', 'patient')]));

type CancellationRow = { doctor_id: string; cancelled_at: Date | string | null };
const toCancellations = (rows: CancellationRow[]) =>
  rows.flatMap((r) =>
    r.cancelled_at ? [{ doctorId: r.doctor_id, cancelledAt: new Date(r.cancelled_at) }] : [],
  );

export async function cancellationsSince(db: Db, hosId: HosId, userId: string, since: Date) {
  return toCancellations(await userCancellations(db, hosId, userId, since).execute());
}

export interface BookingFacts {
  /** The appointment an earlier request with this Idempotency-Key made, if any. */
  repeatedId: string | undefined;
  hasActiveBooking: boolean;
  openBookings: number;
  cancellations: { doctorId: string; cancelledAt: Date }[];
}

/**
 * Everything the booking rules read about one user and patient, in one round trip (the release-time rush: every
 * statement in the booking transaction holds a pooled connection a little longer). Run it after
 * lockUserBookings, never in the same statement: a statement's snapshot is taken when it starts, so a read
 * sharing the lock's statement would not see what the previous holder of the lock committed.
 */
export async function bookingFacts(
  trx: Db,
  hosId: HosId,
  q: {
    userId: string;
    key: string;
    scheduleId: string;
    patientId: string;
    today: string;
    since: Date;
  },
): Promise<BookingFacts> {
  const row = await trx
    .selectNoFrom((eb) => [
      idempotentAppointment(trx, hosId, q.userId, q.key).as('repeated_id'),
      eb.exists(activeBookings(trx, hosId, q.scheduleId, q.patientId)).as('has_active'),
      openBookingCount(trx, hosId, q.patientId, q.today).as('open_bookings'),
      jsonArrayFrom(userCancellations(trx, hosId, q.userId, q.since)).as('cancellations'),
    ])
    .executeTakeFirstOrThrow();
  return {
    repeatedId: row.repeated_id ?? undefined,
    hasActiveBooking: Boolean(row.has_active),
    openBookings: Number(row.open_bookings),
    cancellations: toCancellations(row.cancellations),
  };
}

export type BookingTargetRow = SessionRow & { free_count: number; repeated_id: string | null };

interface TargetQuery {
  key: string;
  scheduleId: string;
  numberId: string | undefined;
}

/**
 * The session (the columns of the schedule module's findSession, its doctor and department joined the same way),
 * whether it has a free number (or whether `numberId` of it is free), and the appointment an earlier request of
 * `userId` (a value, or the signed-in session's column) with this Idempotency-Key made.
 */
const bookingTarget = (hosId: HosId, userId: string | RawBuilder<unknown>, q: TargetQuery) => sql`
    select s.schedule_id, s.area_id, s.business_type, s.dept_id, dep.dept_name, s.doctor_id, doc.doctor_name, doc.doctor_title,
           doc.is_stop, s.rule_id, to_char(s.session_date, 'YYYY-MM-DD') as session_date, s.noon_code, s.reg_fee, s.capacity,
           s.cancelled_at is not null as cancelled,
           (select count(*)::int from source_number n
             where n.hos_id = s.hos_id and n.schedule_id = s.schedule_id and n.status = 'free'
               ${q.numberId === undefined ? sql`` : sql`and n.number_id = ${q.numberId}`}) as free_count,
           (select k.appoint_id from idempotency_key k
             where k.hos_id = s.hos_id and k.user_id = ${userId} and k.key = ${q.key}) as repeated_id
      from schedule_session s
      join doctor doc on doc.hos_id = s.hos_id and doc.doctor_id = s.doctor_id
      join department dep on dep.hos_id = s.hos_id and dep.dept_id = s.dept_id
     where s.hos_id = ${hosId} and s.schedule_id = ${q.scheduleId}`;

/**
 * Booking's first read, one round trip for the release-time rush, where nearly every request is refused:
 * bookingTarget above. No row when the hospital has no such session.
 */
export async function findBookingTarget(
  db: Db,
  hosId: HosId,
  q: TargetQuery & { userId: string },
): Promise<BookingTargetRow | undefined> {
  const { rows } =
    await sql<BookingTargetRow>`${prepared}${bookingTarget(hosId, q.userId, q)}`.execute(db);
  return rows[0];
}

/** findSessionWithTarget's answer: the live session, and the booking target when the hospital has the session. */
export interface SessionWithTarget {
  session: LiveSession;
  target: BookingTargetRow | undefined;
}

/**
 * The release-time rush: the token check (auth_live_session, which also renews) and booking's first read
 * in ONE statement, so a refused attempt costs one round trip in all. No row when the session is not live (the
 * target is then never read); the target's columns are null when the hospital has no such session.
 */
export async function findSessionWithTarget(
  db: Db,
  tokenHash: string,
  hosId: HosId,
  renewal: Renewal,
  q: TargetQuery,
): Promise<SessionWithTarget | undefined> {
  // The two column lists share no name, so the row splits back into the session and the target read on their own.
  const { rows } = await sql<LiveSession & BookingTargetRow>`${prepared}
    select live.hos_id, live.user_id, live.token_hash, live.phone, live.expires_at, t.*
      from ${liveSession(tokenHash, hosId, renewal)}
      left join lateral (${bookingTarget(hosId, sql.ref('live.user_id'), q)}) t on true`.execute(
    db,
  );
  const row = rows[0];
  if (!row) return undefined;
  const { hos_id, user_id, token_hash, phone, expires_at, ...target } = row;
  return {
    session: { hos_id, user_id, token_hash, phone, expires_at },
    target: target.schedule_id === null ? undefined : target,
  };
}

export interface ClaimedNumber {
  number_id: string;
  seq: number;
  start_time: string;
  end_time: string;
}

/**
 * The next appointment serial of the hospital's visit day (migration 0011's counter row), for a patient's booking, in
 * a statement of its own before the booking transaction (docs/booking-rules.md#the-appointment-number): the counter
 * row is locked only while this statement runs, instead of from the booking's insert until its commit, so same-day
 * bookings no longer commit one at a time. The statement commits with `synchronous_commit` off, so it does not wait
 * for its WAL flush either; durability holds because WAL is flushed in order: the booking that uses the serial commits
 * synchronously after it, so a booking that committed has its increment on disk too, and a crash can only lose an
 * increment no committed booking used. Never on a transaction handle: the setting would then hold for the whole
 * transaction, and its commit could be lost.
 */
export async function takeDaySerial(db: Db, hosId: HosId, sessionDate: string): Promise<number> {
  if (db.isTransaction)
    throw new Error('takeDaySerial commits on its own: call it outside a transaction');
  const { rows } = await sql<{ serial: number }>`
    with async_commit as (select set_config('synchronous_commit', 'off', true))
    insert into appointment_serial as c (hos_id, session_date, last_serial)
    select ${hosId}, ${sessionDate}::date, 1 from async_commit
    on conflict (hos_id, session_date) do update set last_serial = c.last_serial + 1
    returning c.last_serial as serial`.execute(db);
  return Number(rows[0]!.serial);
}

/**
 * Invariants in the database (docs/architecture.md#invariants-in-the-database): claims the session's lowest free number
 * (or exactly `numberId`) with a conditional update, and in the same statement writes the appointment for it (with the
 * serial takeDaySerial took, so migration 0011's trigger, which fills only a missing serial, leaves it) and the
 * request's idempotency key; nothing is written when no number could be claimed. SKIP LOCKED lets concurrent bookers
 * pass over numbers another transaction is claiming instead of queueing behind it; `status = 'free'` in the outer
 * WHERE makes the update itself the guard. One statement, the transaction's last before its commit: the claimed
 * number stays locked for one round trip (the commit) instead of one per statement after the claim.
 */
export async function claimAndBook(
  trx: Db,
  hosId: HosId,
  numberId: string | undefined,
  a: Omit<NewAppointment, 'numberId'>,
  serial: number,
  idempotencyKey: string,
): Promise<ClaimedNumber | undefined> {
  const { rows } = await sql<ClaimedNumber>`
    with claimed as (
      update source_number set status = 'taken', appoint_id = ${a.appointId}
       where hos_id = ${hosId}
         and number_id = (select number_id from source_number
                           where hos_id = ${hosId} and schedule_id = ${a.scheduleId} and status = 'free'
                             ${numberId === undefined ? sql`` : sql`and number_id = ${numberId}`}
                           order by seq limit 1
                           for update skip locked)
         and status = 'free'
      returning number_id, seq, start_time, end_time
    ), booked as (
      insert into appointment (hos_id, appoint_id, user_id, patient_id, schedule_id, number_id, dept_id, doctor_id, area_id,
                               business_type, session_date, noon_code, reg_fee, patient_card_id, state, is_dopay, is_today,
                               candidate_flag, cancelled_at, deleted_at, serial)
      select ${hosId}, ${a.appointId}, ${a.userId}, ${a.patientId}, ${a.scheduleId}, claimed.number_id, ${a.deptId},
             ${a.doctorId}, ${a.areaId}, ${a.businessType}, ${a.sessionDate}::date, ${a.noonCode}, ${a.regFee},
             ${a.patientCardId}, ${StoredAppointmentState.VALID}, ${a.isDopay}, ${a.isToday}, ${a.candidateFlag}, null, null,
             ${serial}::int
        from claimed
      returning appoint_id
    ), keyed as (
      insert into idempotency_key (hos_id, user_id, key, appoint_id)
      select ${hosId}, ${a.userId}, ${idempotencyKey}, appoint_id from booked
    )
    select number_id, seq, start_time, end_time from claimed`.execute(trx);
  return rows[0];
}

/** Whether the session has a free number (or `numberId` of it is free). */
export async function hasFreeNumber(
  db: Db,
  hosId: HosId,
  scheduleId: string,
  numberId?: string,
): Promise<boolean> {
  let q = db
    .selectFrom('source_number')
    .select('number_id')
    .where('hos_id', '=', hosId)
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'free');
  if (numberId !== undefined) q = q.where('number_id', '=', numberId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export interface NewAppointment {
  appointId: string;
  userId: string;
  patientId: string;
  scheduleId: string;
  numberId: string;
  deptId: string;
  doctorId: string;
  areaId: string;
  businessType: string;
  sessionDate: string;
  noonCode: string;
  regFee: number;
  patientCardId: string;
  isDopay: '0' | '1';
  isToday: '0' | '1';
  candidateFlag: '0' | '1';
}

export function insertAppointment(db: Db, hosId: HosId, a: NewAppointment) {
  return db
    .insertInto('appointment')
    .values({
      hos_id: hosId,
      appoint_id: a.appointId,
      user_id: a.userId,
      patient_id: a.patientId,
      schedule_id: a.scheduleId,
      number_id: a.numberId,
      dept_id: a.deptId,
      doctor_id: a.doctorId,
      area_id: a.areaId,
      business_type: a.businessType,
      session_date: a.sessionDate,
      noon_code: a.noonCode,
      reg_fee: a.regFee,
      patient_card_id: a.patientCardId,
      state: StoredAppointmentState.VALID,
      is_dopay: a.isDopay,
      is_today: a.isToday,
      candidate_flag: a.candidateFlag,
      cancelled_at: null,
      deleted_at: null,
    })
    .execute();
}

export interface AppointmentRow {
  appoint_id: string;
  user_id: string;
  number_id: string;
  state: string;
  hos_state: string;
  is_dopay: '0' | '1';
  is_today: '0' | '1';
  reg_fee: string | number;
  session_date: string;
  start_time: string;
  end_time: string;
  seq: number;
  schedule_id: string;
  noon_code: string;
  op_time: Date;
  patient_card_id: string;
  patient_id: string;
  patient_name: string;
  patient_phone: string;
  dept_id: string;
  dept_name: string;
  doctor_id: string;
  doctor_name: string;
  doctor_title: string;
  area_id: string;
  candidate_flag: '0' | '1';
  cancelled_at: Date | null;
  cancel_reason: 'patient' | 'expired' | 'hospital' | null;
  /** The hospital's serial of the visit day (migration 0011). */
  serial: number;
}

/**
 * The user's appointments (one, or one patient's, or all) with what a record shows, newest session first; deleted ones
 * are not found. The one select of the booking row with its number, patient, doctor and department, which both the
 * appointment and the record calls read.
 */
export async function findAppointmentRows(
  db: Db,
  hosId: HosId,
  userId: string,
  filter: { appointId?: string; patientId?: string } = {},
): Promise<AppointmentRow[]> {
  const { rows } = await sql<AppointmentRow>`
    select a.appoint_id, a.user_id, a.number_id, a.state, a.hos_state, a.is_dopay, a.is_today, a.reg_fee,
           to_char(a.session_date, 'YYYY-MM-DD') as session_date, n.start_time, n.end_time, n.seq, a.schedule_id, a.noon_code,
           a.op_time, a.patient_card_id, a.patient_id, p.patient_name, p.phone as patient_phone, a.dept_id, dep.dept_name,
           a.doctor_id, doc.doctor_name, doc.doctor_title, a.area_id, a.candidate_flag, a.cancelled_at, a.cancel_reason, a.serial
      from appointment a
      join source_number n on n.hos_id = a.hos_id and n.number_id = a.number_id
      join patient p on p.hos_id = a.hos_id and p.patient_id = a.patient_id
      join doctor doc on doc.hos_id = a.hos_id and doc.doctor_id = a.doctor_id
      join department dep on dep.hos_id = a.hos_id and dep.dept_id = a.dept_id
     where a.hos_id = ${hosId} and a.user_id = ${userId} and a.deleted_at is null
       ${filter.appointId === undefined ? sql`` : sql`and a.appoint_id = ${filter.appointId}`}
       ${filter.patientId === undefined ? sql`` : sql`and a.patient_id = ${filter.patientId}`}
     order by a.session_date desc, a.noon_code desc, n.seq desc, a.op_time desc`.execute(db);
  return rows;
}

/** One appointment of one user, with what the record shows; deleted ones are not found. */
export async function findAppointment(
  db: Db,
  hosId: HosId,
  userId: string,
  appointId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await findAppointmentRows(db, hosId, userId, { appointId });
  return row;
}
