import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';

/**
 * Health content (docs/health-content.md): /lecture/homepage with its article and video children,
 * /other/medical-guide, /other/instructions, guide_type and the notice documents. Lectures and the guide need no sign-in; the instructions are the signed-in patient's.
 */
export const LECTURE_KINDS = ['article', 'video'] as const;
export const lectureKindSchema = z.enum(LECTURE_KINDS);
export type LectureKind = z.infer<typeof lectureKindSchema>;

/** Ids the hospital chose; any other id of the usual shape names nothing and answers LECTURE001 like an unknown one. */
export const lectureIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/, 'C019');
const keywordSchema = z.string().trim().max(50, 'C019');

export const LECTURE_PAGE_SIZE_MAX = 50;
export const lectureCategoryQuery = z.object({
  hosId: hosIdSchema,
  kind: lectureKindSchema.optional(),
});
export const lectureCategorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type LectureCategory = z.infer<typeof lectureCategorySchema>;

export const lectureListQuery = z.object({
  hosId: hosIdSchema,
  kind: lectureKindSchema.optional(),
  categoryId: lectureIdSchema.optional(),
  /** Matches the title and summary in every language the hospital writes in. */
  keyword: keywordSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LECTURE_PAGE_SIZE_MAX).default(10),
});
export type LectureListQuery = z.input<typeof lectureListQuery>;

export const lectureSummarySchema = z.object({
  lectureId: z.string(),
  kind: lectureKindSchema,
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  /** A video's poster (articles: none). */
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** ISO instant. */
  publishedAt: z.string(),
  readCount: z.number().int(),
});
export type LectureSummary = z.infer<typeof lectureSummarySchema>;

export const lecturePageSchema = z.object({
  items: z.array(lectureSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LecturePage = z.infer<typeof lecturePageSchema>;

export const lectureInfoQuery = z.object({ hosId: hosIdSchema, lectureId: lectureIdSchema });
export const lectureCaptionSchema = z.object({ lang: z.string(), url: z.string() });
export const lectureDetailSchema = lectureSummarySchema.extend({
  /** Hospital-written rich text (HTML): the browser sanitizes it before showing it. */
  body: z.string(),
  videoUrl: z.string().nullable(),
  /** WebVTT caption tracks, one per language. */
  captions: z.array(lectureCaptionSchema),
});
export type LectureDetail = z.infer<typeof lectureDetailSchema>;

/** A browser session's random id: the same session reading again is not counted again. */
export const viewerIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{8,64}$/, 'C019');
export const lectureReadBody = z.object({
  hosId: hosIdSchema,
  lectureId: lectureIdSchema,
  viewerId: viewerIdSchema,
});
export const lectureReadSchema = z.object({ readCount: z.number().int(), counted: z.boolean() });

/** Dictionary guide_type: the kinds of guide section. */
export const guideQuery = z.object({ hosId: hosIdSchema });
export const guideTypeSchema = z.object({ value: z.string(), label: z.string() });
export const guideSectionSchema = z.object({
  guideId: z.string(),
  guideType: z.string(),
  /** The area the section is about (floors and buildings of one campus), or null for the whole hospital. */
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  title: z.string(),
  /** Rich text (HTML), sanitized by the browser. */
  content: z.string(),
});
export const guideSchema = z.object({
  types: z.array(guideTypeSchema),
  sections: z.array(guideSectionSchema),
});
export type Guide = z.infer<typeof guideSchema>;
export type GuideSection = z.infer<typeof guideSectionSchema>;

export const symptomQuery = z.object({
  hosId: hosIdSchema,
  keyword: z.string().trim().min(1, 'C018').max(30, 'C019'),
});
export const symptomMatchSchema = z.object({
  symptomId: z.string(),
  name: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  /** The area to book in (null: the patient's chosen or first area). */
  areaId: z.string().nullable(),
});
export type SymptomMatch = z.infer<typeof symptomMatchSchema>;

/**
 * Notice documents: the appointment and refund notice texts and the (patient) user service, user privacy and
 * log-off protocol documents. Each is versioned; the patient accepts each version.
 */
export const NOTICE_DOC_TYPES = [
  'APPOINTMENT_NOTICE',
  'REFUND_NOTICE',
  'USER_SERVICE',
  'USER_PRIVACY',
  'LOG_OFF_PROTOCOL',
] as const;
export const noticeDocTypeSchema = z.enum(NOTICE_DOC_TYPES);
export type NoticeDocType = z.infer<typeof noticeDocTypeSchema>;
/** What a new account accepts by registering (the register page names and links them). */
export const REGISTRATION_DOC_TYPES: readonly NoticeDocType[] = ['USER_SERVICE', 'USER_PRIVACY'];

export const noticeListQuery = z.object({ hosId: hosIdSchema });
export const noticeInfoQuery = z.object({ hosId: hosIdSchema, docType: noticeDocTypeSchema });
export const noticeDocumentSchema = z.object({
  docType: noticeDocTypeSchema,
  version: z.number().int(),
  title: z.string(),
  /** Rich text (HTML), sanitized by the browser. */
  content: z.string(),
  /** ISO instant. */
  publishedAt: z.string(),
});
export type NoticeDocument = z.infer<typeof noticeDocumentSchema>;
export const noticeStatusSchema = noticeDocumentSchema.extend({
  /** When the patient accepted this (the current) version; null: not yet. */
  acceptedAt: z.string().nullable(),
  /** The latest version the patient accepted before this one was published, or null. */
  previousAcceptedVersion: z.number().int().nullable(),
});
export type NoticeStatus = z.infer<typeof noticeStatusSchema>;
export const noticeAcceptBody = z.object({
  hosId: hosIdSchema,
  docType: noticeDocTypeSchema,
  version: z.number().int().min(1).max(100_000),
});
export const noticeAcceptSchema = z.object({
  docType: noticeDocTypeSchema,
  version: z.number().int(),
  acceptedAt: z.string(),
});
