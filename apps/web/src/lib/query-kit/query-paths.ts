/** `path?name=value…`: the address of a query page's child (`/query/payment/detail?feeId=…`). */
export const pathWithQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** What a list hands its detail page in the history state: its own search, so 'back to the list' keeps the filters. */
export interface FromListState {
  listSearch: string;
}

/** The list to go back to from a detail page: `listPath` with the search the list handed over, if any. */
export function listPathFrom(listPath: string, state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${listPath}${search}` : listPath;
}
