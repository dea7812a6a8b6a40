/** Rules every patient query shares. */

/**
 * QUERY001: a query's date range — from ≤ to, at most `maxDays` days long. The default: the last `defaultDays` days.
 * A query the hospital limits to its last `lookBackDays` days (config reportQueryDays, paymentQueryDays) refuses a
 * range longer than that or starting before it, with `days` = lookBackDays; its default never reaches further back.
 */
export function queryRange(
  today: string,
  from: string | undefined,
  to: string | undefined,
  {
    defaultDays = 92,
    maxDays = 3 * 366,
    lookBackDays,
  }: { defaultDays?: number; maxDays?: number; lookBackDays?: number } = {},
):
  | { ok: true; from: string; to: string }
  | { ok: false; reason: 'QUERY001'; params: { days: number } } {
  const days = lookBackDays ?? maxDays;
  const end = to ?? today;
  const start = from ?? shiftDays(end, -(Math.min(defaultDays, lookBackDays ?? defaultDays) - 1));
  const span = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  const tooOld = lookBackDays !== undefined && start < earliestDay(today, lookBackDays);
  if (!Number.isFinite(span) || span < 0 || span >= days || tooOld)
    return { ok: false, reason: 'QUERY001', params: { days } };
  return { ok: true, from: start, to: end };
}

/** The first day of the last `days` days up to `today` (both included). */
export function earliestDay(today: string, days: number): string {
  return shiftDays(today, -(days - 1));
}

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
