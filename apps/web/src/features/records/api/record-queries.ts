import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordCalls, type AppointmentRecordDetail, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { bookingChanged, bookingKeys } from '../../../lib/booking/booking-cache.ts';
import { clearStoredRecord } from '../../../lib/booking/record-session.ts';
import { getRegFee, type RegFeeSource } from './get-reg-fee.ts';

/** Record queries live under the booking key (lib/booking/booking-cache.ts), so one call refreshes every page showing a booking. */
export const recordKeys = {
  all: bookingKeys.records,
  list: bookingKeys.recordList,
  one: bookingKeys.record,
};

/** getAppointmentRecords: every record of the user's patients (the page filters by patient itself). */
export function useRecords(hosId: HosId) {
  const userId = useUserId();
  return useQuery({
    queryKey: recordKeys.list(hosId, userId),
    queryFn: () => callApi(recordCalls.getAppointmentRecords, { query: { hosId } }),
    enabled: userId !== '',
  });
}

/**
 * Pay by card: the fee must be known (getRegFee: getAppointmentCost, or ordinaryTransmitLogin where the
 * hospital routes it through its HIS), then robotizationDeductionAppointment. The deduction is sent with an
 * Idempotency-Key that every retry of the request layer reuses, so one click never pays twice.
 * The server fetches the card balance and answers RECHARGE011 when it cannot, RECHARGE001 when it is too low.
 */
export async function payByCard(
  hosId: HosId,
  record: AppointmentRecordDetail,
  source: RegFeeSource,
): Promise<AppointmentRecordDetail> {
  await getRegFee(hosId, record, source);
  return callApi(recordCalls.robotizationDeductionAppointment, {
    params: { hosId, appointId: record.appointId },
    query: {},
    idempotent: true,
  });
}

/** `transmit`: hospital config transmitRegFee (the fee is asked through ordinaryTransmitLogin). */
export function usePayByCard(hosId: HosId, transmit: boolean) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (record: AppointmentRecordDetail) => payByCard(hosId, record, { transmit, userId }),
    onSuccess: (record) =>
      bookingChanged(queryClient, hosId, userId, { appointId: record.appointId, record }),
  });
}

/**
 * getCancelOutlook: the anti-scalping counts and what cancelling this booking would block, asked
 * fresh each time the cancel dialog opens (another patient of the account may have cancelled meanwhile).
 */
export const getCancelOutlook = (hosId: HosId, appointId: string) =>
  callApi(recordCalls.getCancelOutlook, { query: { hosId, appointId } });

export function useCancelAppointment(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (appointId: string) =>
      callApi(recordCalls.cancelAppointment, { body: { hosId, appointId } }),
    // The number went back to the pool, a refund may have started: bookingChanged refreshes all of it. A refusal
    // (409: the booking changed meanwhile) refreshes too, so the page shows what changed.
    onSuccess: (record) =>
      bookingChanged(queryClient, hosId, userId, { appointId: record.appointId, record }),
    onError: (_error, appointId) => bookingChanged(queryClient, hosId, userId, { appointId }),
  });
}

export function useDeleteRecord(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (appointId: string) =>
      callApi(recordCalls.deleteAppointmentRecord, { params: { appointId }, query: { hosId } }),
    onSuccess: (_result, appointId) => {
      queryClient.setQueryData<AppointmentRecordDetail[]>(recordKeys.list(hosId, userId), (list) =>
        list?.filter((r) => r.appointId !== appointId),
      );
      queryClient.removeQueries({ queryKey: recordKeys.one(hosId, userId, appointId) });
      clearStoredRecord(appointId);
    },
  });
}
