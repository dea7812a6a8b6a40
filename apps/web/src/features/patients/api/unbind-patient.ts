import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientCalls, type Patient, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { patientKeys } from '../../../lib/patients/patient-keys.ts';
import { userKey, useUserId } from '../../../lib/user-key.ts';
import { useRefreshUserData } from './patient-mutations.ts';

/** Unlinks a patient; refused with PATIENT007 after 10 unlinks in 7 days. */
export const unbindPatient = (body: { hosId: HosId; patientId: string }) =>
  callApi(patientCalls.unbindPatient, { body });

export function useUnbindPatient() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const refresh = useRefreshUserData();
  return useMutation({
    mutationFn: unbindPatient,
    onSuccess: (_data, { hosId, patientId }) => {
      // Drop the patient and its cards first: refetching them now would only be answered "no such patient".
      queryClient.setQueryData<Patient[]>(patientKeys.list(hosId, userId), (list) =>
        list?.filter((p) => p.patientId !== patientId),
      );
      queryClient.removeQueries({ queryKey: [...userKey(hosId, userId), 'card', patientId] });
      return refresh();
    },
  });
}
