import { useQuery } from '@tanstack/react-query';
import { inpatientCalls, queryCalls, type HosId } from '@portal/shared';
import { useTranslation } from 'react-i18next';
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

export type InpatientDictionary = 'admission_identify' | 'insurance_file_code' | 'discharge_mode';

/** getDictionary (public): one of the dictionaries the stay pages use, in the dictionary's own order. */
export function useInpatientDictionary(hosId: HosId, code: InpatientDictionary) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', hosId, code, i18n.language],
    queryFn: async () =>
      [...(await callApi(queryCalls.getDictionary, { query: { hosId, code } }))].sort(
        (a, b) => a.sort - b.sort,
      ),
    staleTime: 10 * 60_000,
  });
}
