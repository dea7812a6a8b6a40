import { useQuery } from '@tanstack/react-query';
import { paymentCalls, type HosId } from '@portal/shared';
import { callApi } from '../api-client.ts';

/** Whether a fee can be paid by QR and a card topped up online at `hosId` (getPayChannels): the server knows its gateway. */
export function usePayChannels(hosId: HosId, enabled = true) {
  return useQuery({
    queryKey: ['pay-channels', hosId] as const,
    queryFn: () => callApi(paymentCalls.getPayChannels, { query: { hosId } }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
