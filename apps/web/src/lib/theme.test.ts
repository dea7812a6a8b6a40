import { describe, expect, it } from 'vitest';
import { contrastRatio, THEME_TOKENS, themeContrastProblems, type Theme } from '@portal/shared';
import { antdThemeFor, applyThemeCssVars, DEFAULT_THEME, themeToCssVars } from './theme.ts';

const green: Theme = {
  ...DEFAULT_THEME,
  main: '#389e0d',
  main2: '#092b00',
  main5: '#52c41a',
  main6: '#73d13d',
  main11: '#f6ffed',
};

describe('hospital theme', () => {
  it('maps every token main…main12 to a CSS variable', () => {
    const vars = themeToCssVars(green);
    expect(Object.keys(vars)).toEqual(THEME_TOKENS.map((t) => `--${t}`));
    expect(vars['--main']).toBe('#389e0d');
    expect(vars['--main12']).toBe(DEFAULT_THEME.main12);
  });

  it('writes the variables on the root element', () => {
    applyThemeCssVars(green);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--main')).toBe('#389e0d');
    expect(style.getPropertyValue('--main2')).toBe('#092b00');
    applyThemeCssVars(DEFAULT_THEME);
    expect(style.getPropertyValue('--main')).toBe(DEFAULT_THEME.main);
  });

  it('feeds antd: primary and link = main, hover = main5, active = main4, background = main11', () => {
    const { token } = antdThemeFor(green);
    expect(token).toMatchObject({
      colorPrimary: '#389e0d',
      colorLink: '#389e0d',
      colorPrimaryHover: '#52c41a',
      colorPrimaryActive: green.main4,
      colorLinkHover: '#52c41a',
      colorPrimaryBg: '#f6ffed',
    });
  });
});

describe('elder mode theme', () => {
  const normal = antdThemeFor(DEFAULT_THEME).token ?? {};
  const elder = antdThemeFor(DEFAULT_THEME, { elder: true }).token ?? {};

  it('is off unless asked for: the normal tokens are unchanged', () => {
    expect(antdThemeFor(DEFAULT_THEME, { elder: false })).toEqual(antdThemeFor(DEFAULT_THEME));
    expect(normal.fontSize).toBe(15);
  });

  it('sets body type at 18 px, nothing under 16 px, and controls at least 44 px high', () => {
    expect(elder.fontSize).toBeGreaterThanOrEqual(18);
    expect(elder.fontSizeSM).toBeGreaterThanOrEqual(16);
    expect(elder.controlHeight).toBeGreaterThanOrEqual(44);
    expect(elder.controlHeightLG).toBeGreaterThan(elder.controlHeight ?? 0);
    expect(elder.lineWidthFocus).toBeGreaterThanOrEqual(3);
  });

  it('has higher contrast than normal mode: text 7:1 or more (AAA), field borders 3:1', () => {
    for (const key of [
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextLabel',
    ] as const) {
      const colour = elder[key] ?? '';
      expect(contrastRatio(colour, '#ffffff'), `${key} ${colour}`).toBeGreaterThanOrEqual(7);
      expect(
        contrastRatio(colour, DEFAULT_THEME.main12),
        `${key} on main12`,
      ).toBeGreaterThanOrEqual(7);
    }
    expect(contrastRatio(elder.colorTextDescription ?? '', '#ffffff')).toBeGreaterThan(
      contrastRatio(normal.colorTextDescription ?? '', '#ffffff'),
    );
    expect(contrastRatio(elder.colorBorder ?? '', '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it("keeps the hospital's colours, and hover or pressed states at 4.5:1 or more on white in both modes", () => {
    for (const elderMode of [false, true]) {
      const token = antdThemeFor(DEFAULT_THEME, { elder: elderMode }).token ?? {};
      expect(token.colorPrimary).toBe(DEFAULT_THEME.main);
      for (const key of [
        'colorLinkHover',
        'colorLinkActive',
        'colorPrimaryHover',
        'colorPrimaryActive',
        'colorPrimaryTextHover',
      ] as const) {
        expect(
          contrastRatio(token[key] ?? '', '#ffffff'),
          `${key} ${token[key]}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    // A theme whose hover shade is a light tint never reaches antd: it is refused when the hospital is loaded.
    expect(themeContrastProblems({ ...DEFAULT_THEME, main5: '#69b1ff' })).toEqual([
      expect.stringContaining('main5'),
    ]);
  });
});
