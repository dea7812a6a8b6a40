import { useQuery } from '@tanstack/react-query';
import { queryCalls, type DictionaryCode, type HosId } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api-client.ts';

/** Dictionaries are public: cached per hospital and language (their labels follow Accept-Language). */
export const dictionaryKey = (hosId: HosId, code: string, lang: string) =>
  ['hospital', hosId, 'dictionary', code, lang] as const;

/**
 * getDictionary (public): one of the hospital's dictionaries, in the dictionary's own order; `keyOf` names the cache
 * entry where a feature keeps its dictionaries under a key of its own.
 */
export function useDictionary(
  hosId: HosId,
  code: DictionaryCode,
  keyOf: (hosId: HosId, code: string, lang: string) => readonly unknown[] = dictionaryKey,
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: keyOf(hosId, code, i18n.language),
    queryFn: async () => {
      const items = await callApi(queryCalls.getDictionary, { query: { hosId, code } });
      return [...items].sort((a, b) => a.sort - b.sort);
    },
    // Dictionaries change with the hospital's set-up, not while someone reads (the server caches them like config).
    staleTime: 10 * 60_000,
  });
}
