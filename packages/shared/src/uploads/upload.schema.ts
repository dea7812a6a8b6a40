import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { UPLOAD_LIMITS } from './upload.rules.ts';
import type { UploadType } from '../enums/catalogue-enums.ts';

/**
 * Uploads (uploadOssFile, getOssPrivateResourceUrl). A stored file is named by its path
 * `<bizType>/<fileId>.<ext>` (what uploadOssFile returns and getOssPrivateResourceUrl takes back); it is read
 * only through a short-lived signed URL.
 */
const uploadTypes = Object.keys(UPLOAD_LIMITS) as [UploadType, ...UploadType[]];
export const uploadTypeSchema = z.enum(uploadTypes, { error: 'C019' });

/** `<bizType>/<uuid>.<ext>`: nothing else is ever a stored file's path. */
export const UPLOAD_PATH_PATTERN =
  /^([a-z-]{1,40})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{1,5})$/;
export const uploadPathSchema = z.string().regex(UPLOAD_PATH_PATTERN, 'C019');

export const uploadQuery = z.object({ hosId: hosIdSchema, bizType: uploadTypeSchema });
/** uploadOssFile reads: list of file paths. */
export const uploadResponseSchema = z.array(uploadPathSchema);

/** getOssPrivateResourceUrl: body urls list of {url, optional style}. `style` is accepted and ignored (no image processing). */
export const privateUrlQuery = z.object({ hosId: hosIdSchema, bizType: uploadTypeSchema });
export const privateUrlBody = z.object({
  urls: z
    .array(z.object({ url: uploadPathSchema, style: z.string().max(100).optional() }))
    .min(1, 'C018')
    .max(20, 'C019'),
});
export const privateUrlResponseSchema = z.array(z.object({ url: z.string() }));

/** The signed read of one file (the URL getOssPrivateResourceUrl hands out). */
export const signedFileParams = z.object({ fileId: z.string().regex(/^[0-9a-f-]{36}$/, 'C019') });
export const signedFileQuery = z.object({
  hosId: hosIdSchema,
  expires: z.coerce.number({ error: 'C019' }).int('C019').positive('C019'),
  sig: z.string().regex(/^[\w-]{43}$/, 'C019'),
});
