import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoticeType, rechargeCalls, type RechargeOverview, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { qrSerialOf } from '../../../lib/payments/qr-order.ts';
import { storePaymentParameter } from '../../../lib/payments/store-payment-parameter.ts';
import { useUserId } from '../../../lib/user-key.ts';
import type { RechargeClinicType } from '../../../lib/recharge/recharge-paths.ts';
import { rechargeChanged } from '../../../lib/recharge/recharge-keys.ts';

/** Notice types 0 outpatient recharge, 3 inpatient recharge. */
const NOTICE_TYPES: Record<RechargeClinicType, number> = {
  1: NoticeType.OUTPATIENT_RECHARGE,
  2: NoticeType.INPATIENT_RECHARGE,
};

export interface TopUpRequest {
  overview: RechargeOverview;
  clinicType: RechargeClinicType;
  /** Integer fen. */
  amount: number;
}

/**
 * Recharge flow steps 5–6: request the payment QR (getQrcodeOutTradeNoForPayCard with an Idempotency-Key —
 * one per attempt, reused by the request layer's retries, so a retried request never opens a second order), then
 * store the payment parameters. Resolves to the serial the payment page polls. The server applies the same checks
 * the page explained (rechargeDecision) and answers a refusal with its message key.
 */
export async function startTopUp(
  hosId: HosId,
  userId: string,
  { overview, clinicType, amount }: TopUpRequest,
): Promise<string> {
  const outTradeNo = qrSerialOf(
    await callApi(rechargeCalls.getQrcodeOutTradeNoForPayCard, {
      body: { hosId, patientId: overview.patientId, clinicType, totalFee: amount },
      idempotent: true,
    }),
  );
  await storePaymentParameter(hosId, outTradeNo, userId, {
    noticeType: String(NOTICE_TYPES[clinicType]),
    totalFee: amount,
    patientId: overview.patientId,
    patientName: overview.patientName,
    cardType: overview.card ? String(overview.card.cardType) : '',
  });
  return outTradeNo;
}

export function useStartTopUp(hosId: HosId) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TopUpRequest) => startTopUp(hosId, userId, request),
    // A refusal means the facts the page checked have moved (card state, today's count): show the fresh ones.
    onError: () => rechargeChanged(queryClient, hosId, userId),
  });
}
