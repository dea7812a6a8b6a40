import type { Insertable, Updateable } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { LectureTable } from '../../db/schema.ts';

/** The console's reads and writes of lectures and the guide: drafts included. (db, hosId, …) first, hos_id always. */

export function listAllLectures(db: Db, hosId: HosId) {
  return db
    .selectFrom('lecture')
    .selectAll()
    .where('hos_id', '=', hosId)
    .orderBy('updated_at', 'desc')
    .orderBy('lecture_id')
    .execute();
}

export function findAnyLecture(db: Db, hosId: HosId, lectureId: string) {
  return db
    .selectFrom('lecture')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('lecture_id', '=', lectureId)
    .executeTakeFirst();
}

export type LectureRow = NonNullable<Awaited<ReturnType<typeof findAnyLecture>>>;

export async function insertLecture(db: Db, row: Insertable<LectureTable>) {
  await db.insertInto('lecture').values(row).execute();
}

/** Updates a lecture; false when the hospital has no such lecture. */
export async function updateLecture(
  db: Db,
  hosId: HosId,
  lectureId: string,
  set: Updateable<LectureTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('lecture')
    .set(set)
    .where('hos_id', '=', hosId)
    .where('lecture_id', '=', lectureId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listCategoryRows(db: Db, hosId: HosId) {
  return db
    .selectFrom('lecture_category')
    .select(['category_id', 'name'])
    .where('hos_id', '=', hosId)
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}

export function listGuideRows(db: Db, hosId: HosId) {
  return db
    .selectFrom('guide_section')
    .selectAll()
    .where('hos_id', '=', hosId)
    .orderBy('guide_type')
    .orderBy('sort')
    .orderBy('guide_id')
    .execute();
}

export function updateGuideRow(
  db: Db,
  hosId: HosId,
  guideId: string,
  set: { title: string; content: string; sort: number },
) {
  return db
    .updateTable('guide_section')
    .set(set)
    .where('hos_id', '=', hosId)
    .where('guide_id', '=', guideId)
    .returningAll()
    .executeTakeFirst();
}
