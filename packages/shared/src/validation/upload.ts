/** Upload checks and the limits they default to. */
import type { MessageParams } from '../api/envelope.ts';
import type { MessageKey } from '../api/message-keys.ts';

/** Default upload count. */
export const DEFAULT_UPLOAD_COUNT = 1;
/** Image size limit: 10485760 bytes (10 MB). */
export const IMAGE_SIZE_LIMIT = 10485760;

const BYTES_PER_MB = 1024 * 1024;

export interface UploadFileInfo {
  name: string;
  /** Bytes. */
  size: number;
}

export interface UploadOptions {
  /** The upload kind (an `UploadType` value); required. */
  bizType?: string;
  maxCount?: number;
  /** Per-file limit in bytes. */
  maxSize?: number;
}

export interface UploadIssue {
  messageKey: Extract<MessageKey, 'C018' | 'C005' | 'C006'>;
  params: MessageParams;
}

/**
 * Upload: bizType is required (C018 {field}), at most `maxCount` files (C005 {max}), and each
 * file at most `maxSize` bytes (C006 {size} in MB, up to 2 decimals). Checked in that order; the first
 * failure is returned, null when all pass. An empty list passes: whether a file is required is the form's
 * business, not the upload rule's.
 */
export function validateUpload(
  files: readonly UploadFileInfo[],
  opts: UploadOptions = {},
): UploadIssue | null {
  if (!opts.bizType?.trim()) return { messageKey: 'C018', params: { field: 'bizType' } };
  const maxCount = opts.maxCount ?? DEFAULT_UPLOAD_COUNT;
  if (files.length > maxCount) return { messageKey: 'C005', params: { max: maxCount } };
  const maxSize = opts.maxSize ?? IMAGE_SIZE_LIMIT;
  // Written as !(<=) so a NaN size counts as too large rather than slipping through.
  if (files.some((f) => !(f.size <= maxSize))) {
    return {
      messageKey: 'C006',
      params: { size: Math.round((maxSize / BYTES_PER_MB) * 100) / 100 },
    };
  }
  return null;
}
