import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  caseMailCalls,
  NoticeType,
  type CaseMailKind,
  type CaseMailRequest,
  type Patient,
  type HosId,
} from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { qrSerialOf } from '../../../lib/payments/qr-order.ts';
import { storePaymentParameter } from '../../../lib/payments/store-payment-parameter.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { caseMailChanged } from './case-mail-keys.ts';

type CreateBody = Omit<z.input<typeof caseMailCalls.createCaseMail.body>, 'hosId' | 'patientId'>;
/** The form: what the copy is of (a stay or an outpatient visit) picks which of stayId and visitId is sent. */
export type CaseMailForm = CreateBody & { kind: CaseMailKind };

/**
 * payCaseMailByQr, then the payment parameters (notice type 6 inpatient, 10 outpatient case mail):
 * resolves to the serial of the QR order the payment page shows and polls.
 */
async function startQr(
  hosId: HosId,
  userId: string,
  request: CaseMailRequest,
  patient: Patient,
): Promise<string> {
  const outTradeNo = qrSerialOf(
    await callApi(caseMailCalls.payCaseMailByQr, {
      params: { requestId: request.requestId },
      body: { hosId },
      idempotent: true,
    }),
  );
  await storePaymentParameter(hosId, outTradeNo, userId, {
    noticeType: String(
      request.kind === 'outpatient'
        ? NoticeType.OUTPATIENT_CASE_MAIL
        : NoticeType.INPATIENT_CASE_MAIL,
    ),
    totalFee: request.fee,
    patientId: patient.patientId,
    patientName: patient.patientName,
    deptName: request.deptName,
  });
  return outTradeNo;
}

/** createCaseMail (one Idempotency-Key per click, so one click never orders twice), then its fee by QR. */
export function useOrderCaseMail(hosId: HosId, patient: Patient) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async ({ kind, stayId, visitId, ...form }: CaseMailForm) => {
      const subject = kind === 'outpatient' ? { visitId } : { stayId };
      const request = await callApi(caseMailCalls.createCaseMail, {
        body: { hosId, patientId: patient.patientId, ...subject, ...form },
        idempotent: true,
      });
      caseMailChanged(queryClient, hosId, userId);
      return startQr(hosId, userId, request, patient);
    },
  });
}

/** Pays a request that still waits for its fee (a new QR order, or the open one again). */
export function usePayCaseMail(hosId: HosId, patient: Patient) {
  const userId = useUserId();
  return useMutation({
    mutationFn: (request: CaseMailRequest) => startQr(hosId, userId, request, patient),
  });
}

/** cancelCaseMail: CASEMAIL004 once printed; the fee comes back (the answer carries the refunded payment). */
export function useCancelCaseMail(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(caseMailCalls.cancelCaseMail, { params: { requestId }, body: { hosId } }),
    onSettled: () => caseMailChanged(queryClient, hosId, userId),
  });
}
