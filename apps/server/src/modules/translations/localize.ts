import { DoctorTitle, type Language, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { cachedRead, evictReads } from '../../lib/read-cache.ts';
import * as repo from './translations.repository.ts';

/**
 * Bilingual hospitals. A hospital's content columns hold its primary language; other languages are
 * rows of content_translation (migration 0027) keyed by kind, ref (the row's id within the hospital) and field, the
 * field named as the API names it. A read in a language overlays that language's rows and falls back to the column.
 *
 * Reads are hot (the schedule is the busiest call), so a hospital's translations in one language are loaded
 * whole in one indexed query and kept in the short-lived read cache (lib/read-cache, 5 s) — every read after that
 * overlays in memory, with no query. A hospital without translations costs one empty query per 5 s per language.
 */
export const CONTENT_KINDS = [
  'hospital',
  'area',
  'function',
  'menu-group',
  'menu-item',
  'config',
  'digital',
  'tip',
  'caption',
  'department',
  'doctor',
  // Lectures, the medical guide and the notice documents (ref of a notice: '<docType>:<version>').
  'lecture-category',
  'lecture',
  'guide',
  'symptom',
  'notice',
  // Questionnaires and their questions (ref of a question: '<questionnaireId>:<questionId>'; an option's
  // label is the field 'option:<value>').
  'questionnaire',
  'questionnaire-question',
  // The portal's own note on a physical-exam package of the HIS (ref: the package id; field 'note').
  'physical-package',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface Translations {
  /** The translation of `field` of the `kind` row `ref`, or `fallback` (the column's value) when there is none. */
  text<T extends string | null>(
    kind: ContentKind,
    ref: string,
    field: string,
    fallback: T,
  ): string | T;
  /** The same rows with the named fields translated (fields named as in the rows, which are the API's names). */
  rows<T extends object>(
    kind: ContentKind,
    rows: readonly T[],
    id: (row: T) => string,
    fields: readonly (keyof T & string)[],
  ): T[];
  /** A doctor's shown title: the doctor's own translated title, else the standard title in this language, else as is. */
  title(doctorId: string, ownTitle: string, shown: string): string;
}

const key = (kind: string, ref: string, field: string) => `${kind}\u0000${ref}\u0000${field}`;

/**
 * Standard titles (the title-by-fee titles among them) in each language: the HIS and title-by-fee give them
 * in one language, and they read the same at every hospital, so they need no per-doctor translation.
 */
const STANDARD_TITLES: readonly Record<Language, string>[] = [
  { 'en-US': DoctorTitle.WELL_KNOWN_EXPERT, 'zh-CN': '知名专家' },
  { 'en-US': DoctorTitle.CHIEF, 'zh-CN': '主任医师' },
  { 'en-US': DoctorTitle.ASSOCIATE_CHIEF, 'zh-CN': '副主任医师' },
  { 'en-US': DoctorTitle.ATTENDING, 'zh-CN': '主治医师' },
  { 'en-US': DoctorTitle.RESIDENT, 'zh-CN': '住院医师' },
  { 'en-US': 'ordinary number', 'zh-CN': '普通号' },
];
const standardTitleIndex = new Map(
  STANDARD_TITLES.flatMap((t, i) => Object.values(t).map((v) => [v.toLowerCase(), i] as const)),
);

/** A standard title in `lang` (any language's spelling in), or null for a title that is not standard. */
export function standardTitle(title: string, lang: Language): string | null {
  const i = standardTitleIndex.get(title.trim().toLowerCase());
  return i === undefined ? null : (STANDARD_TITLES[i]?.[lang] ?? null);
}

function translationsOf(map: ReadonlyMap<string, string>, lang: Language): Translations {
  const text = <T extends string | null>(
    kind: ContentKind,
    ref: string,
    field: string,
    fallback: T,
  ): string | T => (map.size === 0 ? fallback : (map.get(key(kind, ref, field)) ?? fallback));
  return {
    text,
    rows(kind, rows, id, fields) {
      if (map.size === 0) return [...rows];
      return rows.map((row) => {
        const out = { ...row } as Record<string, unknown>;
        for (const f of fields) {
          const value = map.get(key(kind, id(row), f));
          if (value !== undefined) out[f] = value;
        }
        return out as typeof row;
      });
    },
    title(doctorId, ownTitle, shown) {
      // The doctor's own title translated by the hospital wins only where the own title is what is shown (no title by fee).
      if (shown === ownTitle) {
        const own = map.get(key('doctor', doctorId, 'doctorTitle'));
        if (own !== undefined) return own;
      }
      return standardTitle(shown, lang) ?? shown;
    },
  };
}

/** One hospital's translations in one language (read-cached; one query per hospital, language and cache period). */
export async function translations(db: Db, hosId: HosId, lang: Language): Promise<Translations> {
  const map = await cachedRead(
    db,
    `content:${hosId}:${lang}`,
    async () =>
      new Map(
        (await repo.listTranslations(db, hosId, lang)).map((r) => [
          key(r.kind, r.ref, r.field),
          r.text,
        ]),
      ),
  );
  return translationsOf(map, lang);
}

/** Hospital names in `lang` for a list of hospitals (the chooser): one query for all of them. */
export async function hospitalNames(
  db: Db,
  hosIds: HosId[],
  lang: Language,
): Promise<Map<string, string>> {
  return cachedRead(
    db,
    `content-hospital-names:${lang}:${[...hosIds].sort().join(',')}`,
    async () =>
      new Map((await repo.listHospitalNames(db, hosIds, lang)).map((r) => [r.hos_id, r.text])),
  );
}

/**
 * For a module that publishes translated content of its own (notices): the content module's write, reached here and
 * not through translations.repository (docs/architecture.md#boundaries-checked-by-lint).
 */
export function insertMissingTranslations(
  db: Db,
  hosId: HosId,
  rows: TranslationRow[],
): Promise<number> {
  return repo.insertMissingTranslations(db, hosId, rows);
}

export type TranslationRow = repo.TranslationRow;

/**
 * For the console's editors (docs/console-content.md, docs/health-content.md#editing): the rows of `kind` named by
 * `refs` in every language, read afresh (not from the read cache), as lang → ref → field → text.
 */
export async function translationsOfRows(
  db: Db,
  hosId: HosId,
  kind: ContentKind,
  refs: string[],
): Promise<Map<string, Map<string, Map<string, string>>>> {
  const out = new Map<string, Map<string, Map<string, string>>>();
  for (const r of await repo.listTranslationsOfRows(db, hosId, kind, refs)) {
    const byRef = out.get(r.lang) ?? new Map<string, Map<string, string>>();
    const fields = byRef.get(r.ref) ?? new Map<string, string>();
    fields.set(r.field, r.text);
    byRef.set(r.ref, fields);
    out.set(r.lang, byRef);
  }
  return out;
}

/** The same rows' translations as a look-up of one text, '' where there is none. */
export async function editedTranslations(
  db: Db,
  hosId: HosId,
  kind: ContentKind,
  refs: string[],
): Promise<(ref: string, lang: Language, field: string) => string> {
  const all = await translationsOfRows(db, hosId, kind, refs);
  return (ref, lang, field) => all.get(lang)?.get(ref)?.get(field) ?? '';
}

/** For the console's editors: the rows of `kind` named by `refs` lose every translation, then get `rows`. */
export async function replaceTranslations(
  db: Db,
  hosId: HosId,
  kind: ContentKind,
  refs: string[],
  rows: TranslationRow[],
): Promise<void> {
  await repo.deleteTranslationsOfRows(db, hosId, kind, refs);
  await repo.putTranslations(db, hosId, rows);
}

/** Writes translations a console editor saved, field by field: an empty text removes its row, so the column shows. */
export async function saveTranslations(
  db: Db,
  hosId: HosId,
  rows: (TranslationRow & { kind: ContentKind })[],
): Promise<void> {
  for (const row of rows) await repo.putTranslation(db, hosId, row);
}

/**
 * After an editor's change commits: this server's cached translations of the hospital are dropped, so the editor's next
 * look at the portal shows the change at once (other servers' caches still expire within their 5 s).
 */
export function forgetTranslations(db: Db, hosId: HosId): void {
  evictReads(db, `content:${hosId}:`);
}
