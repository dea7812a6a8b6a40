import { z } from 'zod';
import type { Language } from '@portal/shared';
import type { ContentKind } from '../modules/translations/localize.ts';
import type { DemoHisFile, DemoHospitalFile } from './demo.schema.ts';

/**
 * A demo hospital's content in one more language, apps/server/demo/<hosId>/<lang>.json, keyed by ids
 * the way a translator works through the primary files (hospital.json, his.json). Every field is optional — what is
 * missing falls back to the primary text — but every id must exist in the primary files: a wrong one fails the seed
 * naming the file and the id.
 */
const texts = <K extends string>(...fields: [K, ...K[]]) =>
  z.strictObject(
    Object.fromEntries(fields.map((f) => [f, z.string().min(1).optional()])) as Record<
      K,
      z.ZodOptional<z.ZodString>
    >,
  );

/** Config values that hold words (a translation of any other key is refused: it would change a rule). */
export const TEXT_CONFIG_KEYS = [
  'APPOINTMENT.areaOrdinaryFunctionType',
  'SEARCH.hotKeywords',
  'GLOBAL.emergencyAdvice',
] as const;

export const demoTranslationFileSchema = z.strictObject({
  hospital: texts('hosName').optional(),
  areas: z.record(z.string(), texts('areaName', 'address')).optional(),
  functions: z.record(z.string(), texts('alias', 'moduleName', 'subtitle')).optional(),
  menu: z
    .record(
      z.string(),
      z.strictObject({
        title: z.string().min(1).optional(),
        sub: z.record(z.string(), texts('alias', 'remark')).optional(),
      }),
    )
    .optional(),
  /** By "<configType>.<configKey>": the whole value; a JSON value is written as JSON and keeps the primary's shape. */
  config: z.record(z.string(), z.unknown()).optional(),
  /** By "<typeKey>.<itemOrder>" (footer, intro). */
  digital: z.record(z.string(), texts('title', 'content')).optional(),
  tips: z
    .record(z.string(), texts('guideTitle', 'guideContent', 'buttonContent', 'beforeButtonContent'))
    .optional(),
  /** A caption file translated whole, in the primary file's shape. */
  staticCaptions: z.record(z.string(), z.unknown()).optional(),
  departments: z.record(z.string(), texts('deptName', 'introduce')).optional(),
  /** doctorTitle only for a title that is not one of the standard titles (those are translated for every hospital). */
  doctors: z.record(z.string(), texts('doctorName', 'doctorTitle', 'skill')).optional(),
  /**
   * The hospital system's other names (wards, the doctors and departments on bills and stays, bill items, diagnoses),
   * keyed by the text his.json gives them: the demo HIS answers its queries with them in this language.
   */
  hisTerms: z.record(z.string(), z.string().min(1)).optional(),
});
export type DemoTranslationFile = z.infer<typeof demoTranslationFileSchema>;

export interface ContentRow {
  kind: ContentKind;
  ref: string;
  field: string;
  lang: Language;
  text: string;
}

/**
 * Keys whose values are codes, links or ids, never words: a translation keeps them as they are. The emergency
 * keywords hold every language's words already (a patient is warned whatever language he types in), so they too.
 */
const CODE_KEYS = new Set([
  'businessType',
  'noonCode',
  'url',
  'params',
  'areaId',
  'areaIds',
  'sort',
  'phone',
  'keywords',
]);

/** The same JSON shape: the same keys, array lengths and kinds of value, numbers, booleans and codes equal (only words change). */
function sameShape(a: unknown, b: unknown, path: string, problems: string[]): void {
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length)
      problems.push(`${path}: expected an array of ${a.length}`);
    else a.forEach((v, i) => sameShape(v, b[i], `${path}[${i}]`, problems));
  } else if (a !== null && typeof a === 'object') {
    if (b === null || typeof b !== 'object' || Array.isArray(b))
      return void problems.push(`${path}: expected an object`);
    const keys = (o: object) => Object.keys(o).sort().join(',');
    if (keys(a) !== keys(b)) return void problems.push(`${path}: expected the keys ${keys(a)}`);
    for (const [k, v] of Object.entries(a)) {
      const other = (b as Record<string, unknown>)[k];
      if (CODE_KEYS.has(k) && JSON.stringify(v) !== JSON.stringify(other))
        problems.push(`${path}.${k}: expected ${JSON.stringify(v)} (a code)`);
      else sameShape(v, other, `${path}.${k}`, problems);
    }
  } else if (typeof a !== typeof b || (typeof a !== 'string' && a !== b)) {
    problems.push(`${path}: expected ${JSON.stringify(a)}`);
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The translation rows of one file, checked against the hospital's primary files: an unknown id, a config key that
 * holds no words, or a caption or JSON config that does not keep the primary's shape throws, naming each problem.
 */
export function translationRows(
  source: string,
  lang: Language,
  file: DemoTranslationFile,
  hospital: DemoHospitalFile,
  his: DemoHisFile,
): ContentRow[] {
  const rows: ContentRow[] = [];
  const problems: string[] = [];
  const add = (kind: ContentKind, ref: string, fields: Record<string, string | undefined>) => {
    for (const [field, text] of Object.entries(fields))
      if (text !== undefined) rows.push({ kind, ref, field, lang, text });
  };
  const each = <T>(
    section: string,
    entries: Record<string, T> | undefined,
    known: Set<string>,
    use: (id: string, value: T) => void,
  ) => {
    for (const [id, value] of Object.entries(entries ?? {})) {
      if (known.has(id)) use(id, value);
      else problems.push(`${section}.${id}: no such id in the primary files`);
    }
  };
  const hosId = hospital.hospital.hosId;
  if (file.hospital) add('hospital', hosId, file.hospital);
  each('areas', file.areas, new Set(hospital.areas.map((a) => a.areaId)), (id, v) =>
    add('area', id, v),
  );
  each('functions', file.functions, new Set(hospital.functions.map((f) => f.moduleId)), (id, v) =>
    add('function', id, v),
  );
  each('menu', file.menu, new Set(hospital.menu.map((g) => g.groupId)), (groupId, g) => {
    if (g.title !== undefined) add('menu-group', groupId, { title: g.title });
    const items = new Set(hospital.menu.find((m) => m.groupId === groupId)?.sub.map((i) => i.id));
    each(`menu.${groupId}.sub`, g.sub, items, (itemId, v) =>
      add('menu-item', `${groupId}.${itemId}`, v),
    );
  });
  const configs = new Map(
    hospital.config.map((c) => [`${c.configType}.${c.configKey}`, c.configValue]),
  );
  each('config', file.config, new Set(configs.keys()), (id, value) => {
    if (!(TEXT_CONFIG_KEYS as readonly string[]).includes(id))
      return void problems.push(`config.${id}: holds no words to translate`);
    const primary = configs.get(id) ?? '';
    const primaryJson = parseJson(primary);
    if (primaryJson !== undefined && typeof primaryJson === 'object') {
      const before = problems.length;
      sameShape(primaryJson, value, `config.${id}`, problems);
      if (problems.length === before) add('config', id, { configValue: JSON.stringify(value) });
    } else if (typeof value === 'string') add('config', id, { configValue: value });
    else problems.push(`config.${id}: expected a string`);
  });
  each(
    'digital',
    file.digital,
    new Set(hospital.digital.map((d) => `${d.typeKey}.${d.itemOrder}`)),
    (id, v) => add('digital', id, v),
  );
  each('tips', file.tips, new Set(hospital.tips.map((t) => t.tipId)), (id, v) => {
    const tip = hospital.tips.find((t) => t.tipId === id);
    if (
      v.beforeButtonContent !== undefined &&
      typeof tip?.buttonExt.beforeButtonContent !== 'string'
    ) {
      problems.push(`tips.${id}.beforeButtonContent: the tip has no such prompt`);
    }
    add('tip', id, v);
  });
  const captions = hospital.staticCaptions as Record<string, unknown>;
  each('staticCaptions', file.staticCaptions, new Set(Object.keys(captions)), (name, value) => {
    const before = problems.length;
    sameShape(captions[name], value, `staticCaptions.${name}`, problems);
    if (problems.length === before) add('caption', name, { content: JSON.stringify(value) });
  });
  each('departments', file.departments, new Set(his.departments.map((d) => d.deptId)), (id, v) =>
    add('department', id, v),
  );
  each('doctors', file.doctors, new Set(his.doctors.map((d) => d.doctorId)), (id, v) =>
    add('doctor', id, v),
  );
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return rows;
}

/** Every text his.json's queries data holds (bills, stays, admission notices): what `hisTerms` may translate. */
function hisQueryTexts(his: DemoHisFile): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk([his.bills ?? [], his.stays ?? [], his.admissionNotices ?? []]);
  return out;
}

/**
 * The demo HIS's terms in one language, keyed by the English name: its departments and doctors (the translations of
 * the catalogue, by id) and `hisTerms` (the HIS's demo loader lays them over its own generated names). A term his.json
 * does not use fails the seed, naming the file and the term.
 */
export function hisTerms(
  source: string,
  file: DemoTranslationFile,
  his: DemoHisFile,
): Map<string, string> {
  const terms = new Map<string, string>();
  for (const d of his.departments) {
    const zh = file.departments?.[d.deptId]?.deptName;
    if (zh) terms.set(d.deptName, zh);
  }
  for (const d of his.doctors) {
    const zh = file.doctors?.[d.doctorId]?.doctorName;
    if (zh) terms.set(d.doctorName, zh);
  }
  const known = hisQueryTexts(his);
  const unknown = Object.keys(file.hisTerms ?? {}).filter((term) => !known.has(term));
  if (unknown.length > 0)
    throw new Error(
      `${source}: ${unknown.map((t) => `hisTerms.${t}: his.json has no such text`).join('; ')}`,
    );
  for (const [term, text] of Object.entries(file.hisTerms ?? {})) terms.set(term, text);
  return terms;
}
