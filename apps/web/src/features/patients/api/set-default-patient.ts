import { useMutation } from '@tanstack/react-query';
import { patientCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUserData } from './patient-mutations.ts';

/** Makes one patient the account's default (defaultState '1'); the server clears the previous default. */
export const setDefaultPatient = (body: { hosId: HosId; patientId: string }) =>
  callApi(patientCalls.setDefaultPatient, { body });

export function useSetDefaultPatient() {
  const refresh = useRefreshUserData();
  return useMutation({ mutationFn: setDefaultPatient, onSuccess: refresh });
}
