import {
  catalogue,
  tipInfoSchema,
  type Area,
  type ConfigItem,
  type DigitalItem,
  type FunctionModule,
  type Hospital,
  type HospitalSummary,
  type Language,
  type MenuGroup,
  type TipInfo,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { cachedRead } from '../../lib/read-cache.ts';
import { hospitalNames, translations } from '../translations/localize.ts';
import * as repo from './hospital.repository.ts';

/**
 * DTOs at the boundary: rows are mapped to the API's camelCase shapes here, never sent raw.
 * The calls that serve the hospital's content take the request's language and overlay its translations
 * (modules/translations); without a language (the server's own use) they answer the columns, the primary content.
 */

export async function getHospital(db: Db, hosId: HosId, lang?: Language): Promise<Hospital> {
  const hospital = await cachedRead(db, `hospital:${hosId}`, () => loadHospital(db, hosId));
  if (!lang) return hospital;
  return {
    ...hospital,
    hosName: (await translations(db, hosId, lang)).text(
      'hospital',
      hosId,
      'hosName',
      hospital.hosName,
    ),
  };
}

async function loadHospital(db: Db, hosId: HosId): Promise<Hospital> {
  const row = await repo.findHospital(db, hosId);
  if (!row) throw new AppError('HOSPITAL001', { hosId });
  return {
    hosId: row.hos_id,
    hosName: row.hos_name,
    enabled: row.enabled,
    logo: row.logo,
    theme: row.theme as Hospital['theme'],
    timeZone: row.time_zone,
  };
}

/**
 * Every other hospital call serves only enabled hospitals: a disabled one answers HOSPITAL002 so the
 * portal can explain why, and an unknown one HOSPITAL001.
 */
export async function requireEnabledHospital(db: Db, hosId: HosId): Promise<Hospital> {
  const hospital = await getHospital(db, hosId);
  if (!hospital.enabled) throw new AppError('HOSPITAL002', { hosId });
  return hospital;
}

export async function listHospitals(db: Db, lang?: Language): Promise<HospitalSummary[]> {
  const rows = await repo.listEnabledHospitals(db);
  const names = lang
    ? await hospitalNames(
        db,
        rows.map((r) => r.hos_id),
        lang,
      )
    : new Map<string, string>();
  return rows.map((r) => ({
    hosId: r.hos_id,
    hosName: names.get(r.hos_id) ?? r.hos_name,
    logo: r.logo,
  }));
}

export async function listAreas(db: Db, hosId: HosId, lang?: Language): Promise<Area[]> {
  await requireEnabledHospital(db, hosId);
  const rows = await repo.listAreas(db, hosId);
  const areas = rows.map((r) => ({
    areaId: r.area_id,
    areaName: r.area_name,
    address: r.address,
    photo: r.photo,
  }));
  return lang
    ? (await translations(db, hosId, lang)).rows('area', areas, (a) => a.areaId, [
        'areaName',
        'address',
      ])
    : areas;
}

/**
 * The function modules and the menu as stored, uncached and whatever the hospital's state: for the console's editor,
 * which reads them inside its save's transaction.
 */
export async function functionAndMenuRows(db: Db, hosId: HosId) {
  const [modules, menu] = await Promise.all([
    repo.listFunctionModules(db, hosId),
    repo.listMenu(db, hosId),
  ]);
  return { modules, ...menu };
}

export async function listFunctions(
  db: Db,
  hosId: HosId,
  lang?: Language,
): Promise<FunctionModule[]> {
  await requireEnabledHospital(db, hosId);
  // Every call of a function reads this list (docs/function-access.md): cached like the config, so a switch takes
  // effect within the read cache's few seconds and the booking rush pays no statement for it.
  const rows = await cachedRead(db, `functions:${hosId}`, () =>
    repo.listFunctionModules(db, hosId),
  );
  const modules = rows.map((r) => ({
    moduleId: r.module_id,
    isUse: r.is_use,
    alias: r.alias,
    moduleName: r.module_name,
    subtitle: r.subtitle,
  }));
  return lang
    ? (await translations(db, hosId, lang)).rows('function', modules, (m) => m.moduleId, [
        'alias',
        'moduleName',
        'subtitle',
      ])
    : modules;
}

export async function listMenu(db: Db, hosId: HosId, lang?: Language): Promise<MenuGroup[]> {
  await requireEnabledHospital(db, hosId);
  const [{ groups, items }, tr] = await Promise.all([
    repo.listMenu(db, hosId),
    lang ? translations(db, hosId, lang) : null,
  ]);
  const text = (kind: 'menu-group' | 'menu-item', ref: string, field: string, value: string) =>
    tr?.text(kind, ref, field, value) ?? value;
  return groups.map((g) => ({
    groupId: g.group_id,
    title: text('menu-group', g.group_id, 'title', g.title),
    assembly: g.assembly,
    enabled: g.enabled,
    sort: g.sort,
    compare: g.compare,
    sub: items
      .filter((i) => i.group_id === g.group_id)
      .map((i) => {
        const ref = `${g.group_id}.${i.item_id}`;
        return {
          id: i.item_id,
          alias: text('menu-item', ref, 'alias', i.alias),
          url: i.url,
          sort: i.sort,
          remark: text('menu-item', ref, 'remark', i.remark),
          params: i.params,
        };
      }),
  }));
}

export async function listConfig(
  db: Db,
  hosId: HosId,
  configTypes: string[],
  lang?: Language,
): Promise<ConfigItem[]> {
  await requireEnabledHospital(db, hosId);
  const items = await readConfigItems(db, hosId, configTypes);
  if (!lang) return items;
  // Only the answer is translated: the server's own rules read the primary values (readConfigItems).
  const tr = await translations(db, hosId, lang);
  return items.map((c) => ({
    ...c,
    configValue: tr.text('config', `${c.configType}.${c.configKey}`, 'configValue', c.configValue),
  }));
}

/**
 * The hospital's config whether or not it is enabled: only for background work on bookings that already exist
 * (a disabled hospital's unpaid bookings still expire). Patient-facing calls use listConfig.
 */
export function readConfigItems(
  db: Db,
  hosId: HosId,
  configTypes: string[],
): Promise<ConfigItem[]> {
  const groups = [...new Set(configTypes)].sort();
  return cachedRead(db, `config:${hosId}:${groups.join(',')}`, async () => {
    const rows = await repo.listConfigItems(db, hosId, groups);
    return rows.map((r) => ({
      configType: r.config_type,
      configKey: r.config_key,
      configValue: r.config_value,
    }));
  });
}

export async function listDigital(
  db: Db,
  hosId: HosId,
  typeKeys: string[],
  lang?: Language,
): Promise<DigitalItem[]> {
  await requireEnabledHospital(db, hosId);
  const rows = await repo.listDigitalItems(db, hosId, typeKeys);
  const items = rows.map((r) => ({
    typeKey: r.type_key,
    itemOrder: r.item_order,
    title: r.title,
    content: r.content,
  }));
  return lang
    ? (await translations(db, hosId, lang)).rows(
        'digital',
        items,
        (d) => `${d.typeKey}.${d.itemOrder}`,
        ['title', 'content'],
      )
    : items;
}

export async function getTip(
  db: Db,
  hosId: HosId,
  tipId: string,
  lang?: Language,
): Promise<TipInfo> {
  await requireEnabledHospital(db, hosId);
  const [row, tr] = await Promise.all([
    repo.findTip(db, hosId, tipId),
    lang ? translations(db, hosId, lang) : null,
  ]);
  if (!row) throw new AppError('HOSPITAL003', { id: tipId });
  const text = (field: string, value: string) => tr?.text('tip', tipId, field, value) ?? value;
  // The scroll-to-bottom prompt is the one text inside the button's settings.
  const before = row.button_ext.beforeButtonContent;
  const buttonExt =
    typeof before === 'string'
      ? { ...row.button_ext, beforeButtonContent: text('beforeButtonContent', before) }
      : row.button_ext;
  // Parsed rather than cast: a stored tip that no longer fits the contract is a server fault, caught here.
  return tipInfoSchema.parse({
    guideTitle: text('guideTitle', row.guide_title),
    guideContent: text('guideContent', row.guide_content),
    showType: row.show_type,
    buttonContent: text('buttonContent', row.button_content),
    buttonType: row.button_type,
    buttonExt,
    showExt: row.show_ext,
  });
}

export async function getStaticCaption(
  db: Db,
  hosId: HosId,
  name: string,
  lang?: Language,
): Promise<unknown> {
  await requireEnabledHospital(db, hosId);
  const [row, tr] = await Promise.all([
    repo.findStaticCaption(db, hosId, name),
    lang ? translations(db, hosId, lang) : null,
  ]);
  if (!row) throw new AppError('HOSPITAL003', { id: name });
  // A caption file is translated whole (stored as its JSON text): its shape is the file's own.
  const translated = tr?.text('caption', name, 'content', null);
  return translated === null || translated === undefined
    ? row.content
    : (JSON.parse(translated) as unknown);
}

/** Catalogue for one language with the hospital's caption overrides on top. */
export async function getMessages(
  db: Db,
  hosId: HosId,
  lang: Language,
): Promise<Record<string, string>> {
  await requireEnabledHospital(db, hosId);
  const overrides = await repo.listCaptionOverrides(db, hosId, lang);
  return {
    ...catalogue[lang],
    ...Object.fromEntries(overrides.map((o) => [o.message_key, o.text])),
  };
}

/** Feature access: a function module that is missing or not in use answers FUNC001 'this function is not open yet'. */
export async function requireFunctionOpen(db: Db, hosId: HosId, moduleId: string): Promise<void> {
  return requireAnyFunctionOpen(db, hosId, [moduleId]);
}

/** Feature access of a call several functions share: FUNC001 unless at least one of them is open. */
export async function requireAnyFunctionOpen(
  db: Db,
  hosId: HosId,
  moduleIds: readonly string[],
): Promise<void> {
  const modules = await listFunctions(db, hosId);
  if (!modules.some((m) => moduleIds.includes(m.moduleId) && m.isUse === '1'))
    throw new AppError('FUNC001');
}
