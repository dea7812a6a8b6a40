/** /query/price and its detail child. */
export const PRICE_LIST_PATH = '/query/price';

/** /query/price/detail?code= */
export const priceDetailPath = (code: string) =>
  `${PRICE_LIST_PATH}/detail?${new URLSearchParams({ code }).toString()}`;

/** What the list hands the detail page in the history state: its own search, so 'back to the list' keeps it. */
export interface FromPriceListState {
  listSearch: string;
}

export function priceListPathFrom(state: unknown): string {
  const search = (state as Partial<FromPriceListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${PRICE_LIST_PATH}${search}`
    : PRICE_LIST_PATH;
}
