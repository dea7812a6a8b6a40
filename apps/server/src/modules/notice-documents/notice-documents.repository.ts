import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

/** Each document type's current (highest) version at one hospital. */
export function listCurrentDocuments(db: Db, hosId: HosId, docType?: string) {
  let q = db
    .selectFrom('notice_document')
    .selectAll()
    .distinctOn('doc_type')
    .where('hos_id', '=', hosId);
  if (docType) q = q.where('doc_type', '=', docType);
  return q.orderBy('doc_type').orderBy('version', 'desc').execute();
}

export function listAcceptances(db: Db, hosId: HosId, userId: string) {
  return db
    .selectFrom('notice_acceptance')
    .select(['doc_type', 'version', 'accepted_at'])
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Records the acceptance only while `version` is the document's current one — checked in the same statement, so a
 * version published a moment before is never accepted by a click on the old text. Accepting twice keeps the first date.
 */
export async function acceptCurrent(
  db: Db,
  hosId: HosId,
  userId: string,
  docType: string,
  version: number,
): Promise<Date | undefined> {
  const inserted = await sql<{ accepted_at: Date }>`
    insert into notice_acceptance (hos_id, user_id, doc_type, version)
    select ${hosId}, ${userId}, ${docType}, ${version}
     where ${version} = (select max(version) from notice_document where hos_id = ${hosId} and doc_type = ${docType})
    on conflict do nothing
    returning accepted_at`.execute(db);
  if (inserted.rows[0]) return inserted.rows[0].accepted_at;
  const existing = await db
    .selectFrom('notice_acceptance')
    .select('accepted_at')
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('doc_type', '=', docType)
    .where('version', '=', version)
    .where(
      sql<boolean>`${version} = (select max(version) from notice_document where hos_id = ${hosId} and doc_type = ${docType})`,
    )
    .executeTakeFirst();
  return existing?.accepted_at;
}

/** Registration: the new account accepts the current version of each named document the hospital has published. */
export async function acceptAllCurrent(
  db: Db,
  hosId: HosId,
  userId: string,
  docTypes: readonly string[],
): Promise<void> {
  if (docTypes.length === 0) return;
  await sql`
    insert into notice_acceptance (hos_id, user_id, doc_type, version)
    select hos_id, ${userId}, doc_type, max(version) from notice_document
     where hos_id = ${hosId} and doc_type in (${sql.join(docTypes)})
     group by hos_id, doc_type
    on conflict do nothing`.execute(db);
}

export async function insertNextVersion(
  db: Db,
  hosId: HosId,
  doc: { docType: string; title: string; content: string },
) {
  return db
    .insertInto('notice_document')
    .values((eb) => ({
      hos_id: hosId,
      doc_type: doc.docType,
      title: doc.title,
      content: doc.content,
      version: eb
        .selectFrom('notice_document')
        .select(sql<number>`coalesce(max(version), 0) + 1`.as('v'))
        .where('hos_id', '=', hosId)
        .where('doc_type', '=', doc.docType),
    }))
    .returning(['doc_type', 'version', 'published_at'])
    .executeTakeFirstOrThrow();
}
