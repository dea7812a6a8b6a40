import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dailyBillCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { dailyBillKeys } from './daily-bill-keys.ts';

export interface DailyBillFilter {
  patientId: string;
  /** undefined: the current stay, else the newest. */
  stayId?: string;
  /** Both or neither: without them the whole stay. */
  from?: string;
  to?: string;
  page: number;
}

/** getDailyBill: one page (10 days, newest first) of a stay's daily bill with running totals. */
export function useDailyBill(hosId: string, filter: DailyBillFilter, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: dailyBillKeys.days(hosId, userId, filter),
    queryFn: () => callApi(dailyBillCalls.getDailyBill, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    placeholderData: keepPreviousData,
  });
}
