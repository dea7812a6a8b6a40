import { skipToken, useQuery } from '@tanstack/react-query';
import { queryCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userQueryKeys, useUserPage, useUserQuery } from '../../../lib/query-kit/user-query.ts';
import { useUserId } from '../../../lib/user-key.ts';
import type { ReportSource } from '../utils/report-params.ts';

const reportKeys = {
  ...userQueryKeys('reports'),
  trend: (hosId: HosId, userId: string, request: object) =>
    [...userQueryKeys('reports').all(hosId, userId), 'trend', request] as const,
};

/** Dictionary codes: each report source has its own list of report types. */
export const REPORT_TYPE_DICTIONARY = {
  out: 'out_report_type',
  in: 'in_report_type',
} as const satisfies Record<ReportSource, string>;

export interface ReportsFilter {
  patientId: string;
  source: ReportSource;
  /** A value of the source's report-type dictionary; '' = every type. */
  reportType: string;
  /** 'YYYY-MM-DD', hospital calendar, inclusive. */
  from: string;
  to: string;
  page: number;
}

/** getReports: one page (10) of the patient's reports, newest first; the page size comes with the answer. */
export function useReports(hosId: HosId, filter: ReportsFilter, enabled = true) {
  return useUserPage(
    (userId) => reportKeys.list(hosId, userId, filter),
    () => callApi(queryCalls.getReports, { query: { hosId, ...filter } }),
    enabled,
  );
}

/** getReport: one report with its lab items or exam findings. Another user's report answers C002 like an unknown one. */
export function useReport(hosId: HosId, reportId: string) {
  return useUserQuery(
    (userId) => reportKeys.detail(hosId, userId, reportId),
    () => callApi(queryCalls.getReport, { query: { hosId, reportId } }),
    // An issued report does not change.
    { enabled: reportId !== '', staleTime: 5 * 60_000 },
  );
}

export interface TrendRequest {
  patientId: string;
  itemCode: string;
  /** 'YYYY-MM-DD', hospital calendar: the span asked for (lib/query-range.ts widestRange). */
  from: string;
  to: string;
}

/** getReportTrend: one lab item's values across the patient's reports in the span, for the trend chart. */
export function useReportTrend(hosId: HosId, request: TrendRequest | null) {
  const userId = useUserId();
  return useQuery({
    queryKey: reportKeys.trend(hosId, userId, request ?? {}),
    // Nothing to ask until an item is chosen (and never signed out).
    queryFn:
      request && userId !== ''
        ? () => callApi(queryCalls.getReportTrend, { query: { hosId, ...request } })
        : skipToken,
    staleTime: 5 * 60_000,
  });
}
