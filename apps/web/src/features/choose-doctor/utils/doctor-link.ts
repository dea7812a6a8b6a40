import { titleRank, type HospitalConfig } from '@portal/shared';
import { BOOKING_PARAMS, withParams } from '../../../lib/booking-params.ts';

/** The doctor's source-number page (/appointment/doctor) opened on one session, as that page reads its URL. */
export const sessionPath = (doctorId: string, deptId: string, scheduleId: string) =>
  withParams('/appointment/doctor', { doctorId, deptId, [BOOKING_PARAMS.scheduleId]: scheduleId });

/** The URL search params the page keeps its filters in (a reload or a copied link keeps them). */
export const FILTER_PARAMS = { deptId: 'deptId', title: 'title' } as const;

/**
 * Where picking one of a doctor's sessions leads. A well-known expert (title rank 0) follows the hospital's
 * famousExpertMode: 'SCHEDULEQUERY' opens the schedule table of the expert's department (/appointment/depart),
 * 'DEFAULT' the doctor's own page on that session, as for every other doctor.
 */
export function pickedSessionPath(
  mode: HospitalConfig['famousExpertMode'],
  doctor: { doctorId: string; doctorTitle: string },
  deptId: string,
  scheduleId: string,
): string {
  if (mode === 'SCHEDULEQUERY' && titleRank(doctor.doctorTitle) === 0)
    return withParams('/appointment/depart', { [BOOKING_PARAMS.deptId]: deptId });
  return sessionPath(doctor.doctorId, deptId, scheduleId);
}
