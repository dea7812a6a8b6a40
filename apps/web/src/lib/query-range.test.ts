import { describe, expect, it } from 'vitest';
import {
  clipRange,
  matchingQuickRange,
  quickRangesWithin,
  quickRange,
  rangeProblem,
  readPage,
  readRange,
  withSearch,
} from './query-range.ts';

const TODAY = '2026-11-24';

describe("a hospital's query period (lookBackDays)", () => {
  it('offers only the quick ranges inside it, every one without it', () => {
    expect(quickRangesWithin(TODAY, 180).map((r) => r.key)).toEqual(['1m', '3m']);
    expect(quickRangesWithin(TODAY, 90).map((r) => r.key)).toEqual(['1m']);
    expect(quickRangesWithin(TODAY).map((r) => r.key)).toEqual(['1m', '3m', '6m', '1y']);
  });
  it('pulls a default in to it and says a named range beyond it (QUERY001 with its days)', () => {
    expect(clipRange({ from: '2026-08-24', to: TODAY }, TODAY, 30)).toEqual({
      from: '2026-10-26',
      to: TODAY,
    });
    expect(clipRange({ from: '2026-08-24', to: TODAY }, TODAY)).toEqual({
      from: '2026-08-24',
      to: TODAY,
    });
    expect(rangeProblem({ from: '2026-08-24', to: '2026-08-30' }, TODAY, 90)).toEqual({
      messageKey: 'QUERY001',
      params: { days: 90 },
    });
    expect(rangeProblem({ from: '2026-08-27', to: TODAY }, TODAY, 90)).toBeNull();
  });
});

describe('query date ranges', () => {
  it('offer quick ranges of calendar months ending today, and recognise them', () => {
    expect(quickRange('1m', TODAY)).toEqual({ from: '2026-10-24', to: TODAY });
    expect(quickRange('1y', TODAY)).toEqual({ from: '2025-11-24', to: TODAY });
    expect(matchingQuickRange({ from: '2026-05-24', to: TODAY }, TODAY)).toBe('6m');
    expect(matchingQuickRange({ from: '2026-05-23', to: TODAY }, TODAY)).toBeNull();
  });

  it('say QUERY001 for a reversed or too long range, as the server would', () => {
    expect(rangeProblem({ from: '2026-11-25', to: '2026-11-24' }, TODAY)).toEqual({
      messageKey: 'QUERY001',
      params: { days: 1098 },
    });
    expect(rangeProblem({ from: '2020-01-01', to: TODAY }, TODAY)?.messageKey).toBe('QUERY001');
    expect(rangeProblem(quickRange('1y', TODAY), TODAY)).toBeNull();
  });
});

describe('query URL parameters', () => {
  it('read the range and page, falling back to the last 3 months and page 1', () => {
    expect(readRange(new URLSearchParams('from=2026-01-01&to=2026-02-01'), TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(readRange(new URLSearchParams('from=2026-1-1&to=2026-02-01'), TODAY)).toEqual({
      from: '2026-08-24',
      to: TODAY,
    });
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
  });
  it('change one parameter at a time, null removing one', () => {
    expect(
      withSearch(new URLSearchParams('a=1&page=2'), { page: null, from: '2026-01-01' }).toString(),
    ).toBe('a=1&from=2026-01-01');
  });
});
