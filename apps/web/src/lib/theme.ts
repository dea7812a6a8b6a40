import type { ThemeConfig } from 'antd';
import { THEME_TOKENS, type Theme } from '@portal/shared';

/**
 * "Each hospital has its own colour theme: tokens main to main12". The demo hospitals (and antd's own
 * palettes) order them as: main = the brand colour; main2 … main5 its shades from darkest to dark; main6 … main12
 * its tints from strong to lightest. This file is the one place that says which token plays which role:
 *   main   buttons, links, selection             main5  hover            main4  pressed   main6  accents
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
  return Object.fromEntries(
    THEME_TOKENS.map((token) => [`--${token}`, theme[token]]),
  ) as ThemeCssVars;
}

/** Writes --main … --main12 on the root element so plain CSS follows the hospital's colours. */
export function applyThemeCssVars(
  theme: Theme,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(themeToCssVars(theme)))
    root.style.setProperty(name, value);
}

/**
 * Elder mode: body type 18 px, controls at least 44 px high (WCAG 2.5.5's target size), darker text
 * and borders (body text 21:1, captions no lighter than #434343 at 9.7:1, field borders 3.4:1 for WCAG 1.4.11) and
 * a thicker focus outline. Only sizes and greys: the hospital's own colours stay as its theme sets them.
 */
export const ELDER_TOKENS = {
  fontSize: 18,
  fontSizeSM: 16,
  fontSizeLG: 20,
  fontSizeXL: 22,
  fontSizeHeading1: 34,
  fontSizeHeading2: 30,
  fontSizeHeading3: 26,
  fontSizeHeading4: 22,
  fontSizeHeading5: 20,
  lineHeight: 1.6,
  controlHeight: 44,
  controlHeightSM: 36,
  controlHeightLG: 52,
  colorText: '#000000',
  colorTextHeading: '#000000',
  colorTextSecondary: '#262626',
  colorTextTertiary: '#434343',
  colorTextDescription: '#434343',
  colorTextLabel: '#262626',
  colorTextPlaceholder: '#595959',
  colorBorder: '#8c8c8c',
  colorBorderSecondary: '#bfbfbf',
  lineWidthFocus: 3,
  controlOutlineWidth: 3,
} as const satisfies ThemeConfig['token'];

export function antdThemeFor(
  theme: Theme,
  { elder = false }: { elder?: boolean } = {},
): ThemeConfig {
  const config = baseAntdTheme(theme);
  if (!elder) return config;
  return {
    ...config,
    token: { ...config.token, ...ELDER_TOKENS },
    components: {
      ...config.components,
      Menu: { ...config.components?.Menu, itemHeight: 52, groupTitleFontSize: 16 },
      Segmented: { itemSelectedColor: '#000000', itemColor: '#262626' },
      Tag: { defaultColor: '#262626' },
    },
  };
}

function baseAntdTheme(theme: Theme): ThemeConfig {
  return {
    token: {
      colorPrimary: theme.main,
      colorInfo: theme.main,
      colorLink: theme.main,
      // Hover and press darken (main5, main4): a lighter hover (main6) fell below 4.5:1 on white.
      colorLinkHover: theme.main5,
      colorLinkActive: theme.main4,
      colorPrimaryHover: theme.main5,
      colorPrimaryActive: theme.main4,
      colorPrimaryBg: theme.main11,
      colorPrimaryBgHover: theme.main9,
      colorPrimaryBorder: theme.main8,
      colorPrimaryBorderHover: theme.main7,
      colorPrimaryText: theme.main,
      colorPrimaryTextHover: theme.main5,
      colorPrimaryTextActive: theme.main4,
      // WCAG 1.4.3: secondary text, captions and status colours at 4.5:1 or more on white and on their tints
      // (antd's defaults, e.g. #8c8c8c descriptions or #52c41a success, are 2–3.4:1).
      colorTextDescription: '#616161',
      colorTextTertiary: '#616161',
      colorTextSecondary: '#4d4d4d',
      // Placeholders and an open select's current value (drawn in this colour) are read too: 5.7:1.
      colorTextPlaceholder: '#666666',
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
      Menu: {
        itemSelectedBg: theme.main11,
        itemSelectedColor: theme.main,
        itemHoverBg: theme.main12,
        itemActiveBg: theme.main11,
        groupTitleColor: theme.main4,
      },
      Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa', footerBg: theme.main2 },
    },
  };
}
