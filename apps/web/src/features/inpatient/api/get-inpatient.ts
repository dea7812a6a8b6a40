import { useQuery } from '@tanstack/react-query';
import { inpatientCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useUserId } from '../../../lib/user-key.ts';
import { inpatientKeys } from './inpatient-keys.ts';

/** getInpatientHome: the patient's current stay (the inpatient card), past stays and admission notices. */
export function useInpatientHome(hosId: HosId, patientId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: inpatientKeys.home(hosId, userId, patientId),
    queryFn: () => callApi(inpatientCalls.getInpatientHome, { query: { hosId, patientId } }),
    enabled: userId !== '',
  });
}

/** getInpatientStay: one stay of the user's patients with its deposit, costs and settlement. */
export function useStay(hosId: HosId, stayId: string | null) {
  const userId = useUserId();
  return useQuery({
    queryKey: inpatientKeys.stay(hosId, userId, stayId ?? ''),
    queryFn: () => callApi(inpatientCalls.getInpatientStay, { query: { hosId, stayId: stayId! } }),
    enabled: userId !== '' && stayId !== null,
  });
}
