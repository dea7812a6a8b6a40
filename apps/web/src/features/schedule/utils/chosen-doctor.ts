import { z } from 'zod';
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

export const doctorPath = (doctorId: string, deptId: string) => `/appointment/doctor?${new URLSearchParams({ doctorId, deptId }).toString()}`;
export const searchPath = (dynamic: string, businessType: string) => `/appointment/search?dynamic=${encodeURIComponent(dynamic)}&businessType=${encodeURIComponent(businessType)}`;
