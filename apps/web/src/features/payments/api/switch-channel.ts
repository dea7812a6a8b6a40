import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentCalls, type HosId, type PayChannelName } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { paymentKeys } from './get-payment.ts';

/**
 * switchPayChannel: the open order moves to the hospital's other app (once). The answer is the new code, shown at
 * once; the order is read again for its channel.
 */
export function useSwitchPayChannel(hosId: HosId, outTradeNo: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: PayChannelName) =>
      callApi(paymentCalls.switchPayChannel, { body: { hosId, outTradeNo, channel } }),
    onSuccess: async (encoded) => {
      queryClient.setQueryData(paymentKeys.qr(hosId, userId, outTradeNo), encoded);
      await queryClient.invalidateQueries({
        queryKey: paymentKeys.order(hosId, userId, outTradeNo),
      });
    },
  });
}
