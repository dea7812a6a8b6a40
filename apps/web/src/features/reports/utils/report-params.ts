import { queryDaySchema, type ReportSummary } from '@portal/shared';
import { quickRange, DEFAULT_QUICK_RANGE, type DayRange } from './report-range.ts';

export type ReportSource = ReportSummary['source'];

/** The list's filters as they sit in the URL (issue 12: back and reload keep them); defaults are left out. */
export const REPORT_PARAM = { source: 'source', type: 'type', from: 'from', to: 'to', page: 'page' } as const;

export interface ReportListParams extends DayRange {
  source: ReportSource;
  /** '' = every type. */
  reportType: string;
  page: number;
}

const isDay = (v: string | null): v is string => v !== null && queryDaySchema.safeParse(v).success;

/** Reads the filters from the URL; anything missing or malformed falls back to its default (outpatient, all types, 3 months, page 1). */
export function readReportParams(params: URLSearchParams, today: string): ReportListParams {
  const from = params.get(REPORT_PARAM.from);
  const to = params.get(REPORT_PARAM.to);
  const range = isDay(from) && isDay(to) ? { from, to } : quickRange(DEFAULT_QUICK_RANGE, today);
  const type = params.get(REPORT_PARAM.type) ?? '';
  return {
    source: params.get(REPORT_PARAM.source) === 'in' ? 'in' : 'out',
    reportType: /^[\w-]{0,32}$/.test(type) ? type : '',
    ...range,
    page: Math.max(1, Math.floor(Number(params.get(REPORT_PARAM.page))) || 1),
  };
}

/** `params` with `changes` applied: null removes a parameter. */
export function withParams(params: URLSearchParams, changes: Partial<Record<keyof typeof REPORT_PARAM, string | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    const key = REPORT_PARAM[name as keyof typeof REPORT_PARAM];
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
