import { useQuery } from '@tanstack/react-query';
import { feeCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { feeKeys } from './fee-keys.ts';

/** getFee: one paid fee with its items and invoice number. */
export function useFee(hosId: string, feeId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: feeKeys.detail(hosId, userId, feeId),
    queryFn: () => callApi(feeCalls.getFee, { query: { hosId, feeId } }),
    enabled: userId !== '',
  });
}
