import { abnormalFlag, hospitalToday, type AbnormalFlag, type ReportTrend } from '@portal/shared';

/** One point of the trend chart. */
export interface TrendDatum {
  reportId: string;
  /** Epoch ms of the report, the x value. */
  time: number;
  /** 'YYYY-MM-DD' in the hospital's zone, for labels. */
  day: string;
  value: number;
  flag: AbnormalFlag;
  /** Outside the reference range (H or L): marked on the chart. */
  out: boolean;
  /** The report being read: highlighted. */
  current: boolean;
}

export interface TrendChartModel {
  data: TrendDatum[];
  /** The shaded reference band (the latest point's range); a missing side runs to the chart's edge. Null: no range. */
  band: { low: number | null; high: number | null } | null;
  xDomain: [number, number];
  yDomain: [number, number];
  /** Value-axis ticks on round steps across yDomain. */
  yTicks: number[];
  outCount: number;
}

const DAY_MS = 86_400_000;

/** A round step near a tenth of the span (1, 2 or 5 × 10^n), so the value axis ends on readable numbers. */
function niceStep(span: number): number {
  const raw = span / 10;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / magnitude;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * magnitude;
}

function valueAxis(
  values: number[],
  band: TrendChartModel['band'],
): { domain: [number, number]; ticks: number[] } {
  const bounds = [...values, band?.low, band?.high].filter(
    (v): v is number => typeof v === 'number',
  );
  let lo = Math.min(...bounds);
  let hi = Math.max(...bounds);
  if (lo === hi) {
    // One value and no range: give it room either side.
    const room = Math.abs(lo) / 2 || 1;
    lo -= room;
    hi += room;
  }
  const step = niceStep(hi - lo);
  const floor = Math.floor((lo - step) / step) * step;
  // Lab values are not negative: do not start the axis below 0 for them.
  const min = Math.min(...bounds) >= 0 ? Math.max(0, floor) : floor;
  const max = Math.ceil((hi + step) / step) * step;
  // Rounded to the step's precision (binary fractions: 0.1 × 3).
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const round = (v: number) => Number(v.toFixed(digits));
  // About five labelled ticks: every step, or every 2nd/5th step on a tall axis.
  const tickStep = step * ([1, 2, 5].find((k) => (max - min) / (step * k) <= 6) ?? 10);
  const ticks: number[] = [];
  for (let v = Math.ceil(min / tickStep) * tickStep; v <= max + tickStep / 1e6; v += tickStep)
    ticks.push(round(v));
  return { domain: [round(min), round(max)], ticks };
}

/**
 * A lab item's trend as the chart draws it: points oldest first in time order, each flagged (the server's flag, else
 * the shared rule on its own range), the reference band from the latest range, and axis domains that hold every
 * value and the band.
 */
export function trendChartModel(
  trend: ReportTrend,
  timeZone: string,
  currentReportId?: string,
): TrendChartModel {
  const data: TrendDatum[] = trend.points
    .map((p) => {
      const flag = p.flag ?? abnormalFlag(String(p.value), p.low, p.high);
      const time = Date.parse(p.reportedAt);
      return {
        reportId: p.reportId,
        time,
        day: hospitalToday(new Date(time), timeZone),
        value: p.value,
        flag,
        out: flag === 'H' || flag === 'L',
        current: p.reportId === currentReportId,
      };
    })
    .filter((d) => Number.isFinite(d.time))
    .sort((a, b) => a.time - b.time);

  const latest = [...trend.points]
    .sort((a, b) => Date.parse(b.reportedAt) - Date.parse(a.reportedAt))
    .find((p) => p.low !== null || p.high !== null);
  const band = latest ? { low: latest.low, high: latest.high } : null;

  const times = data.map((d) => d.time);
  const first = Math.min(...times);
  const last = Math.max(...times);
  // A lone point (or several on one day) still needs a span to sit in: a fortnight either side.
  const xDomain: [number, number] =
    data.length === 0
      ? [0, 1]
      : first === last
        ? [first - 14 * DAY_MS, last + 14 * DAY_MS]
        : [first, last];
  const y =
    data.length === 0
      ? { domain: [0, 1] as [number, number], ticks: [0, 1] }
      : valueAxis(
          data.map((d) => d.value),
          band,
        );
  return {
    data,
    band,
    xDomain,
    yDomain: y.domain,
    yTicks: y.ticks,
    outCount: data.filter((d) => d.out).length,
  };
}
