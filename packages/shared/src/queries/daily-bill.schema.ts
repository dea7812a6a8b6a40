import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';
import { feeItemSchema } from './fee.schema.ts';
import { patientQueryBase, queryDaySchema, queryIdSchema, queryPageOf } from './query.schema.ts';

/**
 * Inpatient daily bill: what each day of a stay cost, item by item, with the
 * running total since admission. Money is integer fen. Days are paged by 10, newest first.
 */
export const stayListQuery = z.object({ hosId: hosIdSchema, patientId: patientIdSchema });

export const staySchema = z.object({
  stayId: z.string(),
  deptName: z.string(),
  ward: z.string(),
  bed: z.string(),
  doctorName: z.string(),
  /** Hospital calendar days; dischargedOn null while the patient is in hospital. */
  admittedOn: queryDaySchema,
  dischargedOn: queryDaySchema.nullable(),
});
export type Stay = z.infer<typeof staySchema>;

export const dailyBillQuery = patientQueryBase.extend({
  /** The stay to show; without it the current stay, else the newest. */
  stayId: queryIdSchema.optional(),
});

/** A day's charge line is the same line as a fee's. */
export const dailyBillItemSchema = feeItemSchema;
export type DailyBillItem = z.infer<typeof dailyBillItemSchema>;

export const dailyBillDaySchema = z.object({
  day: queryDaySchema,
  items: z.array(dailyBillItemSchema),
  /** The day's charges, integer fen. */
  total: z.number().int(),
  /** Everything charged from admission to the end of this day, integer fen. */
  runningTotal: z.number().int(),
});
export type DailyBillDay = z.infer<typeof dailyBillDaySchema>;

/** The chosen stay (null when the patient has none) and one page of its days in the range. */
export const dailyBillPageSchema = queryPageOf(dailyBillDaySchema).extend({
  stay: staySchema.nullable(),
});
export type DailyBillPage = z.infer<typeof dailyBillPageSchema>;
