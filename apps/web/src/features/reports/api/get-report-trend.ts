import { skipToken, useQuery } from '@tanstack/react-query';
import { queryCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { reportKeys } from './report-keys.ts';

export interface TrendRequest {
  patientId: string;
  itemCode: string;
  /** 'YYYY-MM-DD', hospital calendar: the span asked for (utils/report-params.ts trendSpan). */
  from: string;
  to: string;
}

/** getReportTrend: one lab item's values across the patient's reports in the span, for the trend chart. */
export function useReportTrend(hosId: string, request: TrendRequest | null) {
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
