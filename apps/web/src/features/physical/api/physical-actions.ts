import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoticeType, physicalCalls, type PhysicalBooking, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { qrSerialOf } from '../../../lib/payments/qr-order.ts';
import { storePaymentParameter } from '../../../lib/payments/store-payment-parameter.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { physicalChanged } from './physical-keys.ts';

/**
 * payPhysicalBookingByQr, then the payment parameters (notice type 9 single personal physical, 12
 * ordinary physical for a group): resolves to the serial of the QR order the payment page shows and polls.
 */
async function startQr(hosId: HosId, userId: string, booking: PhysicalBooking): Promise<string> {
  const outTradeNo = qrSerialOf(
    await callApi(physicalCalls.payPhysicalBookingByQr, {
      params: { bookingId: booking.bookingId },
      body: { hosId },
      idempotent: true,
    }),
  );
  await storePaymentParameter(hosId, outTradeNo, userId, {
    noticeType: String(
      booking.kind === 'group' ? NoticeType.ORDINARY_PHYSICAL : NoticeType.SINGLE_PERSONAL_PHYSICAL,
    ),
    totalFee: booking.amount,
    ...(booking.patientId && { patientId: booking.patientId, patientName: booking.patientName }),
    deptName: booking.packageName,
  });
  return outTradeNo;
}

/** createPhysicalBooking (one Idempotency-Key per click), then its price by QR. */
export function useBookPhysical(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (input: { patientId: string; packageId: string; examDate: string }) => {
      const booking = await callApi(physicalCalls.createPhysicalBooking, {
        body: { hosId, ...input },
        idempotent: true,
      });
      physicalChanged(queryClient, hosId, userId);
      return startQr(hosId, userId, booking);
    },
  });
}

/** Pays a booking that still waits for it (a new QR order, or the open one again). */
export function usePayPhysical(hosId: HosId) {
  const userId = useUserId();
  return useMutation({ mutationFn: (booking: PhysicalBooking) => startQr(hosId, userId, booking) });
}

export function useCancelPhysical(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (bookingId: string) =>
      callApi(physicalCalls.cancelPhysicalBooking, { params: { bookingId }, body: { hosId } }),
    onSettled: () => physicalChanged(queryClient, hosId, userId),
  });
}

/** The chosen file's bytes as base64, as the import calls take them (read in the request, never stored). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export interface MemberFile {
  fileName: string;
  content: string;
}

/** checkPhysicalGroup: what the file would import and each bad cell; nothing is stored. */
export function useCheckGroup(hosId: HosId) {
  // With the package and date chosen so far, the members that package is not for come back among the problems.
  return useMutation({
    mutationFn: (input: MemberFile & { packageId?: string; examDate?: string }) =>
      callApi(physicalCalls.checkPhysicalGroup, { body: { hosId, ...input } }),
  });
}

/** createPhysicalGroup (every member or none), then the group's price by QR. */
export function useRegisterGroup(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (input: MemberFile & { packageId: string; examDate: string }) => {
      const booking = await callApi(physicalCalls.createPhysicalGroup, {
        body: { hosId, ...input },
        idempotent: true,
      });
      physicalChanged(queryClient, hosId, userId);
      return startQr(hosId, userId, booking);
    },
  });
}
