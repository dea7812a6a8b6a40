import type { z } from 'zod';
import type { HosId } from '@portal/shared';
import {
  LECTURE_OTHER_LANGUAGE as OTHER,
  LECTURE_PRIMARY_LANGUAGE as PRIMARY,
  type ConsoleGuideSection,
  type guideSectionBody,
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
 * The medical guide as the console edits it (docs/health-content.md#editing): each section in place — no drafts —
 * both languages side by side (columns: the primary language; the other: content_translation rows of kind 'guide').
 * The console previews a section as patients will read it before saving. Nothing here audits: modules/content does.
 */
type Row = Awaited<ReturnType<typeof repo.listGuideRows>>[number];
type Lookup = Awaited<ReturnType<typeof editedTranslations>>;

const sectionOf = (r: Row, tr: Lookup): ConsoleGuideSection => ({
  guideId: r.guide_id,
  guideType: r.guide_type,
  areaId: r.area_id,
  title: { 'en-US': r.title, 'zh-CN': tr(r.guide_id, OTHER, 'title') },
  content: { 'en-US': r.content, 'zh-CN': tr(r.guide_id, OTHER, 'content') },
  sort: r.sort,
});

export async function guideForEditing(db: Db, hosId: HosId): Promise<ConsoleGuideSection[]> {
  const rows = await repo.listGuideRows(db, hosId);
  const tr = await editedTranslations(
    db,
    hosId,
    'guide',
    rows.map((r) => r.guide_id),
  );
  return rows.map((r) => sectionOf(r, tr));
}

/** Saves one section; patients read it at once. C002 for a section the hospital does not have. */
export async function saveGuideSection(
  db: Db,
  hosId: HosId,
  guideId: string,
  edit: z.output<typeof guideSectionBody>,
): Promise<{ section: ConsoleGuideSection; before: ConsoleGuideSection }> {
  const before = (await guideForEditing(db, hosId)).find((s) => s.guideId === guideId);
  if (!before) throw new AppError('C002');
  const row = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateGuideRow(trx, hosId, guideId, {
      title: edit.title['en-US'],
      content: cleanHtml(edit.content['en-US']),
      sort: edit.sort,
    });
    if (!updated) throw new AppError('C002');
    await saveTranslations(trx, hosId, [
      { kind: 'guide', ref: guideId, field: 'title', lang: OTHER, text: edit.title[OTHER] },
      {
        kind: 'guide',
        ref: guideId,
        field: 'content',
        lang: OTHER,
        text: cleanHtml(edit.content[OTHER]),
      },
      // A primary-language row would hide the column: none is kept.
      { kind: 'guide', ref: guideId, field: 'title', lang: PRIMARY, text: '' },
      { kind: 'guide', ref: guideId, field: 'content', lang: PRIMARY, text: '' },
    ]);
    return updated;
  });
  forgetTranslations(db, hosId);
  const tr = await editedTranslations(db, hosId, 'guide', [guideId]);
  return { section: sectionOf(row, tr), before };
}
