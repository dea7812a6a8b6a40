import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import type { PriceListParams } from '../utils/price-params.ts';
import { priceKeys } from './price-keys.ts';

/** getPrices (signed in, like its page): one page (10) of matching catalogue items. */
export function usePrices(hosId: HosId, filter: PriceListParams) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: priceKeys.list(hosId, i18n.language, filter),
    queryFn: () =>
      callApi(priceCalls.getPrices, {
        query: { hosId, text: filter.text, category: filter.category, page: filter.page },
      }),
    // Typing or paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // Prices change with the hospital's catalogue, not from one minute to the next.
    staleTime: 60_000,
  });
}
