import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordCalls, type AppointmentRecordDetail } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { userKey, useUserId } from '../../patients/api/patient-keys.ts';
import { scheduleKeys } from '../../schedule/api/schedule-queries.ts';
import { clearStoredRecord, readStoredRecord, storeRecord } from '../utils/record-session.ts';
import { getRegFee, type RegFeeSource } from './get-reg-fee.ts';

export const recordKeys = {
  all: (hosId: string, userId: string) => [...userKey(hosId, userId), 'records'] as const,
  list: (hosId: string, userId: string) => [...recordKeys.all(hosId, userId), 'list'] as const,
  one: (hosId: string, userId: string, appointId: string) => [...recordKeys.all(hosId, userId), 'one', appointId] as const,
};

/** getAppointmentRecords: every record of the user's patients (the page filters by patient itself). */
export function useRecords(hosId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: recordKeys.list(hosId, userId),
    queryFn: () => callApi(recordCalls.getAppointmentRecords, { query: { hosId } }),
    enabled: userId !== '',
  });
}

/** getAppointmentRecord, starting from the copy kept in session storage (SPEC §2) so the page shows at once. */
export function useRecord(hosId: string, appointId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: recordKeys.one(hosId, userId, appointId),
    queryFn: async () => {
      const record = await callApi(recordCalls.getAppointmentRecord, { query: { hosId, appointId } });
      storeRecord(record);
      return record;
    },
    placeholderData: () => readStoredRecord(appointId) ?? undefined,
    enabled: userId !== '' && appointId !== '',
  });
}

/** A changed record replaces its copies: the detail cache, the list cache and session storage. */
function putRecord(queryClient: QueryClient, hosId: string, userId: string, record: AppointmentRecordDetail) {
  queryClient.setQueryData(recordKeys.one(hosId, userId, record.appointId), record);
  queryClient.setQueryData<AppointmentRecordDetail[]>(recordKeys.list(hosId, userId), (list) => list?.map((r) => (r.appointId === record.appointId ? record : r)));
  storeRecord(record);
}

/**
 * SPEC §4/§5 pay by card: the fee must be known (getRegFee: getAppointmentCost, or ordinaryTransmitLogin where the
 * hospital routes it through its HIS), then robotizationDeductionAppointment. The deduction is sent with an
 * Idempotency-Key that every retry of the request layer reuses, so one click never pays twice.
 * The server fetches the card balance and answers RECHARGE011 when it cannot, RECHARGE001 when it is too low.
 */
export async function payByCard(hosId: string, record: AppointmentRecordDetail, source: RegFeeSource): Promise<AppointmentRecordDetail> {
  await getRegFee(hosId, record, source);
  return callApi(recordCalls.robotizationDeductionAppointment, { params: { hosId, appointId: record.appointId }, query: {}, idempotent: true });
}

/** `transmit`: hospital config transmitRegFee (the fee is asked through ordinaryTransmitLogin). */
export function usePayByCard(hosId: string, transmit: boolean) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (record: AppointmentRecordDetail) => payByCard(hosId, record, { transmit, userId }),
    onSuccess: (record) => putRecord(queryClient, hosId, userId, record),
  });
}

export function useCancelAppointment(hosId: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (appointId: string) => callApi(recordCalls.cancelAppointment, { body: { hosId, appointId } }),
    onSuccess: (record) => putRecord(queryClient, hosId, userId, record),
    // The source number went back to the pool.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(hosId) }),
  });
}

export function useDeleteRecord(hosId: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (appointId: string) => callApi(recordCalls.deleteAppointmentRecord, { params: { appointId }, query: { hosId } }),
    onSuccess: (_result, appointId) => {
      queryClient.setQueryData<AppointmentRecordDetail[]>(recordKeys.list(hosId, userId), (list) => list?.filter((r) => r.appointId !== appointId));
      queryClient.removeQueries({ queryKey: recordKeys.one(hosId, userId, appointId) });
      clearStoredRecord(appointId);
    },
  });
}
