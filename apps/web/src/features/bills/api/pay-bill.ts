import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billCalls, NoticeType, type Bill, type Patient, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { qrSerialOf } from '../../../lib/payments/qr-order.ts';
import { storePaymentParameter } from '../../../lib/payments/store-payment-parameter.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { billsChanged } from './bill-keys.ts';

/**
 * payBillByCard: the bill paid from the patient's outpatient card balance, with an Idempotency-Key (one per click,
 * reused by the request layer's retries) so one click never pays twice. RECHARGE001 when the card does not cover it.
 * Success or refusal, the bills are asked again: a paid bill moves to 'Paid'; a refused one may have changed.
 */
export function usePayBillByCard(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (bill: Bill) =>
      callApi(billCalls.payBillByCard, {
        params: { billId: bill.billId },
        body: { hosId },
        idempotent: true,
      }),
    onSettled: () => billsChanged(queryClient, hosId, userId),
  });
}

/**
 * payBillByQr, then the payment parameters (notice type 2 'payment'): resolves to the
 * serial of the QR order the payment page shows and polls.
 */
export async function startBillQr(
  hosId: HosId,
  userId: string,
  bill: Bill,
  patient: Patient,
): Promise<string> {
  const outTradeNo = qrSerialOf(
    await callApi(billCalls.payBillByQr, {
      params: { billId: bill.billId },
      body: { hosId },
      idempotent: true,
    }),
  );
  await storePaymentParameter(hosId, outTradeNo, userId, {
    noticeType: String(NoticeType.PAYMENT),
    totalFee: bill.amount,
    patientId: patient.patientId,
    patientName: patient.patientName,
    deptName: bill.deptName,
    doctorName: bill.doctorName,
  });
  return outTradeNo;
}

export function usePayBillByQr(hosId: HosId) {
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ bill, patient }: { bill: Bill; patient: Patient }) =>
      startBillQr(hosId, userId, bill, patient),
  });
}
