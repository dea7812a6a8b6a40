import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

export type NoticeTexts = Record<'en-US' | 'zh-CN', { title: string; content: string }>;

export function listDrafts(db: Db, hosId: HosId) {
  return db.selectFrom('notice_draft').selectAll().where('hos_id', '=', hosId).execute();
}

export async function putDraft(
  db: Db,
  hosId: HosId,
  docType: string,
  texts: NoticeTexts,
  savedBy: string,
) {
  const json = JSON.stringify(texts);
  await db
    .insertInto('notice_draft')
    .values({ hos_id: hosId, doc_type: docType, texts: json, saved_by: savedBy })
    .onConflict((c) =>
      c
        .columns(['hos_id', 'doc_type'])
        .doUpdateSet((eb) => ({ texts: json, saved_by: savedBy, saved_at: eb.fn('now') })),
    )
    .execute();
}

/** Deletes the draft and answers it (undefined: there was none) — one statement, so two publishes never both get it. */
export function takeDraft(db: Db, hosId: HosId, docType: string) {
  return db
    .deleteFrom('notice_draft')
    .where('hos_id', '=', hosId)
    .where('doc_type', '=', docType)
    .returningAll()
    .executeTakeFirst();
}

/** Every published version of every document, newest first. */
export function listVersions(db: Db, hosId: HosId) {
  return db
    .selectFrom('notice_document')
    .select(['doc_type', 'version', 'published_at'])
    .where('hos_id', '=', hosId)
    .orderBy('doc_type')
    .orderBy('version', 'desc')
    .execute();
}

export function findVersion(db: Db, hosId: HosId, docType: string, version: number) {
  return db
    .selectFrom('notice_document')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('doc_type', '=', docType)
    .where('version', '=', version)
    .executeTakeFirst();
}
