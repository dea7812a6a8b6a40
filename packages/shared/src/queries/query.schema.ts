import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';

/**
 * What every patient query shares — the hospital, the linked patient, an inclusive date
 * range in the hospital's calendar (QUERY001 by the shared queryRange rule; the last 3 months by default) and a page.
 */

/** A calendar date 'YYYY-MM-DD' (hospital zone). */
export const queryDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'C019');
/** Query lists are paged by 10. */
export const QUERY_PAGE_SIZE = 10;
/** An item id as a query's detail route carries it. */
export const queryIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'C019');
/** A dictionary value used as a filter; '' = every value. */
export const queryFilterValueSchema = z
  .string()
  .max(32)
  .regex(/^[\w-]*$/, 'C019')
  .default('');

/** The common part of a patient query's request; each query extends it with its own filters. */
export const patientQueryBase = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  /** Inclusive, hospital zone. Without them: the last 3 months. QUERY001 when from is after to or the range exceeds 3 years. */
  from: queryDaySchema.optional(),
  to: queryDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A page of a query's list: its items, how many the whole query has, and the page size. */
export const queryPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), pageSize: z.number().int() });
