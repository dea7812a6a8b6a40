import type { Theme } from './hospital.schema.ts';

/** WCAG 2.1 relative luminance of an sRGB '#rrggbb' colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2.1 contrast ratio of two '#rrggbb' colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2.1 AA (1.4.3) for body-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * The pairs of a hospital theme that carry text (lib/theme.ts says which token plays which role): links and button
 * labels in `main` on white, white labels on `main` buttons, selected items and tags in `main` on `main11`, the footer's
 * white text on `main2`, and the hover and pressed shades `main5` and `main4` of links and buttons.
 */
const TEXT_PAIRS: { token: keyof Theme; on: keyof Theme | 'white'; role: string }[] = [
  { token: 'main', on: 'white', role: 'links and outlined buttons on white' },
  { token: 'main', on: 'main11', role: 'selected items and tags on their tint' },
  { token: 'main2', on: 'white', role: 'white footer text on main2' },
  { token: 'main5', on: 'white', role: 'links and buttons while hovered' },
  { token: 'main4', on: 'white', role: 'links and buttons while pressed' },
];

/** One text pair of a theme below WCAG AA: the token to change, what it is read against and the ratio it has. */
export interface ContrastFailure {
  token: keyof Theme;
  on: keyof Theme | 'white';
  /** Rounded down to two decimals, so a ratio shown as passing never fails. */
  ratio: number;
  role: string;
}

/** The theme's text pairs below WCAG AA ([] for a theme that passes); the console's theme editor refuses these. */
export function themeContrastFailures(theme: Theme): ContrastFailure[] {
  return TEXT_PAIRS.flatMap(({ token, on, role }) => {
    const ratio = contrastRatio(theme[token], on === 'white' ? '#ffffff' : theme[on]);
    return ratio >= AA_TEXT_CONTRAST
      ? []
      : [{ token, on, ratio: Math.floor(ratio * 100) / 100, role }];
  });
}

/**
 * The theme's text pairs below WCAG AA, each named by token, so a hospital's theme that patients could not
 * read is refused when it is loaded, saying which token to change. [] for a theme that passes.
 */
export function themeContrastProblems(theme: Theme): string[] {
  return TEXT_PAIRS.flatMap(({ token, on, role }) => {
    const ratio = contrastRatio(theme[token], on === 'white' ? '#ffffff' : theme[on]);
    if (ratio >= AA_TEXT_CONTRAST) return [];
    const against = on === 'white' ? 'white (#ffffff)' : `${on} (${theme[on]})`;
    return [
      `theme token ${token} (${theme[token]}) has contrast ${ratio.toFixed(2)}:1 against ${against} — ${role}; WCAG AA needs ${AA_TEXT_CONTRAST}:1`,
    ];
  });
}
