import { z } from 'zod';
import { languageSchema, themeSchema, tipInfoSchema } from './hospital.schema.ts';
import { questionnaireKindSchema, questionSchema } from '../questionnaires/questionnaire.schema.ts';
import { PREVIEW_MESSAGE_TYPE } from './preview-constants.ts';

export { PREVIEW_MESSAGE_TYPE, PREVIEW_PARAM, PREVIEW_READY_TYPE } from './preview-constants.ts';

/** What the console posts (the names: preview-constants.ts). */
export const previewMessageSchema = z.object({
  type: z.literal(PREVIEW_MESSAGE_TYPE),
  theme: themeSchema.optional(),
  /** Caption overrides per language, on top of the hospital's own catalogue. */
  captions: z.partialRecord(languageSchema, z.record(z.string(), z.string())).optional(),
  tip: tipInfoSchema.nullable().optional(),
  /**
   * A notice document's draft, per language (docs/console-content.md): shown as the instructions page shows a new
   * version; null closes it.
   */
  notice: z
    .partialRecord(languageSchema, z.object({ title: z.string(), content: z.string() }))
    .nullable()
    .optional(),
  /** A questionnaire being built, per language: shown as the questionnaire form shows it, answerable but never sent. */
  questionnaire: z
    .partialRecord(
      languageSchema,
      z.object({
        kind: questionnaireKindSchema,
        title: z.string(),
        intro: z.string(),
        questions: z.array(questionSchema),
      }),
    )
    .nullable()
    .optional(),
  /** The language the framed portal shows the draft in (it switches to it, as its own language switch does). */
  lang: languageSchema.optional(),
});
export type PreviewMessage = z.infer<typeof previewMessageSchema>;
// A lecture draft or a guide section in the same message: health/content-preview.ts (apart, so the portal's first pages
// do not carry the lecture schemas).
