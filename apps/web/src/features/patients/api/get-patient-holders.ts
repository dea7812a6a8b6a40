import { useQuery } from '@tanstack/react-query';
import { patientCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { patientKeys } from '../../../lib/patients/patient-keys.ts';
import { useUserId } from '../../../lib/user-key.ts';

/** The accounts linked to the person behind one of the user's patients, and whether the user may revoke them. */
export const getPatientHolders = (hosId: HosId, patientId: string) =>
  callApi(patientCalls.getPatientHolders, { query: { hosId, patientId } });

export function usePatientHolders(hosId: HosId, patientId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: patientKeys.holders(hosId, userId, patientId),
    queryFn: () => getPatientHolders(hosId, patientId),
    enabled: userId !== '',
  });
}
