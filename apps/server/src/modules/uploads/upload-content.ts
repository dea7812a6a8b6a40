import {
  kindByName,
  UPLOAD_FILE_KINDS,
  UPLOAD_LIMITS,
  extensionsOf,
  type UploadFileKind,
  type UploadType,
} from '@portal/shared';
import { LECTURE_VIDEO_TYPES } from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import type { ReceivedFile } from './upload-spool.ts';

export interface CheckedFile extends ReceivedFile {
  kind: UploadFileKind;
  /** From the bytes, never from the name or the browser's Content-Type. */
  contentType: string;
  /** The stored file's extension, also from the bytes. */
  ext: string;
}

/**
 * The server's half of the upload rules: the name must be of a kind the bizType takes (UPLOAD001) and
 * the sniffed content must be of that same kind (UPLOAD002) — a script renamed photo.jpg, or a PDF renamed .png, is
 * refused. Count and size were enforced while reading the request (uploads.routes.ts).
 */
export function checkContent(bizType: UploadType, file: ReceivedFile): Promise<CheckedFile> {
  return checkKinds(UPLOAD_LIMITS[bizType].kinds, extensionsOf(bizType), file);
}

/** The same check for an image the console uploads (a hospital's logo), which is no patient bizType. */
export function checkImage(file: ReceivedFile): Promise<CheckedFile> {
  return checkKinds(['image'], UPLOAD_FILE_KINDS.image.extensions.join(', '), file);
}

/** A lecture's video: mp4 or webm only, by name and by content (the formats every browser plays). */
export function checkVideo(file: ReceivedFile): Promise<CheckedFile> {
  const types = Object.keys(LECTURE_VIDEO_TYPES).join(', ');
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(ext in LECTURE_VIDEO_TYPES)) throw new AppError('UPLOAD001', { name: file.name, types });
  return checkKinds(['video'], types, file).then((checked) => {
    if (!Object.values<string>(LECTURE_VIDEO_TYPES).includes(checked.contentType))
      throw new AppError('UPLOAD002', { name: file.name });
    return checked;
  });
}

async function checkKinds(
  kinds: readonly UploadFileKind[],
  types: string,
  file: ReceivedFile,
): Promise<CheckedFile> {
  const kind = kindByName(file.name, kinds);
  if (!kind) throw new AppError('UPLOAD001', { name: file.name, types });
  if (kind === 'csv') {
    if (!file.plainText) throw new AppError('UPLOAD002', { name: file.name });
    return { ...file, kind, contentType: 'text/csv', ext: 'csv' };
  }
  // Imported with the first upload, not at start (`npm start`).
  const { fileTypeFromFile } = await import('file-type');
  // Read from the spooled file: the sniffer reads only as far into it as the format needs.
  const sniffed = await fileTypeFromFile(file.path);
  if (!sniffed || !UPLOAD_FILE_KINDS[kind].mimes.includes(sniffed.mime))
    throw new AppError('UPLOAD002', { name: file.name });
  return { ...file, kind, contentType: sniffed.mime, ext: sniffed.ext };
}
