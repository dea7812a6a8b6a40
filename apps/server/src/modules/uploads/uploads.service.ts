import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_PATH_PATTERN, type UploadType, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { checkContent, checkImage, checkVideo, type CheckedFile } from './upload-content.ts';
import type { ReceivedFile } from './upload-spool.ts';
import * as repo from './uploads.repository.ts';
import type { UrlSigner } from './signed-url.ts';

export interface UploadDeps {
  db: Db;
  files: FileStore;
  signer: UrlSigner;
  /** Where a request's files are written as they arrive, until they are stored (UPLOAD_SPOOL_DIR). */
  spoolDir: string;
}

export interface Owner {
  hosId: HosId;
  userId: string;
}

/** A stored file's path (`<bizType>/<fileId>.<ext>`), what uploadOssFile returns and the other calls take back. */
export const pathOf = (row: Pick<repo.UploadRow, 'storage_key'>) => row.storage_key;

function parsePath(path: string): { bizType: string; fileId: string } {
  const m = UPLOAD_PATH_PATTERN.exec(path);
  if (!m) throw new AppError('C019', { field: 'url' });
  return { bizType: m[1]!, fileId: m[2]! };
}

/**
 * uploadOssFile: checks every file's content first (nothing is stored if one fails), stores the files, then
 * records them. A failure after any file is stored removes what was stored, so no file outlives a failed upload and no
 * row names a missing file (the row is written only once every file is in the store).
 */
export async function storeUploads(
  deps: UploadDeps,
  owner: Owner,
  bizType: UploadType,
  received: readonly ReceivedFile[],
): Promise<string[]> {
  if (received.length === 0) throw new AppError('C018', { field: 'fileList' });
  const checked = [];
  for (const file of received) checked.push(await checkContent(bizType, file));
  const rows = checked.map((f) => {
    const fileId = randomUUID();
    return {
      hos_id: owner.hosId,
      file_id: fileId,
      user_id: owner.userId,
      biz_type: bizType,
      storage_key: `${bizType}/${fileId}.${f.ext}`,
      content_type: f.contentType,
      size_bytes: f.size,
      original_name: f.name.slice(0, 200),
    };
  });
  const stored: string[] = [];
  try {
    for (const [i, row] of rows.entries()) {
      await deps.files.put(row.storage_key, checked[i]!.path, row.content_type);
      stored.push(row.storage_key);
    }
    await repo.insertUploads(deps.db, rows);
  } catch (err) {
    await Promise.allSettled(stored.map((key) => deps.files.delete(key)));
    throw err;
  }
  return rows.map(pathOf);
}

/**
 * The rows behind `paths`, all of `bizType` and (with `owner.userId`) all the owner's; any other path — unknown,
 * another user's, another hospital's, another kind — answers `missing` (C002 by default), the same for every case.
 */
export async function findOwnedUploads(
  db: Db,
  owner: Owner,
  bizType: UploadType,
  paths: readonly string[],
  missing: AppError = new AppError('C002'),
): Promise<repo.UploadRow[]> {
  const wanted = paths.map(parsePath);
  const rows = await repo.findUploads(
    db,
    owner.hosId,
    wanted.map((w) => w.fileId),
    owner.userId,
  );
  const byId = new Map(rows.map((r) => [r.file_id, r]));
  return paths.map((path, i) => {
    const row = byId.get(wanted[i]!.fileId);
    if (!row || row.biz_type !== bizType || row.storage_key !== path) throw missing;
    return row;
  });
}

/** getOssPrivateResourceUrl: a short-lived URL per path, in order, for the owner's own files only. */
export async function privateUrls(
  deps: UploadDeps,
  owner: Owner,
  bizType: UploadType,
  paths: readonly string[],
): Promise<{ url: string }[]> {
  const rows = await findOwnedUploads(deps.db, owner, bizType, paths);
  return rows.map((r) => ({ url: deps.signer.sign(owner.hosId, r.file_id) }));
}

/** The hospital's read (operator credential): signed URLs for any of its files, by id. */
export async function hospitalUrls(
  deps: UploadDeps,
  hosId: HosId,
  fileIds: readonly string[],
): Promise<string[]> {
  return fileIds.map((id) => deps.signer.sign(hosId, id));
}

/** A signed URL's file: FILE001 for a wrong or expired signature and for a file that is gone (one answer for all). */
export async function openSigned(
  deps: UploadDeps,
  hosId: HosId,
  fileId: string,
  expires: number,
  sig: string,
): Promise<{ row: repo.UploadRow; body: Readable }> {
  if (!deps.signer.verify(hosId, fileId, expires, sig)) throw new AppError('FILE001');
  const row = await repo.findUpload(deps.db, hosId, fileId);
  const body = row ? await deps.files.open(row.storage_key) : null;
  if (!row || !body) throw new AppError('FILE001');
  return { row, body };
}

/** The kinds of file the console stores for a hospital, each checked by name and content before it is kept. */
export type HospitalFileType = 'logo' | 'lecture-video' | 'lecture-poster';
const CHECK_OF: Record<HospitalFileType, (file: ReceivedFile) => Promise<CheckedFile>> = {
  logo: checkImage,
  'lecture-poster': checkImage,
  'lecture-video': checkVideo,
};

/**
 * A file the console stores for a hospital (its logo, a lecture's video or poster): checked by name and content like a
 * patient's photo, stored, then recorded together with what `attach` writes in the same transaction (the attaching row
 * keeps the sweeper away, jobs/sweep-uploads.ts). A failure after the file is stored removes it.
 */
export async function storeHospitalFile(
  deps: UploadDeps,
  owner: Owner,
  bizType: HospitalFileType,
  received: ReceivedFile,
  attach: (trx: Db, fileId: string) => Promise<void>,
): Promise<{ fileId: string; ext: string }> {
  const file = await CHECK_OF[bizType](received);
  const fileId = randomUUID();
  const row = {
    hos_id: owner.hosId,
    file_id: fileId,
    user_id: owner.userId,
    biz_type: bizType,
    storage_key: `${bizType}/${fileId}.${file.ext}`,
    content_type: file.contentType,
    size_bytes: file.size,
    original_name: file.name.slice(0, 200),
  };
  await deps.files.put(row.storage_key, file.path, row.content_type);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.insertUploads(trx, [row]);
      await attach(trx, fileId);
    });
  } catch (err) {
    await deps.files.delete(row.storage_key);
    throw err;
  }
  return { fileId, ext: file.ext };
}

/** The logo's name for storeHospitalFile. */
export const storeHospitalImage = (
  deps: UploadDeps,
  owner: Owner,
  bizType: 'logo',
  received: ReceivedFile,
  attach: (trx: Db, fileId: string) => Promise<void>,
) => storeHospitalFile(deps, owner, bizType, received, attach);

/** A hospital's stored file of `bizType` by id, or null (unknown, another hospital's, another kind, gone). */
export async function openHospitalFile(
  deps: UploadDeps,
  hosId: HosId,
  bizType: HospitalFileType,
  fileId: string,
): Promise<{ row: repo.UploadRow; body: Readable } | null> {
  const row = await repo.findUpload(deps.db, hosId, fileId);
  if (!row || row.biz_type !== bizType) return null;
  const body = await deps.files.open(row.storage_key);
  return body ? { row, body } : null;
}

export const openHospitalImage = (
  deps: UploadDeps,
  hosId: HosId,
  bizType: 'logo',
  fileId: string,
) => openHospitalFile(deps, hosId, bizType, fileId);
