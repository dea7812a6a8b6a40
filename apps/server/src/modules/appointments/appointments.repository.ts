import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Kysely only, no business rules (STYLE): (db | trx, hosId, …) first, every query filtered on hos_id
 * (ARCHITECTURE decision 3). A Kysely Transaction is a Db, so the service passes its trx here.
 * Dates cross this boundary as 'YYYY-MM-DD' text, never as zone-dependent Date objects.
 */

/** Serializes one user's bookings across instances: the idempotency key, the per-patient limit and the duplicate check. */
export async function lockUserBookings(trx: Db, hosId: string, userId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`booking:${hosId}:${userId}`}))`.execute(trx);
}

/** Serializes joining a session's waitlist with releasing its numbers, so nobody waits while a number lies free. */
export async function lockWaitlist(trx: Db, hosId: string, scheduleId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${hosId}:${scheduleId}`}))`.execute(trx);
}

export async function findIdempotentAppointment(db: Db, hosId: string, userId: string, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('idempotency_key').select('appoint_id')
    .where('hos_id', '=', hosId).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  return row?.appoint_id;
}

export function insertIdempotencyKey(db: Db, hosId: string, userId: string, key: string, appointId: string) {
  return db.insertInto('idempotency_key').values({ hos_id: hosId, user_id: userId, key, appoint_id: appointId }).execute();
}

/** The department and its ancestors, nearest first (the pediatric rule may name a parent department). */
export async function deptWithAncestors(db: Db, hosId: string, deptId: string): Promise<string[]> {
  const { rows } = await sql<{ dept_id: string }>`
    with recursive up(dept_id, parent_id, depth) as (
      select dept_id, parent_id, 0 from his_department where hos_id = ${hosId} and dept_id = ${deptId}
      union all
      select d.dept_id, d.parent_id, up.depth + 1
        from his_department d join up on d.dept_id = up.parent_id
       where d.hos_id = ${hosId} and up.depth < 20
    )
    select dept_id from up order by depth`.execute(db);
  return rows.map((r) => r.dept_id);
}

/** Active bookings (booked or pending) of a patient for today or later, for the per-patient limit. */
export async function countOpenBookings(db: Db, hosId: string, patientId: string, today: string): Promise<number> {
  const row = await db.selectFrom('appointment').select(sql<number>`count(*)::int`.as('n'))
    .where('hos_id', '=', hosId).where('patient_id', '=', patientId)
    .where('state', 'in', ['1', '3']).where('session_date', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasActiveBooking(db: Db, hosId: string, scheduleId: string, patientId: string): Promise<boolean> {
  const row = await db.selectFrom('appointment').select('appoint_id')
    .where('hos_id', '=', hosId).where('schedule_id', '=', scheduleId).where('patient_id', '=', patientId)
    .where('state', 'in', ['1', '3']).executeTakeFirst();
  return row !== undefined;
}

/**
 * The user's cancellations since `since` (SPEC §9 anti-scalping counts them by cancelled_at). Issue 5: an unpaid
 * booking cancelled by the expiry job (cancel_reason 'expired') is not the patient's cancellation and never counts.
 */
export async function cancellationsSince(db: Db, hosId: string, userId: string, since: Date) {
  const rows = await db.selectFrom('appointment').select(['doctor_id', 'cancelled_at'])
    .where('hos_id', '=', hosId).where('user_id', '=', userId)
    .where('state', '=', 'cancelled').where('cancelled_at', '>=', since)
    .where((eb) => eb.or([eb('cancel_reason', 'is', null), eb('cancel_reason', '<>', 'expired')]))
    .execute();
  return rows.flatMap((r) => (r.cancelled_at ? [{ doctorId: r.doctor_id, cancelledAt: new Date(r.cancelled_at) }] : []));
}

export interface ClaimedNumber { number_id: string; seq: number; start_time: string; end_time: string }

/**
 * ARCHITECTURE decision 4: claims the session's lowest free number (or exactly `numberId`) with a conditional
 * update. SKIP LOCKED lets concurrent bookers pass over numbers another transaction is claiming instead of
 * queueing behind it; `status = 'free'` in the outer WHERE makes the update itself the guard.
 */
export async function claimNumber(
  db: Db, hosId: string, scheduleId: string, numberId: string | undefined, appointId: string,
): Promise<ClaimedNumber | undefined> {
  const { rows } = await sql<ClaimedNumber>`
    update source_number set status = 'taken', appoint_id = ${appointId}
     where hos_id = ${hosId}
       and number_id = (select number_id from source_number
                         where hos_id = ${hosId} and schedule_id = ${scheduleId} and status = 'free'
                           ${numberId === undefined ? sql`` : sql`and number_id = ${numberId}`}
                         order by seq limit 1
                         for update skip locked)
       and status = 'free'
    returning number_id, seq, start_time, end_time`.execute(db);
  return rows[0];
}

/** Whether the session has a free number (or `numberId` of it is free). */
export async function hasFreeNumber(db: Db, hosId: string, scheduleId: string, numberId?: string): Promise<boolean> {
  let q = db.selectFrom('source_number').select('number_id')
    .where('hos_id', '=', hosId).where('schedule_id', '=', scheduleId).where('status', '=', 'free');
  if (numberId !== undefined) q = q.where('number_id', '=', numberId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export interface NewAppointment {
  appointId: string; userId: string; patientId: string; scheduleId: string; numberId: string; deptId: string; doctorId: string;
  areaId: string; businessType: string; sessionDate: string; noonCode: string; regFee: number; patientCardId: string;
  isDopay: '0' | '1'; isToday: '0' | '1'; candidateFlag: '0' | '1';
}

export function insertAppointment(db: Db, hosId: string, a: NewAppointment) {
  return db.insertInto('appointment').values({
    hos_id: hosId, appoint_id: a.appointId, user_id: a.userId, patient_id: a.patientId, schedule_id: a.scheduleId,
    number_id: a.numberId, dept_id: a.deptId, doctor_id: a.doctorId, area_id: a.areaId, business_type: a.businessType,
    session_date: a.sessionDate, noon_code: a.noonCode, reg_fee: a.regFee, patient_card_id: a.patientCardId, state: '1',
    is_dopay: a.isDopay, is_today: a.isToday, candidate_flag: a.candidateFlag, cancelled_at: null, deleted_at: null,
  }).execute();
}

export interface AppointmentRow {
  appoint_id: string; state: string; hos_state: string; is_dopay: '0' | '1'; is_today: '0' | '1'; reg_fee: string | number;
  session_date: string; start_time: string; end_time: string; seq: number; schedule_id: string; noon_code: string; op_time: Date;
  patient_card_id: string; patient_id: string; patient_name: string; patient_phone: string; dept_id: string; dept_name: string;
  doctor_id: string; doctor_name: string; doctor_title: string; area_id: string; candidate_flag: '0' | '1';
}

/** One appointment of one user, with what the SPEC §3 record shows; deleted ones are not found. */
export function findAppointment(db: Db, hosId: string, userId: string, appointId: string): Promise<AppointmentRow | undefined> {
  return db.selectFrom('appointment as a')
    .innerJoin('source_number as n', (j) => j.onRef('n.hos_id', '=', 'a.hos_id').onRef('n.number_id', '=', 'a.number_id'))
    .innerJoin('patient as p', (j) => j.onRef('p.hos_id', '=', 'a.hos_id').onRef('p.patient_id', '=', 'a.patient_id'))
    .innerJoin('his_doctor as doc', (j) => j.onRef('doc.hos_id', '=', 'a.hos_id').onRef('doc.doctor_id', '=', 'a.doctor_id'))
    .innerJoin('his_department as dep', (j) => j.onRef('dep.hos_id', '=', 'a.hos_id').onRef('dep.dept_id', '=', 'a.dept_id'))
    .select([
      'a.appoint_id', 'a.state', 'a.hos_state', 'a.is_dopay', 'a.is_today', 'a.reg_fee', 'n.start_time', 'n.end_time', 'n.seq',
      'a.schedule_id', 'a.noon_code', 'a.op_time', 'a.patient_card_id', 'a.patient_id', 'p.patient_name', 'p.phone as patient_phone',
      'a.dept_id', 'dep.dept_name', 'a.doctor_id', 'doc.doctor_name', 'doc.doctor_title', 'a.area_id', 'a.candidate_flag',
    ])
    .select(sql<string>`to_char(a.session_date, 'YYYY-MM-DD')`.as('session_date'))
    .where('a.hos_id', '=', hosId).where('a.user_id', '=', userId).where('a.appoint_id', '=', appointId)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
}
