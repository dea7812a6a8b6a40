import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';

/**
 * The reconciliation of a hospital's day with the pay gateway's statement (docs/reconciliation.md). Amounts are integer
 * fen; the day is a calendar day of the hospital's time zone.
 */
export const MISMATCH_KINDS = [
  /** The gateway took the money; the portal's order is not paid. */
  'gatewayOnly',
  /** The portal's order is paid; the gateway has no payment for it. */
  'portalOnly',
  /** Both sides paid the order, for different amounts. */
  'amountDiffers',
  /** One side refunded the order, the other did not. */
  'refundOneSide',
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const reconDayParams = z.object({ hosId: hosIdSchema, day: z.iso.date('C019') });
export const reconMismatchParams = z.object({
  hosId: hosIdSchema,
  mismatchId: z.coerce.number().int().positive('C019'),
});
export const resolveMismatchBody = z.object({
  note: z.string().trim().min(1, 'C018').max(500, 'C019'),
});

export const reconMismatchSchema = z.object({
  mismatchId: z.number(),
  day: z.string(),
  kind: z.enum(MISMATCH_KINDS),
  outTradeNo: z.string(),
  /** For refundOneSide: the side that refunded. */
  side: z.enum(['gateway', 'portal']).nullable(),
  gatewayAmount: z.number().nullable(),
  portalAmount: z.number().nullable(),
  foundAt: z.string(),
  /** Set when a later run of the day no longer found it (the late side caught up). */
  goneAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type ReconMismatch = z.infer<typeof reconMismatchSchema>;

export const reconRunSchema = z.object({
  runId: z.number(),
  day: z.string(),
  ranAt: z.string(),
  ranBy: z.string(),
  statementLines: z.number(),
  portalOrders: z.number(),
  mismatches: z.number(),
});
export type ReconRun = z.infer<typeof reconRunSchema>;

export const reconDaySchema = z.object({
  day: z.string(),
  lastRun: reconRunSchema.nullable(),
  mismatches: z.array(reconMismatchSchema),
});
export type ReconDay = z.infer<typeof reconDaySchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const statementExportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });
/** A period of days (both included) of the hospital's time zone. */
export const periodExportQuery = z
  .object({
    from: z.iso.date('C019'),
    to: z.iso.date('C019'),
    format: z.enum(EXPORT_FORMATS).default('csv'),
  })
  .refine((q) => q.from <= q.to, { message: 'C019', path: ['to'] });
