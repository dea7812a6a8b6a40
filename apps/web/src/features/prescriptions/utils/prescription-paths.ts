/** /query/prescription and its detail child. */
export const PRESCRIPTION_LIST_PATH = '/query/prescription';

/** /query/prescription/detail?prescriptionId= */
export const prescriptionDetailPath = (prescriptionId: string) =>
  `${PRESCRIPTION_LIST_PATH}/detail?${new URLSearchParams({ prescriptionId }).toString()}`;

/** What the list hands the detail page in the history state: its own search, so 'back to the list' keeps the filters. */
export interface FromListState {
  listSearch: string;
}

export function listPathFrom(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${PRESCRIPTION_LIST_PATH}${search}`
    : PRESCRIPTION_LIST_PATH;
}
