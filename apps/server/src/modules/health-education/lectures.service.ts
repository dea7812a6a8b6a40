import type { z } from 'zod';
import {
  readHospitalConfig,
  type Language,
  type LectureCategory,
  type LectureDetail,
  type LectureKind,
  type lectureListQuery,
  type LecturePage,
  type LectureSummary,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { translations, type Translations } from '../translations/localize.ts';
import { listConfig, requireEnabledHospital } from '../hospital/hospital.service.ts';
import * as repo from './lectures.repository.ts';

/**
 * Health lectures. Public: any enabled hospital
 * whose lecture module is open (FUNC001 otherwise). Texts in the reader's language (content_translation kinds
 * 'lecture' and 'lecture-category'), falling back to the hospital's primary text.
 */

async function openLectures(db: Db, hosId: HosId, lang: Language): Promise<Translations> {
  await requireEnabledHospital(db, hosId);
  return translations(db, hosId, lang);
}

/**
 * The kinds a list shows: the one asked for, or every kind the hospital publishes (config lectureTypes). A kind it
 * does not publish is refused (LECTURE002).
 */
async function publishedKinds(
  db: Db,
  hosId: HosId,
  asked: LectureKind | undefined,
): Promise<LectureKind[]> {
  const published = readHospitalConfig(await listConfig(db, hosId, ['LECTURE']))
    .lectureTypes as LectureKind[];
  if (asked === undefined) return published;
  if (!published.includes(asked)) throw new AppError('LECTURE002');
  return [asked];
}

type LectureRow = NonNullable<Awaited<ReturnType<typeof repo.findLecture>>>;

function summaryOf(row: LectureRow, tr: Translations, categoryName: string): LectureSummary {
  return {
    lectureId: row.lecture_id,
    kind: row.kind,
    categoryId: row.category_id,
    categoryName,
    title: tr.text('lecture', row.lecture_id, 'title', row.title),
    summary: tr.text('lecture', row.lecture_id, 'summary', row.summary),
    author: tr.text('lecture', row.lecture_id, 'author', row.author),
    posterUrl: row.poster_url,
    durationSeconds: row.duration_s,
    publishedAt: row.published_at.toISOString(),
    readCount: Number(row.read_count),
  };
}

async function categoryNames(db: Db, hosId: HosId, tr: Translations): Promise<Map<string, string>> {
  const rows = await repo.listCategories(db, hosId);
  return new Map(
    rows.map((c) => [c.category_id, tr.text('lecture-category', c.category_id, 'name', c.name)]),
  );
}

export async function listLectureCategories(
  db: Db,
  hosId: HosId,
  kind: LectureSummary['kind'] | undefined,
  lang: Language,
): Promise<LectureCategory[]> {
  const tr = await openLectures(db, hosId, lang);
  const rows = await repo.listCategories(db, hosId, await publishedKinds(db, hosId, kind));
  return rows.map((c) => ({
    categoryId: c.category_id,
    name: tr.text('lecture-category', c.category_id, 'name', c.name),
    count: Number(c.n),
  }));
}

export async function listLectures(
  db: Db,
  q: z.output<typeof lectureListQuery>,
  lang: Language,
): Promise<LecturePage> {
  const tr = await openLectures(db, q.hosId, lang);
  const kinds = await publishedKinds(db, q.hosId, q.kind);
  const [{ rows, total }, names] = await Promise.all([
    repo.listLectures(
      db,
      q.hosId,
      { kinds, categoryId: q.categoryId, keyword: q.keyword || undefined, lang },
      q.page,
      q.pageSize,
    ),
    categoryNames(db, q.hosId, tr),
  ]);
  return {
    items: rows.map((r) => summaryOf(r, tr, names.get(r.category_id) ?? r.category_id)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getLecture(
  db: Db,
  hosId: HosId,
  lectureId: string,
  lang: Language,
): Promise<LectureDetail> {
  const tr = await openLectures(db, hosId, lang);
  const row = await repo.findLecture(db, hosId, lectureId);
  // A lecture of a kind the hospital no longer publishes is not offered: it answers as any unknown lecture.
  if (!row || !(await publishedKinds(db, hosId, undefined)).includes(row.kind))
    throw new AppError('LECTURE001');
  const names = await categoryNames(db, hosId, tr);
  return {
    ...summaryOf(row, tr, names.get(row.category_id) ?? row.category_id),
    body: tr.text('lecture', row.lecture_id, 'body', row.body),
    videoUrl: row.video_url,
    captions: row.captions.map((c) => ({ lang: c.lang, url: c.url })),
  };
}

/** Counts a read once per viewer (a browser session's id): refreshing the page does not inflate the count. */
export async function readLecture(
  db: Db,
  hosId: HosId,
  lectureId: string,
  viewerId: string,
): Promise<{ readCount: number; counted: boolean }> {
  await requireEnabledHospital(db, hosId);
  const result = await repo.recordView(db, hosId, lectureId, viewerId);
  if (!result) throw new AppError('LECTURE001');
  return result;
}
