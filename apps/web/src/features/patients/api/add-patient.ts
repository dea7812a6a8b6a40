import { useMutation } from '@tanstack/react-query';
import { patientCalls, type AddPatientInput } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUserData } from './patient-mutations.ts';

/** Links a new patient (an ID card's sex and birth date are derived by the server too). */
export const addPatient = (body: AddPatientInput) => callApi(patientCalls.addPatient, { body });

export function useAddPatient() {
  const refresh = useRefreshUserData();
  return useMutation({ mutationFn: addPatient, onSuccess: refresh });
}
