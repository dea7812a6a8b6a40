import { describe, expect, it } from 'vitest';
import { rangeProblem } from '../../../lib/query-range.ts';
import { readReportParams, trendSpan, withParams } from './report-params.ts';

const TODAY = '2026-11-24';
const read = (search: string) => readReportParams(new URLSearchParams(search), TODAY);

describe('report list parameters', () => {
  it('default to outpatient, every type, the last 3 months and page 1', () => {
    expect(read('')).toEqual({
      source: 'out',
      reportType: '',
      from: '2026-08-24',
      to: TODAY,
      page: 1,
    });
  });

  it('read what the URL holds, and fall back where it is malformed', () => {
    expect(read('source=in&type=ct&from=2026-01-01&to=2026-02-01&page=3')).toEqual({
      source: 'in',
      reportType: 'ct',
      from: '2026-01-01',
      to: '2026-02-01',
      page: 3,
    });
    expect(read('source=x&type=a%20b&from=2026-1-1&to=2026-02-01&page=-2')).toEqual({
      source: 'out',
      reportType: '',
      from: '2026-08-24',
      to: TODAY,
      page: 1,
    });
  });

  it('are changed one at a time, a null removing one', () => {
    const next = withParams(new URLSearchParams('source=in&type=ct&page=2'), {
      type: null,
      page: null,
      from: '2026-01-01',
    });
    expect(next.toString()).toBe('source=in&from=2026-01-01');
  });
});

describe('report trend span', () => {
  it('ask for a trend over the longest range the rule accepts', () => {
    const span = trendSpan(TODAY);
    expect(span).toEqual({ from: '2023-11-25', to: TODAY });
    expect(rangeProblem(span, TODAY)).toBeNull();
  });
});
