import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { HosId } from '@portal/shared';
import {
  LECTURE_OTHER_LANGUAGE as OTHER,
  LECTURE_PRIMARY_LANGUAGE as PRIMARY,
  type ConsoleLecture,
  type ConsoleLectureList,
  type ConsoleLectureSummary,
  type LectureStatus,
  type LectureTexts,
  type lectureDraftBody,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  editedTranslations,
  forgetTranslations,
  saveTranslations,
} from '../translations/localize.ts';
import { cleanHtml } from './content-html.ts';
import * as repo from './lecture-editing.repository.ts';

/**
 * Lectures as the console edits them (docs/health-content.md#editing): drafts included, both languages side by side —
 * the columns hold the primary language, the other language is content_translation rows of kind 'lecture'. Nothing
 * here audits: modules/content does, once a change has happened.
 */
type Draft = z.output<typeof lectureDraftBody>;
type Lookup = Awaited<ReturnType<typeof editedTranslations>>;
const TEXT_FIELDS = ['title', 'summary', 'author', 'body'] as const;

function summaryOf(row: repo.LectureRow, tr: Lookup): ConsoleLectureSummary {
  return {
    lectureId: row.lecture_id,
    kind: row.kind,
    categoryId: row.category_id,
    status: row.status,
    title: row.title,
    otherTitle: tr(row.lecture_id, OTHER, 'title'),
    publishedAt: row.status === 'published' ? row.published_at.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
    readCount: Number(row.read_count),
  };
}

function lectureOf(row: repo.LectureRow, tr: Lookup): ConsoleLecture {
  const other = Object.fromEntries(
    TEXT_FIELDS.map((f) => [f, tr(row.lecture_id, OTHER, f)]),
  ) as LectureTexts;
  return {
    ...summaryOf(row, tr),
    texts: {
      'en-US': { title: row.title, summary: row.summary, author: row.author, body: row.body },
      'zh-CN': other,
    },
    videoUrl: row.video_url,
    posterUrl: row.poster_url,
    durationSeconds: row.duration_s,
  };
}

async function answer(db: Db, hosId: HosId, lectureId: string): Promise<ConsoleLecture> {
  const row = await repo.findAnyLecture(db, hosId, lectureId);
  if (!row) throw new AppError('LECTURE001');
  return lectureOf(row, await editedTranslations(db, hosId, 'lecture', [lectureId]));
}

export async function listLecturesForEditing(db: Db, hosId: HosId): Promise<ConsoleLectureList> {
  const [rows, categories] = await Promise.all([
    repo.listAllLectures(db, hosId),
    repo.listCategoryRows(db, hosId),
  ]);
  const [tr, names] = await Promise.all([
    editedTranslations(
      db,
      hosId,
      'lecture',
      rows.map((r) => r.lecture_id),
    ),
    editedTranslations(
      db,
      hosId,
      'lecture-category',
      categories.map((c) => c.category_id),
    ),
  ]);
  return {
    lectures: rows.map((r) => summaryOf(r, tr)),
    categories: categories.map((c) => ({
      categoryId: c.category_id,
      name: {
        'en-US': c.name,
        'zh-CN': names(c.category_id, OTHER, 'name') || c.name,
      },
    })),
  };
}

export const lectureForEditing = answer;

async function requireCategory(db: Db, hosId: HosId, categoryId: string) {
  const categories = await repo.listCategoryRows(db, hosId);
  if (!categories.some((c) => c.category_id === categoryId))
    throw new AppError('LECTURE003', { field: 'categoryId' });
}

/** The columns and the other language's rows of a draft, its rich text cleaned (content-html.ts). */
function columnsOf(draft: Draft) {
  const primary = draft.texts['en-US'];
  return {
    kind: draft.kind,
    category_id: draft.categoryId,
    title: primary.title,
    summary: primary.summary,
    author: primary.author,
    body: cleanHtml(primary.body),
    video_url: draft.kind === 'video' ? draft.videoUrl : null,
    poster_url: draft.posterUrl,
    duration_s: draft.durationSeconds,
  };
}

/** The other language's rows; a primary-language row would hide the column, so none is kept. */
function otherRows(lectureId: string, texts: LectureTexts) {
  return TEXT_FIELDS.flatMap((field) => [
    {
      kind: 'lecture' as const,
      ref: lectureId,
      field,
      lang: OTHER,
      text: field === 'body' ? cleanHtml(texts.body) : texts[field],
    },
    { kind: 'lecture' as const, ref: lectureId, field, lang: PRIMARY, text: '' },
  ]);
}

/** A new lecture, always a draft: no patient sees it until it is published. */
export async function createLecture(db: Db, hosId: HosId, draft: Draft): Promise<ConsoleLecture> {
  await requireCategory(db, hosId, draft.categoryId);
  const lectureId = `l-${randomBytes(6).toString('hex')}`;
  await db.transaction().execute(async (trx) => {
    await repo.insertLecture(trx, {
      hos_id: hosId,
      lecture_id: lectureId,
      ...columnsOf(draft),
      published_at: new Date(),
      status: 'draft',
    });
    await saveTranslations(trx, hosId, otherRows(lectureId, draft.texts['zh-CN']));
  });
  forgetTranslations(db, hosId);
  return answer(db, hosId, lectureId);
}

/** Saves a lecture's texts, category and media; its status stays (a published lecture changes for patients now). */
export async function saveLecture(
  db: Db,
  hosId: HosId,
  lectureId: string,
  draft: Draft,
): Promise<ConsoleLecture> {
  if (!(await repo.findAnyLecture(db, hosId, lectureId))) throw new AppError('LECTURE001');
  await requireCategory(db, hosId, draft.categoryId);
  await db.transaction().execute(async (trx) => {
    const found = await repo.updateLecture(trx, hosId, lectureId, {
      ...columnsOf(draft),
      updated_at: new Date(),
    });
    if (!found) throw new AppError('LECTURE001');
    await saveTranslations(trx, hosId, otherRows(lectureId, draft.texts['zh-CN']));
  });
  forgetTranslations(db, hosId);
  return answer(db, hosId, lectureId);
}

/**
 * Publishes (patients see it, dated now unless it was published already) or takes back to a draft. The status it had
 * before comes back too, so a repeat is seen as one.
 */
export async function setLectureStatus(
  db: Db,
  hosId: HosId,
  lectureId: string,
  status: LectureStatus,
): Promise<{ lecture: ConsoleLecture; before: LectureStatus }> {
  const row = await repo.findAnyLecture(db, hosId, lectureId);
  if (!row) throw new AppError('LECTURE001');
  if (row.status !== status) {
    const now = new Date();
    await repo.updateLecture(db, hosId, lectureId, {
      status,
      updated_at: now,
      ...(status === 'published' && { published_at: now }),
    });
  }
  return { lecture: await answer(db, hosId, lectureId), before: row.status };
}
