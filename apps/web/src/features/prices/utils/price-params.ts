import { priceSearchTextSchema } from '@portal/shared';
import { readPage, withSearch } from '../../../lib/query-range.ts';

/** The search as it sits in the URL (back, reload and a shared link keep it); defaults are left out. */
export interface PriceListParams {
  /** Name or pinyin initials; '' = everything. */
  text: string;
  /** A price_search_type value; '' = every category. */
  category: string;
  page: number;
}

export const PRICE_PARAM = { text: 'q', category: 'category', page: 'page' } as const;

/** Reads the search from the URL; anything malformed falls back to its default (no text, every category, page 1). */
export function readPriceParams(params: URLSearchParams): PriceListParams {
  const text = priceSearchTextSchema.safeParse(params.get(PRICE_PARAM.text) ?? '');
  const category = params.get(PRICE_PARAM.category) ?? '';
  return {
    text: text.success ? text.data : '',
    category: /^[\w-]{0,32}$/.test(category) ? category : '',
    page: readPage(params),
  };
}

/** `params` with `changes` applied: null or '' removes a parameter. */
export function withPriceParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof PRICE_PARAM, string | null>>,
): URLSearchParams {
  return withSearch(
    params,
    Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [
        PRICE_PARAM[name as keyof typeof PRICE_PARAM],
        value || null,
      ]),
    ),
  );
}

/** Whether text typed into the box can be searched: the server's own rule (C019 otherwise), checked before asking. */
export function searchableText(text: string): boolean {
  return priceSearchTextSchema.safeParse(text).success;
}
