import { okEnvelope } from '../api/envelope.ts';
import {
  privateUrlBody,
  privateUrlQuery,
  privateUrlResponseSchema,
  uploadQuery,
  uploadResponseSchema,
} from './upload.schema.ts';

/**
 * Signed-in user of `hosId`. uploadOssFile is multipart/form-data, the files under the
 * field `fileList`. Refusals, all 400: C018 bizType or files missing; C005 {max} too many
 * files; C006 {size} a file over the bizType's size in MB; UPLOAD001 {name} {types} an extension the bizType does not
 * take; UPLOAD002 {name} the content is not what the name says (sniffed). getOssPrivateResourceUrl answers a URL valid
 * for a few minutes per path; a path that is not the caller's (another user's, another hospital's, unknown) is C002.
 */
export const uploadCalls = {
  uploadOssFile: {
    method: 'POST',
    path: '/platform/api/oss/upload',
    auth: true,
    query: uploadQuery,
    response: okEnvelope(uploadResponseSchema),
    // A multipart/form-data body, read by the server as it streams (no schema validates it): the field of its files.
    form: { files: 'fileList' },
  },
  getOssPrivateResourceUrl: {
    method: 'POST',
    path: '/platform/api/oss/private-url',
    auth: true,
    query: privateUrlQuery,
    body: privateUrlBody,
    response: okEnvelope(privateUrlResponseSchema),
  },
} as const;

/** Where a signed URL points: GET, answers the file itself (not an envelope); FILE001 when the signature is wrong or expired. */
export const SIGNED_FILE_PATH = '/platform/api/oss/file/:fileId';
