import {
  catalogue, tipInfoSchema, type Area, type ConfigItem, type DigitalItem, type FunctionModule, type Hospital,
  type HospitalSummary, type Language, type MenuGroup, type TipInfo,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { cachedRead } from '../../lib/read-cache.ts';
import * as repo from './hospital.repository.ts';

/** DTOs at the boundary: rows are mapped to the SPEC's camelCase shapes here, never sent raw. */

export function getHospital(db: Db, hosId: string): Promise<Hospital> {
  return cachedRead(db, `hospital:${hosId}`, () => loadHospital(db, hosId));
}

async function loadHospital(db: Db, hosId: string): Promise<Hospital> {
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
export async function requireEnabledHospital(db: Db, hosId: string): Promise<Hospital> {
  const hospital = await getHospital(db, hosId);
  if (!hospital.enabled) throw new AppError('HOSPITAL002', { hosId });
  return hospital;
}

export async function listHospitals(db: Db): Promise<HospitalSummary[]> {
  const rows = await repo.listEnabledHospitals(db);
  return rows.map((r) => ({ hosId: r.hos_id, hosName: r.hos_name, logo: r.logo }));
}

export async function listAreas(db: Db, hosId: string): Promise<Area[]> {
  await requireEnabledHospital(db, hosId);
  const rows = await repo.listAreas(db, hosId);
  return rows.map((r) => ({ areaId: r.area_id, areaName: r.area_name, address: r.address, photo: r.photo }));
}

export async function listFunctions(db: Db, hosId: string): Promise<FunctionModule[]> {
  await requireEnabledHospital(db, hosId);
  const rows = await repo.listFunctionModules(db, hosId);
  return rows.map((r) => ({ moduleId: r.module_id, isUse: r.is_use, alias: r.alias, moduleName: r.module_name, subtitle: r.subtitle }));
}

export async function listMenu(db: Db, hosId: string): Promise<MenuGroup[]> {
  await requireEnabledHospital(db, hosId);
  const { groups, items } = await repo.listMenu(db, hosId);
  return groups.map((g) => ({
    groupId: g.group_id,
    title: g.title,
    assembly: g.assembly,
    enabled: g.enabled,
    sort: g.sort,
    compare: g.compare,
    sub: items
      .filter((i) => i.group_id === g.group_id)
      .map((i) => ({ id: i.item_id, alias: i.alias, url: i.url, sort: i.sort, remark: i.remark, params: i.params })),
  }));
}

export async function listConfig(db: Db, hosId: string, configTypes: string[]): Promise<ConfigItem[]> {
  await requireEnabledHospital(db, hosId);
  return readConfigItems(db, hosId, configTypes);
}

/**
 * The hospital's config whether or not it is enabled: only for background work on bookings that already exist
 * (issue 9 defect 8: a disabled hospital's unpaid bookings still expire). Patient-facing calls use listConfig.
 */
export function readConfigItems(db: Db, hosId: string, configTypes: string[]): Promise<ConfigItem[]> {
  const groups = [...new Set(configTypes)].sort();
  return cachedRead(db, `config:${hosId}:${groups.join(',')}`, async () => {
    const rows = await repo.listConfigItems(db, hosId, groups);
    return rows.map((r) => ({ configType: r.config_type, configKey: r.config_key, configValue: r.config_value }));
  });
}

export async function listDigital(db: Db, hosId: string, typeKeys: string[]): Promise<DigitalItem[]> {
  await requireEnabledHospital(db, hosId);
  const rows = await repo.listDigitalItems(db, hosId, typeKeys);
  return rows.map((r) => ({ typeKey: r.type_key, itemOrder: r.item_order, title: r.title, content: r.content }));
}

export async function getTip(db: Db, hosId: string, tipId: string): Promise<TipInfo> {
  await requireEnabledHospital(db, hosId);
  const row = await repo.findTip(db, hosId, tipId);
  if (!row) throw new AppError('HOSPITAL003', { id: tipId });
  // Parsed rather than cast: a stored tip that no longer fits the contract is a server fault, caught here.
  return tipInfoSchema.parse({
    guideTitle: row.guide_title,
    guideContent: row.guide_content,
    showType: row.show_type,
    buttonContent: row.button_content,
    buttonType: row.button_type,
    buttonExt: row.button_ext,
    showExt: row.show_ext,
  });
}

export async function getStaticCaption(db: Db, hosId: string, name: string): Promise<unknown> {
  await requireEnabledHospital(db, hosId);
  const row = await repo.findStaticCaption(db, hosId, name);
  if (!row) throw new AppError('HOSPITAL003', { id: name });
  return row.content;
}

/** SPEC §8 catalogue for one language with the hospital's caption overrides on top. */
export async function getMessages(db: Db, hosId: string, lang: Language): Promise<Record<string, string>> {
  await requireEnabledHospital(db, hosId);
  const overrides = await repo.listCaptionOverrides(db, hosId, lang);
  return { ...catalogue[lang], ...Object.fromEntries(overrides.map((o) => [o.message_key, o.text])) };
}

/** SPEC §5 feature access: a function module that is missing or not in use answers FUNC001 'this function is not open yet'. */
export async function requireFunctionOpen(db: Db, hosId: string, moduleId: string): Promise<void> {
  const modules = await listFunctions(db, hosId);
  if (!modules.some((m) => m.moduleId === moduleId && m.isUse === '1')) throw new AppError('FUNC001');
}
