import { describe, expect, it } from 'vitest';
import { THEME_TOKENS, type Theme } from '@portal/shared';
import { antdThemeFor, applyThemeCssVars, DEFAULT_THEME, themeToCssVars } from './theme.ts';

const green: Theme = { ...DEFAULT_THEME, main: '#389e0d', main2: '#092b00', main5: '#52c41a', main6: '#73d13d', main11: '#f6ffed' };

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

  it('feeds antd: primary and link = main, hover = main6, active = main5, background = main11', () => {
    const { token } = antdThemeFor(green);
    expect(token).toMatchObject({ colorPrimary: '#389e0d', colorLink: '#389e0d', colorPrimaryHover: '#73d13d', colorPrimaryActive: '#52c41a', colorLinkHover: '#73d13d', colorPrimaryBg: '#f6ffed' });
  });
});
