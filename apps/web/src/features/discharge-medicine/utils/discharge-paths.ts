import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';
import { readPage, readRange, widestRange, type DayRange } from '../../../lib/query-range.ts';

/** /query/discharge-medicine and its detail child. */
export const DISCHARGE_LIST_PATH = '/query/discharge-medicine';

/** /query/discharge-medicine/detail?stayId= */
export const dischargeDetailPath = (stayId: string) =>
  pathWithQuery(`${DISCHARGE_LIST_PATH}/detail`, { stayId });

/**
 * The list's filters in the URL: the range of discharge days and the page. Where none is given, the widest range (like
 * the server's default): a stay in hospital is rare and 3 months would mostly show nothing.
 */
export function readDischargeParams(
  params: URLSearchParams,
  today: string,
): DayRange & { page: number } {
  const range =
    params.has('from') && params.has('to') ? readRange(params, today) : widestRange(today);
  return { ...range, page: readPage(params) };
}
