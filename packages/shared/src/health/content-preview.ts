import { z } from 'zod';
import { languageSchema } from '../hospital/hospital.schema.ts';
import { guideSectionSchema, lectureDetailSchema } from './health.schema.ts';

/**
 * What the console's lecture and guide editors add to the preview message (hospital/preview-message.ts): the draft per
 * language, drawn by the framed portal with the patient's own components (docs/console-web.md#preview). Parsed only by
 * the preview receiver, which patients never load.
 */
export const contentPreviewSchema = z.object({
  /** A lecture draft per language, shown as the lecture page shows it, in the language the portal is in. */
  lecture: z.partialRecord(languageSchema, lectureDetailSchema).nullable().optional(),
  /** A medical guide section being edited, per language, shown as the guide shows a section. */
  guideSection: z.partialRecord(languageSchema, guideSectionSchema).nullable().optional(),
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;
