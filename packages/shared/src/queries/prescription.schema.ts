import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  patientQueryBase,
  queryFilterValueSchema,
  queryIdSchema,
  queryPageOf,
} from './query.schema.ts';

/**
 * Prescriptions: the patient's outpatient prescriptions from the hospital
 * information system, filtered by the hospital's prescription_status dictionary. Money is integer fen
 * (docs/architecture.md#money-is-integer-fen).
 */
export const prescriptionListQuery = patientQueryBase.extend({
  /** A value of the prescription_status dictionary; '' = every status. */
  status: queryFilterValueSchema,
});

export const prescriptionSummarySchema = z.object({
  prescriptionId: z.string(),
  /** ISO instant the doctor issued it. */
  issuedAt: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  diagnosis: z.string(),
  /** The prescription_status dictionary value and its label in the reader's language. */
  status: z.string(),
  statusName: z.string(),
  /** Integer fen: the sum of the items' amounts. */
  totalAmount: z.number().int(),
  itemCount: z.number().int(),
});
export type PrescriptionSummary = z.infer<typeof prescriptionSummarySchema>;
export const prescriptionPageSchema = queryPageOf(prescriptionSummarySchema);

export const prescriptionRefQuery = z.object({ hosId: hosIdSchema, prescriptionId: queryIdSchema });

export const prescriptionItemSchema = z.object({
  drugName: z.string(),
  /** As the pharmacy prints it ('0.5 g × 24 tablets'). */
  specification: z.string(),
  /** One dose: amount and unit ('0.5', 'g'). */
  dose: z.string(),
  doseUnit: z.string(),
  /** How it is taken ('Oral', 'Subcutaneous injection'). */
  route: z.string(),
  /** How often ('Three times daily'). */
  frequency: z.string(),
  days: z.number().int(),
  /** What was dispensed: how many packs and which pack ('2', 'box'). */
  quantity: z.number(),
  quantityUnit: z.string(),
  /** Integer fen per pack, and for the quantity. */
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type PrescriptionItem = z.infer<typeof prescriptionItemSchema>;

export const prescriptionDetailSchema = prescriptionSummarySchema.extend({
  patientId: z.string(),
  patientName: z.string(),
  items: z.array(prescriptionItemSchema),
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetailSchema>;
