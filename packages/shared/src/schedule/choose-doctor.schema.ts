import { z } from 'zod';
import { DoctorTitle } from '../doctors/doctor-rank.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';

/** The titles a patient can filter by on 'choose doctor': the ranking's titles and the fee-mapped 'ordinary number'. */
export const CHOOSE_DOCTOR_TITLES = [...Object.values(DoctorTitle), 'ordinary number'] as const;
export type ChooseDoctorTitle = (typeof CHOOSE_DOCTOR_TITLES)[number];
/** A title filter from a URL: one of CHOOSE_DOCTOR_TITLES, anything else is no filter. */
export const isChooseDoctorTitle = (v: string): v is ChooseDoctorTitle =>
  (CHOOSE_DOCTOR_TITLES as readonly string[]).includes(v);

/** 'Choose doctor' (root route, pcEntranceArea off): optional department and title filters. */
export const chooseDoctorQuery = z.object({
  hosId: hosIdSchema,
  deptId: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'C019')
    .optional(),
  title: z.enum(CHOOSE_DOCTOR_TITLES, 'C019').optional(),
});
export type ChooseDoctorQuery = z.infer<typeof chooseDoctorQuery>;

/** One of a doctor's next bookable sessions. */
export const chooseDoctorSessionSchema = z.object({
  scheduleId: z.string(),
  date: z.string(),
  noonCode: z.string(),
  /** Integer fen. */
  regFee: z.number().int(),
  /** Source numbers still free; 0 is shown as full. */
  leftNum: z.number().int(),
});
export type ChooseDoctorSession = z.infer<typeof chooseDoctorSessionSchema>;

export const chooseDoctorSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  /** The doctor's title, or the title-by-fee mapping of the next session's fee where the hospital enables it. */
  doctorTitle: z.string(),
  doctorPicture: z.string().nullable(),
  doctorSkill: z.string().nullable(),
  sessions: z.array(chooseDoctorSessionSchema),
});
export type ChooseDoctor = z.infer<typeof chooseDoctorSchema>;

const deptSchema = z.object({ deptId: z.string(), deptName: z.string() });

export const chooseDoctorResponseSchema = z.object({
  /** Every department with a bookable doctor (the filter's options, whatever is filtered). */
  departments: z.array(deptSchema),
  /** Every title shown, ranked (the title filter's options). */
  titles: z.array(z.string()),
  /** The doctors passing the filters, grouped by department in department order, ranked inside. */
  groups: z.array(deptSchema.extend({ doctors: z.array(chooseDoctorSchema) })),
});
export type ChooseDoctorResponse = z.infer<typeof chooseDoctorResponseSchema>;
