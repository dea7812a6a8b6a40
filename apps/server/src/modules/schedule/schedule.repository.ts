import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Kysely only; every function takes (db | trx, hosId, …) and filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id).
 * Dates cross this boundary as 'YYYY-MM-DD' text (to_char), never as zone-dependent Date objects.
 * Departments, doctors and weekly rules are the portal's mirror of the HIS catalogue (modules/catalogue), never the
 * sandbox HIS's his_* tables (docs/architecture.md#the-his-is-an-adapter).
 */

const sessionDate = sql<string>`to_char(s.session_date, 'YYYY-MM-DD')`;

// ---------- materialization (ADR 0003) ----------

/** The (rule, date) pairs in [from, to] that have no dated session yet: one query decides whether there is work. */
export async function listMissingSessions(db: Db, hosId: HosId, from: string, to: string) {
  const { rows } = await sql<{
    rule_id: string;
    area_id: string;
    business_type: string;
    dept_id: string;
    doctor_id: string;
    noon_code: string;
    reg_fee: string | number;
    capacity: number;
    session_date: string;
  }>`
    select r.rule_id, r.area_id, r.business_type, r.dept_id, r.doctor_id, r.noon_code, r.reg_fee, r.capacity,
           to_char(d.day, 'YYYY-MM-DD') as session_date
      from schedule_rule r
      join generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
        on extract(isodow from d.day) = r.weekday
     where r.hos_id = ${hosId}
       and not exists (select 1 from schedule_session s
                        where s.hos_id = r.hos_id and s.rule_id = r.rule_id and s.session_date = d.day::date)
     order by d.day, r.rule_id`.execute(db);
  return rows;
}

export interface NewSession {
  hos_id: HosId;
  schedule_id: string;
  area_id: string;
  business_type: string;
  dept_id: string;
  doctor_id: string;
  rule_id: string;
  session_date: string;
  noon_code: string;
  reg_fee: string | number;
  capacity: number;
}
export interface NewSourceNumber {
  hos_id: HosId;
  schedule_id: string;
  number_id: string;
  seq: number;
  start_time: string;
  end_time: string;
}

/**
 * Inserts the sessions nobody inserted first and returns only those: a concurrent writer's rows conflict on
 * (hos_id, rule_id, session_date) or the primary key and are skipped, so their numbers are not written twice.
 */
export function insertSessions(db: Db, sessions: NewSession[]) {
  return db
    .insertInto('schedule_session')
    .values(sessions)
    .onConflict((c) => c.doNothing())
    .returning(['schedule_id'])
    .execute();
}

export function insertSourceNumbers(db: Db, numbers: NewSourceNumber[]) {
  return db
    .insertInto('source_number')
    .values(numbers)
    .onConflict((c) => c.doNothing())
    .execute();
}

// ---------- reads ----------

export interface SessionRow {
  schedule_id: string;
  area_id: string;
  business_type: string;
  dept_id: string;
  dept_name: string;
  doctor_id: string;
  doctor_name: string;
  doctor_title: string;
  is_stop: boolean;
  rule_id: string;
  session_date: string;
  noon_code: string;
  reg_fee: string | number;
  capacity: number;
  /** The hospital cancelled the session (modules/operator): nothing of it can be booked or waited for. */
  cancelled: boolean;
}

/**
 * Dated sessions joined to their doctor (`doc`) and department (`dep`) in the catalogue mirror: the one join the
 * session reads and the choose-doctor page build on.
 */
export function sessionsJoinCatalogue(db: Db) {
  return db
    .selectFrom('schedule_session as s')
    .innerJoin('doctor as doc', (j) =>
      j.onRef('doc.hos_id', '=', 's.hos_id').onRef('doc.doctor_id', '=', 's.doctor_id'),
    )
    .innerJoin('department as dep', (j) =>
      j.onRef('dep.hos_id', '=', 's.hos_id').onRef('dep.dept_id', '=', 's.dept_id'),
    );
}

function sessionsWithNames(db: Db, hosId: HosId) {
  return sessionsJoinCatalogue(db)
    .select([
      's.schedule_id',
      's.area_id',
      's.business_type',
      's.dept_id',
      'dep.dept_name',
      's.doctor_id',
      'doc.doctor_name',
      'doc.doctor_title',
      'doc.is_stop',
      's.rule_id',
      sessionDate.as('session_date'),
      's.noon_code',
      's.reg_fee',
      's.capacity',
      sql<boolean>`s.cancelled_at is not null`.as('cancelled'),
    ])
    .where('s.hos_id', '=', hosId);
}

export function findSession(
  db: Db,
  hosId: HosId,
  scheduleId: string,
): Promise<SessionRow | undefined> {
  return sessionsWithNames(db, hosId).where('s.schedule_id', '=', scheduleId).executeTakeFirst();
}

/** The sessions of one area in [from, to] (optionally one business type): rows only, names come from the HIS lists. */
export function listAreaSessions(
  db: Db,
  hosId: HosId,
  areaId: string,
  from: string,
  to: string,
  businessType: string | null,
) {
  let q = db
    .selectFrom('schedule_session as s')
    .select([
      's.schedule_id',
      's.business_type',
      's.dept_id',
      's.doctor_id',
      sessionDate.as('session_date'),
      's.noon_code',
      's.reg_fee',
    ])
    .where('s.hos_id', '=', hosId)
    .where('s.area_id', '=', areaId)
    .where('s.session_date', '>=', from)
    .where('s.session_date', '<=', to)
    // A session the hospital cancelled is no longer offered.
    .where('s.cancelled_at', 'is', null);
  if (businessType !== null) q = q.where('s.business_type', '=', businessType);
  return q.orderBy('s.session_date').orderBy('s.schedule_id').execute();
}

/** Free source numbers per session (sessions with none are absent). */
export async function countFree(
  db: Db,
  hosId: HosId,
  scheduleIds: string[],
): Promise<Map<string, number>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('source_number')
    .select(['schedule_id', sql<number>`count(*)::int`.as('n')])
    .where('hos_id', '=', hosId)
    .where('schedule_id', 'in', scheduleIds)
    .where('status', '=', 'free')
    .groupBy('schedule_id')
    .execute();
  return new Map(rows.map((r) => [r.schedule_id, Number(r.n)]));
}

/** One doctor's sessions in [from, to] (optionally one area / business type), oldest first. */
export function listDoctorSessions(
  db: Db,
  hosId: HosId,
  doctorId: string,
  from: string,
  to: string,
  filter: { areaId: string | null; businessType: string | null },
) {
  let q = sessionsWithNames(db, hosId)
    .where('s.doctor_id', '=', doctorId)
    .where('s.session_date', '>=', from)
    .where('s.session_date', '<=', to)
    .where('s.cancelled_at', 'is', null);
  if (filter.areaId !== null) q = q.where('s.area_id', '=', filter.areaId);
  if (filter.businessType !== null) q = q.where('s.business_type', '=', filter.businessType);
  return q.orderBy('s.session_date').orderBy('s.noon_code').orderBy('s.schedule_id').execute();
}

export function listSourceNumbers(db: Db, hosId: HosId, scheduleIds: string[]) {
  if (scheduleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('source_number')
    .select(['schedule_id', 'number_id', 'seq', 'start_time', 'end_time', 'status'])
    .where('hos_id', '=', hosId)
    .where('schedule_id', 'in', scheduleIds)
    .orderBy('schedule_id')
    .orderBy('seq')
    .execute();
}

/** The departments the HIS lists (the mirror keeps withdrawn ones for the names of past bookings; the tree leaves them out). */
export function listDepartments(db: Db, hosId: HosId) {
  return db
    .selectFrom('department')
    .select(['dept_id', 'parent_id', 'dept_name', 'introduce', 'sort'])
    .where('hos_id', '=', hosId)
    .where('withdrawn', '=', false)
    .orderBy('sort')
    .orderBy('dept_id')
    .execute();
}

export function findDepartment(db: Db, hosId: HosId, deptId: string) {
  return db
    .selectFrom('department')
    .select(['dept_id', 'dept_name', 'introduce'])
    .where('hos_id', '=', hosId)
    .where('dept_id', '=', deptId)
    .executeTakeFirst();
}

/** A catalogue doctor with its department and the fee that titles it (doctor list, detail and search). */
export interface DoctorRow {
  doctor_id: string;
  dept_id: string;
  dept_name: string;
  doctor_name: string;
  doctor_title: string;
  picture: string | null;
  skill: string | null;
  is_stop: boolean;
  /** doctorFee below; null without weekly rules. */
  reg_fee: string | number | null;
}

/** The lowest fee of the doctor's weekly rules: what title-by-fee titles a doctor by outside one session. */
export const doctorFee = sql<
  string | null
>`(select min(r.reg_fee) from schedule_rule r where r.hos_id = doc.hos_id and r.doctor_id = doc.doctor_id)`;

function doctorsWithDept(db: Db, hosId: HosId) {
  return db
    .selectFrom('doctor as doc')
    .innerJoin('department as dep', (j) =>
      j.onRef('dep.hos_id', '=', 'doc.hos_id').onRef('dep.dept_id', '=', 'doc.dept_id'),
    )
    .select([
      'doc.doctor_id',
      'doc.dept_id',
      'dep.dept_name',
      'doc.doctor_name',
      'doc.doctor_title',
      'doc.picture',
      'doc.skill',
      'doc.is_stop',
      doctorFee.as('reg_fee'),
    ])
    .where('doc.hos_id', '=', hosId);
}

/** Every doctor of the hospital (the schedule names its entries from this read-cached list). */
export function listAllDoctors(db: Db, hosId: HosId) {
  return db
    .selectFrom('doctor')
    .select(['doctor_id', 'doctor_name', 'doctor_title', 'is_stop'])
    .where('hos_id', '=', hosId)
    .execute();
}

export function findDoctor(db: Db, hosId: HosId, doctorId: string): Promise<DoctorRow | undefined> {
  return doctorsWithDept(db, hosId).where('doc.doctor_id', '=', doctorId).executeTakeFirst();
}

/** Doctors the HIS lists, by department / id; with an area or business type, only those holding a weekly rule there. */
export function listDoctors(
  db: Db,
  hosId: HosId,
  f: {
    deptId: string | null;
    doctorId: string | null;
    areaId: string | null;
    businessType: string | null;
  },
): Promise<DoctorRow[]> {
  // A withdrawn doctor (no longer in the HIS) is found by id (findDoctor) but not listed.
  let q = doctorsWithDept(db, hosId).where('doc.withdrawn', '=', false);
  if (f.deptId !== null) q = q.where('doc.dept_id', '=', f.deptId);
  if (f.doctorId !== null) q = q.where('doc.doctor_id', '=', f.doctorId);
  if (f.areaId !== null || f.businessType !== null) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('schedule_rule as r')
          .select(sql`1`.as('one'))
          .whereRef('r.hos_id', '=', 'doc.hos_id')
          .whereRef('r.doctor_id', '=', 'doc.doctor_id')
          .$if(f.areaId !== null, (w) => w.where('r.area_id', '=', f.areaId!))
          .$if(f.businessType !== null, (w) => w.where('r.business_type', '=', f.businessType!)),
      ),
    );
  }
  return q.orderBy('doc.doctor_id').execute();
}
