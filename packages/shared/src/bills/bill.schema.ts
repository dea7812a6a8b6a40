import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';

const idText = z.string().regex(/^[\w-]{1,64}$/, 'C019');

/** Outpatient bills (pay business type 4 'payment') the hospital's information system holds. */
export const billListQuery = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  state: z.enum(['unpaid', 'paid']).default('unpaid'),
});
export const billRefParams = z.object({ billId: idText });
export const billRefBody = z.object({ hosId: hosIdSchema });

export const billItemSchema = z.object({
  name: z.string(),
  spec: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Integer fen. */
  price: z.number().int(),
  amount: z.number().int(),
});
export const billSchema = z.object({
  billId: z.string(),
  patientId: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  /** ISO instant the hospital issued it. */
  issuedAt: z.string(),
  /** Integer fen. */
  amount: z.number().int(),
  state: z.enum(['unpaid', 'paid']),
  paidAt: z.string().nullable(),
  /** 'card' or 'qr' once paid. */
  paidBy: z.string().nullable(),
  /** The open QR payment, if one is under way. */
  payingOutTradeNo: z.string().nullable(),
  items: z.array(billItemSchema),
});
export type Bill = z.infer<typeof billSchema>;
