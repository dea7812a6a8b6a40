/** /query/report and its detail child. */
export const REPORT_LIST_PATH = '/query/report';

/** /query/report/detail?reportId= */
export const reportDetailPath = (reportId: string) =>
  `${REPORT_LIST_PATH}/detail?${new URLSearchParams({ reportId }).toString()}`;

/** What the list hands the detail page in the history state: its own search, so 'back to the list' keeps the filters. */
export interface FromListState {
  listSearch: string;
}

export function listPathFrom(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${REPORT_LIST_PATH}${search}`
    : REPORT_LIST_PATH;
}
