import { sql } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/**
 * The dashboard's aggregates (docs/dashboard.md): each one statement that groups in the database, so a year of a busy
 * hospital answers a few hundred rows, never its bookings. Visit days are `date`s, instants are half-open
 * [start, end) in the hospital's zone, worked out by the service.
 */

/** Rows of a held booking: valid or pending (ACTIVE_APPOINTMENT_STATES) and not cancelled by the hospital. */
const HELD = sql`a.state in ('1', '3') and a.hos_state <> '4'`;
/** A cancellation by the patient: a null reason is a patient's (rows written before reasons existed). */
const PATIENT_CANCELLED = sql`a.state = 'cancelled' and coalesce(a.cancel_reason, 'patient') = 'patient'`;

export interface DayRow {
  date: string;
  booked: number;
  cancelled: number;
  attended: number;
  no_show: number;
}

export async function bookingsPerDay(
  db: Db,
  hosId: HosId,
  from: string,
  to: string,
  today: string,
) {
  const { rows } = await sql<DayRow>`
    select to_char(a.session_date, 'YYYY-MM-DD') as date,
           count(*)::int as booked,
           (count(*) filter (where ${PATIENT_CANCELLED}))::int as cancelled,
           (count(*) filter (where ${HELD} and a.hos_state = '3'))::int as attended,
           (count(*) filter (where ${HELD} and a.hos_state = '0' and a.session_date < ${today}::date))::int as no_show
      from appointment a
     where a.hos_id = ${hosId} and a.session_date between ${from}::date and ${to}::date
     group by a.session_date
     order by a.session_date`.execute(db);
  return rows;
}

export async function bookingsPerDepartment(db: Db, hosId: HosId, from: string, to: string) {
  const { rows } = await sql<{
    dept_id: string;
    dept_name: string | null;
    booked: number;
    cancelled: number;
  }>`
    select a.dept_id, d.dept_name, count(*)::int as booked,
           (count(*) filter (where ${PATIENT_CANCELLED}))::int as cancelled
      from appointment a
      left join department d on d.hos_id = a.hos_id and d.dept_id = a.dept_id
     where a.hos_id = ${hosId} and a.session_date between ${from}::date and ${to}::date
     group by a.dept_id, d.dept_name
     order by booked desc, a.dept_id`.execute(db);
  return rows;
}

export interface OutcomeRow {
  booked: number;
  patient_cancelled: number;
  expired: number;
  hospital_cancelled: number;
  due: number;
  attended: number;
  no_show: number;
}

export async function outcomes(db: Db, hosId: HosId, from: string, to: string, today: string) {
  const { rows } = await sql<OutcomeRow>`
    select count(*)::int as booked,
           (count(*) filter (where ${PATIENT_CANCELLED}))::int as patient_cancelled,
           (count(*) filter (where a.state = 'cancelled' and a.cancel_reason = 'expired'))::int as expired,
           (count(*) filter (where a.state in ('1', '3') and a.hos_state = '4'))::int as hospital_cancelled,
           (count(*) filter (where ${HELD} and a.session_date < ${today}::date))::int as due,
           (count(*) filter (where ${HELD} and a.hos_state = '3'))::int as attended,
           (count(*) filter (where ${HELD} and a.hos_state = '0' and a.session_date < ${today}::date))::int as no_show
      from appointment a
     where a.hos_id = ${hosId} and a.session_date between ${from}::date and ${to}::date`.execute(
    db,
  );
  return rows[0]!;
}

export interface MoneyRow {
  purpose: string;
  paid_count: number;
  paid_fen: string;
  refunded_count: number;
  refunded_fen: string;
}

/** Orders paid, and orders refunded, at instants of [start, end); sums as text (bigint fen, exact). */
export async function money(db: Db, hosId: HosId, start: Date, end: Date) {
  const paid = sql`o.paid_at >= ${start} and o.paid_at < ${end}`;
  const refunded = sql`o.state = 'refunded' and o.refunded_at >= ${start} and o.refunded_at < ${end}`;
  const { rows } = await sql<MoneyRow>`
    select o.purpose,
           (count(*) filter (where ${paid}))::int as paid_count,
           (coalesce(sum(o.amount) filter (where ${paid}), 0))::text as paid_fen,
           (count(*) filter (where ${refunded}))::int as refunded_count,
           (coalesce(sum(o.amount) filter (where ${refunded}), 0))::text as refunded_fen
      from pay_order o
     where o.hos_id = ${hosId} and ((${paid}) or (${refunded}))
     group by o.purpose
     order by o.purpose`.execute(db);
  return rows;
}

/** Orders whose refund was asked for and has not landed yet, whenever it was asked. */
export async function refundsInProgress(db: Db, hosId: HosId) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pay_order where hos_id = ${hosId} and state = 'refunding'`.execute(
    db,
  );
  return rows[0]!.n;
}

export interface ComplaintAgeRow {
  under1d: number;
  from1to3d: number;
  from3to7d: number;
  over7d: number;
}

/** Open complaints and suggestions (submitted or in progress) by their age at `now`. */
export async function openComplaintsByAge(db: Db, hosId: HosId, now: Date) {
  const age = sql`(${now}::timestamptz - c.created_at)`;
  const { rows } = await sql<ComplaintAgeRow>`
    select (count(*) filter (where ${age} < interval '1 day'))::int as under1d,
           (count(*) filter (where ${age} >= interval '1 day' and ${age} < interval '3 days'))::int as from1to3d,
           (count(*) filter (where ${age} >= interval '3 days' and ${age} < interval '7 days'))::int as from3to7d,
           (count(*) filter (where ${age} >= interval '7 days'))::int as over7d
      from complaint c
     where c.hos_id = ${hosId} and c.status in ('submitted', 'in_progress')`.execute(db);
  return rows[0]!;
}
