import { describe, expect, it } from 'vitest';
import { readReportParams, withParams } from './report-params.ts';
import { matchingQuickRange, quickRange, rangeProblem, trendSpan } from './report-range.ts';

const TODAY = '2026-11-24';
const read = (search: string) => readReportParams(new URLSearchParams(search), TODAY);

describe('report list parameters', () => {
  it('default to outpatient, every type, the last 3 months and page 1', () => {
    expect(read('')).toEqual({ source: 'out', reportType: '', from: '2026-08-24', to: TODAY, page: 1 });
  });

  it('read what the URL holds, and fall back where it is malformed', () => {
    expect(read('source=in&type=ct&from=2026-01-01&to=2026-02-01&page=3')).toEqual({ source: 'in', reportType: 'ct', from: '2026-01-01', to: '2026-02-01', page: 3 });
    expect(read('source=x&type=a%20b&from=2026-1-1&to=2026-02-01&page=-2')).toEqual({ source: 'out', reportType: '', from: '2026-08-24', to: TODAY, page: 1 });
  });

  it('are changed one at a time, a null removing one', () => {
    const next = withParams(new URLSearchParams('source=in&type=ct&page=2'), { type: null, page: null, from: '2026-01-01' });
    expect(next.toString()).toBe('source=in&from=2026-01-01');
  });
});

describe('report date ranges', () => {
  it('offer quick ranges of calendar months ending today, and recognise them', () => {
    expect(quickRange('1m', TODAY)).toEqual({ from: '2026-10-24', to: TODAY });
    expect(quickRange('1y', TODAY)).toEqual({ from: '2025-11-24', to: TODAY });
    expect(matchingQuickRange({ from: '2026-05-24', to: TODAY }, TODAY)).toBe('6m');
    expect(matchingQuickRange({ from: '2026-05-23', to: TODAY }, TODAY)).toBeNull();
  });

  it('say QUERY001 for a reversed or too long range, as the server would', () => {
    expect(rangeProblem({ from: '2026-11-25', to: '2026-11-24' }, TODAY)).toEqual({ messageKey: 'QUERY001', params: { days: 1098 } });
    expect(rangeProblem({ from: '2020-01-01', to: TODAY }, TODAY)?.messageKey).toBe('QUERY001');
    expect(rangeProblem(quickRange('1y', TODAY), TODAY)).toBeNull();
  });

  it('ask for a trend over the longest range the rule accepts', () => {
    const span = trendSpan(TODAY);
    expect(span).toEqual({ from: '2023-11-25', to: TODAY });
    expect(rangeProblem(span, TODAY)).toBeNull();
  });
});
