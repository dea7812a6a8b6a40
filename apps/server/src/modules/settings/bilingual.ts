import { LANGUAGES, type HosId, type Language } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import * as repo from './settings.repository.ts';

/**
 * Text a patient reads in both languages, stored the way the hospital row's name is: the column holds zh-CN and
 * content_translation the en-US text; a save drops the zh-CN translation, which would otherwise hide the column
 * (docs/hospital-settings.md).
 */

export type Localized = Record<Language, string>;
export type TranslationMap = Map<string, string>;
const tkey = (lang: string, kind: string, ref: string, field: string) =>
  `${lang}\u0000${kind}\u0000${ref}\u0000${field}`;

export async function translationsOf(
  db: Db,
  hosId: HosId,
  kinds: string[],
): Promise<TranslationMap> {
  const rows = await repo.listTranslationsOf(db, hosId, kinds);
  return new Map(rows.map((r) => [tkey(r.lang, r.kind, r.ref, r.field), r.text]));
}

/** What a patient reading in each language sees: the translation, else the column. */
export function both(tr: TranslationMap, kind: string, ref: string, field: string, column: string) {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, tr.get(tkey(lang, kind, ref, field)) ?? column]),
  ) as Localized;
}

/** Stores a bilingual text; answers the column's value (zh-CN). */
export async function writeBoth(
  db: Db,
  hosId: HosId,
  kind: string,
  ref: string,
  field: string,
  value: Localized,
): Promise<string> {
  await repo.putTranslation(db, hosId, { lang: 'en-US', kind, ref, field }, value['en-US']);
  await repo.deleteTranslation(db, hosId, { lang: 'zh-CN', kind, ref, field });
  return value['zh-CN'];
}
