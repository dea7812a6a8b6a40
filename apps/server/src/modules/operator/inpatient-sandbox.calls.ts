import { z } from 'zod';
import { hosIdSchema, okEnvelope } from '@portal/shared';

/**
 * What the hospital's doctors do in their own system, played on the SANDBOX HIS for the demo: issue an
 * admission notice (the patient then admits themselves online) and order a stay's discharge (the patient then settles
 * it). Same credential and refusals as the other operator calls; HOSPITALIZED005 without such a person or stay.
 */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'C019')
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'C019');
const text = (max: number) => z.string().trim().min(1, 'C018').max(max, 'C019');

export const hisNoticeBody = z.object({
  hosId: hosIdSchema,
  certType: z.number().int().min(0).max(99),
  certNo: text(40),
  deptName: text(100),
  ward: text(100),
  doctorName: text(100),
  diagnosis: z.string().trim().max(200, 'C019').default(''),
  arriveOn: isoDay,
});
export const hisNoticeSchema = z.object({
  noticeId: z.string(),
  patientName: z.string(),
  arriveOn: z.string(),
});
export const hisNoticeCall = {
  method: 'POST',
  path: '/operator/api/his/inpatient/notice',
  body: hisNoticeBody,
  response: okEnvelope(hisNoticeSchema),
} as const;

export const hisDischargeBody = z.object({
  hosId: hosIdSchema,
  stayId: z.string().regex(/^[\w-]{1,64}$/, 'C019'),
  /** Dictionary discharge_mode. */
  dischargeMode: z.string().trim().min(1, 'C018').max(32, 'C019').default('cured'),
});
export const hisDischargeCall = {
  method: 'POST',
  path: '/operator/api/his/inpatient/discharge',
  body: hisDischargeBody,
  response: okEnvelope(z.object({ stayId: z.string(), ordered: z.boolean() })),
} as const;
