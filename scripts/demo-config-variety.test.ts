import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  hospitalConfigFields,
  hospitalConfigMeaning,
  type ConfigKey,
  readHospitalConfig,
  type ConfigField,
} from '../packages/shared/src/index.ts';
import { BARE_ROUTES, FRAME_ROUTES } from '../apps/web/src/app/route-table.ts';
import { demoHospitals } from './demo-hospitals.ts';

/**
 * Every behaviour the configuration tunes can be seen in the demo: for each key, the demo hospitals a visitor can
 * open that offer the key's pages do not all resolve to the same value (docs/demo-hospitals.md says which shows what).
 */
const root = path.resolve(import.meta.dirname, '..');
const fields: Record<string, ConfigField> = hospitalConfigFields;

/**
 * Keys no two demo hospitals show differently, each with why. `onlyOne` keys belong to a function a single open demo
 * hospital offers (the test checks that this is still so); the others would take away what the demo journeys and
 * the tests at every hospital rely on, and the rules tests cover their other value.
 */
const EXEMPT: Record<string, { onlyOne: boolean; why: string }> = {
  casePricePerCopy: { onlyOne: true, why: 'case mail is offered at 1001 only' },
  casePostage: { onlyOne: true, why: 'case mail is offered at 1001 only' },
  caseMaxCopies: { onlyOne: true, why: 'case mail is offered at 1001 only' },
  groupRegisterMax: { onlyOne: true, why: 'group registration is offered at 1001 only' },
  lowDepositWarning: { onlyOne: true, why: 'the inpatient home is offered at 1001 only' },
  batchPhysicalExam: { onlyOne: true, why: 'group registration is offered at 1001 only' },
  allDoctorsType: {
    onlyOne: false,
    why: "names the 'all doctors' business type: 4 at every open demo hospital, as their tiles and HIS sessions are",
  },
  specialtyAllianceType: {
    onlyOne: false,
    why: 'no demo hospital belongs to a specialty alliance: none has such a business type to name',
  },
  homeTipId: {
    onlyOne: false,
    why: "names the hospital's own home tip: each open demo hospital has one, in its own words, under this id",
  },
  appointmentTipId: {
    onlyOne: false,
    why: "names the hospital's own booking notice: each open demo hospital has one, in its own words, under this id",
  },
  cancelEnabled: {
    onlyOne: false,
    why: 'every open demo hospital lets a booking be cancelled: the cancel journeys run at each',
  },
  payPromptEnabled: {
    onlyOne: false,
    why: 'every open demo hospital takes booking fees online: the pay journeys run at each',
  },
  qrChannels: {
    onlyOne: false,
    why: 'the demo takes every QR payment at the sandbox: Alipay and WeChat Pay need merchant keys the demo does not have (docs/payments.md#channels)',
  },
  alipayAppId: {
    onlyOne: false,
    why: 'read only by the Alipay channel, which the demo does not use (docs/payments.md#alipay)',
  },
  wechatMchId: {
    onlyOne: false,
    why: 'read only by the WeChat Pay channel, which the demo does not use (docs/payments.md#wechat-pay)',
  },
  wechatAppId: {
    onlyOne: false,
    why: 'read only by the WeChat Pay channel, which the demo does not use (docs/payments.md#wechat-pay)',
  },
  smsProvider: {
    onlyOne: false,
    why: 'the demo sends every text to the sandbox outbox: a real provider needs keys the demo does not have (docs/sms.md)',
  },
  smsSignName: {
    onlyOne: false,
    why: 'read only by the real SMS providers, which the demo does not use (docs/sms.md)',
  },
  smsTemplates: {
    onlyOne: false,
    why: 'read only by the real SMS providers, which the demo does not use (docs/sms.md)',
  },
  cancelPeriodEnds: {
    onlyOne: false,
    why: 'shows only with period cutoffs: 1001 keeps the period starts its journeys expect, 1002 has no cutoff, 1003 cuts off by interval',
  },
};

interface DemoHospital {
  hosId: string;
  config: Record<string, unknown>;
  open: Set<string>;
}

const demos: DemoHospital[] = demoHospitals().flatMap(({ hosId, file, config }) => {
  const json = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as {
    hospital: { enabled?: boolean };
    functions: { moduleId: string; isUse: string }[];
  };
  // A disabled hospital (1004) shows nothing but its notice: a visitor sees none of its settings.
  if (json.hospital.enabled === false) return [];
  return [
    {
      hosId,
      config: readHospitalConfig(config) as Record<string, unknown>,
      open: new Set(json.functions.filter((f) => f.isUse === '1').map((f) => f.moduleId)),
    },
  ];
});

const moduleOf = new Map(
  [...FRAME_ROUTES, ...BARE_ROUTES].map((r) => [r.path, r.moduleId] as const),
);

/** A hospital shows a key where one of its pages is open there (a page without a function is always open). */
const shows = (h: DemoHospital, key: string) => {
  const { pages } = hospitalConfigMeaning[key as ConfigKey].obeyedBy;
  const open = (page: string) => {
    const modules = [moduleOf.get(page) ?? []].flat();
    return modules.length === 0 || modules.some((m) => h.open.has(m));
  };
  return pages.length === 0 || pages.some(open);
};
const showing = (key: string) => demos.filter((h) => shows(h, key));

describe('the open demo hospitals show each configurable behaviour both ways', () => {
  it.each(Object.keys(fields).filter((k) => !(k in EXEMPT)))('%s', (key) => {
    const values = showing(key).map((h) => [h.hosId, h.config[key]] as const);
    expect(
      values.some(([, v]) => !isDeepStrictEqual(v, values[0]?.[1])),
      `${key}: the demo hospitals offering it (${values.map(([h]) => h).join(', ') || 'none'}) all resolve to ${JSON.stringify(values[0]?.[1])}; set it otherwise at one of 1002 or 1003 (apps/server/demo/<hosId>/hospital.json) and say so in docs/demo-hospitals.md`,
    ).toBe(true);
  });

  it.each(Object.entries(EXEMPT))('%s is exempt: %o', (key, { onlyOne }) => {
    expect(fields, `${key} is exempt but not in the registry`).toHaveProperty(key);
    if (onlyOne)
      expect(
        showing(key).map((h) => h.hosId),
        `${key} is offered by more than one demo hospital now: give them different values and remove the exemption`,
      ).toHaveLength(1);
  });

  it('counts only hospitals a visitor can open', () => {
    expect(demos.map((h) => h.hosId)).toEqual(['1001', '1002', '1003']);
  });
});
