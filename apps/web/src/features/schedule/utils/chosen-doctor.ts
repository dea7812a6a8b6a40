import { z } from 'zod';
import { BOOKING_PARAMS, withParams } from '../../../lib/booking-params.ts';
import { readJson, session, SESSION_KEYS } from '../../../lib/storage.ts';

/** The doctor picked on the department page, kept for the doctor and confirm pages (SESSION_KEYS.doctorInfo). */
export const chosenDoctorSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  businessType: z.string(),
  areaId: z.string(),
});
export type ChosenDoctor = z.infer<typeof chosenDoctorSchema>;

export function storeChosenDoctor(doctor: ChosenDoctor): void {
  session.set(SESSION_KEYS.doctorInfo, JSON.stringify(doctor));
}

export function readChosenDoctor(): ChosenDoctor | null {
  return readJson(session.get(SESSION_KEYS.doctorInfo), chosenDoctorSchema);
}

/** What the doctor page's URL carries besides the doctor: the session clicked (scrolled to) and same-day registration. */
export interface DoctorLinkOptions {
  scheduleId?: string;
  sameDay?: boolean;
}

export const doctorPath = (
  doctorId: string,
  deptId: string,
  { scheduleId, sameDay }: DoctorLinkOptions = {},
) =>
  withParams('/appointment/doctor', {
    doctorId,
    deptId,
    [BOOKING_PARAMS.scheduleId]: scheduleId,
    [BOOKING_PARAMS.isToday]: sameDay ? '1' : null,
  });
export const searchPath = (dynamic: string, businessType: string, sameDay = false) =>
  withParams(
    `/appointment/search?dynamic=${encodeURIComponent(dynamic)}&businessType=${encodeURIComponent(businessType)}`,
    { [BOOKING_PARAMS.isToday]: sameDay ? '1' : null },
  );
