import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryCalls } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { priceKeys } from './price-keys.ts';

/** getDictionary (public): the hospital's price_search_type categories, in the dictionary's own order. */
export function usePriceCategories(hosId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: priceKeys.dictionary(hosId, i18n.language),
    queryFn: async () => {
      const items = await callApi(queryCalls.getDictionary, {
        query: { hosId, code: 'price_search_type' },
      });
      return [...items].sort((a, b) => a.sort - b.sort);
    },
    // Dictionaries change with the hospital's set-up (the server caches them like config).
    staleTime: 10 * 60_000,
  });
}
