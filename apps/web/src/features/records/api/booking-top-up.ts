import { useMutation, useQuery } from '@tanstack/react-query';
import {
  NoticeType,
  rechargeCalls,
  type AppointmentRecordDetail,
  type HosId,
} from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { qrSerialOf } from '../../../lib/payments/qr-order.ts';
import { storePaymentParameter } from '../../../lib/payments/store-payment-parameter.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { bookingKeys } from '../../../lib/booking/booking-cache.ts';
import { paymentParameters } from './start-qr-payment.ts';

/**
 * getBookingTopUpQuote (RECHARGE001, config insufficientBalancePath 'recharge'): the top-up that lets the
 * card pay this booking — the gap (fee − balance), at least the hospital's minimum after booking — with the fee and
 * balance it was computed from. Under the booking key: a payment or cancellation of the booking refreshes it.
 */
export function useBookingTopUpQuote(hosId: HosId, appointId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: [...bookingKeys.all(hosId, userId), 'top-up-quote', appointId] as const,
    queryFn: () => callApi(rechargeCalls.getBookingTopUpQuote, { query: { hosId, appointId } }),
    enabled: userId !== '',
  });
}

/**
 * startBookingTopUp: a QR top-up of the booking's card by the quoted amount (Idempotency-Key per click, reused by the
 * retries); once it is paid the server takes the fee from the card, and the booking is paid. Then the payment
 * parameters (notice type 0 'outpatient recharge', with the booking's visit) for the payment page.
 */
export async function startBookingTopUp(
  hosId: HosId,
  record: AppointmentRecordDetail,
  amount: number,
  userId: string,
): Promise<string> {
  const outTradeNo = qrSerialOf(
    await callApi(rechargeCalls.startBookingTopUp, {
      body: { hosId, appointId: record.appointId },
      idempotent: true,
    }),
  );
  await storePaymentParameter(hosId, outTradeNo, userId, {
    ...paymentParameters(record, NoticeType.OUTPATIENT_RECHARGE),
    totalFee: amount,
  });
  return outTradeNo;
}

export function useStartBookingTopUp(hosId: HosId) {
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ record, amount }: { record: AppointmentRecordDetail; amount: number }) =>
      startBookingTopUp(hosId, record, amount, userId),
  });
}
