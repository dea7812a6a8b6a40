import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientQueryBase, queryIdSchema, queryPageOf } from './query.schema.ts';

/**
 * Discharge medicine: per inpatient stay, the medicines the patient took
 * home at discharge with how to take them. The period filters by the day of discharge.
 */
export const dischargeListQuery = patientQueryBase;

export const dischargeSummarySchema = z.object({
  /** The inpatient stay the medicines were given at the end of. */
  stayId: z.string(),
  /** Calendar days 'YYYY-MM-DD' (hospital zone). */
  admittedOn: z.string(),
  dischargedOn: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  dischargeDiagnosis: z.string(),
  medicineCount: z.number().int(),
});
export type DischargeSummary = z.infer<typeof dischargeSummarySchema>;
export const dischargePageSchema = queryPageOf(dischargeSummarySchema);

export const dischargeRefQuery = z.object({ hosId: hosIdSchema, stayId: queryIdSchema });

export const dischargeMedicineSchema = z.object({
  drugName: z.string(),
  specification: z.string(),
  /** One dose with its unit ('47.5 mg'). */
  dose: z.string(),
  frequency: z.string(),
  days: z.number().int(),
  /** What was handed over ('2 boxes'). */
  quantity: z.string(),
  /** How to take it and what to watch for. */
  instructions: z.string(),
});
export type DischargeMedicine = z.infer<typeof dischargeMedicineSchema>;

export const dischargeDetailSchema = dischargeSummarySchema.extend({
  patientId: z.string(),
  patientName: z.string(),
  medicines: z.array(dischargeMedicineSchema),
});
export type DischargeDetail = z.infer<typeof dischargeDetailSchema>;
