import type { ThemeConfig } from 'antd';
import { THEME_TOKENS, type Theme } from '@portal/shared';

/**
 * SPEC §2 "Each hospital has its own colour theme: tokens main to main12". The demo hospitals (and antd's own
 * palettes) order them as: main = the brand colour; main2 … main5 its shades from darkest to dark; main6 … main12
 * its tints from strong to lightest. This file is the one place that says which token plays which role:
 *   main   buttons, links, selection             main6  hover            main5  pressed
 *   main2  footer background (darkest)           main3  headings on light backgrounds
 *   main7/main8  borders (hover / rest)          main9  soft borders, selected-row hover
 *   main10 tile borders                          main11 selected background    main12 lightest wash
 */
export const DEFAULT_THEME: Theme = {
  main: '#0958d9',
  main2: '#001d66',
  main3: '#002c8c',
  main4: '#003eb3',
  main5: '#003eb3',
  main6: '#1677ff',
  main7: '#69b1ff',
  main8: '#91caff',
  main9: '#bae0ff',
  main10: '#d6ebff',
  main11: '#e6f4ff',
  main12: '#f5faff',
};

export type ThemeCssVars = Record<`--${(typeof THEME_TOKENS)[number]}`, string>;

export function themeToCssVars(theme: Theme): ThemeCssVars {
  return Object.fromEntries(THEME_TOKENS.map((token) => [`--${token}`, theme[token]])) as ThemeCssVars;
}

/** Writes --main … --main12 on the root element so plain CSS follows the hospital's colours. */
export function applyThemeCssVars(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVars(theme))) root.style.setProperty(name, value);
}

export function antdThemeFor(theme: Theme): ThemeConfig {
  return {
    token: {
      colorPrimary: theme.main,
      colorInfo: theme.main,
      colorLink: theme.main,
      colorLinkHover: theme.main6,
      colorLinkActive: theme.main5,
      colorPrimaryHover: theme.main6,
      colorPrimaryActive: theme.main5,
      colorPrimaryBg: theme.main11,
      colorPrimaryBgHover: theme.main9,
      colorPrimaryBorder: theme.main8,
      colorPrimaryBorderHover: theme.main7,
      colorPrimaryText: theme.main,
      colorPrimaryTextHover: theme.main6,
      colorPrimaryTextActive: theme.main5,
      // Issue 14, WCAG 1.4.3: secondary text, captions and status colours at 4.5:1 or more on white and on their tints
      // (antd's defaults, e.g. #8c8c8c descriptions or #52c41a success, are 2–3.4:1).
      colorTextDescription: '#616161',
      colorTextTertiary: '#616161',
      colorTextSecondary: '#4d4d4d',
      // The tints are given too: antd would otherwise derive darker ones from these darker colours.
      colorError: '#cf1322',
      colorErrorText: '#cf1322',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
      colorSuccess: '#237804',
      colorSuccessText: '#237804',
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarning: '#874d00',
      colorWarningText: '#874d00',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      // Status 'processing' tags and info alerts: the theme's main on its own tint (checked by themeContrastProblems).
      colorInfoBg: theme.main11,
      colorInfoBorder: theme.main8,
      borderRadius: 8,
      fontSize: 15,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    components: {
      Menu: { itemSelectedBg: theme.main11, itemSelectedColor: theme.main, itemHoverBg: theme.main12, itemActiveBg: theme.main11, groupTitleColor: theme.main4 },
      Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa', footerBg: theme.main2 },
      Breadcrumb: { linkHoverColor: theme.main },
    },
  };
}
