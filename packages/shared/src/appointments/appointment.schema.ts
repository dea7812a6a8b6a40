import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';

const idText = z.string().regex(/^[\w-]{1,64}$/, 'C019');

/** Appointment record (states: state 1 valid / 3 pending; hosState 0/3/4; isDopay; isToday). */
export const appointmentRecordSchema = z.object({
  /** Internal key (a UUID): in URLs and calls, never shown as the number. */
  appointId: z.string(),
  /**
   * The appointment number a patient reads — the hospital's serial of the visit day after the date,
   * '20261125-007' (see appointmentNo).
   */
  appointNo: z.string(),
  state: z.string(),
  hosState: z.string(),
  isDopay: z.enum(['0', '1']),
  isToday: z.enum(['0', '1']),
  /** Integer fen. */
  regFee: z.number().int(),
  schDate: z.string(),
  schTime: z.string(),
  schId: z.string(),
  noonCode: z.string(),
  opTime: z.string(),
  patientCardId: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  patientPhone: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  hosArea: z.string(),
  /** '1' when the booking came from the waitlist. */
  candidateFlag: z.enum(['0', '1']),
  outCardSerial: z.string(),
  /** The source number's place in the session. */
  seq: z.number().int(),
});
export type AppointmentRecord = z.infer<typeof appointmentRecordSchema>;

/**
 * Booking. The request must carry an Idempotency-Key header: a repeat with the same key answers the first
 * result and books nothing more. `numberId` picks a source number; without it, the first free one.
 */
export const bookBody = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  scheduleId: idText,
  numberId: idText.optional(),
  /**
   * '1' when the patient books from the same-day registration entrance: a registration for today only, so the
   * server refuses a session on another day (APPOINT070) rather than booking it as an advance appointment.
   */
  isToday: z.enum(['0', '1']).optional(),
});
export type BookInput = z.infer<typeof bookBody>;

export const appointmentRefQuery = z.object({ hosId: hosIdSchema, appointId: idText });

/** Waitlist: join a session whose source numbers are all gone. */
export const candidateBody = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  scheduleId: idText,
});
export const candidateSchema = z.object({
  candidateId: z.string(),
  scheduleId: z.string(),
  patientId: z.string(),
  /** 1 = next in line. */
  position: z.number().int(),
  /** 'ended': still waiting when the session started (no number can be given any more, see numberBookable). */
  state: z.enum(['waiting', 'promoted', 'left', 'ended']),
  appointId: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** The number a patient reads, from the visit date and the hospital's serial of that day: '20261125-007'. */
export const appointmentNo = (schDate: string, serial: number) =>
  `${schDate.replaceAll('-', '')}-${String(serial).padStart(3, '0')}`;
