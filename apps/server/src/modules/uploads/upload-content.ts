import { kindByName, UPLOAD_FILE_KINDS, UPLOAD_LIMITS, extensionsOf, type UploadFileKind, type UploadType } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';

export interface ReceivedFile {
  name: string;
  data: Buffer;
}

export interface CheckedFile extends ReceivedFile {
  kind: UploadFileKind;
  /** From the bytes, never from the name or the browser's Content-Type. */
  contentType: string;
  /** The stored file's extension, also from the bytes. */
  ext: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Plain text a spreadsheet could read as CSV: valid UTF-8 and no NUL (a binary renamed .csv fails both). */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Issue 17 item 6, the server's half of the upload rules: the name must be of a kind the bizType takes (UPLOAD001) and
 * the sniffed content must be of that same kind (UPLOAD002) — a script renamed photo.jpg, or a PDF renamed .png, is
 * refused. Count and size were enforced while reading the request (uploads.routes.ts).
 */
export async function checkContent(bizType: UploadType, file: ReceivedFile): Promise<CheckedFile> {
  const kind = kindByName(file.name, UPLOAD_LIMITS[bizType].kinds);
  if (!kind) throw new AppError('UPLOAD001', { name: file.name, types: extensionsOf(bizType) });
  if (kind === 'csv') {
    if (!isPlainText(file.data)) throw new AppError('UPLOAD002', { name: file.name });
    return { ...file, kind, contentType: 'text/csv', ext: 'csv' };
  }
  // Imported with the first upload, not at start (issue 15: `npm start`).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(file.data);
  if (!sniffed || !UPLOAD_FILE_KINDS[kind].mimes.includes(sniffed.mime)) throw new AppError('UPLOAD002', { name: file.name });
  return { ...file, kind, contentType: sniffed.mime, ext: sniffed.ext };
}
