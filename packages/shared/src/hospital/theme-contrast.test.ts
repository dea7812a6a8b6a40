import { describe, expect, it } from 'vitest';
import { contrastRatio, themeContrastProblems } from './theme-contrast.ts';
import type { Theme } from './hospital.schema.ts';

const theme = (over: Partial<Theme> = {}): Theme => ({
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
  ...over,
});

describe('contrastRatio (WCAG 2.1)', () => {
  it('is 21 for black on white, 1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#1677ff')).toBe(1);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', '#1677ff'),
      10,
    );
  });
  it("measures antd's brand blue at 4.1:1 on white, as the issue says", () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });
});

describe('themeContrastProblems', () => {
  it('passes a theme whose text pairs meet AA', () => {
    expect(themeContrastProblems(theme())).toEqual([]);
  });
  it('names the token, the colour, the ratio and the pair of a theme that does not', () => {
    const problems = themeContrastProblems(theme({ main: '#1677ff' }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^theme token main \(#1677ff\) has contrast 4\.\d\d:1 against white/,
    );
    expect(problems[1]).toContain('against main11 (#e6f4ff)');
    expect(themeContrastProblems(theme({ main2: '#69b1ff' }))[0]).toContain(
      'theme token main2 (#69b1ff)',
    );
  });
});
