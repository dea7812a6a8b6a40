import {
  REGISTRATION_DOC_TYPES,
  type Language,
  type NoticeDocType,
  type NoticeDocument,
  type NoticeStatus,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  insertMissingTranslations,
  translations,
  type Translations,
} from '../translations/localize.ts';
import { listHospitals, requireEnabledHospital } from '../hospital/hospital.service.ts';
import * as repo from './notice-documents.repository.ts';

/**
 * Instructions (/other/instructions, sign-in required; docs/health-content.md): the hospital's
 * notice documents, each versioned. The patient accepts the current version — at registration (user service and
 * privacy) and again, with the accept button, whenever the hospital publishes a new version.
 */
const ref = (docType: string, version: number) => `${docType}:${version}`;

type DocumentRow = Awaited<ReturnType<typeof repo.listCurrentDocuments>>[number];

function documentOf(row: DocumentRow, tr: Translations): NoticeDocument {
  return {
    docType: row.doc_type as NoticeDocType,
    version: row.version,
    title: tr.text('notice', ref(row.doc_type, row.version), 'title', row.title),
    content: tr.text('notice', ref(row.doc_type, row.version), 'content', row.content),
    publishedAt: row.published_at.toISOString(),
  };
}

/** Public: a document's current text (the register page links the agreements it accepts). NOTICE001 if never published. */
export async function getCurrentNotice(
  db: Db,
  hosId: HosId,
  docType: NoticeDocType,
  lang: Language,
): Promise<NoticeDocument> {
  await requireEnabledHospital(db, hosId);
  const [rows, tr] = await Promise.all([
    repo.listCurrentDocuments(db, hosId, docType),
    translations(db, hosId, lang),
  ]);
  const row = rows[0];
  if (!row) throw new AppError('NOTICE001');
  return documentOf(row, tr);
}

/** The signed-in user's view: each current document with when this user accepted it (null: not this version yet). */
export async function listNotices(
  db: Db,
  hosId: HosId,
  userId: string,
  lang: Language,
): Promise<NoticeStatus[]> {
  const [rows, accepted, tr] = await Promise.all([
    repo.listCurrentDocuments(db, hosId),
    repo.listAcceptances(db, hosId, userId),
    translations(db, hosId, lang),
  ]);
  return rows.map((row) => {
    const mine = accepted.filter((a) => a.doc_type === row.doc_type);
    const current = mine.find((a) => a.version === row.version);
    const previous = mine.filter((a) => a.version < row.version).map((a) => a.version);
    return {
      ...documentOf(row, tr),
      acceptedAt: current ? current.accepted_at.toISOString() : null,
      previousAcceptedVersion: previous.length ? Math.max(...previous) : null,
    };
  });
}

/** NOTICE001 a document the hospital never published; NOTICE002 a version that is not (or no longer) the current one. */
export async function acceptNotice(
  db: Db,
  hosId: HosId,
  userId: string,
  docType: NoticeDocType,
  version: number,
) {
  const acceptedAt = await repo.acceptCurrent(db, hosId, userId, docType, version);
  if (!acceptedAt) {
    const current = await repo.listCurrentDocuments(db, hosId, docType);
    throw new AppError(current.length ? 'NOTICE002' : 'NOTICE001');
  }
  return { docType, version, acceptedAt: acceptedAt.toISOString() };
}

/** The agreements every account accepts (REGISTRATION_DOC_TYPES) that the hospital has not published. */
export async function missingRegistrationNotices(db: Db, hosId: HosId): Promise<NoticeDocType[]> {
  const published = new Set(
    (await repo.listCurrentDocuments(db, hosId)).map((row) => row.doc_type),
  );
  return REGISTRATION_DOC_TYPES.filter((docType) => !published.has(docType));
}

/** No account is created without the hospital's agreements to accept: registration is closed until it publishes them. */
export async function requireRegistrationNotices(db: Db, hosId: HosId): Promise<void> {
  if ((await missingRegistrationNotices(db, hosId)).length > 0) throw new AppError('LOGIN009');
}

/**
 * At start: one warning naming each enabled hospital whose registration is closed for want of its agreements, so the
 * people running the portal learn it before a patient does.
 */
export async function warnHospitalsWithoutAgreements(
  db: Db,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const lacking: { hosId: HosId; hosName: string; missing: NoticeDocType[] }[] = [];
  for (const h of await listHospitals(db)) {
    const missing = await missingRegistrationNotices(db, h.hosId);
    if (missing.length > 0) lacking.push({ hosId: h.hosId, hosName: h.hosName, missing });
  }
  if (lacking.length === 0) return;
  const named = lacking.map((h) => `${h.hosId} ${h.hosName} (${h.missing.join(', ')})`).join('; ');
  log.warn(
    { hospitals: lacking },
    `Registration is closed at ${named}: no account can be created until the hospital publishes these documents`,
  );
}

/** Registration (auth.service register, inside its transaction): the new account accepts the current agreements. */
export function acceptRegistrationNotices(db: Db, hosId: HosId, userId: string): Promise<void> {
  return repo.acceptAllCurrent(db, hosId, userId, REGISTRATION_DOC_TYPES);
}

export interface PublishNotice {
  docType: NoticeDocType;
  title: string;
  content: string;
  /** The same document in other languages (content_translation), by language. */
  translations?: Partial<Record<Language, { title?: string; content?: string }>>;
}

/** The console and the demo seed: publishes the next version; every patient is asked to accept it again. */
export async function publishNotice(db: Db, hosId: HosId, doc: PublishNotice) {
  await requireEnabledHospital(db, hosId);
  return db.transaction().execute((trx) => publishIn(trx, hosId, doc));
}

/** publishNotice's writes, in the caller's transaction (the console's notice editor also writes its audit entry there). */
export async function publishIn(db: Db, hosId: HosId, doc: PublishNotice) {
  const row = await repo.insertNextVersion(db, hosId, doc);
  const rows = Object.entries(doc.translations ?? {}).flatMap(([lang, t]) =>
    Object.entries(t ?? {})
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
      .map(([field, text]) => ({
        kind: 'notice',
        ref: ref(row.doc_type, row.version),
        field,
        lang,
        text,
      })),
  );
  await insertMissingTranslations(db, hosId, rows);
  return {
    docType: doc.docType,
    version: row.version,
    publishedAt: row.published_at.toISOString(),
  };
}
