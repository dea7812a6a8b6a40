/** /query/pathology and its detail child. */
export const PATHOLOGY_LIST_PATH = '/query/pathology';

/** /query/pathology/detail?pathologyId= */
export const pathologyDetailPath = (pathologyId: string) =>
  `${PATHOLOGY_LIST_PATH}/detail?${new URLSearchParams({ pathologyId }).toString()}`;

/** What the list hands the detail page in the history state: its own search, so 'back to the list' keeps the filters. */
export interface FromPathologyListState {
  listSearch: string;
}

export function pathologyListPathFrom(state: unknown): string {
  const search = (state as Partial<FromPathologyListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${PATHOLOGY_LIST_PATH}${search}`
    : PATHOLOGY_LIST_PATH;
}
