/** Rules every patient query shares. */

/** QUERY001: a query's date range — from ≤ to, at most `maxDays` days long. The default: the last `defaultDays` days. */
export function queryRange(
  today: string,
  from: string | undefined,
  to: string | undefined,
  { defaultDays = 92, maxDays = 3 * 366 } = {},
):
  | { ok: true; from: string; to: string }
  | { ok: false; reason: 'QUERY001'; params: { days: number } } {
  const end = to ?? today;
  const start = from ?? shiftDays(end, -(defaultDays - 1));
  const span = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  if (!Number.isFinite(span) || span < 0 || span >= maxDays)
    return { ok: false, reason: 'QUERY001', params: { days: maxDays } };
  return { ok: true, from: start, to: end };
}

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
