import { useQuery } from '@tanstack/react-query';
import { queryCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { reportKeys } from './report-keys.ts';

/** getReport: one report with its lab items or exam findings. Another user's report answers C002 like an unknown one. */
export function useReport(hosId: string, reportId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: reportKeys.detail(hosId, userId, reportId),
    queryFn: () => callApi(queryCalls.getReport, { query: { hosId, reportId } }),
    enabled: userId !== '' && reportId !== '',
    // An issued report does not change.
    staleTime: 5 * 60_000,
  });
}
