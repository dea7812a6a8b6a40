import { z } from 'zod';
import { noonPeriodSchema, type StaticCaptionName } from './hospital.schema.ts';

/** A notice caption file (appointment-prompt, candidate-prompt): a title and hospital-supplied HTML. */
const promptCaptionSchema = z.object({ title: z.string(), content: z.string() });

/**
 * What each static caption file holds, so a reader takes only a file of the right shape (a wrong one is read as
 * none, and the page falls back to the catalogue text). A file may leave out any text it does not set.
 */
export const staticCaptionSchemas = {
  'appointment-prompt': promptCaptionSchema,
  'candidate-prompt': promptCaptionSchema,
  'noon-periods': z.array(noonPeriodSchema),
  'record-separate': z
    .object({
      valid: z.string(),
      history: z.string(),
      cancelled: z.string(),
      candidate: z.string(),
      empty: z.string(),
    })
    .partial(),
  entrance: z.object({ title: z.string(), subtitle: z.string() }).partial(),
} satisfies Record<StaticCaptionName, z.ZodType>;

export type StaticCaption<N extends StaticCaptionName> = z.infer<(typeof staticCaptionSchemas)[N]>;
