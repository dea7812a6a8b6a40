import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { feeItemSchema } from '../queries/fee.schema.ts';
import { patientQueryBase, queryIdSchema, queryPageOf } from '../queries/query.schema.ts';

/**
 * The invoices the hospital
 * issued for what a patient paid — outpatient fees (registrations, tests, prescriptions, bills paid online) and
 * inpatient stays settled at discharge. Money is integer fen; pages of 10, newest first.
 */
export const INVOICE_KINDS = ['outpatient', 'inpatient'] as const;
export const invoiceKindSchema = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** The last year by default: a stay's invoice is often asked for long after discharge. */
export const INVOICE_DEFAULT_DAYS = 365;

export const invoiceListQuery = patientQueryBase.extend({
  /** '' = both kinds. */
  kind: z.union([invoiceKindSchema, z.literal('')]).default(''),
});

export const invoiceSummarySchema = z.object({
  invoiceNo: z.string(),
  kind: invoiceKindSchema,
  /** The department that charged it. */
  deptName: z.string(),
  /** ISO instant the hospital issued it. */
  issuedAt: z.string(),
  /** Integer fen. */
  amount: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicePageSchema = queryPageOf(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const invoiceRefQuery = z.object({ hosId: hosIdSchema, invoiceNo: queryIdSchema });

/** An invoice lists the charged items as the payment query does (category, name, spec, quantity, unit, price, amount in fen). */
export const invoiceItemSchema = feeItemSchema;
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  patientId: z.string(),
  /** Who the invoice is made out to: the name the hospital holds for the patient. */
  payerName: z.string(),
  hospitalName: z.string(),
  items: z.array(invoiceItemSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
