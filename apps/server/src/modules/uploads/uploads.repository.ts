import type { HosId } from '@portal/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadFileTable } from '../../db/schema.ts';

export type UploadRow = Selectable<UploadFileTable>;
type Q = Kysely<Database>;

export async function insertUploads(db: Q, rows: Omit<UploadRow, 'created_at'>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('upload_file').values(rows).execute();
}

/** Files of the hospital by id; `userId` narrows to one account's (a patient), undefined reads any (the hospital). */
export async function findUploads(
  db: Q,
  hosId: HosId,
  fileIds: readonly string[],
  userId?: string,
): Promise<UploadRow[]> {
  if (fileIds.length === 0) return [];
  let q = db
    .selectFrom('upload_file')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('file_id', 'in', fileIds);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return q.execute();
}

export async function findUpload(
  db: Q,
  hosId: HosId,
  fileId: string,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('upload_file')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('file_id', '=', fileId)
    .executeTakeFirst();
}
