import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import {
  demoAccountsFileSchema,
  demoHisFileSchema,
  demoHospitalFileSchema,
  type DemoAccountsFile,
  type DemoHisFile,
  type DemoHospitalFile,
} from './demo.schema.ts';
import { insertAccounts, prepareAccounts, type PreparedAccount } from './seed-accounts.ts';
import { seedDemoStaff } from './seed-staff.ts';
import type { HisAdapter } from '../his/his.ts';
import type { SecretSealer } from '../lib/sealed-secret.ts';
import type { HisDemoLoader, PreparedHisPerson } from '../his/demo-loader.ts';
import { syncCatalogue } from '../modules/catalogue/catalogue.service.ts';
import { LANGUAGES, type HosId, type Language } from '@portal/shared';
import { insertMissingTranslations } from '../modules/translations/translations.repository.ts';
import {
  demoTranslationFileSchema,
  hisTerms,
  translationRows,
  type ContentRow,
} from './demo-translations.ts';
import { readDemoHealth, seedHealthContent, type DemoHealthFile } from './seed-health.ts';
import {
  readDemoQuestionnaires,
  seedQuestionnaires,
  type DemoQuestionnairesFile,
} from './seed-questionnaires.ts';
import { insertRows } from './seed-rows.ts';

export const DEMO_DIR = path.resolve(import.meta.dirname, '../../demo');

export interface DemoHospital {
  hospital: DemoHospitalFile;
  his: DemoHisFile;
  /** accounts.json, when the folder has one. */
  accounts: DemoAccountsFile['accounts'];
  /** The content in other languages, from <lang>.json (zh-CN.json …), checked against the primary files. */
  translations: ContentRow[];
  /** The demo HIS's names in other languages (from the same files), keyed by the English name. */
  hisTerms: { lang: Language; terms: Map<string, string> }[];
  /** Lectures, medical guide, symptom helper and notice documents (health.json), when the folder has one. */
  health: DemoHealthFile | null;
  /** The outpatient and inpatient questionnaires (questionnaires.json), when the folder has one. */
  questionnaires: DemoQuestionnairesFile | null;
}

/** Each folder's demo hospitals, read once per process: the start reads them for the seed and for the SMS outbox. */
const demoHospitalsRead = new Map<string, readonly DemoHospital[]>();

/**
 * Reads and validates every demo hospital folder (apps/server/demo/<hosId>/hospital.json + his.json [+ accounts.json]),
 * once per folder and process: the files ship with the server and change only with it.
 */
export function readDemoHospitals(dir = DEMO_DIR): readonly DemoHospital[] {
  let hospitals = demoHospitalsRead.get(dir);
  if (!hospitals) demoHospitalsRead.set(dir, (hospitals = readDemoFolder(dir)));
  return hospitals;
}

function readDemoFolder(dir: string): DemoHospital[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d+$/.test(d.name))
    .map((d) => {
      const file = (name: string) => path.join(dir, d.name, name);
      const read = (name: string) => JSON.parse(fs.readFileSync(file(name), 'utf8')) as unknown;
      const hospital = demoHospitalFileSchema.parse(read('hospital.json'));
      const his = demoHisFileSchema.parse(read('his.json'));
      const files = LANGUAGES.filter((lang) => fs.existsSync(file(`${lang}.json`))).map((lang) => ({
        lang,
        source: `${d.name}/${lang}.json`,
        file: demoTranslationFileSchema.parse(read(`${lang}.json`)),
      }));
      const translations = files.flatMap((f) =>
        translationRows(f.source, f.lang, f.file, hospital, his),
      );
      const terms = files.map((f) => ({
        lang: f.lang,
        terms: hisTerms(f.source, f.file, his),
      }));
      return {
        hospital,
        his,
        translations,
        hisTerms: terms,
        health: readDemoHealth(path.join(dir, d.name)),
        questionnaires: readDemoQuestionnaires(path.join(dir, d.name)),
        accounts: fs.existsSync(file('accounts.json'))
          ? demoAccountsFileSchema.parse(read('accounts.json')).accounts
          : [],
      };
    });
}

const json = (v: unknown) => JSON.stringify(v);

/** Inserts one hospital with everything it owns, in one transaction: a hospital is loaded whole or not at all. */
async function insertHospital(
  db: Db,
  loader: HisDemoLoader,
  { hospital: h, his, translations, hisTerms: terms }: DemoHospital,
  accounts: PreparedAccount[],
  persons: PreparedHisPerson[],
) {
  const hosId = h.hospital.hosId;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('hospital')
      .values({
        hos_id: hosId,
        hos_name: h.hospital.hosName,
        enabled: h.hospital.enabled,
        logo: h.hospital.logo,
        theme: json(h.hospital.theme),
        time_zone: h.hospital.timeZone,
      })
      .execute();
    await insertRows(
      h.areas.map((a, i) => ({
        hos_id: hosId,
        area_id: a.areaId,
        area_name: a.areaName,
        address: a.address,
        photo: a.photo,
        sort: i,
      })),
      (v) => trx.insertInto('hospital_area').values(v).execute(),
    );
    await insertRows(
      h.functions.map((f) => ({
        hos_id: hosId,
        module_id: f.moduleId,
        module_name: f.moduleName,
        alias: f.alias,
        subtitle: f.subtitle,
        is_use: f.isUse,
        sort: f.sort,
      })),
      (v) => trx.insertInto('function_module').values(v).execute(),
    );
    await insertRows(
      h.menu.map((g) => ({
        hos_id: hosId,
        group_id: g.groupId,
        title: g.title,
        assembly: g.assembly,
        enabled: g.enabled,
        sort: g.sort,
        compare: g.compare,
      })),
      (v) => trx.insertInto('menu_group').values(v).execute(),
    );
    await insertRows(
      h.menu.flatMap((g) =>
        g.sub.map((i) => ({
          hos_id: hosId,
          group_id: g.groupId,
          item_id: i.id,
          alias: i.alias,
          url: i.url,
          sort: i.sort,
          remark: i.remark,
          params: json(i.params),
        })),
      ),
      (v) => trx.insertInto('menu_item').values(v).execute(),
    );
    await insertRows(
      h.config.map((c) => ({
        hos_id: hosId,
        config_type: c.configType,
        config_key: c.configKey,
        config_value: c.configValue,
      })),
      (v) => trx.insertInto('config_item').values(v).execute(),
    );
    await insertRows(
      h.digital.map((d) => ({
        hos_id: hosId,
        type_key: d.typeKey,
        item_order: d.itemOrder,
        title: d.title,
        content: d.content,
      })),
      (v) => trx.insertInto('digital_item').values(v).execute(),
    );
    await insertRows(
      h.tips.map((t) => ({
        hos_id: hosId,
        tip_id: t.tipId,
        guide_title: t.guideTitle,
        guide_content: t.guideContent,
        show_type: t.showType,
        button_content: t.buttonContent,
        button_type: t.buttonType,
        button_ext: json(t.buttonExt),
        show_ext: json(t.showExt),
      })),
      (v) => trx.insertInto('tip').values(v).execute(),
    );
    await insertRows(
      Object.entries(h.captionOverrides).flatMap(([lang, texts]) =>
        Object.entries(texts ?? {}).map(([key, text]) => ({
          hos_id: hosId,
          lang,
          message_key: key,
          text,
        })),
      ),
      (v) => trx.insertInto('caption_override').values(v).execute(),
    );
    await insertRows(
      Object.entries(h.staticCaptions).map(([name, content]) => ({
        hos_id: hosId,
        name,
        content: json(content),
      })),
      (v) => trx.insertInto('static_caption').values(v).execute(),
    );
    // The sandbox HIS's own rows go through its loaders (docs/architecture.md#the-his-is-an-adapter).
    await loader.loadCatalogue(trx, hosId, his);
    await loader.loadCards(trx, hosId, his);
    await loader.loadBills(trx, hosId, his);
    await loader.loadStays(trx, hosId, h.hospital.timeZone, his);
    await loader.loadPersons(trx, hosId, persons);
    await loader.loadNotices(trx, hosId, h.hospital.timeZone, his);
    await loader.loadQueries(trx, hosId, h.hospital.timeZone, his);
    await insertAccounts(trx, hosId, accounts, his.patients);
    await insertMissingTranslations(trx, hosId, translations);
    for (const t of terms) await loader.loadTerms(trx, hosId, t.lang, t.terms);
  });
}

/**
 * Raise it when the seed starts filling rows it did not fill before from files that did not change (the top-up of a
 * loaded hospital, the demo staff): every database seeded earlier then gets them at its next start.
 */
const TOP_UP_VERSION = 1;

/**
 * Each demo hospital folder's name (its hosId) with a fingerprint of its files as they are on disk, read without
 * parsing them: a start whose fingerprints all match what the database recorded has nothing to load or top up.
 */
function demoFolderFingerprints(dir: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && /^\d+$/.test(d.name))
      .map((d) => {
        const hash = createHash('sha256').update(`${TOP_UP_VERSION}\n`);
        for (const name of fs.readdirSync(path.join(dir, d.name)).sort())
          if (name.endsWith('.json'))
            hash.update(`${name}\n`).update(fs.readFileSync(path.join(dir, d.name, name)));
        return [d.name, hash.digest('base64url')];
      }),
  );
}

function recordTopUp(db: Db, hosId: HosId, fingerprint: string) {
  return db
    .insertInto('demo_seed')
    .values({ hos_id: hosId, fingerprint })
    .onConflict((c) => c.column('hos_id').doUpdateSet({ fingerprint, seeded_at: new Date() }))
    .execute();
}

/**
 * Loads each demo hospital that is not in the database yet, so the first start of an empty database gets
 * all of them and later starts change nothing (a hospital edited by hand is never overwritten); a start whose demo
 * files are those of the last one reads two tables and stops there (docs/demo-hospitals.md). Then the portal's
 * catalogue mirror is filled from the HIS, through `his` — the caller's composition-root adapter (docs/architecture.md#one-composition-root) —
 * as from any HIS; after the commit, as the adapter reads committed rows (a failed sync is redone at start-up).
 */
export async function seedDemoHospitals(
  db: Db,
  his: HisAdapter,
  staffTotp: SecretSealer,
  dir = DEMO_DIR,
): Promise<string[]> {
  const loader = his.demoLoader;
  if (!loader) throw new Error('the HIS adapter cannot load demo hospitals: it has no demo loader');
  const fingerprints = demoFolderFingerprints(dir);
  const existing = new Set<string>(
    (await db.selectFrom('hospital').select('hos_id').execute()).map((r) => r.hos_id),
  );
  const toppedUp = new Map<string, string>(
    (await db.selectFrom('demo_seed').select(['hos_id', 'fingerprint']).execute()).map((r) => [
      r.hos_id,
      r.fingerprint,
    ]),
  );
  // The usual start: every demo hospital is loaded and topped up from these very files.
  if ([...fingerprints].every(([hosId, f]) => existing.has(hosId) && toppedUp.get(hosId) === f))
    return [];
  const hospitals = readDemoHospitals(dir);
  const added: string[] = [];
  for (const demo of hospitals) {
    const hosId = demo.hospital.hospital.hosId;
    const fingerprint = fingerprints.get(hosId)!;
    // A demo hospital loaded before its translations existed gets the missing ones (edited rows are kept), once per
    // version of what the top-up reads: a start with the same demo files sends no statement for it.
    if (existing.has(hosId)) {
      if (toppedUp.get(hosId) === fingerprint) continue;
      await insertMissingTranslations(db, hosId, demo.translations);
      for (const t of demo.hisTerms) await loader.loadTerms(db, hosId, t.lang, t.terms);
      await seedHealthContent(db, hosId, demo.health);
      await seedQuestionnaires(db, hosId, demo.questionnaires);
      await recordTopUp(db, hosId, fingerprint);
      continue;
    }
    await insertHospital(
      db,
      loader,
      demo,
      await prepareAccounts(demo.accounts),
      await loader.preparePersons(demo.his),
    );
    await syncCatalogue(db, his, demo.hospital.hospital.hosId);
    await seedHealthContent(db, demo.hospital.hospital.hosId, demo.health);
    await seedQuestionnaires(db, demo.hospital.hospital.hosId, demo.questionnaires);
    await recordTopUp(db, hosId, fingerprint);
    added.push(demo.hospital.hospital.hosId);
  }
  // The console's demo staff: the platform administrator and each enabled demo hospital's (docs/demo-hospitals.md).
  await seedDemoStaff(
    db,
    hospitals.filter((h) => h.hospital.hospital.enabled).map((h) => h.hospital.hospital.hosId),
    staffTotp,
  );
  return added;
}
