import dayjs from 'dayjs';
import { earliestDay, queryDaySchema, queryRange } from '@portal/shared';

const DAY = 'YYYY-MM-DD';

/**
 * The date range every /query/* page shares — quick ranges, the default, the QUERY001 check before asking,
 * and reading the range and page from the URL (back and reload keep them).
 */

/** The quick ranges offered beside the date picker (last month, 3 months, 6 months, a year). */
export const QUICK_RANGES = [
  { key: '1m', months: 1, labelKey: 'ui.lastMonth' },
  { key: '3m', months: 3, labelKey: 'ui.last3Months' },
  { key: '6m', months: 6, labelKey: 'ui.last6Months' },
  { key: '1y', months: 12, labelKey: 'ui.lastYear' },
] as const;
export type QuickRangeKey = (typeof QUICK_RANGES)[number]['key'];

/** A query page opens on the last 3 months (as the recharge record does). */
export const DEFAULT_QUICK_RANGE: QuickRangeKey = '3m';

export interface DayRange {
  /** 'YYYY-MM-DD', hospital calendar, inclusive. */
  from: string;
  to: string;
}

/** The last `months` calendar months up to `today` (hospital calendar). */
export function rangeOfMonths(months: number, today: string): DayRange {
  return { from: dayjs(today).subtract(months, 'month').format(DAY), to: today };
}

export function quickRange(key: QuickRangeKey, today: string): DayRange {
  const months = QUICK_RANGES.find((r) => r.key === key)?.months ?? 3;
  return rangeOfMonths(months, today);
}

/**
 * The quick ranges a query limited to its last `lookBackDays` days (config reportQueryDays, paymentQueryDays) can
 * offer: those that start no earlier than it allows. Every one without a limit.
 */
export function quickRangesWithin(today: string, lookBackDays?: number) {
  if (lookBackDays === undefined) return QUICK_RANGES;
  const earliest = earliestDay(today, lookBackDays);
  return QUICK_RANGES.filter((r) => rangeOfMonths(r.months, today).from >= earliest);
}

/** A range pulled in to start no earlier than the last `lookBackDays` days allow (the default of a limited query). */
export function clipRange(range: DayRange, today: string, lookBackDays?: number): DayRange {
  if (lookBackDays === undefined) return range;
  const earliest = earliestDay(today, lookBackDays);
  return range.from < earliest ? { ...range, from: earliest } : range;
}

/** The quick range the chosen dates are, if any (so its button shows as chosen). */
export function matchingQuickRange(range: DayRange, today: string): QuickRangeKey | null {
  return (
    QUICK_RANGES.find((r) => {
      const q = rangeOfMonths(r.months, today);
      return q.from === range.from && q.to === range.to;
    })?.key ?? null
  );
}

/**
 * The widest range the shared QUERY001 rule accepts: 3 years up to `today`. For what is rare or compared over years
 * (discharges, a lab item's trend), where a few months would mostly show nothing.
 */
export function widestRange(today: string): DayRange {
  return { from: dayjs(today).subtract(3, 'year').add(1, 'day').format(DAY), to: today };
}

export interface RangeProblem {
  messageKey: 'QUERY001';
  params: { days: number };
}

/**
 * The shared QUERY001 rule, checked before asking: a reversed range or one longer or older than the server accepts
 * (the hospital's `lookBackDays` where the query has one) is said at once, with the same message key the server
 * would answer.
 */
export function rangeProblem(
  range: DayRange,
  today: string,
  lookBackDays?: number,
): RangeProblem | null {
  const checked = queryRange(today, range.from, range.to, { lookBackDays });
  return checked.ok ? null : { messageKey: checked.reason, params: checked.params };
}

const isDay = (v: string | null): v is string => v !== null && queryDaySchema.safeParse(v).success;

/** The range in the URL's `from` and `to`; the page's default quick range where either is missing or malformed. */
export function readRange(
  params: URLSearchParams,
  today: string,
  fallback: QuickRangeKey = DEFAULT_QUICK_RANGE,
): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  return isDay(from) && isDay(to) ? { from, to } : quickRange(fallback, today);
}

/** The URL's `page`, 1 where missing or malformed. */
export function readPage(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/** `params` with `changes` applied: null or undefined removes a parameter. */
export function withSearch(
  params: URLSearchParams,
  changes: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
