import { NOTICE_DOC_TYPES, type HosId, type NoticeDocType } from '@portal/shared';
import type { NoticeEntry } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { translationsOfRows } from '../translations/localize.ts';
import * as repo from './notice-documents.repository.ts';
import * as drafts from './notice-drafts.repository.ts';
import { publishIn } from './notice-documents.service.ts';

/**
 * The console's notice editor (docs/console-content.md#notices-and-instructions): an editor saves a draft of a
 * document's next version in both languages and publishes it when ready. Only publishing changes what patients read,
 * and only a published version is asked to be accepted again. The columns hold the en-US text and content_translation
 * the zh-CN one, as the demo documents are stored. None of these opens a transaction: the caller runs them in the one
 * that also writes the audit entry.
 */
export type NoticeTexts = drafts.NoticeTexts;
const ref = (docType: string, version: number) => `${docType}:${version}`;

type VersionRow = NonNullable<Awaited<ReturnType<typeof drafts.findVersion>>>;

/** What a patient reading in each language sees of a version: the translation, else the column. */
function textsOf(
  row: Pick<VersionRow, 'doc_type' | 'version' | 'title' | 'content'>,
  tr: Awaited<ReturnType<typeof translationsOfRows>>,
): NoticeTexts {
  const of = (lang: 'en-US' | 'zh-CN') => {
    const fields = tr.get(lang)?.get(ref(row.doc_type, row.version));
    return {
      title: fields?.get('title') ?? row.title,
      content: fields?.get('content') ?? row.content,
    };
  };
  return { 'en-US': of('en-US'), 'zh-CN': of('zh-CN') };
}

/** Every document type the portal knows, in its order: the current version, the draft and every version's date. */
export async function listNoticeEntries(db: Db, hosId: HosId): Promise<NoticeEntry[]> {
  const [current, draftRows, versions] = await Promise.all([
    repo.listCurrentDocuments(db, hosId),
    drafts.listDrafts(db, hosId),
    drafts.listVersions(db, hosId),
  ]);
  const tr = await translationsOfRows(
    db,
    hosId,
    'notice',
    current.map((c) => ref(c.doc_type, c.version)),
  );
  return NOTICE_DOC_TYPES.map((docType) => {
    const now = current.find((c) => c.doc_type === docType);
    const draft = draftRows.find((d) => d.doc_type === docType);
    return {
      docType,
      current: now
        ? {
            version: now.version,
            publishedAt: now.published_at.toISOString(),
            texts: textsOf(now, tr),
          }
        : null,
      draft: draft
        ? {
            texts: draft.texts,
            savedAt: draft.saved_at.toISOString(),
            savedBy: draft.saved_by,
          }
        : null,
      versions: versions
        .filter((v) => v.doc_type === docType)
        .map((v) => ({ version: v.version, publishedAt: v.published_at.toISOString() })),
    };
  });
}

/** NOTICE001 a version never published. */
export async function getNoticeVersion(
  db: Db,
  hosId: HosId,
  docType: NoticeDocType,
  version: number,
) {
  const row = await drafts.findVersion(db, hosId, docType, version);
  if (!row) throw new AppError('NOTICE001');
  const tr = await translationsOfRows(db, hosId, 'notice', [ref(docType, version)]);
  return { version, publishedAt: row.published_at.toISOString(), texts: textsOf(row, tr) };
}

export function saveNoticeDraft(
  db: Db,
  hosId: HosId,
  docType: NoticeDocType,
  texts: NoticeTexts,
  staffName: string,
) {
  return drafts.putDraft(db, hosId, docType, texts, staffName);
}

/** NOTICE003 when there is no draft. Answers the draft discarded. */
export async function discardNoticeDraft(db: Db, hosId: HosId, docType: NoticeDocType) {
  const taken = await drafts.takeDraft(db, hosId, docType);
  if (!taken) throw new AppError('NOTICE003');
  return taken.texts;
}

/** The draft becomes the next version (every patient accepts it again); NOTICE003 when there is no draft. */
export async function publishNoticeDraft(db: Db, hosId: HosId, docType: NoticeDocType) {
  const taken = await drafts.takeDraft(db, hosId, docType);
  if (!taken) throw new AppError('NOTICE003');
  const { 'en-US': en, 'zh-CN': zh } = taken.texts;
  const published = await publishIn(db, hosId, {
    docType,
    title: en.title,
    content: en.content,
    translations: { 'zh-CN': zh },
  });
  return { ...published, texts: taken.texts };
}
