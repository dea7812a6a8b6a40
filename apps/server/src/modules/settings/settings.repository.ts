import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/**
 * Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/house-style.md#repositories).
 * The settings module writes the hospital's own tables (the console is their one editor); the patient calls read them
 * through modules/hospital and modules/translations.
 */

/** Serializes the saves of one hospital's settings: taken first in every save's transaction. */
export async function lockHospital(db: Db, hosId: HosId) {
  return db
    .selectFrom('hospital')
    .select(['hos_id', 'hos_name', 'enabled', 'time_zone'])
    .where('hos_id', '=', hosId)
    .forUpdate()
    .executeTakeFirst();
}

// ---- versions ----

export async function latestVersion(db: Db, hosId: HosId, kind: string): Promise<number> {
  const row = await db
    .selectFrom('setting_version')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('hos_id', '=', hosId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.version ?? 0;
}

export interface NewVersion {
  kind: string;
  version: number;
  content: unknown;
  savedBy: string | null;
  savedByName: string;
  restoredFrom: number | null;
}

export function insertVersion(db: Db, hosId: HosId, v: NewVersion) {
  return db
    .insertInto('setting_version')
    .values({
      hos_id: hosId,
      kind: v.kind,
      version: v.version,
      content: JSON.stringify(v.content),
      saved_by: v.savedBy,
      saved_by_name: v.savedByName,
      restored_from: v.restoredFrom,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listVersions(db: Db, hosId: HosId, kind: string) {
  return db
    .selectFrom('setting_version')
    .select(['version', 'saved_at', 'saved_by_name', 'restored_from'])
    .where('hos_id', '=', hosId)
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .execute();
}

export function findVersion(db: Db, hosId: HosId, kind: string, version: number) {
  return db
    .selectFrom('setting_version')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('kind', '=', kind)
    .where('version', '=', version)
    .executeTakeFirst();
}

// ---- translations (content_translation) ----

export function listTranslationsOf(db: Db, hosId: HosId, kinds: string[]) {
  return db
    .selectFrom('content_translation')
    .select(['lang', 'kind', 'ref', 'field', 'text'])
    .where('hos_id', '=', hosId)
    .where('kind', 'in', kinds)
    .execute();
}

export interface TranslationKey {
  lang: string;
  kind: string;
  ref: string;
  field: string;
}

export async function putTranslation(db: Db, hosId: HosId, k: TranslationKey, text: string) {
  await db
    .insertInto('content_translation')
    .values({ hos_id: hosId, ...k, text })
    .onConflict((c) => c.columns(['hos_id', 'lang', 'kind', 'ref', 'field']).doUpdateSet({ text }))
    .execute();
}

export async function deleteTranslation(db: Db, hosId: HosId, k: TranslationKey) {
  await db
    .deleteFrom('content_translation')
    .where('hos_id', '=', hosId)
    .where('lang', '=', k.lang)
    .where('kind', '=', k.kind)
    .where('ref', '=', k.ref)
    .where('field', '=', k.field)
    .execute();
}

/** Every translation of the rows of `kind` whose ref is not among `keep` (rows that no longer exist). */
export async function deleteTranslationsExcept(db: Db, hosId: HosId, kind: string, keep: string[]) {
  let q = db.deleteFrom('content_translation').where('hos_id', '=', hosId).where('kind', '=', kind);
  if (keep.length > 0) q = q.where('ref', 'not in', keep);
  await q.execute();
}

// ---- the hospital row ----

export function findHospitalRow(db: Db, hosId: HosId) {
  return db.selectFrom('hospital').selectAll().where('hos_id', '=', hosId).executeTakeFirst();
}

export async function updateHospital(
  db: Db,
  hosId: HosId,
  set: Partial<{
    hos_name: string;
    logo: string | null;
    time_zone: string;
    theme: Record<string, string>;
    enabled: boolean;
  }>,
) {
  const { theme, ...rest } = set;
  await db
    .updateTable('hospital')
    .set({ ...rest, ...(theme ? { theme: JSON.stringify(theme) } : {}) })
    .where('hos_id', '=', hosId)
    .execute();
}

// ---- footer (digital items) ----

export function listDigital(db: Db, hosId: HosId, typeKey: string) {
  return db
    .selectFrom('digital_item')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('type_key', '=', typeKey)
    .orderBy('item_order')
    .execute();
}

export async function putDigital(
  db: Db,
  hosId: HosId,
  row: { type_key: string; item_order: number; title: string; content: string },
) {
  await db
    .insertInto('digital_item')
    .values({ hos_id: hosId, ...row })
    .onConflict((c) =>
      c.columns(['hos_id', 'type_key', 'item_order']).doUpdateSet({ content: row.content }),
    )
    .execute();
}

// ---- config ----

export function listConfig(db: Db, hosId: HosId) {
  return db
    .selectFrom('config_item')
    .select(['config_type', 'config_key', 'config_value'])
    .where('hos_id', '=', hosId)
    .execute();
}

/** Sets one key (or removes it: value null), whichever group it was stored under. */
export async function putConfig(
  db: Db,
  hosId: HosId,
  group: string,
  key: string,
  value: string | null,
) {
  await db
    .deleteFrom('config_item')
    .where('hos_id', '=', hosId)
    .where('config_key', '=', key)
    .execute();
  if (value !== null)
    await db
      .insertInto('config_item')
      .values({ hos_id: hosId, config_type: group, config_key: key, config_value: value })
      .execute();
}

// ---- functions and menu ----

export async function updateFunctionModule(
  db: Db,
  hosId: HosId,
  moduleId: string,
  set: { is_use: '0' | '1'; alias: string; subtitle: string; sort: number },
) {
  await db
    .updateTable('function_module')
    .set(set)
    .where('hos_id', '=', hosId)
    .where('module_id', '=', moduleId)
    .execute();
}

export async function updateMenuGroup(
  db: Db,
  hosId: HosId,
  groupId: string,
  set: { title: string; enabled: boolean; sort: number },
) {
  await db
    .updateTable('menu_group')
    .set(set)
    .where('hos_id', '=', hosId)
    .where('group_id', '=', groupId)
    .execute();
}

export async function updateMenuItem(
  db: Db,
  hosId: HosId,
  groupId: string,
  itemId: string,
  set: { alias: string; sort: number; params: Record<string, string> },
) {
  await db
    .updateTable('menu_item')
    .set({ alias: set.alias, sort: set.sort, params: JSON.stringify(set.params) })
    .where('hos_id', '=', hosId)
    .where('group_id', '=', groupId)
    .where('item_id', '=', itemId)
    .execute();
}

// ---- tips ----

export function listTips(db: Db, hosId: HosId) {
  return db.selectFrom('tip').selectAll().where('hos_id', '=', hosId).orderBy('tip_id').execute();
}

export interface TipRow {
  tip_id: string;
  guide_title: string;
  guide_content: string;
  show_type: number;
  button_content: string;
  button_type: number;
  button_ext: Record<string, unknown>;
  show_ext: Record<string, unknown>;
}

/** The hospital's tips become exactly `rows`. */
export async function replaceTips(db: Db, hosId: HosId, rows: TipRow[]) {
  await db.deleteFrom('tip').where('hos_id', '=', hosId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('tip')
    .values(
      rows.map((r) => ({
        hos_id: hosId,
        ...r,
        button_ext: JSON.stringify(r.button_ext),
        show_ext: JSON.stringify(r.show_ext),
      })),
    )
    .execute();
}

// ---- caption overrides ----

export function listCaptionOverrides(db: Db, hosId: HosId) {
  return db
    .selectFrom('caption_override')
    .select(['lang', 'message_key', 'text'])
    .where('hos_id', '=', hosId)
    .orderBy('lang')
    .orderBy('message_key')
    .execute();
}

/** The hospital's overrides become exactly `rows`. */
export async function replaceCaptionOverrides(
  db: Db,
  hosId: HosId,
  rows: { lang: string; message_key: string; text: string }[],
) {
  await db.deleteFrom('caption_override').where('hos_id', '=', hosId).execute();
  if (rows.length > 0)
    await db
      .insertInto('caption_override')
      .values(rows.map((r) => ({ hos_id: hosId, ...r })))
      .execute();
}

// ---- logos ----

export async function attachLogo(db: Db, hosId: HosId, fileId: string) {
  await db.insertInto('hospital_logo').values({ hos_id: hosId, file_id: fileId }).execute();
}
