import { z } from 'zod';
import { DICTIONARY_CODES } from '../enums/catalogue-enums.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';
import {
  patientQueryBase,
  queryDaySchema,
  queryFilterValueSchema,
  queryIdSchema,
  queryPageOf,
} from './query.schema.ts';

export const dictionaryQuery = z.object({
  hosId: hosIdSchema,
  code: z.enum(DICTIONARY_CODES, 'C019'),
});
export const dictionaryItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  sort: z.number().int(),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

/** Where a report comes from: an outpatient visit or an inpatient stay (dictionaries out_report_type / in_report_type). */
export const reportSourceSchema = z.enum(['out', 'in']);
/** A lab report has measured items; an exam report (imaging, ECG, endoscopy) has findings and a conclusion. */
export const reportKindSchema = z.enum(['lab', 'exam']);

export const reportListQuery = patientQueryBase.extend({
  source: reportSourceSchema.default('out'),
  /** A value of the source's report-type dictionary; empty = every type. */
  reportType: queryFilterValueSchema,
});

export const reportSummarySchema = z.object({
  reportId: z.string(),
  kind: reportKindSchema,
  source: reportSourceSchema,
  /** The report-type dictionary value and its label. */
  reportType: z.string(),
  reportTypeName: z.string(),
  title: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  /** ISO instant the report was issued. */
  reportedAt: z.string(),
  /** Lab items outside their reference range (0 for exam reports). */
  abnormalCount: z.number().int(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportPageSchema = queryPageOf(reportSummarySchema);

export const reportRefQuery = z.object({ hosId: hosIdSchema, reportId: queryIdSchema });

/** H above the range, L below, N inside; null when the item has no numeric range (a text result). */
export const abnormalFlagSchema = z.enum(['H', 'L', 'N']).nullable();
export type AbnormalFlag = z.infer<typeof abnormalFlagSchema>;

export const labItemSchema = z.object({
  /** Stable item code (e.g. 'GLU'), the key of its trend. */
  code: z.string(),
  name: z.string(),
  /** As the lab reported it: a number as text, or a text result ('negative'). */
  result: z.string(),
  unit: z.string(),
  /** Reference range bounds; null where the item has none on that side. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** The range as the lab prints it ('3.9–6.1', '<5.2', 'negative'). */
  range: z.string(),
  flag: abnormalFlagSchema,
});
export type LabItem = z.infer<typeof labItemSchema>;

export const reportDetailSchema = reportSummarySchema.extend({
  patientId: z.string(),
  patientName: z.string(),
  specimen: z.string(),
  /** ISO instants. */
  sampledAt: z.string().nullable(),
  items: z.array(labItemSchema),
  findings: z.string(),
  conclusion: z.string(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportTrendQuery = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  itemCode: z.string().regex(/^[\w-]{1,32}$/, 'C019'),
  from: queryDaySchema.optional(),
  to: queryDaySchema.optional(),
});
export const trendPointSchema = z.object({
  reportId: z.string(),
  reportedAt: z.string(),
  value: z.number(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  flag: abnormalFlagSchema,
});
export const reportTrendSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  points: z.array(trendPointSchema),
});
export type ReportTrend = z.infer<typeof reportTrendSchema>;
