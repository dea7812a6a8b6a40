import { useQuery } from '@tanstack/react-query';
import { queryCalls } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { feeKeys } from './fee-keys.ts';

/** getDictionary (public): the hospital's outpatient payment types, in the dictionary's order. */
export function usePaymentTypes(hosId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: feeKeys.dictionary(hosId, 'out_payment_type', i18n.language),
    queryFn: async () =>
      [
        ...(await callApi(queryCalls.getDictionary, {
          query: { hosId, code: 'out_payment_type' },
        })),
      ].sort((a, b) => a.sort - b.sort),
    staleTime: 10 * 60_000,
  });
}
