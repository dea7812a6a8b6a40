import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { sessionsJoinCatalogue } from './schedule.repository.ts';

/**
 * Kysely only, (db, hosId, …) first, every table filtered on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). Reads the portal's
 * catalogue mirror (`department`, `doctor`) and the dated sessions, never the sandbox HIS's his_* tables (docs/architecture.md#the-his-is-an-adapter).
 */

export interface ChooseDoctorRow {
  schedule_id: string;
  session_date: string;
  noon_code: string;
  reg_fee: string | number;
  dept_id: string;
  dept_name: string;
  dept_sort: number;
  doctor_id: string;
  doctor_name: string;
  doctor_title: string;
  picture: string | null;
  skill: string | null;
}

/**
 * Every session in [from, to] of a doctor and department the HIS still lists, the doctor not stopped — one query
 * for the whole page (the free counts are read apart, fresh, by countFree).
 */
export function listChooseDoctorSessions(
  db: Db,
  hosId: HosId,
  from: string,
  to: string,
): Promise<ChooseDoctorRow[]> {
  return sessionsJoinCatalogue(db)
    .select([
      's.schedule_id',
      sql<string>`to_char(s.session_date, 'YYYY-MM-DD')`.as('session_date'),
      's.noon_code',
      's.reg_fee',
      's.dept_id',
      'dep.dept_name',
      'dep.sort as dept_sort',
      's.doctor_id',
      'doc.doctor_name',
      'doc.doctor_title',
      'doc.picture',
      'doc.skill',
    ])
    .where('s.hos_id', '=', hosId)
    .where('s.session_date', '>=', from)
    .where('s.session_date', '<=', to)
    .where('s.cancelled_at', 'is', null)
    .where('doc.is_stop', '=', false)
    .where('doc.withdrawn', '=', false)
    .where('dep.withdrawn', '=', false)
    .orderBy('s.session_date')
    .orderBy('s.noon_code')
    .orderBy('s.schedule_id')
    .execute();
}
