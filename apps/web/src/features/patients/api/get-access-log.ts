import { useQuery } from '@tanstack/react-query';
import { patientCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { patientKeys } from '../../../lib/patients/patient-keys.ts';
import { useUserId } from '../../../lib/user-key.ts';

/** Who read or changed the data of the user's patients (append-only log). */
export const getAccessLog = (hosId: HosId) =>
  callApi(patientCalls.getPatientAccessLog, { query: { hosId } });

export function useAccessLog(hosId: HosId) {
  const userId = useUserId();
  return useQuery({
    queryKey: patientKeys.accessLog(hosId, userId),
    queryFn: () => getAccessLog(hosId),
    enabled: userId !== '',
    staleTime: 0,
  });
}
