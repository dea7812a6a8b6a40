import { useMutation } from '@tanstack/react-query';
import { patientCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUserData } from './patient-mutations.ts';

export interface UpdatePatientInput {
  hosId: string;
  patientId: string;
  patientName?: string;
  phone?: string;
  relation?: number;
}

/** Edits name, phone or relation; fields left out stay as they are. */
export const updatePatient = (body: UpdatePatientInput) =>
  callApi(patientCalls.updatePatient, { body });

export function useUpdatePatient() {
  const refresh = useRefreshUserData();
  return useMutation({ mutationFn: updatePatient, onSuccess: refresh });
}
