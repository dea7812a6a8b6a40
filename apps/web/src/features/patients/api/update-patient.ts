import { useMutation } from '@tanstack/react-query';
import { patientCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUserData } from './patient-mutations.ts';

export interface UpdatePatientInput {
  hosId: HosId;
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
