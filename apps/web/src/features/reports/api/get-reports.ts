import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import type { ReportSource } from '../utils/report-params.ts';
import { reportKeys } from './report-keys.ts';

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
export function useReports(hosId: string, filter: ReportsFilter, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: reportKeys.list(hosId, userId, filter),
    queryFn: () => callApi(queryCalls.getReports, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    // Paging or filtering keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
