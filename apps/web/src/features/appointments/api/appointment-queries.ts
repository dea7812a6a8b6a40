import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentCalls, type BookInput } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { IDEMPOTENCY_HEADER } from '../../../lib/retry-policy.ts';
import { userKey, useUserId } from '../../patients/api/patient-keys.ts';
import { scheduleKeys } from '../../schedule/api/schedule-queries.ts';

export const appointmentKeys = {
  one: (hosId: string, userId: string, appointId: string) => [...userKey(hosId, userId), 'appointment', appointId] as const,
};

/**
 * Books a source number (issue 4). `key` is the confirm visit's Idempotency-Key: every attempt of this visit
 * (double click, the request layer's retries, a retry after a failure) sends the same key, so at most one
 * appointment is created.
 */
export const createAppointment = (input: BookInput, key: string) =>
  callApi(appointmentCalls.createAppointment, { body: input, idempotent: true, headers: { [IDEMPOTENCY_HEADER]: key } });

export function useCreateAppointment(hosId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: BookInput; key: string }) => createAppointment(input, key),
    // Source numbers changed: the schedule and the doctor's sessions are stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(hosId) }),
  });
}

export function useAppointment(hosId: string, appointId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: appointmentKeys.one(hosId, userId, appointId),
    queryFn: () => callApi(appointmentCalls.getAppointment, { query: { hosId, appointId } }),
    enabled: userId !== '' && appointId !== '',
  });
}

export function useJoinCandidate(hosId: string) {
  return useMutation({
    mutationFn: ({ patientId, scheduleId }: { patientId: string; scheduleId: string }) =>
      callApi(appointmentCalls.joinCandidate, { body: { hosId, patientId, scheduleId } }),
  });
}
