import { useQuery } from '@tanstack/react-query';
import { paymentCalls, type PayOrder, type PayOrderStateName, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { bookingKeys } from '../../../lib/booking/booking-cache.ts';

/** How often the payment page asks about an open order: the payer's phone confirms at any moment. */
export const PAY_POLL_MS = 2_000;

/** An order the payer can still pay; every other state is final for this page (docs/architecture.md#payments-are-state-machines). */
export const isOpenOrder = (state: PayOrderStateName) => state === 'created' || state === 'paying';

export const paymentKeys = {
  // Under the booking key (lib/booking/booking-cache.ts): a booking's change refreshes its payment page too.
  one: bookingKeys.payment,
  parameter: (hosId: HosId, userId: string, outTradeNo: string) =>
    [...paymentKeys.one(hosId, userId, outTradeNo), 'parameter'] as const,
  order: (hosId: HosId, userId: string, outTradeNo: string) =>
    [...paymentKeys.one(hosId, userId, outTradeNo), 'order'] as const,
  qr: (hosId: HosId, userId: string, outTradeNo: string) =>
    [...paymentKeys.one(hosId, userId, outTradeNo), 'qr'] as const,
};

/**
 * outGetEncodeQrcode (the PC variant): the open order's QR content encoded as an image by the server, so the
 * page shows exactly what the gateway issued. An order's QR never changes: asked once.
 */
export function useEncodedQr(hosId: HosId, outTradeNo: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: paymentKeys.qr(hosId, userId, outTradeNo),
    queryFn: () => callApi(paymentCalls.outGetEncodeQrcode, { body: { hosId, outTradeNo } }),
    staleTime: Infinity,
    enabled: userId !== '',
  });
}

/** getPaymentParameter: what PayNoticeBefore stored (patient, department, doctor…) and the order, read once. */
export function usePaymentParameter(hosId: HosId, outTradeNo: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: paymentKeys.parameter(hosId, userId, outTradeNo),
    queryFn: () => callApi(paymentCalls.getPaymentParameter, { query: { hosId, outTradeNo } }),
    staleTime: Infinity,
    enabled: userId !== '',
  });
}

/**
 * getPayOrder, polled while the order is open and no longer once it is final. It starts from the order the parameter
 * call brought, so the page shows at once and the first poll comes one interval later.
 */
export function usePayOrder(hosId: HosId, outTradeNo: string, initial: PayOrder | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: paymentKeys.order(hosId, userId, outTradeNo),
    queryFn: () => callApi(paymentCalls.getPayOrder, { query: { hosId, outTradeNo } }),
    initialData: initial,
    staleTime: PAY_POLL_MS,
    enabled: initial !== undefined,
    refetchInterval: (query) =>
      query.state.data && isOpenOrder(query.state.data.state) ? PAY_POLL_MS : false,
    // The payer is on another device (or tab): keep listening while this tab is in the background too.
    refetchIntervalInBackground: true,
  });
}
