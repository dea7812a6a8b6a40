import type { ReportSummary } from '@portal/shared';
import {
  readPage,
  readRange,
  widestRange,
  withSearch,
  type DayRange,
} from '../../../lib/query-range.ts';

export type ReportSource = ReportSummary['source'];

export interface ReportListParams extends DayRange {
  source: ReportSource;
  /** '' = every type. */
  reportType: string;
  page: number;
}

/**
 * Reads the list's filters from the URL (`source`, `type`, `from`, `to`, `page`: back and reload keep them); anything
 * missing or malformed falls back to its default (outpatient, all types, 3 months, page 1).
 */
export function readReportParams(params: URLSearchParams, today: string): ReportListParams {
  const type = params.get('type') ?? '';
  return {
    source: params.get('source') === 'in' ? 'in' : 'out',
    reportType: /^[\w-]{0,32}$/.test(type) ? type : '',
    ...readRange(params, today),
    page: readPage(params),
  };
}

/** `params` with `changes` to the list's filters applied: null removes one. */
export const withParams = (
  params: URLSearchParams,
  changes: Partial<Record<'source' | 'type' | 'from' | 'to' | 'page', string | null>>,
) => withSearch(params, changes);

/** The span of a lab item's trend: the widest range the shared rule accepts, so years of results show. */
export const trendSpan = widestRange;
