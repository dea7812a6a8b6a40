import { sql } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

export interface BookingPageKey {
  sessionDate: string;
  appointId: string;
}

/**
 * One keyset page of the bookings whose visit day is within [from, to] (YYYY-MM-DD), by visit day then id, with the
 * patient's raw details: the service masks them before they leave the module.
 */
export function bookingPage(
  db: Db,
  hosId: HosId,
  range: { from: string; to: string },
  after: BookingPageKey | null,
  limit: number,
) {
  let q = db
    .selectFrom('appointment as a')
    .leftJoin('patient as p', (j) =>
      j.onRef('p.hos_id', '=', 'a.hos_id').onRef('p.patient_id', '=', 'a.patient_id'),
    )
    .select([
      'a.appoint_id',
      sql<string>`to_char(a.session_date, 'YYYY-MM-DD')`.as('session_date'),
      'a.noon_code',
      'a.serial',
      'a.dept_id',
      'a.doctor_id',
      'a.reg_fee',
      'a.state',
      'a.is_dopay',
      'a.op_time',
      'a.cancelled_at',
      'p.patient_name',
      'p.phone',
      'p.cert_no',
    ])
    .where('a.hos_id', '=', hosId)
    .where('a.session_date', '>=', range.from)
    .where('a.session_date', '<=', range.to);
  if (after)
    q = q.where((eb) =>
      eb(
        eb.refTuple('a.session_date', 'a.appoint_id'),
        '>',
        eb.tuple(sql<string>`${after.sessionDate}::date`, after.appointId),
      ),
    );
  return q.orderBy('a.session_date').orderBy('a.appoint_id').limit(limit).execute();
}
