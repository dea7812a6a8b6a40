import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { lectureIdSchema, lectureKindSchema } from '../health/health.schema.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';

/**
 * Lectures and the medical guide edited in the console (modules/content, docs/health-content.md#editing). Who may
 * send each: CONSOLE_CALL_ACCESS (content.read to read, content.edit to change). Every change is in the audit log.
 *
 * Texts come in both languages side by side: the lecture's and the section's columns hold the primary language
 * (LECTURE_PRIMARY_LANGUAGE), the other language is content_translation rows (docs/adr/0010-bilingual-hospital-content.md).
 * An empty text in the other language has no row, and patients reading that language see the primary text.
 */
export const LECTURE_PRIMARY_LANGUAGE = 'en-US';
export const LECTURE_OTHER_LANGUAGE = 'zh-CN';
/** The longest body or guide content a save takes, in characters of HTML (RICHTEXT001 beyond). */
export const CONTENT_BODY_MAX = 100_000;
export const LECTURE_STATUSES = ['draft', 'published'] as const;
export const lectureStatusSchema = z.enum(LECTURE_STATUSES);
export type LectureStatus = z.infer<typeof lectureStatusSchema>;

const hospitalParams = z.object({ hosId: hosIdSchema });
export const consoleLectureParams = z.object({ hosId: hosIdSchema, lectureId: lectureIdSchema });
const line = (max: number) => z.string().trim().max(max, 'C019');
const body = z.string().max(CONTENT_BODY_MAX, 'RICHTEXT001');

/** A lecture's texts in one language; the primary language must have a title. */
const lectureTexts = z.object({
  title: line(200).default(''),
  summary: line(500).default(''),
  author: line(100).default(''),
  body: body.default(''),
});
export type LectureTexts = z.output<typeof lectureTexts>;
const primaryTexts = lectureTexts.extend({ title: line(200).min(1, 'C018') });

/**
 * A video, poster or caption address: a file the console uploaded (LECTURE_MEDIA_PATH), another path of the portal's
 * own origin, or an https address; nothing a browser would run.
 */
export const mediaUrlSchema = z
  .string()
  .trim()
  .max(500, 'C019')
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>\\]*$/, 'C019');

/** What the editor saves: a new lecture is a draft; a published lecture's save shows at once. */
export const lectureDraftBody = z
  .object({
    kind: lectureKindSchema,
    categoryId: lectureIdSchema,
    texts: z.object({
      'en-US': primaryTexts,
      'zh-CN': lectureTexts.default(lectureTexts.parse({})),
    }),
    videoUrl: mediaUrlSchema.nullable().default(null),
    posterUrl: mediaUrlSchema.nullable().default(null),
    durationSeconds: z.number().int().min(0, 'C019').max(86_400, 'C019').nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'video' && !b.videoUrl)
      ctx.addIssue({ code: 'custom', message: 'C018', path: ['videoUrl'] });
  });
export type LectureDraft = z.input<typeof lectureDraftBody>;

export const consoleLectureSummarySchema = z.object({
  lectureId: z.string(),
  kind: lectureKindSchema,
  categoryId: z.string(),
  status: lectureStatusSchema,
  /** The primary language's title, and the other language's (empty when untranslated). */
  title: z.string(),
  otherTitle: z.string(),
  /** Since when patients see it; null for a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  readCount: z.number().int(),
});
export type ConsoleLectureSummary = z.infer<typeof consoleLectureSummarySchema>;
export const consoleLectureSchema = consoleLectureSummarySchema.extend({
  texts: z.object({ 'en-US': lectureTexts, 'zh-CN': lectureTexts }),
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type ConsoleLecture = z.infer<typeof consoleLectureSchema>;
export const consoleLectureCategorySchema = z.object({
  categoryId: z.string(),
  name: z.object({ 'en-US': z.string(), 'zh-CN': z.string() }),
});
export const consoleLectureListSchema = z.object({
  lectures: z.array(consoleLectureSummarySchema),
  categories: z.array(consoleLectureCategorySchema),
});
export type ConsoleLectureList = z.infer<typeof consoleLectureListSchema>;

export const lectureCalls = {
  /** Every lecture of the hospital, drafts too, newest change first, with the categories to file them under. */
  listConsoleLectures: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/lectures',
    params: hospitalParams,
    response: okEnvelope(consoleLectureListSchema),
  },
  /** LECTURE001 an unknown lecture (another hospital's too). */
  getConsoleLecture: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/lectures/:lectureId',
    params: consoleLectureParams,
    response: okEnvelope(consoleLectureSchema),
  },
  /** A new draft. LECTURE003 an unknown category; the body is sanitized (docs/health-content.md#editing). */
  createLecture: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/lectures',
    params: hospitalParams,
    body: lectureDraftBody,
    response: okEnvelope(consoleLectureSchema),
  },
  /** LECTURE001 unknown; LECTURE003 an unknown category. Status unchanged. */
  saveLecture: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/lectures/:lectureId',
    params: consoleLectureParams,
    body: lectureDraftBody,
    response: okEnvelope(consoleLectureSchema),
  },
  /** Patients see it from now on; publishing a published lecture changes nothing. */
  publishLecture: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/lectures/:lectureId/publish',
    params: consoleLectureParams,
    response: okEnvelope(consoleLectureSchema),
  },
  /** Back to a draft: patients no longer find it (LECTURE001 for its address). */
  unpublishLecture: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/lectures/:lectureId/unpublish',
    params: consoleLectureParams,
    response: okEnvelope(consoleLectureSchema),
  },
} as const;

/**
 * A lecture's video or poster (operationId uploadLectureMedia; multipart, one file in field LECTURE_MEDIA_FIELD):
 * `use=video` takes mp4 or webm up to LECTURE_VIDEO_MAX_BYTES, `use=poster` an image up to LECTURE_POSTER_MAX_BYTES.
 * Answers the path patients' browsers fetch it at (LECTURE_MEDIA_PATH), for the lecture's videoUrl or posterUrl.
 */
export const LECTURE_MEDIA_UPLOAD_PATH = '/console/api/hospitals/:hosId/lecture-media';
export const LECTURE_MEDIA_FIELD = 'file';
export const LECTURE_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const LECTURE_POSTER_MAX_BYTES = 2 * 1024 * 1024;
export const LECTURE_VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export const lectureMediaQuery = z.object({ use: z.enum(['video', 'poster'], { error: 'C019' }) });
export const lectureMediaResponse = okEnvelope(z.object({ path: z.string() }));
/** Public, like the lectures that name them; a file's name is a random id. */
export const LECTURE_MEDIA_PATH = '/lecture/api/media/:hosId/:file';

// ---- the medical guide: edited in place (docs/health-content.md#editing) ----

export const guideSectionParams = z.object({
  hosId: hosIdSchema,
  guideId: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'C019'),
});
const localizedLine = z.object({
  'en-US': line(200).min(1, 'C018'),
  'zh-CN': line(200).default(''),
});
const localizedBody = z.object({ 'en-US': body.min(1, 'C018'), 'zh-CN': body.default('') });
export const guideSectionBody = z.object({
  title: localizedLine,
  content: localizedBody,
  /** The section's place among its type's sections, smallest first. */
  sort: z.number().int().min(0, 'C019').max(10_000, 'C019'),
});
export type GuideSectionEdit = z.input<typeof guideSectionBody>;
export const consoleGuideSectionSchema = z.object({
  guideId: z.string(),
  guideType: z.string(),
  areaId: z.string().nullable(),
  title: z.object({ 'en-US': z.string(), 'zh-CN': z.string() }),
  content: z.object({ 'en-US': z.string(), 'zh-CN': z.string() }),
  sort: z.number().int(),
});
export type ConsoleGuideSection = z.infer<typeof consoleGuideSectionSchema>;

export const guideCalls = {
  /** The guide's sections in patients' order (by type, then sort). */
  getConsoleGuide: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/guide',
    params: hospitalParams,
    response: okEnvelope(z.array(consoleGuideSectionSchema)),
  },
  /** Patients read the change at once. C002 an unknown section (another hospital's too). */
  saveGuideSection: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/guide/:guideId',
    params: guideSectionParams,
    body: guideSectionBody,
    response: okEnvelope(consoleGuideSectionSchema),
  },
} as const;
