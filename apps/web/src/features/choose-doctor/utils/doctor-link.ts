import { BOOKING_PARAMS, withParams } from '../../../lib/booking-params.ts';

/** The doctor's source-number page (/appointment/doctor) opened on one session, as that page reads its URL. */
export const sessionPath = (doctorId: string, deptId: string, scheduleId: string) =>
  withParams('/appointment/doctor', { doctorId, deptId, [BOOKING_PARAMS.scheduleId]: scheduleId });

/** The URL search params the page keeps its filters in (a reload or a copied link keeps them). */
export const FILTER_PARAMS = { deptId: 'deptId', title: 'title' } as const;
