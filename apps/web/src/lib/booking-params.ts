/**
 * The booking journey's URL search params: what the patient chose on one page travels in the URL to the
 * next, so back, reload and a copied link keep it; session storage only remembers the last choice of the visit.
 * Kept in lib/ because the area page (entrance), the schedule pages and the confirm page all speak it.
 */
export const BOOKING_PARAMS = {
  /** isToday: '1' = same-day registration (the schedule starts today), from the function menu item. */
  isToday: 'isToday',
  areaId: 'areaId',
  businessType: 'businessType',
  /** The deepest department chosen in the cascading filters; its ancestry is found in the schedule tree. */
  deptId: 'deptId',
  /** The schedule page shown, 0 = the first (omitted). */
  week: 'week',
  /** The session clicked on the schedule: the doctor page scrolls to it and highlights it. */
  scheduleId: 'scheduleId',
} as const;

/** Same-day registration when the URL says isToday=1. */
export const isSameDay = (params: URLSearchParams) => params.get(BOOKING_PARAMS.isToday) === '1';

/** `path` with `params` added (empty values left out), keeping any query `path` already has. */
export function withParams(
  path: string,
  params: Record<string, string | null | undefined>,
): string {
  const [pathname = '', own = ''] = path.split('?', 2);
  const query = new URLSearchParams(own);
  for (const [k, v] of Object.entries(params)) {
    if (v) query.set(k, v);
  }
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The same-day flag to carry to the next page: { isToday: '1' } or nothing. */
export const carrySameDay = (params: URLSearchParams): Record<string, string> =>
  isSameDay(params) ? { [BOOKING_PARAMS.isToday]: '1' } : {};
