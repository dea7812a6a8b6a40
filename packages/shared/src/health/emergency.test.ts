import { describe, expect, it } from 'vitest';
import { emergencyFor, emergencySettingSchema, type EmergencySetting } from './emergency.ts';

const SETTING: EmergencySetting = {
  phone: '120',
  advice: 'Call 120 now.',
  keywords: ['chest pain', 'shortness of breath', '胸痛', '呼吸困难'],
};

describe('emergencyFor', () => {
  it('finds a keyword in what the patient typed, in any case, spacing or width, in any language', () => {
    for (const typed of [
      'chest pain',
      'Chest Pain',
      '  chest   pain ',
      'sudden chest pain at night',
      '胸痛',
      '突然胸痛',
      'ｃｈｅｓｔ ｐａｉｎ',
    ]) {
      expect(emergencyFor([typed], SETTING), typed).toBe(SETTING);
    }
  });

  it('finds it in the name of a symptom the search found (the patient typed pinyin initials)', () => {
    expect(emergencyFor(['xt', '胸痛'], SETTING)).toBe(SETTING);
    expect(emergencyFor(['xt'], SETTING)).toBeNull();
  });

  it('needs the whole keyword: a part of one, another symptom or nothing typed is no emergency', () => {
    for (const typed of ['pain', 'chest', 'cough', '', '   '])
      expect(emergencyFor([typed], SETTING), typed).toBeNull();
    expect(emergencyFor([], SETTING)).toBeNull();
  });

  it('is never an emergency where the hospital keeps no setting', () => {
    expect(emergencyFor(['chest pain'], null)).toBeNull();
  });
});

describe('emergencySettingSchema', () => {
  it('takes a number as dialled and at least one keyword', () => {
    expect(emergencySettingSchema.safeParse(SETTING).success).toBe(true);
    expect(emergencySettingSchema.safeParse({ ...SETTING, phone: 'call us' }).success).toBe(false);
    expect(emergencySettingSchema.safeParse({ ...SETTING, keywords: [] }).success).toBe(false);
  });
});
