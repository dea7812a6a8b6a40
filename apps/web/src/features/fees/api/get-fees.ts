import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feeCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { feeKeys } from './fee-keys.ts';

export interface FeesFilter {
  patientId: string;
  /** A value of out_payment_type; '' = every type. */
  paymentType: string;
  from: string;
  to: string;
  page: number;
}

/** getFees: one page (10) of the patient's paid fees, newest first. */
export function useFees(hosId: string, filter: FeesFilter, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: feeKeys.list(hosId, userId, filter),
    queryFn: () => callApi(feeCalls.getFees, { query: { hosId, ...filter } }),
    enabled: enabled && userId !== '',
    placeholderData: keepPreviousData,
  });
}
