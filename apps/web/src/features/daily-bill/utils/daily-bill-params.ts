import { queryDaySchema } from '@portal/shared';
import { readPage, withSearch } from '../../../lib/query-range.ts';

/** The daily bill's choices as they sit in the URL: the stay, an optional range of days, the page. */
export interface DailyBillParams {
  stayId?: string;
  from?: string;
  to?: string;
  page: number;
}

const isDay = (v: string | null): v is string => v !== null && queryDaySchema.safeParse(v).success;

/** Malformed values fall back to the defaults: the current (else newest) stay, all its days, page 1. */
export function readDailyBillParams(params: URLSearchParams): DailyBillParams {
  const stay = params.get('stay');
  const from = params.get('from');
  const to = params.get('to');
  const ranged = isDay(from) && isDay(to);
  return {
    ...(stay && /^[\w-]{1,64}$/.test(stay) ? { stayId: stay } : {}),
    ...(ranged ? { from, to } : {}),
    page: readPage(params),
  };
}

export function withDailyBillParams(
  params: URLSearchParams,
  changes: Partial<Record<'stay' | 'from' | 'to' | 'page', string | null>>,
) {
  return withSearch(params, changes);
}
