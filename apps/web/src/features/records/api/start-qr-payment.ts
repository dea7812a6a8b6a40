import { useMutation } from '@tanstack/react-query';
import { NoticeType, paymentCalls, PayMode, Platform, ProjectType, type AppointmentRecordDetail } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useUserId } from '../../patients/api/patient-keys.ts';

/** SPEC §8 "failure to store … payment parameters": the flow stops before the payment page. */
export const STORE_PARAMETERS_FAILED_KEY = 'ui.storePaymentParameterFailed';
const storeFailed = () => new ApiError({ code: 500, messageKey: STORE_PARAMETERS_FAILED_KEY, msg: i18n.t(STORE_PARAMETERS_FAILED_KEY) });

/** What the pay result page shows later besides the order (SPEC §7 storePaymentParameter body, notice type 1 = appointment). */
export function paymentParameters(record: AppointmentRecordDetail, userId: string) {
  return {
    noticeType: String(NoticeType.APPOINTMENT),
    totalFee: record.regFee,
    cardNo: record.patientCardId,
    patientId: record.patientId,
    patientName: record.patientName,
    patientPhone: record.patientPhone,
    deptId: record.deptId,
    deptName: record.deptName,
    doctorId: record.doctorId,
    doctorName: record.doctorName,
    payType: PayMode.SELF,
    platformId: String(Platform.PC),
    platformUserId: userId,
    projectType: ProjectType.PC,
    extendInfo: JSON.stringify({ appointId: record.appointId, schDate: record.schDate, noonCode: record.noonCode, schTime: record.schTime }),
  };
}

/**
 * SPEC §4 "RECHARGE001 triggers the recharge/QR flow … the QR flow yields a serial and a QR for scanning", in the
 * order of the SPEC §4 recharge flow: request a payment QR (pcRegisterScanQR, with an Idempotency-Key every retry
 * reuses, so a retried request never opens a second order), then store the payment parameters (PayNoticeBefore).
 * Resolves to the serial (outTradeNo) the payment page polls.
 */
export async function startQrPayment(hosId: string, record: AppointmentRecordDetail, userId: string): Promise<string> {
  const qr = await callApi(paymentCalls.pcRegisterScanQR, { body: { hosId, appointId: record.appointId }, idempotent: true });
  if (qr.ResultCode !== '0') throw new ApiError({ code: 500, messageKey: 'C003', msg: qr.ResultMsg || i18n.t('C003') });
  const stored = await callApi(paymentCalls.storePaymentParameter, { body: { hosId, outTradeNo: qr.outTradeNo, ...paymentParameters(record, userId) } })
    .catch((e: unknown) => {
      // A refused or lost PayNoticeBefore is reported as the SPEC's own message, whatever the cause.
      throw e instanceof ApiError && e.redirectedTo ? e : storeFailed();
    });
  if (stored.ResultCode !== '0') throw storeFailed();
  return qr.outTradeNo;
}

export function useStartQrPayment(hosId: string) {
  const userId = useUserId();
  return useMutation({ mutationFn: (record: AppointmentRecordDetail) => startQrPayment(hosId, record, userId) });
}
