import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentCalls, type BookInput, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { IDEMPOTENCY_HEADER } from '../../../lib/retry-policy.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { bookingChanged } from '../../../lib/booking/booking-cache.ts';
import { scheduleKeys } from '../../../lib/schedule-keys.ts';

/**
 * Books a source number. `key` is the confirm visit's Idempotency-Key: every attempt of this visit
 * (double click, the request layer's retries, a retry after a failure) sends the same key, so at most one
 * appointment is created.
 */
export const createAppointment = (input: BookInput, key: string) =>
  callApi(appointmentCalls.createAppointment, {
    body: input,
    idempotent: true,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

export function useCreateAppointment(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ input, key }: { input: BookInput; key: string }) =>
      createAppointment(input, key),
    // A new booking: the records list (and every page of bookings) must show it (lib/booking/booking-cache.ts).
    onSuccess: (record) =>
      bookingChanged(queryClient, hosId, userId, { appointId: record.appointId }),
    // Source numbers changed, also when the booking failed (taken meanwhile): the schedule and the doctor's sessions are stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(hosId) }),
  });
}

export function useJoinCandidate(hosId: HosId) {
  return useMutation({
    mutationFn: ({ patientId, scheduleId }: { patientId: string; scheduleId: string }) =>
      callApi(appointmentCalls.joinCandidate, { body: { hosId, patientId, scheduleId } }),
  });
}
