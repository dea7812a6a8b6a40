import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LECTURE_KINDS, NOTICE_DOC_TYPES, type HosId } from '@portal/shared';
import type { Db } from '../db/database.ts';
import { pinyinInitials } from '../lib/pinyin.ts';
import {
  insertMissingTranslations,
  type TranslationRow,
} from '../modules/translations/translations.repository.ts';
import { insertRows } from './seed-rows.ts';

/**
 * A demo hospital's lectures, medical guide, symptom helper and notice documents, from
 * apps/server/demo/<hosId>/health.json. Each item carries its Chinese text beside the English (`zh`), written to
 * content_translation like the rest of the hospital's content. Rows are added where missing (a hospital loaded before
 * this file existed gets them; one edited by hand is kept), so every start may run it.
 */
const zhOf = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape).partial().optional();
const text = z.string().min(1);

const healthFileSchema = z.strictObject({
  lectureCategories: z.array(
    z.strictObject({ categoryId: text, name: text, zh: zhOf({ name: text }) }),
  ),
  lectures: z.array(
    z.strictObject({
      lectureId: text,
      kind: z.enum(LECTURE_KINDS),
      categoryId: text,
      title: text,
      author: z.string(),
      summary: z.string(),
      body: z.string(),
      publishedAt: z.iso.datetime({ offset: true }),
      readCount: z.number().int().min(0),
      videoUrl: text.optional(),
      posterUrl: text.optional(),
      durationSeconds: z.number().int().positive().optional(),
      captions: z.array(z.strictObject({ lang: text, url: text })).optional(),
      zh: zhOf({ title: text, author: text, summary: text, body: text }),
    }),
  ),
  guide: z.array(
    z.strictObject({
      guideId: text,
      guideType: text,
      areaId: text.optional(),
      title: text,
      content: text,
      sort: z.number().int(),
      zh: zhOf({ title: text, content: text }),
    }),
  ),
  symptoms: z.array(
    z.strictObject({
      symptomId: text,
      name: text,
      keywords: z.array(text),
      deptId: text,
      areaId: text.optional(),
      zh: zhOf({ name: text, keywords: z.array(text) }),
    }),
  ),
  notices: z.array(
    z.strictObject({
      docType: z.enum(NOTICE_DOC_TYPES),
      version: z.number().int().positive(),
      publishedAt: z.iso.datetime({ offset: true }),
      title: text,
      content: text,
      zh: zhOf({ title: text, content: text }),
    }),
  ),
});
export type DemoHealthFile = z.infer<typeof healthFileSchema>;

export function readDemoHealth(folder: string): DemoHealthFile | null {
  const file = path.join(folder, 'health.json');
  return fs.existsSync(file)
    ? healthFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
    : null;
}

/** Every language's keywords and the pinyin initials of the Chinese ones, lower case: what the symptom search scans. */
export function symptomSearchText(s: DemoHealthFile['symptoms'][number]): string {
  const zh = [s.zh?.name, ...(s.zh?.keywords ?? [])].filter((w): w is string => !!w);
  return [s.name, ...s.keywords, ...zh, ...zh.map(pinyinInitials)]
    .map((w) => w.toLowerCase())
    .join('|');
}

function translationsOf(h: DemoHealthFile): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const add = (kind: string, ref: string, zh: Record<string, unknown> | undefined) => {
    for (const [field, value] of Object.entries(zh ?? {}))
      if (typeof value === 'string') rows.push({ kind, ref, field, lang: 'zh-CN', text: value });
  };
  for (const c of h.lectureCategories) add('lecture-category', c.categoryId, c.zh);
  for (const l of h.lectures) add('lecture', l.lectureId, l.zh);
  for (const g of h.guide) add('guide', g.guideId, g.zh);
  for (const s of h.symptoms) add('symptom', s.symptomId, s.zh && { name: s.zh.name });
  for (const n of h.notices) add('notice', `${n.docType}:${n.version}`, n.zh);
  return rows;
}

export async function seedHealthContent(
  db: Db,
  hosId: HosId,
  h: DemoHealthFile | null,
): Promise<void> {
  if (!h) return;
  await db.transaction().execute(async (trx) => {
    await insertRows(
      h.lectureCategories.map((c, i) => ({
        hos_id: hosId,
        category_id: c.categoryId,
        name: c.name,
        sort: i,
      })),
      (v) =>
        trx
          .insertInto('lecture_category')
          .values(v)
          .onConflict((c) => c.doNothing())
          .execute(),
    );
    await insertRows(
      h.lectures.map((l) => ({
        hos_id: hosId,
        lecture_id: l.lectureId,
        kind: l.kind,
        category_id: l.categoryId,
        title: l.title,
        summary: l.summary,
        author: l.author,
        body: l.body,
        video_url: l.videoUrl ?? null,
        poster_url: l.posterUrl ?? null,
        captions: JSON.stringify(l.captions ?? []),
        duration_s: l.durationSeconds ?? null,
        published_at: new Date(l.publishedAt),
        read_count: l.readCount,
      })),
      (v) =>
        trx
          .insertInto('lecture')
          .values(v)
          .onConflict((c) => c.doNothing())
          .execute(),
    );
    await insertRows(
      h.guide.map((g) => ({
        hos_id: hosId,
        guide_id: g.guideId,
        guide_type: g.guideType,
        area_id: g.areaId ?? null,
        title: g.title,
        content: g.content,
        sort: g.sort,
      })),
      (v) =>
        trx
          .insertInto('guide_section')
          .values(v)
          .onConflict((c) => c.doNothing())
          .execute(),
    );
    // A symptom's search text holds its name's pinyin, and the pinyin dictionary takes a quarter of a second to load:
    // only the symptoms the hospital lacks are built, so a start with nothing new loads none of it.
    const existing = new Set(
      (
        await trx
          .selectFrom('guide_symptom')
          .select('symptom_id')
          .where('hos_id', '=', hosId)
          .execute()
      ).map((r) => r.symptom_id),
    );
    await insertRows(
      h.symptoms.flatMap((s, i) =>
        existing.has(s.symptomId)
          ? []
          : [
              {
                hos_id: hosId,
                symptom_id: s.symptomId,
                name: s.name,
                dept_id: s.deptId,
                area_id: s.areaId ?? null,
                search_text: symptomSearchText(s),
                sort: i,
              },
            ],
      ),
      (v) =>
        trx
          .insertInto('guide_symptom')
          .values(v)
          .onConflict((c) => c.doNothing())
          .execute(),
    );
    await insertRows(
      h.notices.map((n) => ({
        hos_id: hosId,
        doc_type: n.docType,
        version: n.version,
        title: n.title,
        content: n.content,
        published_at: new Date(n.publishedAt),
      })),
      (v) =>
        trx
          .insertInto('notice_document')
          .values(v)
          .onConflict((c) => c.doNothing())
          .execute(),
    );
    await insertMissingTranslations(trx, hosId, translationsOf(h));
  });
}
