import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Kysely only; every function takes (db, hosId, …) and filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

export function findHospital(db: Db, hosId: HosId) {
  return db.selectFrom('hospital').selectAll().where('hos_id', '=', hosId).executeTakeFirst();
}

export function listEnabledHospitals(db: Db) {
  return db
    .selectFrom('hospital')
    .select(['hos_id', 'hos_name', 'logo'])
    .where('enabled', '=', true)
    .orderBy('hos_id')
    .execute();
}

export function listAreas(db: Db, hosId: HosId) {
  return db
    .selectFrom('hospital_area')
    .selectAll()
    .where('hos_id', '=', hosId)
    .orderBy('sort')
    .orderBy('area_id')
    .execute();
}

export function listFunctionModules(db: Db, hosId: HosId) {
  return db
    .selectFrom('function_module')
    .selectAll()
    .where('hos_id', '=', hosId)
    .orderBy('sort')
    .orderBy('module_id')
    .execute();
}

export async function listMenu(db: Db, hosId: HosId) {
  const [groups, items] = await Promise.all([
    db
      .selectFrom('menu_group')
      .selectAll()
      .where('hos_id', '=', hosId)
      .orderBy('sort')
      .orderBy('group_id')
      .execute(),
    db
      .selectFrom('menu_item')
      .selectAll()
      .where('hos_id', '=', hosId)
      .orderBy('sort')
      .orderBy('item_id')
      .execute(),
  ]);
  return { groups, items };
}

export function listConfigItems(db: Db, hosId: HosId, configTypes: string[]) {
  return db
    .selectFrom('config_item')
    .select(['config_type', 'config_key', 'config_value'])
    .where('hos_id', '=', hosId)
    .where('config_type', 'in', configTypes)
    .orderBy('config_type')
    .orderBy('config_key')
    .execute();
}

/** Every hospital's id, enabled or not (the start-up configuration check reads them all). */
export function listHospitalIds(db: Db) {
  return db.selectFrom('hospital').select('hos_id').orderBy('hos_id').execute();
}

/** The hospital's whole stored configuration, every group. */
export function listAllConfigItems(db: Db, hosId: HosId) {
  return db
    .selectFrom('config_item')
    .select(['config_type', 'config_key', 'config_value'])
    .where('hos_id', '=', hosId)
    .orderBy('config_type')
    .orderBy('config_key')
    .execute();
}

export function listDigitalItems(db: Db, hosId: HosId, typeKeys: string[]) {
  return db
    .selectFrom('digital_item')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('type_key', 'in', typeKeys)
    .orderBy('type_key')
    .orderBy('item_order')
    .execute();
}

export function findTip(db: Db, hosId: HosId, tipId: string) {
  return db
    .selectFrom('tip')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('tip_id', '=', tipId)
    .executeTakeFirst();
}

export function findStaticCaption(db: Db, hosId: HosId, name: string) {
  return db
    .selectFrom('static_caption')
    .select(['content', 'updated_at'])
    .where('hos_id', '=', hosId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export function listCaptionOverrides(db: Db, hosId: HosId, lang: string) {
  return db
    .selectFrom('caption_override')
    .select(['message_key', 'text'])
    .where('hos_id', '=', hosId)
    .where('lang', '=', lang)
    .execute();
}
