import { useMutation } from '@tanstack/react-query';
import { NoticeType, paymentCalls, type AppointmentRecordDetail, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { qrSerialOf } from '../../../lib/payments/qr-order.ts';
import {
  storePaymentParameter,
  type PaymentParameterInput,
} from '../../../lib/payments/store-payment-parameter.ts';
import { useUserId } from '../../../lib/user-key.ts';

export { STORE_PARAMETERS_FAILED_KEY } from '../../../lib/payments/store-payment-parameter.ts';

/** What the pay result page shows later besides the order (storePaymentParameter body, notice type 1 = appointment). */
export function paymentParameters(
  record: AppointmentRecordDetail,
  noticeType: number = NoticeType.APPOINTMENT,
): PaymentParameterInput {
  return {
    noticeType: String(noticeType),
    totalFee: record.regFee,
    cardNo: record.patientCardId,
    patientId: record.patientId,
    patientName: record.patientName,
    patientPhone: record.patientPhone,
    deptId: record.deptId,
    deptName: record.deptName,
    doctorId: record.doctorId,
    doctorName: record.doctorName,
    extendInfo: JSON.stringify({
      appointId: record.appointId,
      schDate: record.schDate,
      noonCode: record.noonCode,
      schTime: record.schTime,
    }),
  };
}

/**
 * "RECHARGE001 triggers the recharge/QR flow … the QR flow yields a serial and a QR for scanning", in the
 * order of the recharge flow: request a payment QR (pcRegisterScanQR, with an Idempotency-Key every retry
 * reuses, so a retried request never opens a second order), then store the payment parameters (PayNoticeBefore).
 * Resolves to the serial (outTradeNo) the payment page polls.
 */
export async function startQrPayment(
  hosId: HosId,
  record: AppointmentRecordDetail,
  userId: string,
): Promise<string> {
  const outTradeNo = qrSerialOf(
    await callApi(paymentCalls.pcRegisterScanQR, {
      body: { hosId, appointId: record.appointId },
      idempotent: true,
    }),
  );
  await storePaymentParameter(hosId, outTradeNo, userId, paymentParameters(record));
  return outTradeNo;
}

export function useStartQrPayment(hosId: HosId) {
  const userId = useUserId();
  return useMutation({
    mutationFn: (record: AppointmentRecordDetail) => startQrPayment(hosId, record, userId),
  });
}
