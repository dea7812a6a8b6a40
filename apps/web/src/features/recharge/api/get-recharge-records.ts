import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rechargeCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { rechargeKeys } from '../../../lib/recharge/recharge-keys.ts';

export interface RechargeRecordsFilter {
  patientId?: string;
  clinicType?: number;
  /** 'YYYY-MM-DD', hospital calendar. */
  from?: string;
  to?: string;
  page: number;
}

/** getRechargeRecords: one page of the user's top-ups, newest first; the page size comes with the answer. */
export function useRechargeRecords(hosId: HosId, filter: RechargeRecordsFilter) {
  const userId = useUserId();
  return useQuery({
    queryKey: rechargeKeys.records(hosId, userId, filter),
    queryFn: () => callApi(rechargeCalls.getRechargeRecords, { query: { hosId, ...filter } }),
    enabled: userId !== '',
    // Paging or filtering keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
