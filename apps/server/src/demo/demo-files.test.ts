import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONFIG_GROUPS,
  DoctorTitle,
  catalogue,
  feeGrade,
  hospitalConfigFields,
  noonPeriodSchema,
  readHospitalConfig,
  titleByFee,
  type Language,
  type HosId,
  hosIdOf,
} from '@portal/shared';
import {
  demoHisFileSchema,
  demoHospitalFileSchema,
  type DemoHisFile,
  type DemoHospitalFile,
} from './demo.schema.ts';

/**
 * The demo hospitals are data, not code: this suite is what keeps
 * those files honest — every cross-reference resolves, and each hospital shows what the issue promises for it.
 */
const DEMO_DIR = path.resolve(import.meta.dirname, '../../demo');
const ASSETS_PREFIX = '/demo-assets/';
/** "Default area key DEFAULT_AREA": schedule rules of hospitals without areas use it. */
const DEFAULT_AREA = 'DEFAULT_AREA';
/** Hospitals that carry the full demo (1004 is the minimal disabled one). */
const FULL = ['1001', '1002', '1003'].map(hosIdOf);
/** Route table and "Function menu targets": where a menu item may point. */
const MENU_ROUTES = new Set([
  '/appointment/area',
  '/appointment/depart',
  '/appointment/record',
  '/appointment/multiple/record',
  '/appointment/search',
  '/recharge/out/homepage',
  '/recharge/in/homepage/recharge',
  '/patient/out/homepage',
  '/query/report',
  '/query/payment',
  '/query/prescription',
  '/query/price',
  '/query/discharge-medicine',
  '/query/pathology',
  '/query/payment-day',
  '/query/cloud-film',
  '/lecture/homepage',
  '/other/medical-guide',
  '/other/instructions',
  '/physical/group-register',
  '/physical/report',
  '/physical/booking',
  '/complaint-suggest',
  '/payment/outpatient',
  // The questionnaires.
  '/other/multi-patient/out-questionnaire',
  '/in-questionnaire',
  // The inpatient pages.
  '/inpatient/homepage',
  '/inpatient/self-admission',
  '/inpatient/payment',
  '/inpatient/leave-discharge',
  '/inpatient/settle-form',
  '/inpatient/electronic-invoice',
  '/inpatient/case',
]);

interface Demo {
  dir: string;
  raw: { hospital: unknown; his: unknown };
  hospital: DemoHospitalFile;
  his: DemoHisFile;
}

function readDemos(): Demo[] {
  return fs
    .readdirSync(DEMO_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d+$/.test(d.name))
    .map((d) => d.name)
    .sort()
    .map((dir) => {
      const read = (file: string): unknown =>
        JSON.parse(fs.readFileSync(path.join(DEMO_DIR, dir, file), 'utf8'));
      const raw = { hospital: read('hospital.json'), his: read('his.json') };
      return {
        dir,
        raw,
        hospital: demoHospitalFileSchema.parse(raw.hospital),
        his: demoHisFileSchema.parse(raw.his),
      };
    });
}
const demos = readDemos();

function demo(hosId: HosId): Demo {
  const found = demos.find((d) => d.hospital.hospital.hosId === hosId);
  if (!found) throw new Error(`demo hospital ${hosId} is missing`);
  return found;
}
const configOf = (d: Demo) => readHospitalConfig(d.hospital.config);
const tip = (d: Demo, tipId: string) => d.hospital.tips.find((t) => t.tipId === tipId);
const noonCodes = (d: Demo) =>
  z
    .array(noonPeriodSchema)
    .parse(d.hospital.staticCaptions['noon-periods'])
    .map((p) => p.noonCode);
const unique = (values: string[]) =>
  expect(values.length, `duplicates in ${values.join(', ')}`).toBe(new Set(values).size);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every string anywhere in a value, for finding the asset paths the files reference. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

it('has the demo hospitals the issue promises: 1001-1003 enabled, 1004 disabled', () => {
  expect(demos.map((d) => d.hospital.hospital.hosId)).toEqual(
    expect.arrayContaining(['1001', '1002', '1003', '1004']),
  );
  for (const id of FULL) expect(demo(id).hospital.hospital.enabled).toBe(true);
  expect(demo(hosIdOf('1004')).hospital.hospital.enabled).toBe(false);
});

it('gives each hospital its own colour theme', () => {
  unique(demos.map((d) => d.hospital.hospital.theme.main.toLowerCase()));
});

describe.each(demos)('hospital folder $dir', (d) => {
  const h = d.hospital;
  const config = configOf(d);
  const deptIds = new Set(d.his.departments.map((x) => x.deptId));
  const areaIds = new Set(h.areas.map((a) => a.areaId));

  it('is named after its hosId and has no field the schemas do not know', () => {
    expect(h.hospital.hosId).toBe(d.dir);
    // The object schemas strip unknown keys, so a typo would vanish silently: compare with the raw file.
    expect(h).toEqual(d.raw.hospital);
    expect(d.his).toEqual(d.raw.his);
  });

  it('has unique ids in every list', () => {
    unique(h.areas.map((a) => a.areaId));
    unique(h.functions.map((f) => f.moduleId));
    unique(h.menu.map((g) => g.groupId));
    for (const g of h.menu) unique(g.sub.map((i) => i.id));
    unique(h.config.map((c) => `${c.configType}/${c.configKey}`));
    unique(h.config.map((c) => c.configKey));
    unique(h.digital.map((x) => `${x.typeKey}/${x.itemOrder}`));
    unique(h.tips.map((t) => t.tipId));
    unique(d.his.departments.map((x) => x.deptId));
    unique(d.his.doctors.map((x) => x.doctorId));
    unique(d.his.scheduleRules.map((r) => r.ruleId));
    // Cards and demo accounts are checked in demo-accounts.test.ts.
    unique(d.his.cards.map((c) => c.cardId));
  });

  it("points menu items at this hospital's functions and at the portal's routes", () => {
    const modules = new Set(h.functions.map((f) => f.moduleId));
    for (const item of h.menu.flatMap((g) => g.sub)) {
      expect(modules, `menu item ${item.id}`).toContain(item.id);
      expect(MENU_ROUTES, `menu item ${item.id}`).toContain(item.url);
    }
  });

  it('keeps config in the known groups, with typed keys in their own group and values that parse', () => {
    for (const item of h.config) {
      expect(CONFIG_GROUPS, item.configKey).toContain(item.configType);
      if (!Object.hasOwn(hospitalConfigFields, item.configKey)) continue;
      const key = item.configKey as keyof typeof hospitalConfigFields;
      const field = hospitalConfigFields[key];
      expect(item.configType, key).toBe(field.group);
      const parsed = (field.schema as z.ZodType).safeParse(item.configValue);
      expect(parsed.success, `${key} = ${item.configValue}`).toBe(true);
      expect(config[key], key).toEqual(parsed.data);
      // Where the default means "nothing configured" ('', 0, []), a row holding it would be a silent no-op.
      const def: unknown = field.default;
      if (def === '' || def === 0 || (Array.isArray(def) && def.length === 0))
        expect(config[key], key).not.toEqual(def);
    }
  });

  it('has the tips its config refers to', () => {
    for (const tipId of [config.homeTipId, config.appointmentTipId].filter(Boolean))
      expect(tip(d, tipId), tipId).toBeDefined();
    for (const t of h.tips.filter((x) => x.buttonType === 1))
      expect(t.buttonExt.buttonSecond, t.tipId).toBeGreaterThan(0);
  });

  it('has business types and hidden combinations that reference real areas and types', () => {
    const types = config.areaOrdinaryFunctionType;
    expect(types.length).toBeGreaterThan(0);
    unique(types.map((t) => t.businessType));
    for (const t of types)
      for (const a of t.areaIds ?? []) expect(areaIds, `tile ${t.businessType}`).toContain(a);
    for (const hidden of config.hiddenAreaTypes) {
      expect(areaIds).toContain(hidden.areaId);
      expect(types.map((t) => t.businessType)).toContain(hidden.businessType);
    }
  });

  it('has a department tree of two or more levels', () => {
    const parentOf = new Map(d.his.departments.map((x) => [x.deptId, x.parentId]));
    const depth = (id: string): number => {
      let n = 1;
      for (let p = parentOf.get(id) ?? null; p !== null; p = parentOf.get(p) ?? null) {
        expect(deptIds, `parent of ${id}`).toContain(p);
        n += 1;
        if (n > parentOf.size) throw new Error(`department cycle at ${id}`);
      }
      return n;
    };
    expect(Math.max(...d.his.departments.map((x) => depth(x.deptId)))).toBeGreaterThanOrEqual(2);
    expect(d.his.departments.some((x) => x.parentId === null)).toBe(true);
  });

  it('has doctors in existing departments with known titles', () => {
    const titles: string[] = Object.values(DoctorTitle);
    for (const doc of d.his.doctors) {
      expect(deptIds, doc.doctorId).toContain(doc.deptId);
      expect(titles, doc.doctorId).toContain(doc.doctorTitle);
    }
  });

  it('has schedule rules that reference real doctors, departments, areas, types and noon periods', () => {
    const doctors = new Map(d.his.doctors.map((x) => [x.doctorId, x]));
    const types = new Set(
      config.areaOrdinaryFunctionType.filter((t) => !t.url).map((t) => t.businessType),
    );
    const noons = new Set(noonCodes(d));
    const hidden = new Set(config.hiddenAreaTypes.map((x) => `${x.areaId}/${x.businessType}`));
    expect(d.his.scheduleRules.length).toBeGreaterThan(0);
    for (const r of d.his.scheduleRules) {
      const doctor = doctors.get(r.doctorId);
      expect(doctor, r.ruleId).toBeDefined();
      expect(r.deptId, r.ruleId).toBe(doctor?.deptId);
      expect(deptIds, r.ruleId).toContain(r.deptId);
      if (h.areas.length) expect(areaIds, r.ruleId).toContain(r.areaId);
      else expect(r.areaId, r.ruleId).toBe(DEFAULT_AREA);
      expect(types, r.ruleId).toContain(r.businessType);
      expect(hidden, `${r.ruleId} sits in a hidden area/type tab`).not.toContain(
        `${r.areaId}/${r.businessType}`,
      );
      expect(noons, r.ruleId).toContain(r.noonCode);
      expect(r.capacity, r.ruleId).toBeGreaterThanOrEqual(5);
      expect(r.capacity, r.ruleId).toBeLessThanOrEqual(30);
    }
    // One doctor cannot sit two clinics in the same period of the same weekday.
    unique(d.his.scheduleRules.map((r) => `${r.doctorId}/${r.weekday}/${r.noonCode}`));
  });

  it('references only images that exist, small SVGs', () => {
    const refs = [...strings(d.raw.hospital), ...strings(d.raw.his)].filter((s) =>
      s.startsWith(ASSETS_PREFIX),
    );
    expect(refs).toContain(h.hospital.logo);
    for (const ref of refs) {
      const file = path.join(DEMO_DIR, 'assets', ref.slice(ASSETS_PREFIX.length));
      expect(fs.existsSync(file), ref).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg, ref).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg.length, ref).toBeLessThan(3 * 1024);
    }
  });

  it('overrides only catalogue captions, keeping their placeholders', () => {
    for (const [lang, texts] of Object.entries(h.captionOverrides) as [
      Language,
      Record<string, string>,
    ][]) {
      for (const [key, text] of Object.entries(texts)) {
        const base = catalogue[lang][key] ?? catalogue['en-US'][key];
        expect(base, `${lang} ${key}`).toBeDefined();
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(base ?? ''));
      }
    }
  });

  it('has static captions of the right shapes', () => {
    const prompt = z.strictObject({ title: z.string().min(1), content: z.string().min(1) });
    const shapes = {
      'noon-periods': z.array(noonPeriodSchema).min(1),
      'appointment-prompt': prompt,
      'candidate-prompt': prompt,
      'record-separate': z.record(z.string(), z.string()),
      entrance: z.strictObject({ title: z.string().min(1), subtitle: z.string() }),
    };
    const names = Object.keys(h.staticCaptions) as (keyof typeof shapes)[];
    expect(names).toContain('noon-periods');
    if (FULL.some((id) => id === d.dir)) expect(names.sort()).toEqual(Object.keys(shapes).sort());
    for (const name of names)
      expect(shapes[name].safeParse(h.staticCaptions[name]).success, name).toBe(true);
    unique(noonCodes(d));
  });

  it('has the report-type dictionaries, naming the types the generated reports use, each value once', () => {
    for (const code of ['out_report_type', 'in_report_type'] as const)
      expect(
        d.his.dictionaries?.[code]?.map((e) => e.value),
        code,
      ).toEqual(['lab', 'exam']);
    for (const entries of Object.values(d.his.dictionaries ?? {}))
      unique(entries.map((e) => e.value));
  });

  it('has footer digital info', () => {
    expect(h.digital.some((x) => x.typeKey === 'footer')).toBe(true);
  });
});

describe.each(FULL.map(demo))('full demo hospital $dir', (d) => {
  it('has clinics on every day of the week', () => {
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      expect(
        d.his.scheduleRules.filter((r) => r.weekday === weekday).length,
        `weekday ${weekday}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows every doctor-page state: missing photos, missing skills, a stopped doctor, a department without introduction', () => {
    expect(d.his.doctors.length).toBeGreaterThanOrEqual(8);
    expect(d.his.doctors.length).toBeLessThanOrEqual(15);
    expect(d.his.doctors.filter((x) => x.picture === null).length).toBeGreaterThanOrEqual(2);
    expect(d.his.doctors.filter((x) => x.picture !== null).length).toBeGreaterThan(
      d.his.doctors.length / 2,
    );
    expect(d.his.doctors.some((x) => x.skill === null)).toBe(true);
    const stopped = d.his.doctors.filter((x) => x.isStop).map((x) => x.doctorId);
    expect(stopped.length).toBeGreaterThan(0);
    // A stopped doctor still has sessions, so the schedule table shows the 'stopped' tag.
    expect(d.his.scheduleRules.some((r) => stopped.includes(r.doctorId))).toBe(true);
    expect(d.his.departments.some((x) => x.introduce === null)).toBe(true);
    expect(d.his.departments.some((x) => x.introduce !== null)).toBe(true);
  });

  it('has a home tip, an appointment tip, footer and introduction, and a menu item with params', () => {
    const config = configOf(d);
    expect(tip(d, config.homeTipId)).toBeDefined();
    expect(tip(d, config.appointmentTipId)).toBeDefined();
    expect(d.hospital.digital.some((x) => x.typeKey === 'intro')).toBe(true);
    expect(
      d.hospital.menu.flatMap((g) => g.sub).some((i) => Object.keys(i.params).length > 0),
    ).toBe(true);
    expect(d.hospital.config.map((c) => c.configType)).toEqual(
      expect.arrayContaining([
        'GLOBAL',
        'APPOINTMENT',
        'HOMEPAGE',
        'LOGIN',
        'PATIENT',
        'RECHARGE',
        'SEARCH',
      ]),
    );
  });
});

describe('1001 Riverside General Hospital', () => {
  const d = demo(hosIdOf('1001'));
  const config = configOf(d);
  it('opens on the expert-type page with three pictured areas and every function open', () => {
    expect(config.pcEntranceArea).toBe(true);
    expect(d.hospital.areas.map((a) => a.areaId)).toEqual(['1', '2', '3']);
    for (const a of d.hospital.areas) expect(a.photo && a.address).toBeTruthy();
    expect(d.hospital.functions.every((f) => f.isUse === '1')).toBe(true);
    expect(config.batchPhysicalExam).toBe(true);
    expect(new Set(d.his.scheduleRules.map((r) => r.areaId))).toEqual(new Set(['1', '2', '3']));
  });
  it('has a countdown home tip and a scroll-to-bottom appointment notice', () => {
    expect(tip(d, config.homeTipId)).toMatchObject({
      buttonType: 1,
      buttonExt: { buttonSecond: 5 },
    });
    const notice = tip(d, config.appointmentTipId);
    expect(notice?.buttonType).toBe(2);
    expect(notice?.guideContent.match(/<p>/g)?.length).toBeGreaterThanOrEqual(10);
  });
  it('has every fee grade and more than three noon periods', () => {
    expect(new Set(d.his.scheduleRules.map((r) => feeGrade(r.regFee)))).toEqual(
      new Set([1, 2, 3, 4]),
    );
    expect(d.his.scheduleRules.map((r) => r.regFee)).toEqual(
      expect.arrayContaining([60000, 30000, 20000, 10000, 3500, 2500]),
    );
    expect(noonCodes(d).length).toBeGreaterThan(3);
  });
});

describe("1002 Sunshine Children's Hospital", () => {
  const d = demo(hosIdOf('1002'));
  const config = configOf(d);
  it('asks for login first, has no areas and the pediatric age rule', () => {
    expect(config.pcEntranceArea).toBe(false);
    expect(d.hospital.areas).toEqual([]);
    expect(config.pediatricMaxAge).toBe(14);
  });
  it('has recharge and lectures closed', () => {
    const closed = d.hospital.functions.filter((f) => f.isUse === '0').map((f) => f.moduleId);
    expect(closed).toEqual(expect.arrayContaining(['recharge-out', 'recharge-in', 'lecture']));
  });
  it('has a join-function home tip leading to an open module of its menu, and renames a menu item', () => {
    const home = tip(d, config.homeTipId);
    expect(home?.buttonType).toBe(0);
    expect(home?.showType).toBe(1);
    const joinId = home?.showExt.joinId ?? '';
    expect(d.hospital.functions.find((f) => f.moduleId === joinId)?.isUse).toBe('1');
    expect(d.hospital.menu.flatMap((g) => g.sub).map((i) => i.id)).toContain(joinId);
    const aliases = (x: Demo) =>
      new Map(x.hospital.menu.flatMap((g) => g.sub).map((i) => [i.id, i.alias]));
    const mine = aliases(d);
    const riverside = aliases(demo(hosIdOf('1001')));
    expect([...mine].some(([id, alias]) => riverside.has(id) && riverside.get(id) !== alias)).toBe(
      true,
    );
  });
});

describe('1003 Eastlake Heart Centre', () => {
  const d = demo(hosIdOf('1003'));
  const config = configOf(d);
  it('opens on the expert-type page with two areas and the title-by-fee mapping', () => {
    expect(config.pcEntranceArea).toBe(true);
    expect(d.hospital.areas).toHaveLength(2);
    expect(config.titleByFee).toBe(true);
  });
  it('hides the special-treatment tab in one area', () => {
    const special = config.areaOrdinaryFunctionType.find((t) => /special/i.test(t.title));
    expect(special).toBeDefined();
    expect(config.hiddenAreaTypes).toContainEqual({
      areaId: expect.any(String),
      businessType: special?.businessType,
    });
  });
  it('has a scroll-to-bottom tip', () => {
    expect(d.hospital.tips.some((t) => t.buttonType === 2)).toBe(true);
  });
  it('charges fees whose mapped title agrees with the doctor', () => {
    const doctors = new Map(d.his.doctors.map((x) => [x.doctorId, x]));
    const ordinary: string[] = [DoctorTitle.ATTENDING, DoctorTitle.RESIDENT];
    for (const r of d.his.scheduleRules) {
      const mapped = titleByFee(r.regFee);
      const own = doctors.get(r.doctorId)?.doctorTitle ?? '';
      if (mapped === null) continue;
      expect(mapped, r.ruleId).toBe(ordinary.includes(own) ? 'ordinary number' : own);
    }
  });
});
