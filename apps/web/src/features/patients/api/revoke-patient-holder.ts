import { useMutation } from '@tanstack/react-query';
import { patientCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUserData } from './patient-mutations.ts';

/** The phone holder the hospital knows removes another account's link to the person. */
export const revokePatientHolder = (body: { hosId: HosId; patientId: string; holderId: string }) =>
  callApi(patientCalls.revokePatientHolder, { body });

export function useRevokePatientHolder() {
  const refresh = useRefreshUserData();
  return useMutation({ mutationFn: revokePatientHolder, onSuccess: refresh });
}
