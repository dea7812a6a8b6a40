import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** lecture_media: the console's lecture files, attached so the upload sweeper keeps them. */
export async function attachMedia(db: Db, hosId: HosId, fileId: string) {
  await db.insertInto('lecture_media').values({ hos_id: hosId, file_id: fileId }).execute();
}
