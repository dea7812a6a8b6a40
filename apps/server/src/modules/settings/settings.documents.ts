import { LANGUAGES, THEME_TOKENS, readHospitalConfig, type HosId } from '@portal/shared';
import {
  SETTING_CONFIG_KEYS,
  encodeConfigValue,
  type SettingContent,
  type SettingKind,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { both, translationsOf, writeBoth, type Localized } from './bilingual.ts';
import { functionAndMenuRows } from '../hospital/hospital.service.ts';
import * as repo from './settings.repository.ts';
import { readCaptions, readTips, writeCaptions, writeTips } from './tips-captions.document.ts';

/**
 * Each kind's document composed from the live tables, and written back to them (docs/hospital-settings.md); text in
 * both languages through bilingual.ts.
 */

/** The footer items the facts own (the footer's other items, copyright and so on, are the hospital's own). */
const FOOTER = {
  address: { order: 1, title: { 'en-US': 'Address', 'zh-CN': '地址' } },
  hotline: { order: 2, title: { 'en-US': 'Service hotline', 'zh-CN': '服务热线' } },
  visitingHours: { order: 3, title: { 'en-US': 'Visiting hours', 'zh-CN': '门诊时间' } },
} as const;
const footerRef = (order: number) => `footer.${order}`;

function settingsError(field: string): never {
  throw new AppError('SETTINGS002', { field });
}

// ---- facts ----

async function readFacts(db: Db, hosId: HosId): Promise<SettingContent['facts']> {
  const [hospital, footer, config, tr] = await Promise.all([
    repo.findHospitalRow(db, hosId),
    repo.listDigital(db, hosId, 'footer'),
    repo.listConfig(db, hosId),
    translationsOf(db, hosId, ['hospital', 'digital']),
  ]);
  if (!hospital) throw new AppError('HOSPITAL001', { hosId });
  const footerText = (order: number) =>
    both(
      tr,
      'digital',
      footerRef(order),
      'content',
      footer.find((f) => f.item_order === order)?.content ?? '',
    );
  return {
    names: both(tr, 'hospital', hosId, 'hosName', hospital.hos_name),
    logo: hospital.logo,
    address: footerText(FOOTER.address.order),
    hotline: config.find((c) => c.config_key === 'servicePhone')?.config_value ?? '',
    visitingHours: footerText(FOOTER.visitingHours.order),
    timeZone: hospital.time_zone,
  };
}

async function writeFooter(db: Db, hosId: HosId, slot: keyof typeof FOOTER, value: Localized) {
  const { order, title } = FOOTER[slot];
  const ref = footerRef(order);
  const existing = (await repo.listDigital(db, hosId, 'footer')).find(
    (f) => f.item_order === order,
  );
  if (!existing) await writeBoth(db, hosId, 'digital', ref, 'title', title);
  const content = await writeBoth(db, hosId, 'digital', ref, 'content', value);
  await repo.putDigital(db, hosId, {
    type_key: 'footer',
    item_order: order,
    title: existing?.title ?? title['zh-CN'],
    content,
  });
}

async function writeFacts(db: Db, hosId: HosId, facts: SettingContent['facts']) {
  await repo.updateHospital(db, hosId, {
    hos_name: await writeBoth(db, hosId, 'hospital', hosId, 'hosName', facts.names),
    logo: facts.logo,
    time_zone: facts.timeZone,
  });
  await writeFooter(db, hosId, 'address', facts.address);
  await writeFooter(db, hosId, 'visitingHours', facts.visitingHours);
  // The hotline reads the same in every language: one number, no translation.
  await writeFooter(db, hosId, 'hotline', { 'en-US': facts.hotline, 'zh-CN': facts.hotline });
  await repo.putConfig(db, hosId, 'GLOBAL', 'servicePhone', facts.hotline || null);
}

// ---- theme ----

async function readTheme(db: Db, hosId: HosId): Promise<SettingContent['theme']> {
  const hospital = await repo.findHospitalRow(db, hosId);
  if (!hospital) throw new AppError('HOSPITAL001', { hosId });
  const theme = hospital.theme as Record<string, string>;
  return Object.fromEntries(
    THEME_TOKENS.map((t) => [t, theme[t] ?? '#000000']),
  ) as SettingContent['theme'];
}

// ---- functions and menu ----

async function readFunctions(db: Db, hosId: HosId): Promise<SettingContent['functions']> {
  const [{ modules, groups, items }, tr] = await Promise.all([
    functionAndMenuRows(db, hosId),
    translationsOf(db, hosId, ['function', 'menu-group', 'menu-item']),
  ]);
  return {
    modules: modules.map((m) => ({
      moduleId: m.module_id,
      enabled: m.is_use === '1',
      alias: both(tr, 'function', m.module_id, 'alias', m.alias),
      subtitle: both(tr, 'function', m.module_id, 'subtitle', m.subtitle),
    })),
    menu: groups.map((g) => ({
      groupId: g.group_id,
      enabled: g.enabled,
      title: both(tr, 'menu-group', g.group_id, 'title', g.title),
      items: items
        .filter((i) => i.group_id === g.group_id)
        .map((i) => ({
          itemId: i.item_id,
          alias: both(tr, 'menu-item', `${g.group_id}.${i.item_id}`, 'alias', i.alias),
          params: i.params,
        })),
    })),
  };
}

/** The editor reorders and edits the hospital's own ids: each exactly once (SETTINGS005 names the first that is not). */
function requireSameIds(sent: string[], stored: string[]) {
  const seen = new Set<string>();
  for (const id of sent) {
    if (seen.has(id) || !stored.includes(id)) throw new AppError('SETTINGS005', { id });
    seen.add(id);
  }
  const missing = stored.find((id) => !seen.has(id));
  if (missing !== undefined) throw new AppError('SETTINGS005', { id: missing });
}

async function writeFunctions(db: Db, hosId: HosId, doc: SettingContent['functions']) {
  const { modules, groups, items } = await functionAndMenuRows(db, hosId);
  requireSameIds(
    doc.modules.map((m) => m.moduleId),
    modules.map((m) => m.module_id),
  );
  requireSameIds(
    doc.menu.map((g) => g.groupId),
    groups.map((g) => g.group_id),
  );
  for (const g of doc.menu)
    requireSameIds(
      g.items.map((i) => `${g.groupId}.${i.itemId}`),
      items.filter((i) => i.group_id === g.groupId).map((i) => `${i.group_id}.${i.item_id}`),
    );
  // Array order is the order shown; steps of ten leave room for rows added by hand.
  for (const [i, m] of doc.modules.entries())
    await repo.updateFunctionModule(db, hosId, m.moduleId, {
      is_use: m.enabled ? '1' : '0',
      alias: await writeBoth(db, hosId, 'function', m.moduleId, 'alias', m.alias),
      subtitle: await writeBoth(db, hosId, 'function', m.moduleId, 'subtitle', m.subtitle),
      sort: (i + 1) * 10,
    });
  for (const [i, g] of doc.menu.entries()) {
    await repo.updateMenuGroup(db, hosId, g.groupId, {
      enabled: g.enabled,
      title: await writeBoth(db, hosId, 'menu-group', g.groupId, 'title', g.title),
      sort: (i + 1) * 10,
    });
    for (const [j, item] of g.items.entries())
      await repo.updateMenuItem(db, hosId, g.groupId, item.itemId, {
        alias: await writeBoth(
          db,
          hosId,
          'menu-item',
          `${g.groupId}.${item.itemId}`,
          'alias',
          item.alias,
        ),
        params: item.params,
        sort: (j + 1) * 10,
      });
  }
}

// ---- config ----

async function readConfig(db: Db, hosId: HosId): Promise<SettingContent['config']> {
  const rows = await repo.listConfig(db, hosId);
  const config = readHospitalConfig(
    rows.map((r) => ({
      configType: r.config_type,
      configKey: r.config_key,
      configValue: r.config_value,
    })),
  ) as Record<string, unknown>;
  return {
    values: Object.fromEntries(
      SETTING_CONFIG_KEYS.map((k) => [k, config[k]]),
    ) as SettingContent['config']['values'],
  };
}

async function writeConfig(db: Db, hosId: HosId, doc: SettingContent['config']) {
  const stored = new Map((await repo.listConfig(db, hosId)).map((r) => [r.config_key, r] as const));
  // Every key checked before any is written: a refused document changes nothing.
  const encoded = SETTING_CONFIG_KEYS.map((key) => {
    const value = (doc.values as Record<string, unknown>)[key];
    const e = value === undefined ? { ok: false as const } : encodeConfigValue(key, value);
    if (!e.ok) settingsError(`values.${key}`);
    return { key, ...e };
  });
  for (const { key, group, text } of encoded) {
    const before = stored.get(key);
    if ((before?.config_value ?? null) === text && (text === null || before?.config_type === group))
      continue;
    await repo.putConfig(db, hosId, group, key, text);
    // A translation of the old value would hide the new one in its language (docs/hospital-settings.md#config).
    for (const lang of LANGUAGES)
      await repo.deleteTranslation(db, hosId, {
        lang,
        kind: 'config',
        ref: `${before?.config_type ?? group}.${key}`,
        field: 'configValue',
      });
  }
}

// ---- by kind ----

export function readDocument<K extends SettingKind>(
  db: Db,
  hosId: HosId,
  kind: K,
): Promise<SettingContent[K]> {
  const readers: { [P in SettingKind]: (db: Db, hosId: HosId) => Promise<SettingContent[P]> } = {
    facts: readFacts,
    theme: readTheme,
    functions: readFunctions,
    config: readConfig,
    tips: readTips,
    captions: readCaptions,
  };
  return readers[kind](db, hosId);
}

export async function writeDocument<K extends SettingKind>(
  db: Db,
  hosId: HosId,
  kind: K,
  content: SettingContent[K],
): Promise<void> {
  const writers: {
    [P in SettingKind]: (db: Db, hosId: HosId, c: SettingContent[P]) => Promise<void>;
  } = {
    facts: writeFacts,
    theme: (db, hosId, theme) => repo.updateHospital(db, hosId, { theme }),
    functions: writeFunctions,
    config: writeConfig,
    tips: writeTips,
    captions: writeCaptions,
  };
  await writers[kind](db, hosId, content);
}
