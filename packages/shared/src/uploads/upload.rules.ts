import { UploadType } from '../enums/catalogue-enums.ts';
import {
  DEFAULT_UPLOAD_COUNT,
  IMAGE_SIZE_LIMIT,
  validateUpload,
  type UploadFileInfo,
  type UploadIssue,
} from '../validation/upload.ts';

/**
 * What each upload kind (upload types, the `bizType`) accepts. The product fixes only the
 * defaults (count 1, 10 MB per file) and names image and video extensions; the per-kind counts and the file kinds
 * beyond images are ours. The browser checks these before sending (by name and size); the server checks them again
 * and sniffs the content, so a renamed file is refused (apps/server/src/modules/uploads).
 */
export type UploadFileKind = 'image' | 'video' | 'pdf' | 'xlsx' | 'csv';

/** Each kind's extensions, and the content types a sniffer may report for it (csv has none: it is plain text). */
export const UPLOAD_FILE_KINDS: Record<
  UploadFileKind,
  { extensions: readonly string[]; mimes: readonly string[] }
> = {
  // Image extensions (validation/formats.ts IMAGE_EXTENSIONS).
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'],
    mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp'],
  },
  // Video extensions, less the containers browsers cannot play back (avi, wmv, flv, mkv).
  video: {
    extensions: ['mp4', 'm4v', 'mov', 'webm', '3gp'],
    mimes: ['video/mp4', 'video/x-m4v', 'video/quicktime', 'video/webm', 'video/3gpp'],
  },
  pdf: { extensions: ['pdf'], mimes: ['application/pdf'] },
  xlsx: {
    extensions: ['xlsx'],
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  csv: { extensions: ['csv'], mimes: [] },
};

export interface UploadLimits {
  kinds: readonly UploadFileKind[];
  /** Files per upload call. */
  maxCount: number;
  /** Bytes per file. */
  maxSize: number;
}

const MB = 1024 * 1024;
const images = (maxCount: number): UploadLimits => ({
  kinds: ['image'],
  maxCount,
  maxSize: IMAGE_SIZE_LIMIT,
});

export const UPLOAD_LIMITS: Record<UploadType, UploadLimits> = {
  [UploadType.CONTACT_PERSON]: images(DEFAULT_UPLOAD_COUNT),
  [UploadType.MDT_CONSULT_IMAGE]: images(9),
  [UploadType.MDT_CONSULT_VIDEO]: {
    kinds: ['video'],
    maxCount: DEFAULT_UPLOAD_COUNT,
    maxSize: 50 * MB,
  },
  [UploadType.MDT_CONSULT_FILE]: {
    kinds: ['pdf', 'image'],
    maxCount: 5,
    maxSize: IMAGE_SIZE_LIMIT,
  },
  [UploadType.CONSULT_APPEAL]: images(3),
  // Complaints and suggestions: up to three photos.
  [UploadType.FEEDBACK]: images(3),
  [UploadType.CASE_OPINION]: { kinds: ['pdf', 'image'], maxCount: 3, maxSize: IMAGE_SIZE_LIMIT },
  [UploadType.QUESTIONNAIRE]: images(3),
  // A physical-exam group's member list or a report photo.
  [UploadType.PHYSICAL_EXAM]: {
    kinds: ['csv', 'xlsx', 'pdf', 'image'],
    maxCount: DEFAULT_UPLOAD_COUNT,
    maxSize: IMAGE_SIZE_LIMIT,
  },
  [UploadType.IN_HOSPITAL_PERSON]: images(DEFAULT_UPLOAD_COUNT),
};

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_LIMITS, value);
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The kind a file name claims, among `kinds`; null when its extension is none of theirs. */
export function kindByName(name: string, kinds: readonly UploadFileKind[]): UploadFileKind | null {
  const ext = extensionOf(name);
  return kinds.find((k) => UPLOAD_FILE_KINDS[k].extensions.includes(ext)) ?? null;
}

/** The `accept` attribute of a file input for a bizType: its extensions, dotted. */
export function acceptOf(bizType: UploadType): string {
  return UPLOAD_LIMITS[bizType].kinds
    .flatMap((k) => UPLOAD_FILE_KINDS[k].extensions.map((e) => `.${e}`))
    .join(',');
}

/** The extensions of a bizType, for the UPLOAD001 message. */
export function extensionsOf(bizType: UploadType): string {
  return UPLOAD_LIMITS[bizType].kinds.flatMap((k) => UPLOAD_FILE_KINDS[k].extensions).join(', ');
}

/**
 * Upload checks for a bizType by name and size, as the browser can make them: bizType (C018), count (C005),
 * size (C006), then each name's extension (UPLOAD001 {name} {types}). `already` counts files chosen earlier.
 */
export function checkUploadFiles(
  bizType: string | undefined,
  files: readonly UploadFileInfo[],
  already = 0,
): UploadIssue | UploadTypeIssue | null {
  if (bizType !== undefined && bizType.trim() !== '' && !isUploadType(bizType))
    return { messageKey: 'C019', params: { field: 'bizType' } };
  const limits = isUploadType(bizType) ? UPLOAD_LIMITS[bizType] : undefined;
  const issue = validateUpload(
    [...Array.from({ length: already }, () => ({ name: '', size: 0 })), ...files],
    {
      bizType,
      maxCount: limits?.maxCount,
      maxSize: limits?.maxSize,
    },
  );
  if (issue || !limits || !isUploadType(bizType)) return issue;
  const wrong = files.find((f) => kindByName(f.name, limits.kinds) === null);
  return wrong
    ? { messageKey: 'UPLOAD001', params: { name: wrong.name, types: extensionsOf(bizType) } }
    : null;
}

export interface UploadTypeIssue {
  messageKey: 'UPLOAD001' | 'C019';
  params: Record<string, string>;
}
