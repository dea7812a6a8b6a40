import dayjs from 'dayjs';
import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';
import { readPage, readRange, type DayRange } from '../../../lib/query-range.ts';

/** SPEC §2 /query/discharge-medicine and its detail child. */
export const DISCHARGE_LIST_PATH = '/query/discharge-medicine';

/** /query/discharge-medicine/detail?stayId= */
export const dischargeDetailPath = (stayId: string) =>
  pathWithQuery(`${DISCHARGE_LIST_PATH}/detail`, { stayId });

/**
 * The default range of discharge days: as far back as a query may reach (3 years, like the server's default), since a
 * stay in hospital is rare and 3 months would mostly show nothing.
 */
export function defaultDischargeRange(today: string): DayRange {
  return { from: dayjs(today).subtract(3, 'year').add(1, 'day').format('YYYY-MM-DD'), to: today };
}

/** The list's filters in the URL: the range of discharge days and the page; the default range where none is given. */
export function readDischargeParams(
  params: URLSearchParams,
  today: string,
): DayRange & { page: number } {
  const range =
    params.has('from') && params.has('to')
      ? readRange(params, today)
      : defaultDischargeRange(today);
  return { ...range, page: readPage(params) };
}
