import { CartesianGrid, ComposedChart, Line, ReferenceArea, Tooltip, XAxis, YAxis, type DotItemDotProps, type TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import { FLAG_VIEW } from '../utils/abnormal-flag-view.ts';
import type { TrendChartModel, TrendDatum } from '../utils/trend-data.ts';

// The trend chart itself, in its own chunk (trend-dialog.tsx loads it lazily): recharts is only fetched when a patient
// opens a trend, never with the list or any other page.

interface TrendChartProps {
  model: TrendChartModel;
  unit: string;
  width: number;
  height: number;
}

const COLOURS = { high: '#cf1322', low: '#0958d9', normal: '#52606d', band: '#52c41a' };

/** Out-of-range points are shaped as well as coloured (▲ high, ▼ low, ● inside) so they read without colour. */
function TrendDot({ cx, cy, payload }: DotItemDotProps) {
  const d = payload as TrendDatum;
  if (typeof cx !== 'number' || typeof cy !== 'number') return null;
  const tone = d.flag ? FLAG_VIEW[d.flag].tone : 'normal';
  const ring = d.current ? <circle cx={cx} cy={cy} r={10} fill="none" stroke={COLOURS[tone]} strokeWidth={1.5} /> : null;
  const mark =
    d.flag === 'H' ? (
      <path d={`M${cx},${cy - 7} L${cx + 6.5},${cy + 5} L${cx - 6.5},${cy + 5} Z`} fill={COLOURS.high} />
    ) : d.flag === 'L' ? (
      <path d={`M${cx},${cy + 7} L${cx + 6.5},${cy - 5} L${cx - 6.5},${cy - 5} Z`} fill={COLOURS.low} />
    ) : (
      <circle cx={cx} cy={cy} r={4} fill="#fff" stroke={COLOURS.normal} strokeWidth={2} />
    );
  return (
    <g className={`trend-dot trend-dot--${tone}`} data-testid="trend-dot" data-flag={d.flag ?? 'none'} data-out={d.out ? 'true' : 'false'}>
      {ring}
      {mark}
    </g>
  );
}

function TrendTooltip({ active, payload, unit }: Pick<TooltipContentProps, 'active' | 'payload'> & { unit: string }) {
  const { t } = useTranslation();
  const d = payload?.[0]?.payload as TrendDatum | undefined;
  if (!active || !d) return null;
  const flag = d.flag ? FLAG_VIEW[d.flag] : null;
  return (
    <div className="trend-tooltip">
      <div>{d.day}</div>
      <strong>
        {d.value} {unit}
      </strong>
      {flag ? <div className={`report-flag report-flag--${flag.tone}`}>{`${flag.symbol} ${t(flag.labelKey)}`.trim()}</div> : null}
    </div>
  );
}

/** A lab item's values over time, the reference band shaded, out-of-range points marked and the current report ringed. */
export function TrendChart({ model, unit, width, height }: TrendChartProps) {
  const { t } = useTranslation();
  const { band, xDomain, yDomain } = model;
  const month = (ms: number) => model.data.find((d) => d.time === ms)?.day.slice(0, 7) ?? new Date(ms).toISOString().slice(0, 7);
  return (
    <ComposedChart width={width} height={height} data={model.data} margin={{ top: 16, right: 24, bottom: 8, left: 8 }} className="trend-chart">
      <CartesianGrid strokeDasharray="3 3" stroke="#e4e7eb" />
      {band ? (
        <ReferenceArea
          y1={band.low ?? yDomain[0]}
          y2={band.high ?? yDomain[1]}
          fill={COLOURS.band}
          fillOpacity={0.12}
          stroke={COLOURS.band}
          strokeOpacity={0.4}
          strokeDasharray="4 4"
          ifOverflow="hidden"
          label={{ value: t('ui.referenceBand'), position: 'insideTopLeft', fill: '#237804', fontSize: 12 }}
        />
      ) : null}
      <XAxis dataKey="time" type="number" scale="time" domain={xDomain} tickFormatter={month} tick={{ fontSize: 12 }} minTickGap={24} />
      <YAxis domain={yDomain} ticks={model.yTicks} allowDataOverflow tick={{ fontSize: 12 }} width={56} label={{ value: unit, angle: -90, position: 'insideLeft', fontSize: 12 }} />
      <Tooltip content={(props) => <TrendTooltip active={props.active} payload={props.payload} unit={unit} />} />
      <Line type="linear" dataKey="value" stroke={COLOURS.normal} strokeWidth={2} dot={TrendDot} activeDot={{ r: 6 }} isAnimationActive={false} />
    </ComposedChart>
  );
}
