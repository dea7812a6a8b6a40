import { describe, expect, it } from 'vitest';
import { themeContrastFailures } from '../hospital/theme-contrast.ts';
import { encodeConfigValue, SETTING_CONFIG_KEYS } from './settings-config.ts';
import { settingContentSchemas } from './settings.schema.ts';

describe('encodeConfigValue', () => {
  it('stores each typed value as the text its key reads back as the same value', () => {
    expect(encodeConfigValue('titleByFee', true)).toEqual({
      ok: true,
      group: 'APPOINTMENT',
      text: '1',
    });
    expect(encodeConfigValue('scheduleDays', 7)).toMatchObject({ ok: true, text: '7' });
    expect(encodeConfigValue('cardTypes', ['1', '6'])).toMatchObject({ ok: true, text: '1,6' });
    expect(encodeConfigValue('hotKeywords', ['a', 'b'])).toMatchObject({
      ok: true,
      text: '["a","b"]',
    });
    expect(encodeConfigValue('releaseTime', '07:30')).toMatchObject({ ok: true, text: '07:30' });
  });

  it('refuses text where the key is typed, values outside the schema and unknown fields in objects', () => {
    expect(encodeConfigValue('titleByFee', '1')).toEqual({ ok: false });
    expect(encodeConfigValue('scheduleDays', -3)).toEqual({ ok: false });
    expect(encodeConfigValue('cardTypes', ['9'])).toEqual({ ok: false });
    expect(encodeConfigValue('releaseTime', '25:00')).toEqual({ ok: false });
    expect(
      encodeConfigValue('hiddenAreaTypes', [{ areaId: '1', businessType: '2', extra: 1 }]),
    ).toEqual({ ok: false });
  });

  it('keeps a default its own schema would refuse as no row', () => {
    expect(encodeConfigValue('pediatricMaxAge', 0)).toEqual({
      ok: true,
      group: 'APPOINTMENT',
      text: null,
    });
    expect(encodeConfigValue('emergencyAdvice', null)).toMatchObject({ ok: true, text: null });
  });

  it('leaves the hotline to the facts', () => {
    expect(SETTING_CONFIG_KEYS).not.toContain('servicePhone');
  });
});

describe('settingContentSchemas', () => {
  it('refuses a config key the registry does not know', () => {
    const parsed = settingContentSchemas.config.safeParse({ values: { madeUp: 1 } });
    expect(parsed.success).toBe(false);
  });

  it('needs what a tip’s show and button types use', () => {
    const text = { 'en-US': 'x', 'zh-CN': '某' };
    const tip = {
      tipId: 'home',
      title: text,
      content: text,
      showType: 2,
      buttonContent: text,
      buttonType: 1,
    };
    const parsed = settingContentSchemas.tips.safeParse({ tips: [tip] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'tips.0.url',
      'tips.0.buttonSecond',
    ]);
  });

  it('takes only message keys of the catalogue as caption overrides', () => {
    expect(
      settingContentSchemas.captions.safeParse({ 'en-US': { FUNC001: 'Closed' }, 'zh-CN': {} })
        .success,
    ).toBe(true);
    expect(
      settingContentSchemas.captions.safeParse({ 'en-US': { NOPE999: 'x' }, 'zh-CN': {} }).success,
    ).toBe(false);
  });

  it('takes IANA time zones only', () => {
    const facts = {
      names: { 'en-US': 'A', 'zh-CN': '甲' },
      logo: null,
      address: { 'en-US': '', 'zh-CN': '' },
      hotline: '0571-1',
      visitingHours: { 'en-US': '', 'zh-CN': '' },
      timeZone: 'Europe/London',
    };
    expect(settingContentSchemas.facts.safeParse(facts).success).toBe(true);
    expect(settingContentSchemas.facts.safeParse({ ...facts, timeZone: 'Mars/Base' }).success).toBe(
      false,
    );
  });

  it('names the token and ratio of a theme colour too light for text', () => {
    const theme = Object.fromEntries(
      [
        'main',
        'main2',
        'main3',
        'main4',
        'main5',
        'main6',
        'main7',
        'main8',
        'main9',
        'main10',
        'main11',
        'main12',
      ].map((t) => [t, '#003eb3']),
    );
    const light = { ...theme, main: '#69b1ff', main11: '#ffffff' };
    const parsed = settingContentSchemas.theme.parse(light);
    expect(themeContrastFailures(parsed)[0]).toMatchObject({ token: 'main', on: 'white' });
  });
});
