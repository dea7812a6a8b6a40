import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  patientQueryBase,
  queryFilterValueSchema,
  queryIdSchema,
  queryPageOf,
} from './query.schema.ts';

/**
 * Payment query: the outpatient fees a patient paid, with items and
 * invoice numbers. Money is integer fen, as bills and top-ups carry it. Payment types and pay modes are the hospital's
 * dictionaries out_payment_type and pay_mode; each value comes with its label in the reader's language.
 */

/** What a charged item is; the web captions it (drug, lab test, …). */
export const feeCategorySchema = z.enum([
  'registration',
  'drug',
  'lab',
  'exam',
  'treatment',
  'material',
  'bed',
  'nursing',
  'other',
]);
export type FeeCategory = z.infer<typeof feeCategorySchema>;

export const feeListQuery = patientQueryBase.extend({
  /** A value of out_payment_type; empty = every type. */
  paymentType: queryFilterValueSchema,
});

export const feeSummarySchema = z.object({
  feeId: z.string(),
  /** ISO instant the fee was paid. */
  paidAt: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  paymentType: z.string(),
  paymentTypeName: z.string(),
  payMode: z.string(),
  payModeName: z.string(),
  /** Integer fen. */
  amount: z.number().int(),
  invoiceNo: z.string(),
  /** ISO instant the hospital refunded the fee; null when it stands. */
  refundedAt: z.string().nullable(),
});
export type FeeSummary = z.infer<typeof feeSummarySchema>;
export const feePageSchema = queryPageOf(feeSummarySchema);

export const feeRefQuery = z.object({ hosId: hosIdSchema, feeId: queryIdSchema });

export const feeItemSchema = z.object({
  category: feeCategorySchema,
  name: z.string(),
  spec: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Integer fen. */
  price: z.number().int(),
  amount: z.number().int(),
});
export type FeeItem = z.infer<typeof feeItemSchema>;

export const feeDetailSchema = feeSummarySchema.extend({
  patientId: z.string(),
  patientName: z.string(),
  items: z.array(feeItemSchema),
});
export type FeeDetail = z.infer<typeof feeDetailSchema>;
