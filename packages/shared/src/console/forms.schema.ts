import { z } from 'zod';
import { noticeDocTypeSchema } from '../health/health.schema.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  QUESTION_KINDS,
  questionnaireIdSchema,
  questionnaireKindSchema,
} from '../questionnaires/questionnaire.schema.ts';

/**
 * The console's content editors (modules/content-forms, docs/console-content.md): notices and instructions with drafts
 * and versions, the questionnaire builder, and the portal's word on the HIS's physical-exam packages. Every text a
 * patient reads is written in both languages side by side.
 */
const text = (max: number) => z.string().trim().min(1, 'C018').max(max, 'C019');
const optionalText = (max: number) => z.string().trim().max(max, 'C019').default('');
/** The same content in each language the portal speaks: both are required, so no patient reads a fallback. */
const bilingual = <T extends z.ZodType>(one: T) => z.strictObject({ 'en-US': one, 'zh-CN': one });

// ---- notices and instructions ----

export const noticeTextSchema = z.strictObject({ title: text(200), content: text(50_000) });
export const bilingualNoticeSchema = bilingual(noticeTextSchema);
export type BilingualNotice = z.infer<typeof bilingualNoticeSchema>;

export const noticeDocParams = z.object({ hosId: hosIdSchema, docType: noticeDocTypeSchema });
export const noticeVersionParams = noticeDocParams.extend({
  version: z.coerce.number().int('C019').min(1, 'C019').max(100_000, 'C019'),
});
export const noticeDraftBody = z.strictObject({ texts: bilingualNoticeSchema });

export const noticeVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  texts: bilingualNoticeSchema,
});
export const noticeDraftSchema = z.object({
  texts: bilingualNoticeSchema,
  savedAt: z.string(),
  /** The staff member's name. */
  savedBy: z.string(),
});
/** One document type: what patients read now, the draft of the next version if any, and every version's date. */
export const noticeEntrySchema = z.object({
  docType: noticeDocTypeSchema,
  current: noticeVersionSchema.nullable(),
  draft: noticeDraftSchema.nullable(),
  versions: z.array(z.object({ version: z.number().int(), publishedAt: z.string() })),
});
export type NoticeEntry = z.infer<typeof noticeEntrySchema>;

// ---- questionnaires ----

export const questionnaireParams = z.object({
  hosId: hosIdSchema,
  questionnaireId: questionnaireIdSchema,
});

const optionValue = z
  .string()
  .trim()
  .regex(/^[\w-]{1,40}$/, 'C019');
export const builderOptionSchema = z.strictObject({
  value: optionValue,
  label: bilingual(text(200)),
});
/** A question as the builder writes it; the fields another kind uses are ignored (stored empty). */
export const builderQuestionSchema = z
  .strictObject({
    /** Kept across edits (answers point at it); a new question leaves it out and gets one. */
    questionId: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, 'C019')
      .optional(),
    kind: z.enum(QUESTION_KINDS, { error: 'C019' }),
    text: bilingual(text(500)),
    required: z.boolean(),
    options: z.array(builderOptionSchema).max(20, 'C019').default([]),
    scaleMin: z.number().int('C019').min(0, 'C019').max(100, 'C019').nullable().default(null),
    scaleMax: z.number().int('C019').min(1, 'C019').max(100, 'C019').nullable().default(null),
    maxLength: z.number().int('C019').min(1, 'C019').max(2000, 'C019').nullable().default(null),
  })
  .superRefine((q, ctx) => {
    const issue = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (q.kind === 'single' || q.kind === 'multiple') {
      if (q.options.length < 2) issue('C018', 'options');
      const values = q.options.map((o) => o.value);
      if (new Set(values).size !== values.length) issue('C019', 'options');
    }
    if (q.kind === 'scale') {
      if (q.scaleMin === null) issue('C018', 'scaleMin');
      if (q.scaleMax === null) issue('C018', 'scaleMax');
      if (q.scaleMin !== null && q.scaleMax !== null && q.scaleMax <= q.scaleMin)
        issue('C019', 'scaleMax');
    }
  });
export type BuilderQuestion = z.infer<typeof builderQuestionSchema>;

export const questionnaireDocumentSchema = z
  .strictObject({
    kind: questionnaireKindSchema,
    title: bilingual(text(200)),
    intro: bilingual(optionalText(1000)),
    /** In the order patients read them. */
    questions: z.array(builderQuestionSchema).max(50, 'C019'),
  })
  .superRefine((d, ctx) => {
    const ids = d.questions.flatMap((q) => (q.questionId ? [q.questionId] : []));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'C019', path: ['questions'] });
  });
export type QuestionnaireDocument = z.input<typeof questionnaireDocumentSchema>;

/** A questionnaire as the builder reads it back: every question with its id. */
export const builderQuestionnaireSchema = z.object({
  questionnaireId: z.string(),
  kind: questionnaireKindSchema,
  title: bilingual(z.string()),
  intro: bilingual(z.string()),
  questions: z.array(
    z.object({
      questionId: z.string(),
      kind: z.enum(QUESTION_KINDS),
      text: bilingual(z.string()),
      required: z.boolean(),
      options: z.array(z.object({ value: z.string(), label: bilingual(z.string()) })),
      scaleMin: z.number().int().nullable(),
      scaleMax: z.number().int().nullable(),
      maxLength: z.number().int().nullable(),
    }),
  ),
  /** Published: patients with a recent visit (stay) of its kind are asked it. */
  active: z.boolean(),
  /** Once someone answered, the questions are fixed (QUESTIONNAIRE004): copy it to ask something else. */
  responseCount: z.number().int(),
  createdAt: z.string(),
});
export type BuilderQuestionnaire = z.infer<typeof builderQuestionnaireSchema>;

export const questionnaireRowSchema = builderQuestionnaireSchema
  .pick({
    questionnaireId: true,
    kind: true,
    title: true,
    active: true,
    responseCount: true,
    createdAt: true,
  })
  .extend({ questionCount: z.number().int() });
export type QuestionnaireRow = z.infer<typeof questionnaireRowSchema>;

export const questionnaireActiveBody = z.strictObject({ active: z.boolean() });

// ---- physical-exam packages ----

export const packageParams = z.object({
  hosId: hosIdSchema,
  packageId: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'C019'),
});
/** A package of the HIS's exam centre (name, items, prices, places: the HIS's) with the portal's own word on it. */
export const consolePackageSchema = z.object({
  packageId: z.string(),
  name: bilingual(z.string()),
  description: bilingual(z.string()),
  /** The HIS's price: the sum of its items, in integer fen. */
  price: z.number().int(),
  items: z.array(z.object({ name: z.string(), price: z.number().int() })),
  dailyCapacity: z.number().int(),
  /** The portal's: hidden packages are not offered for booking (bookings made before stay). */
  hidden: z.boolean(),
  note: bilingual(z.string()),
});
export type ConsolePackage = z.infer<typeof consolePackageSchema>;
export const packageListingBody = z.strictObject({
  hidden: z.boolean(),
  note: bilingual(optionalText(1000)),
});
