import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientQueryBase, queryIdSchema, queryPageOf } from './query.schema.ts';

/**
 * Cloud film: a patient's imaging studies from the hospital information system,
 * their images, and share links a patient hands to another doctor (an expiring link plus an extraction code, opened
 * without signing in).
 */

/** DICOM modality codes the portal shows: computed tomography, magnetic resonance, digital radiography, ultrasound, mammography. */
export const FILM_MODALITIES = ['CT', 'MR', 'DX', 'US', 'MG'] as const;
export const filmModalitySchema = z.enum(FILM_MODALITIES);
export type FilmModality = z.infer<typeof filmModalitySchema>;

export const filmListQuery = patientQueryBase.extend({
  /** Only studies of this modality; '' = every modality. */
  modality: z.enum(['', ...FILM_MODALITIES], 'C019').default(''),
});

export const filmStudySummarySchema = z.object({
  studyId: z.string(),
  /** The radiology department's accession number, printed on the film. */
  accessionNo: z.string(),
  modality: filmModalitySchema,
  bodyPart: z.string(),
  title: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  /** ISO instant the study was performed. */
  studyAt: z.string(),
  seriesCount: z.number().int(),
  imageCount: z.number().int(),
});
export type FilmStudySummary = z.infer<typeof filmStudySummarySchema>;
export const filmStudyPageSchema = queryPageOf(filmStudySummarySchema);

export const filmStudyRefQuery = z.object({ hosId: hosIdSchema, studyId: queryIdSchema });

export const filmImageSchema = z.object({
  imageId: z.string(),
  /**
   * A short-lived signed address of the PNG (an <img> cannot send the bearer header): valid until `imageUrlsExpireAt`
   * of the study that issued it, for this image only.
   */
  url: z.string(),
});
export const filmSeriesSchema = z.object({
  seriesNo: z.number().int(),
  description: z.string(),
  images: z.array(filmImageSchema),
});
export type FilmSeries = z.infer<typeof filmSeriesSchema>;

/** A study as its viewer shows it: the summary, the radiology report and the images series by series. */
export const filmStudyViewSchema = filmStudySummarySchema.extend({
  /** The patient's name (masked in a shared study). */
  patientName: z.string(),
  findings: z.string(),
  impression: z.string(),
  /** Who signed the radiology report. */
  radiologist: z.string(),
  /** ISO instant of the report; null while the study is not reported yet. */
  reportedAt: z.string().nullable(),
  series: z.array(filmSeriesSchema),
  /** ISO instant after which the image addresses stop working: read the study again for fresh ones. */
  imageUrlsExpireAt: z.string(),
});
export const filmStudyDetailSchema = filmStudyViewSchema.extend({ patientId: z.string() });
export type FilmStudyDetail = z.infer<typeof filmStudyDetailSchema>;

/** An image address: the study and image, when it stops working and its signature (see film image URLs on the server). */
export const filmImageQuery = z.object({
  hosId: hosIdSchema,
  studyId: queryIdSchema,
  imageId: queryIdSchema,
  exp: z.coerce.number().int().min(0).max(99_999_999_999),
  sig: z.string().regex(/^[\w-]{16,64}$/, 'C019'),
});

/** How long a share link works: a day, three days or a week. */
export const FILM_SHARE_DAYS = [1, 3, 7] as const;
export const filmShareDaysSchema = z.union([z.literal(1), z.literal(3), z.literal(7)], 'C019');

export const createFilmShareBody = z.object({
  hosId: hosIdSchema,
  studyId: queryIdSchema,
  days: filmShareDaysSchema,
});
export const filmShareCreatedSchema = z.object({
  shareId: z.string(),
  /** The share page's address inside the portal (path and query), to prefix with the portal's origin. */
  linkPath: z.string(),
  /** The extraction code, shown once: only its hash is kept. */
  code: z.string(),
  expiresAt: z.string(),
});
export type FilmShareCreated = z.infer<typeof filmShareCreatedSchema>;

export const filmShareSchema = z.object({
  shareId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Too many wrong extraction codes: the link no longer opens. */
  locked: z.boolean(),
});
export type FilmShare = z.infer<typeof filmShareSchema>;
export const filmShareRefBody = z.object({ hosId: hosIdSchema, shareId: queryIdSchema });

/** The random token of a share link: 32 URL-safe characters (192 bits). */
export const filmShareTokenSchema = z.string().regex(/^[\w-]{16,64}$/, 'C019');
/** The extraction code as a person types it: letters and digits, any case. */
export const filmShareCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,8}$/, 'C019');
export const openFilmShareBody = z.object({
  hosId: hosIdSchema,
  token: filmShareTokenSchema,
  code: filmShareCodeSchema,
});
export const filmSharedStudySchema = filmStudyViewSchema.extend({ shareExpiresAt: z.string() });
export type FilmSharedStudy = z.infer<typeof filmSharedStudySchema>;
