import { readPage, readRange, withSearch, type DayRange } from '../../../lib/query-range.ts';

/** The list's filters as they sit in the URL (back and reload keep them); defaults are left out. */
export const FEE_PARAM = { type: 'type', from: 'from', to: 'to', page: 'page' } as const;

export interface FeeListParams extends DayRange {
  /** '' = every payment type. */
  paymentType: string;
  page: number;
}

/** Reads the filters from the URL; anything missing or malformed falls back to its default (all types, 3 months, page 1). */
export function readFeeParams(params: URLSearchParams, today: string): FeeListParams {
  const type = params.get(FEE_PARAM.type) ?? '';
  return {
    paymentType: /^[\w-]{0,32}$/.test(type) ? type : '',
    ...readRange(params, today),
    page: readPage(params),
  };
}

/** `params` with `changes` applied: null removes a parameter. */
export function withFeeParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof FEE_PARAM, string | null>>,
): URLSearchParams {
  return withSearch(
    params,
    Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [
        FEE_PARAM[name as keyof typeof FEE_PARAM],
        value,
      ]),
    ),
  );
}

/** /query/payment and its detail child. */
export const FEE_LIST_PATH = '/query/payment';
export const feeDetailPath = (feeId: string) =>
  `${FEE_LIST_PATH}/detail?${new URLSearchParams({ feeId }).toString()}`;

/** The list hands the detail its own search in the history state, so 'back to the list' keeps the filters. */
export function feeListPathFrom(state: unknown): string {
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${FEE_LIST_PATH}${search}`
    : FEE_LIST_PATH;
}
