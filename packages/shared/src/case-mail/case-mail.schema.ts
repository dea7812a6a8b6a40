import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';
import { payOrderStateSchema } from '../payments/payment.schema.ts';
import { queryIdSchema } from '../queries/query.schema.ts';
import { contactPhoneSchema } from '../validation/form-schemas.ts';
import { CASE_MAIL_STATUSES, CASE_MAIL_MAX_COPIES } from './case-mail.rules.ts';

/**
 * Case-record copies by mail (inpatient slug case, pay business types 9 and 10, the case_mail_* dictionaries,
 * config group CASE_MAIL; docs/inpatient.md): a copy of a past stay's case record, printed by the hospital and sent by
 * express or picked up at a medical-records desk. The request is the hospital's (its system moves it through the
 * process states); the fee is a payment of purpose case_mail. Money is integer fen.
 */
export const caseMailStatusSchema = z.enum(CASE_MAIL_STATUSES);
export type CaseMailStatus = z.infer<typeof caseMailStatusSchema>;
export const caseMailDeliverySchema = z.enum(['express', 'pickup']);
export type CaseMailDelivery = z.infer<typeof caseMailDeliverySchema>;

/** A dictionary value the form sends: '' when not chosen. */
const dictValue = z
  .string()
  .trim()
  .max(32, 'C019')
  .regex(/^[\w-]*$/, 'C019')
  .default('');
const optionalText = (max: number) => z.string().trim().max(max, 'C019').default('');

export const caseMailCreateBody = z
  .object({
    hosId: hosIdSchema,
    patientId: patientIdSchema,
    /** What the copy is of — exactly one: a discharged stay (inpatient case record) or an outpatient visit (its record). */
    stayId: queryIdSchema.optional(),
    /** An outpatient visit of the patient (getCaseMailVisits). */
    visitId: queryIdSchema.optional(),
    /** A value of case_mail_printing_type. */
    printingType: dictValue,
    copies: z
      .number({ error: 'C019' })
      .int('C019')
      .min(1, 'C019')
      .max(CASE_MAIL_MAX_COPIES, 'C019'),
    delivery: caseMailDeliverySchema,
    /** express: a value of case_mail_express_company and the contact address. */
    expressCompany: dictValue,
    recipientName: optionalText(40),
    recipientPhone: optionalText(20),
    address: optionalText(200),
    /** pickup: a value of case_mail_medical_address. */
    pickupAddress: dictValue,
  })
  .superRefine((b, ctx) => {
    const need = (field: keyof typeof b) => {
      if (b[field] === '') ctx.addIssue({ code: 'custom', message: 'C018', path: [field] });
    };
    if (b.stayId === undefined && b.visitId === undefined)
      ctx.addIssue({ code: 'custom', message: 'C018', path: ['stayId'] });
    if (b.stayId !== undefined && b.visitId !== undefined)
      ctx.addIssue({ code: 'custom', message: 'C019', path: ['visitId'] });
    need('printingType');
    if (b.delivery === 'express') {
      need('expressCompany');
      need('recipientName');
      need('recipientPhone');
      need('address');
      if (b.recipientPhone !== '' && !contactPhoneSchema.safeParse(b.recipientPhone).success)
        ctx.addIssue({ code: 'custom', message: 'C019', path: ['recipientPhone'] });
    } else {
      need('pickupAddress');
    }
  });
export type CaseMailCreateInput = z.output<typeof caseMailCreateBody>;

export const caseMailListQuery = z.object({ hosId: hosIdSchema, patientId: patientIdSchema });
export const caseMailRefParams = z.object({ requestId: queryIdSchema });
export const caseMailRefBody = z.object({ hosId: hosIdSchema });

export const caseMailStepSchema = z.object({
  status: caseMailStatusSchema,
  statusName: z.string(),
  at: z.string(),
});

/** An outpatient visit a copy of the record can be ordered of — the HIS's fee of it. */
export const caseMailVisitSchema = z.object({
  visitId: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  /** The day it was paid, in the hospital's calendar. */
  visitDate: z.string(),
});
export type CaseMailVisit = z.infer<typeof caseMailVisitSchema>;

export const CASE_MAIL_KINDS = ['inpatient', 'outpatient'] as const;
export const caseMailKindSchema = z.enum(CASE_MAIL_KINDS);
export type CaseMailKind = z.infer<typeof caseMailKindSchema>;

export const caseMailRequestSchema = z.object({
  requestId: z.string(),
  patientId: z.string(),
  /** A copy of a stay's case record (inpatient) or of an outpatient visit's record; the other id is null. */
  kind: caseMailKindSchema,
  stayId: z.string().nullable(),
  visitId: z.string().nullable(),
  /** The stay or visit the copy is of: its department, and its days (hospital calendar; '' where not of that kind). */
  deptName: z.string(),
  doctorName: z.string(),
  admittedOn: z.string(),
  dischargedOn: z.string(),
  visitDate: z.string(),
  printingType: z.string(),
  printingTypeName: z.string(),
  copies: z.number().int(),
  delivery: caseMailDeliverySchema,
  expressCompany: z.string(),
  expressCompanyName: z.string(),
  recipientName: z.string(),
  /** Masked. */
  recipientPhone: z.string(),
  address: z.string(),
  pickupAddress: z.string(),
  pickupAddressName: z.string(),
  /** Integer fen: copies × price per copy, plus postage when sent by express. */
  fee: z.number().int(),
  status: caseMailStatusSchema,
  statusName: z.string(),
  trackingNo: z.string().nullable(),
  createdAt: z.string(),
  /** Every state the request went through, oldest first. */
  steps: z.array(caseMailStepSchema),
  /** The fee's payment: null before one was started. */
  payment: z
    .object({
      outTradeNo: z.string(),
      state: payOrderStateSchema,
      amount: z.number().int(),
      paidAt: z.string().nullable(),
      refundedAt: z.string().nullable(),
    })
    .nullable(),
});
export type CaseMailRequest = z.infer<typeof caseMailRequestSchema>;

/** The CASE_MAIL settings the form needs for its fee preview (the server computes the fee it charges). */
export const caseMailSettingsQuery = z.object({ hosId: hosIdSchema });
export const caseMailSettingsSchema = z.object({
  pricePerCopy: z.number().int(),
  postage: z.number().int(),
  maxCopies: z.number().int(),
});
