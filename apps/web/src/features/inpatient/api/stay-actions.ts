import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inpatientCalls,
  NoticeType,
  type AdmissionInput,
  type StayCard,
  type HosId,
} from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { qrSerialOf } from '../../../lib/payments/qr-order.ts';
import { storePaymentParameter } from '../../../lib/payments/store-payment-parameter.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { inpatientChanged } from './inpatient-keys.ts';

/** selfAdmission, with an Idempotency-Key per click; the stay views are asked again whatever the answer. */
export function useSelfAdmission(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (input: Omit<AdmissionInput, 'hosId'>) =>
      callApi(inpatientCalls.selfAdmission, { body: { ...input, hosId }, idempotent: true }),
    onSettled: () => inpatientChanged(queryClient, hosId, userId),
  });
}

/** What settling answered: the QR order of the balance due (its serial, for the payment page) or the settled stay. */
export type SettleOutcome =
  { kind: 'pay'; outTradeNo: string } | { kind: 'settled'; stay: StayCard };

/**
 * settleStay: a balance due opens (or reuses) its QR order and stores the payment parameters (notice type 16
 * leave-discharge) for the payment page; otherwise the stay is settled now and any surplus deposit is on its way back.
 */
export function useSettleStay(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (stay: StayCard): Promise<SettleOutcome> => {
      const answer = await callApi(inpatientCalls.settleStay, {
        body: { hosId, stayId: stay.stayId },
        idempotent: true,
      });
      if (answer.kind === 'settled') return answer;
      const outTradeNo = qrSerialOf(answer.pay);
      await storePaymentParameter(hosId, outTradeNo, userId, {
        noticeType: String(NoticeType.LEAVE_DISCHARGE),
        totalFee: answer.amount,
        patientName: stay.patientName,
        deptName: stay.deptName,
        doctorName: stay.doctorName,
      });
      return { kind: 'pay', outTradeNo };
    },
    onSettled: () => inpatientChanged(queryClient, hosId, userId),
  });
}
