import { hosIdOf } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { standardTitle } from '../modules/translations/localize.ts';
import { TEXT_CONFIG_KEYS, translationRows, type ContentRow } from './demo-translations.ts';
import { readDemoHospitals, type DemoHospital } from './seed.ts';

/**
 * The demo hospitals 1001–1003 are fully bilingual — every piece of content a patient reads has a
 * zh-CN text in apps/server/demo/<hosId>/zh-CN.json — and a translation that names an id the primary files do not
 * have fails the seed with a message naming it. 1004 stays English-only (the fallback).
 */
const BILINGUAL = ['1001', '1002', '1003'].map(hosIdOf);
const hospitals = readDemoHospitals();
const byId = new Map(hospitals.map((h) => [h.hospital.hospital.hosId, h]));

/** Every content field of a demo hospital that has text in its primary files: [kind, ref, field]. */
function contentFields({ hospital: h, his }: DemoHospital): [string, string, string][] {
  const out: [string, string, string][] = [['hospital', h.hospital.hosId, 'hosName']];
  for (const a of h.areas) out.push(['area', a.areaId, 'areaName'], ['area', a.areaId, 'address']);
  for (const f of h.functions)
    out.push(
      ['function', f.moduleId, 'alias'],
      ['function', f.moduleId, 'moduleName'],
      ['function', f.moduleId, 'subtitle'],
    );
  for (const g of h.menu) {
    out.push(['menu-group', g.groupId, 'title']);
    for (const i of g.sub) {
      out.push(['menu-item', `${g.groupId}.${i.id}`, 'alias']);
      if (i.remark) out.push(['menu-item', `${g.groupId}.${i.id}`, 'remark']);
    }
  }
  for (const c of h.config) {
    const ref = `${c.configType}.${c.configKey}`;
    if ((TEXT_CONFIG_KEYS as readonly string[]).includes(ref))
      out.push(['config', ref, 'configValue']);
  }
  for (const d of h.digital)
    out.push(
      ['digital', `${d.typeKey}.${d.itemOrder}`, 'title'],
      ['digital', `${d.typeKey}.${d.itemOrder}`, 'content'],
    );
  for (const t of h.tips) {
    out.push(
      ['tip', t.tipId, 'guideTitle'],
      ['tip', t.tipId, 'guideContent'],
      ['tip', t.tipId, 'buttonContent'],
    );
    if (typeof t.buttonExt.beforeButtonContent === 'string')
      out.push(['tip', t.tipId, 'beforeButtonContent']);
  }
  for (const name of Object.keys(h.staticCaptions)) out.push(['caption', name, 'content']);
  for (const d of his.departments) {
    out.push(['department', d.deptId, 'deptName']);
    if (d.introduce?.trim()) out.push(['department', d.deptId, 'introduce']);
  }
  for (const d of his.doctors) {
    out.push(['doctor', d.doctorId, 'doctorName']);
    if (d.skill?.trim()) out.push(['doctor', d.doctorId, 'skill']);
  }
  return out;
}

const has = (rows: ContentRow[], kind: string, ref: string, field: string) =>
  rows.some((r) => r.kind === kind && r.ref === ref && r.field === field && r.lang === 'zh-CN');

/** Han characters: a "translation" still in English would pass a presence check but not this one. */
const HAN = /\p{Script=Han}/u;

describe('demo translations (zh-CN.json)', () => {
  it('parse, and every id they name exists in the primary files (readDemoHospitals would throw otherwise)', () => {
    for (const hosId of BILINGUAL)
      expect(byId.get(hosId)?.translations.length, hosId).toBeGreaterThan(100);
    expect(
      byId.get(hosIdOf('1004'))?.translations,
      '1004 stays English-only: it shows the fallback',
    ).toEqual([]);
  });

  it.each(BILINGUAL)('%s: every content field has a Chinese text', (hosId) => {
    const demo = byId.get(hosId)!;
    const missing = contentFields(demo).filter(
      ([kind, ref, field]) => !has(demo.translations, kind, ref, field),
    );
    expect(missing).toEqual([]);
    const notChinese = demo.translations.filter((r) => !HAN.test(r.text));
    expect(notChinese.map((r) => `${r.kind}:${r.ref}:${r.field}`)).toEqual([]);
  });

  it.each(BILINGUAL)(
    "%s: every doctor's title reads in Chinese (standard titles need no per-doctor text)",
    (hosId) => {
      const demo = byId.get(hosId)!;
      const untitled = demo.his.doctors.filter(
        (d) =>
          standardTitle(d.doctorTitle, 'zh-CN') === null &&
          !has(demo.translations, 'doctor', d.doctorId, 'doctorTitle'),
      );
      expect(untitled.map((d) => d.doctorId)).toEqual([]);
    },
  );

  it('a wrong id, a rule-holding config key or a changed code fails with a message naming each', () => {
    const { hospital, his } = byId.get(hosIdOf('1001'))!;
    const run = (file: Parameters<typeof translationRows>[2]) => () =>
      translationRows('1001/zh-CN.json', 'zh-CN', file, hospital, his);
    expect(run({ doctors: { DR99: { doctorName: '无名' } } })).toThrow(
      '1001/zh-CN.json: doctors.DR99: no such id in the primary files',
    );
    expect(run({ menu: { cards: { sub: { nowhere: { alias: '无' } } } } })).toThrow(
      'menu.cards.sub.nowhere: no such id',
    );
    expect(run({ config: { 'APPOINTMENT.scheduleDays': '7' } })).toThrow(
      'config.APPOINTMENT.scheduleDays: holds no words to translate',
    );
    expect(
      run({ staticCaptions: { 'noon-periods': [{ noonCode: '9', caption: '上午', sort: 1 }] } }),
    ).toThrow('staticCaptions.noon-periods: expected an array of 5');
    const types = JSON.parse(
      hospital.config.find((c) => c.configKey === 'areaOrdinaryFunctionType')!.configValue,
    ) as { businessType: string }[];
    const changed = types.map((t, i) => (i === 0 ? { ...t, businessType: '7' } : t));
    expect(run({ config: { 'APPOINTMENT.areaOrdinaryFunctionType': changed } })).toThrow(
      'businessType: expected "1" (a code)',
    );
  });
});
