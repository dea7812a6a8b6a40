import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientQueryBase, queryIdSchema, queryPageOf } from './query.schema.ts';

/**
 * Pathology: the patient's pathology results from the hospital information system
 * — what was taken (specimen, site, type), what the pathologist saw (gross and microscopic description), the diagnosis
 * and conclusion, and immunohistochemistry markers where stains were run. Listed by the time each was reported.
 */
export const pathologyListQuery = patientQueryBase;

export const pathologySummarySchema = z.object({
  pathologyId: z.string(),
  /** ISO instant the pathologist signed the report. */
  reportedAt: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  /** The specimen and where it came from ('Gastric antrum biopsy'). */
  specimen: z.string(),
  /** How it was taken: 'biopsy', 'resection', 'cytology', 'frozen'. */
  specimenType: z.string(),
  diagnosis: z.string(),
});
export type PathologySummary = z.infer<typeof pathologySummarySchema>;
export const pathologyPageSchema = queryPageOf(pathologySummarySchema);

export const pathologyRefQuery = z.object({ hosId: hosIdSchema, pathologyId: queryIdSchema });

/** One immunohistochemistry stain and its result as the pathologist wrote it ('Ki-67', '30%+'). */
export const pathologyMarkerSchema = z.object({ name: z.string(), result: z.string() });
export type PathologyMarker = z.infer<typeof pathologyMarkerSchema>;

export const pathologyDetailSchema = pathologySummarySchema.extend({
  patientId: z.string(),
  patientName: z.string(),
  /** The pathology number the lab files it under. */
  pathologyNo: z.string(),
  /** ISO instant the specimen was received; null when the HIS does not say. */
  receivedAt: z.string().nullable(),
  grossDescription: z.string(),
  microscopicDescription: z.string(),
  conclusion: z.string(),
  /** [] when no stains were run. */
  markers: z.array(pathologyMarkerSchema),
});
export type PathologyDetail = z.infer<typeof pathologyDetailSchema>;
