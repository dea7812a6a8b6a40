import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

/** Every translation of one hospital in one language: one range of the primary key (hos_id, lang, …). */
export function listTranslations(db: Db, hosId: HosId, lang: string) {
  return db
    .selectFrom('content_translation')
    .select(['kind', 'ref', 'field', 'text'])
    .where('hos_id', '=', hosId)
    .where('lang', '=', lang)
    .execute();
}

/** The hospitals' own names in one language (the hospital chooser lists every hospital at once). */
export function listHospitalNames(db: Db, hosIds: HosId[], lang: string) {
  if (hosIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('content_translation')
    .select(['hos_id', 'text'])
    .where('hos_id', 'in', hosIds)
    .where('lang', '=', lang)
    .where('kind', '=', 'hospital')
    .where('field', '=', 'hosName')
    .whereRef('ref', '=', 'hos_id')
    .execute();
}

export interface TranslationRow {
  kind: string;
  ref: string;
  field: string;
  lang: string;
  text: string;
}

/** Writes translations that are missing; an existing row (perhaps edited by hand) is kept. */
export async function insertMissingTranslations(
  db: Db,
  hosId: HosId,
  rows: TranslationRow[],
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const slice = rows.slice(i, i + 500).map((r) => ({ hos_id: hosId, ...r }));
    const result = await db
      .insertInto('content_translation')
      .values(slice)
      .onConflict((c) => c.doNothing())
      .returning('ref')
      .execute();
    added += result.length;
  }
  return added;
}

/** Every language's translations of the named rows of one kind (the console's editors show both languages at once). */
export function listTranslationsOfRows(db: Db, hosId: HosId, kind: string, refs: string[]) {
  if (refs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('content_translation')
    .select(['lang', 'ref', 'field', 'text'])
    .where('hos_id', '=', hosId)
    .where('kind', '=', kind)
    .where('ref', 'in', refs)
    .execute();
}

/** Writes translations, replacing the text of rows that exist. */
export async function putTranslations(db: Db, hosId: HosId, rows: TranslationRow[]) {
  for (let i = 0; i < rows.length; i += 500) {
    const slice = rows.slice(i, i + 500).map((r) => ({ hos_id: hosId, ...r }));
    if (slice.length === 0) continue;
    await db
      .insertInto('content_translation')
      .values(slice)
      .onConflict((c) =>
        c
          .columns(['hos_id', 'lang', 'kind', 'ref', 'field'])
          .doUpdateSet((eb) => ({ text: eb.ref('excluded.text') })),
      )
      .execute();
  }
}

/** Drops every translation of the named rows of one kind (rows rewritten whole, or removed). */
export async function deleteTranslationsOfRows(db: Db, hosId: HosId, kind: string, refs: string[]) {
  if (refs.length === 0) return;
  await db
    .deleteFrom('content_translation')
    .where('hos_id', '=', hosId)
    .where('kind', '=', kind)
    .where('ref', 'in', refs)
    .execute();
}
/** Writes one translation, replacing what was there; an empty text removes it (the column shows instead). */
export async function putTranslation(db: Db, hosId: HosId, row: TranslationRow) {
  const key = (q: ReturnType<typeof deleteOf>) =>
    q
      .where('lang', '=', row.lang)
      .where('kind', '=', row.kind)
      .where('ref', '=', row.ref)
      .where('field', '=', row.field);
  if (row.text === '') {
    await key(deleteOf(db, hosId)).execute();
    return;
  }
  await db
    .insertInto('content_translation')
    .values({ hos_id: hosId, ...row })
    .onConflict((c) =>
      c.columns(['hos_id', 'lang', 'kind', 'ref', 'field']).doUpdateSet({ text: row.text }),
    )
    .execute();
}

const deleteOf = (db: Db, hosId: HosId) =>
  db.deleteFrom('content_translation').where('hos_id', '=', hosId);
