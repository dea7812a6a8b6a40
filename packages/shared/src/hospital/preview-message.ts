import { z } from 'zod';
import { languageSchema, themeSchema, tipInfoSchema } from './hospital.schema.ts';

/**
 * What the staff console posts to the patient portal framed in its settings preview (`?preview=1`, same origin only):
 * the draft the editor holds, applied to the rendered page without saving (docs/console-web.md#preview).
 */
export const PREVIEW_MESSAGE_TYPE = 'portal-preview';
/** The framed portal's answer once it listens: the console then posts the draft again. */
export const PREVIEW_READY_TYPE = 'portal-preview-ready';
export const PREVIEW_PARAM = 'preview';

export const previewMessageSchema = z.object({
  type: z.literal(PREVIEW_MESSAGE_TYPE),
  theme: themeSchema.optional(),
  /** Caption overrides per language, on top of the hospital's own catalogue. */
  captions: z.partialRecord(languageSchema, z.record(z.string(), z.string())).optional(),
  tip: tipInfoSchema.nullable().optional(),
  /** The language the framed portal shows the draft in (it switches to it, as its own language switch does). */
  lang: languageSchema.optional(),
});
export type PreviewMessage = z.infer<typeof previewMessageSchema>;
// A lecture draft or a guide section in the same message: health/content-preview.ts (apart, so the portal's first pages
// do not carry the lecture schemas).
