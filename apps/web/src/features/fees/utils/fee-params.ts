import { readPage, readRange, type DayRange } from '../../../lib/query-range.ts';
import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';

export interface FeeListParams extends DayRange {
  /** '' = every payment type. */
  paymentType: string;
  page: number;
}

/**
 * Reads the list's filters from the URL (`type`, `from`, `to`, `page`: back and reload keep them); anything missing or
 * malformed falls back to its default (all types, 3 months, page 1).
 */
export function readFeeParams(params: URLSearchParams, today: string): FeeListParams {
  const type = params.get('type') ?? '';
  return {
    paymentType: /^[\w-]{0,32}$/.test(type) ? type : '',
    ...readRange(params, today),
    page: readPage(params),
  };
}

/** /query/payment and its detail child. */
export const FEE_LIST_PATH = '/query/payment';
export const feeDetailPath = (feeId: string) => pathWithQuery(`${FEE_LIST_PATH}/detail`, { feeId });
