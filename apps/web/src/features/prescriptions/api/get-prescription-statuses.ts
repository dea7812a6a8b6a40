import { useQuery } from '@tanstack/react-query';
import { queryCalls } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** getDictionary (public): the hospital's prescription statuses, in the dictionary's order. */
export function usePrescriptionStatuses(hosId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: prescriptionKeys.statuses(hosId, i18n.language),
    queryFn: async () => {
      const items = await callApi(queryCalls.getDictionary, {
        query: { hosId, code: 'prescription_status' },
      });
      return [...items].sort((a, b) => a.sort - b.sort);
    },
    // Dictionaries change with the hospital's set-up, not while someone reads (the server caches them like config).
    staleTime: 10 * 60_000,
  });
}
