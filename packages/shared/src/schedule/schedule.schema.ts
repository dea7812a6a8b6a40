import { z } from 'zod';
import { SearchType } from '../enums/catalogue-enums.ts';
import { hosIdSchema, noonPeriodSchema } from '../hospital/hospital.schema.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'C019');
const idText = z.string().regex(/^[\w-]{1,64}$/, 'C019');

/** Doctor entry inside a schedule cell (noonMap[period][date]). */
export const scheduleDoctorSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  deptId: z.string(),
  businessType: z.string(),
  /** '1' means stopped. */
  isStop: z.enum(['0', '1']),
  /** The dated session this entry books into. */
  scheduleId: z.string(),
  /** Integer fen. */
  regFee: z.number().int(),
  /** Source numbers still free and bookable in the session (0 once it has started or is over). */
  leftNum: z.number().int(),
  /**
   * Set when the session can no longer be booked — the shared numberBookable reason (APPOINT060
   * started, APPOINT002 over). Absent while bookable or not yet released (the doctor page tells when it opens).
   */
  closedReason: z.string().optional(),
});
export type ScheduleDoctor = z.infer<typeof scheduleDoctorSchema>;

/** Schedule response: scheduleList is a department tree; noonMap is indexed by period, then date. */
export interface ScheduleDept {
  id: string;
  name: string;
  businessType: string;
  children: ScheduleDept[];
  noonMap: Record<string, Record<string, ScheduleDoctor[]>>;
}
// A recursive schema needs a name: OpenAPI can only express the recursion as a $ref to a component, and
// an unnamed one became a $ref to a component that was never emitted (`schema0`).
export const scheduleDeptSchema: z.ZodType<ScheduleDept> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      name: z.string(),
      businessType: z.string(),
      children: z.array(scheduleDeptSchema),
      noonMap: z.record(z.string(), z.record(z.string(), z.array(scheduleDoctorSchema))),
    }),
  )
  .meta({ id: 'ScheduleDept' });

export const scheduleDateSchema = z.object({
  date: isoDate,
  weekday: z.number().int().min(1).max(7),
});

export const scheduleResponseSchema = z.object({
  dateList: z.array(scheduleDateSchema),
  noonList: z.array(noonPeriodSchema),
  scheduleList: z.array(scheduleDeptSchema),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

export const scheduleQuery = z.object({
  hosId: hosIdSchema,
  hosArea: idText.optional(),
  businessType: idText.optional(),
  start: isoDate,
  end: isoDate.optional(),
  /** '1' keeps departments without sessions in the tree. */
  empty: z.enum(['0', '1']).optional(),
});

export const deptInfoQuery = z.object({
  hosId: hosIdSchema,
  hosArea: idText.optional(),
  deptId: idText,
  businessType: idText.optional(),
});
export const deptInfoSchema = z.object({
  deptId: z.string(),
  deptName: z.string(),
  deptIntroduce: z.string().nullable(),
});

/** Doctor info. */
export const doctorInfoSchema = z.object({
  doctorId: z.string(),
  doctorPicture: z.string().nullable(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  doctorSkill: z.string().nullable(),
  isStop: z.enum(['0', '1']),
});
export type DoctorInfo = z.infer<typeof doctorInfoSchema>;

export const doctorQuery = z.object({
  hosId: hosIdSchema,
  hosArea: idText.optional(),
  businessType: idText.optional(),
  deptId: idText.optional(),
  doctorId: idText.optional(),
});

/** One numbered time slot of a session. */
export const sourceNumberSchema = z.object({
  numberId: z.string(),
  seq: z.number().int(),
  /** HH:mm in the hospital's zone. */
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(['free', 'taken']),
});
export type SourceNumber = z.infer<typeof sourceNumberSchema>;

/** Schedule entry: one session of a doctor with its source numbers. */
export const scheduleEntrySchema = z.object({
  scheduleId: z.string(),
  scheduleDate: isoDate,
  scheduleNoonCode: z.string(),
  regFee: z.number().int(),
  doctorOrder: z.number().int(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  areaId: z.string(),
  businessType: z.string(),
  /** Not yet released: numbers are shown but cannot be booked. */
  released: z.boolean(),
  schedules: z.array(sourceNumberSchema),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const doctorSessionsQuery = doctorQuery.extend({
  doctorId: idText,
  start: isoDate.optional(),
  end: isoDate.optional(),
});

export const searchQuery = z.object({
  hosId: hosIdSchema,
  hosArea: idText.optional(),
  businessType: idText.optional(),
  dynamic: z.string().trim().min(1).max(50),
  /** One kind to look through (one of the hospital's searchTypes); none: every kind the hospital offers. */
  searchType: z.enum(SearchType).optional(),
});
export const searchResultSchema = z.object({
  doctors: z.array(doctorInfoSchema),
  departments: z.array(
    z.object({ deptId: z.string(), deptName: z.string(), parentName: z.string().nullable() }),
  ),
});
