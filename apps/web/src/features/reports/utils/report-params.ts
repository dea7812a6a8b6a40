import dayjs from 'dayjs';
import type { ReportSummary } from '@portal/shared';
import { readPage, readRange, withSearch, type DayRange } from '../../../lib/query-range.ts';

export type ReportSource = ReportSummary['source'];

/** The list's filters as they sit in the URL (back and reload keep them); defaults are left out. */
export const REPORT_PARAM = {
  source: 'source',
  type: 'type',
  from: 'from',
  to: 'to',
  page: 'page',
} as const;

export interface ReportListParams extends DayRange {
  source: ReportSource;
  /** '' = every type. */
  reportType: string;
  page: number;
}

/** Reads the filters from the URL; anything missing or malformed falls back to its default (outpatient, all types, 3 months, page 1). */
export function readReportParams(params: URLSearchParams, today: string): ReportListParams {
  const type = params.get(REPORT_PARAM.type) ?? '';
  return {
    source: params.get(REPORT_PARAM.source) === 'in' ? 'in' : 'out',
    reportType: /^[\w-]{0,32}$/.test(type) ? type : '',
    ...readRange(params, today),
    page: readPage(params),
  };
}

/** `params` with `changes` applied: null removes a parameter. */
export function withParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof REPORT_PARAM, string | null>>,
): URLSearchParams {
  return withSearch(
    params,
    Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [
        REPORT_PARAM[name as keyof typeof REPORT_PARAM],
        value,
      ]),
    ),
  );
}

/** The span of a lab item's trend: the longest range the shared rule accepts (3 years), so years of results show. */
export function trendSpan(today: string): DayRange {
  return { from: dayjs(today).subtract(3, 'year').add(1, 'day').format('YYYY-MM-DD'), to: today };
}
