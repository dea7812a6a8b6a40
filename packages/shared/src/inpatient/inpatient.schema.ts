import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';
import { contactPhoneSchema } from '../validation/form-schemas.ts';
import { payResponseSchema } from '../payments/payment.schema.ts';

/**
 * The inpatient stay from admission to discharge (docs/inpatient.md; clinic type 2
 * is the inpatient card). Money is integer fen; days are 'YYYY-MM-DD' in the hospital zone.
 */
const idText = z.string().regex(/^[\w-]{1,64}$/, 'C019');
const text = (max: number) => z.string().trim().min(1, 'C018').max(max, 'C019');

export const inpatientHomeQuery = z.object({ hosId: hosIdSchema, patientId: patientIdSchema });
export const stayQuery = z.object({ hosId: hosIdSchema, stayId: idText });

export const settlementSchema = z.object({
  total: z.number().int(),
  insurance: z.number().int(),
  selfPay: z.number().int(),
  deposit: z.number().int(),
  /** selfPay − deposit: > 0 still to pay, < 0 surplus deposit given back. */
  difference: z.number().int(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const STAY_STATES = ['admitted', 'discharge-ordered', 'settled'] as const;

export const staySummarySchema = z.object({
  stayId: z.string(),
  deptName: z.string(),
  ward: z.string(),
  bed: z.string(),
  doctorName: z.string(),
  admittedOn: z.string(),
  dischargedOn: z.string().nullable(),
});
export type StaySummary = z.infer<typeof staySummarySchema>;

/** The inpatient card of a stay: what the home page and the payment pages show. */
export const stayCardSchema = staySummarySchema.extend({
  patientName: z.string(),
  cardNoMasked: z.string(),
  state: z.enum(STAY_STATES),
  insuranceType: z.string().nullable(),
  dischargeOrderedOn: z.string().nullable(),
  dischargeMode: z.string().nullable(),
  /** The deposit on the inpatient card now. */
  deposit: z.number().int(),
  /** What the stay has charged so far. */
  costs: z.number().int(),
  /** deposit − costs. */
  remaining: z.number().int(),
  /** The HOSPITALIZED config's low-deposit threshold (fen) and whether the remaining deposit is under it. */
  lowDepositThreshold: z.number().int(),
  lowDeposit: z.boolean(),
  /** Made (settled) or what it would be now (discharge ordered); null while admitted. */
  settlement: settlementSchema.nullable(),
  settledAt: z.string().nullable(),
  /** What of the surplus deposit went back where (settled with a surplus). */
  refunds: z.array(
    z.object({ to: z.enum(['qr', 'window']), amount: z.number().int(), done: z.boolean() }),
  ),
});
export type StayCard = z.infer<typeof stayCardSchema>;

export const admissionNoticeSchema = z.object({
  noticeId: z.string(),
  patientName: z.string(),
  deptName: z.string(),
  ward: z.string(),
  doctorName: z.string(),
  diagnosis: z.string(),
  arriveOn: z.string(),
  issuedAt: z.string(),
});
export type AdmissionNotice = z.infer<typeof admissionNoticeSchema>;

export const inpatientHomeSchema = z.object({
  patientId: z.string(),
  patientName: z.string(),
  current: stayCardSchema.nullable(),
  past: z.array(staySummarySchema),
  notices: z.array(admissionNoticeSchema),
});
export type InpatientHome = z.infer<typeof inpatientHomeSchema>;

/** Self-admission: identity (admission_identify), contact, insurance type (insurance_file_code). */
export const admissionBody = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  noticeId: idText,
  identity: text(32),
  contactName: text(50),
  contactPhone: contactPhoneSchema,
  insuranceType: text(32),
});
export type AdmissionInput = z.infer<typeof admissionBody>;

export const admissionResultSchema = staySummarySchema.extend({ arriveOn: z.string() });

export const settleBody = z.object({ hosId: hosIdSchema, stayId: idText });

/** 'pay': the balance due is paid by QR first; 'settled': done now (a surplus is refunded, or nothing was due). */
export const settleResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pay'), amount: z.number().int(), pay: payResponseSchema }),
  z.object({ kind: z.literal('settled'), stay: stayCardSchema }),
]);
export type SettleResult = z.infer<typeof settleResultSchema>;
