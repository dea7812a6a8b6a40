import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceCalls, type HosId } from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { priceKeys } from './price-keys.ts';

/** getPrice: one catalogue item with its details; an unknown code answers C002. */
export function usePrice(hosId: HosId, code: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: priceKeys.detail(hosId, i18n.language, code),
    queryFn: () => callApi(priceCalls.getPrice, { query: { hosId, code } }),
    enabled: code !== '',
    staleTime: 60_000,
  });
}
