import { sql } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/**
 * The schedule board: the dated sessions of [from, to] with their doctor and department, and per session how many
 * bookings it holds (not cancelled), how many of them are paid and checked in, and how many numbers are free. One
 * query; the counts are correlated sub-selects on the session's own rows (each table's primary key leads with
 * hos_id and schedule_id or is indexed so).
 */
export function boardSessions(db: Db, hosId: HosId, from: string, to: string, deptId?: string) {
  return db
    .selectFrom('schedule_session as s')
    .innerJoin('doctor as doc', (j) =>
      j.onRef('doc.hos_id', '=', 's.hos_id').onRef('doc.doctor_id', '=', 's.doctor_id'),
    )
    .innerJoin('department as dep', (j) =>
      j.onRef('dep.hos_id', '=', 's.hos_id').onRef('dep.dept_id', '=', 's.dept_id'),
    )
    .select((eb) => [
      's.schedule_id',
      sql<string>`to_char(s.session_date, 'YYYY-MM-DD')`.as('session_date'),
      's.noon_code',
      's.dept_id',
      'dep.dept_name',
      's.doctor_id',
      'doc.doctor_name',
      'doc.doctor_title',
      's.capacity',
      's.cancelled_at',
      's.cancel_reason',
      eb
        .selectFrom('appointment as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.hos_id', '=', 's.hos_id')
        .whereRef('a.schedule_id', '=', 's.schedule_id')
        .where('a.state', '<>', 'cancelled')
        .as('booked'),
      eb
        .selectFrom('appointment as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.hos_id', '=', 's.hos_id')
        .whereRef('a.schedule_id', '=', 's.schedule_id')
        .where('a.state', '<>', 'cancelled')
        .where('a.is_dopay', '=', '1')
        .as('paid'),
      eb
        .selectFrom('appointment_check_in as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.hos_id', '=', 's.hos_id')
        .whereRef('c.schedule_id', '=', 's.schedule_id')
        .as('checked_in'),
      eb
        .selectFrom('source_number as n')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('n.hos_id', '=', 's.hos_id')
        .whereRef('n.schedule_id', '=', 's.schedule_id')
        .where('n.status', '=', 'free')
        .as('free'),
    ])
    .where('s.hos_id', '=', hosId)
    .where('s.session_date', '>=', from)
    .where('s.session_date', '<=', to)
    .$if(deptId !== undefined, (q) => q.where('s.dept_id', '=', deptId!))
    .orderBy('s.session_date')
    .orderBy('s.noon_code')
    .orderBy('dep.dept_name')
    .orderBy('doc.doctor_name')
    .execute();
}
