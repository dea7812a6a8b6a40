import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG_VIEW } from '../utils/abnormal-flag-view.ts';
import type { TrendChartModel, TrendDatum } from '../utils/trend-data.ts';

// The trend chart itself, in its own chunk (trend-dialog.tsx loads it lazily). Plain SVG rather than a chart
// library — one line, one band, a few ticks do not need the 115 kB (gzip) recharts and d3 cost every build.

interface TrendChartProps {
  model: TrendChartModel;
  unit: string;
  width: number;
  height: number;
}

const COLOURS = {
  high: '#cf1322',
  low: '#0958d9',
  normal: '#52606d',
  band: '#52c41a',
  grid: '#e4e7eb',
  axis: '#666',
};
const MARGIN = { top: 16, right: 24, bottom: 8, left: 8 };
const Y_AXIS_WIDTH = 56;
const X_AXIS_HEIGHT = 30;
/** The least room between two month labels on the time axis, as recharts' minTickGap gave it. */
const MIN_TICK_GAP = 24;
const TICK_FONT = 12;

/** Out-of-range points are shaped as well as coloured (▲ high, ▼ low, ● inside) so they read without colour. */
function TrendDot({ cx, cy, d }: { cx: number; cy: number; d: TrendDatum }) {
  const tone = d.flag ? FLAG_VIEW[d.flag].tone : 'normal';
  const ring = d.current ? (
    <circle cx={cx} cy={cy} r={10} fill="none" stroke={COLOURS[tone]} strokeWidth={1.5} />
  ) : null;
  const mark =
    d.flag === 'H' ? (
      <path
        d={`M${cx},${cy - 7} L${cx + 6.5},${cy + 5} L${cx - 6.5},${cy + 5} Z`}
        fill={COLOURS.high}
      />
    ) : d.flag === 'L' ? (
      <path
        d={`M${cx},${cy + 7} L${cx + 6.5},${cy - 5} L${cx - 6.5},${cy - 5} Z`}
        fill={COLOURS.low}
      />
    ) : (
      <circle cx={cx} cy={cy} r={4} fill="#fff" stroke={COLOURS.normal} strokeWidth={2} />
    );
  return (
    <g
      className={`trend-dot trend-dot--${tone}`}
      data-testid="trend-dot"
      data-flag={d.flag ?? 'none'}
      data-out={d.out ? 'true' : 'false'}
    >
      {ring}
      {mark}
    </g>
  );
}

function TrendTooltip({
  d,
  unit,
  left,
  top,
}: {
  d: TrendDatum;
  unit: string;
  left: number;
  top: number;
}) {
  const { t } = useTranslation();
  const flag = d.flag ? FLAG_VIEW[d.flag] : null;
  return (
    <div
      className="trend-tooltip"
      style={{ position: 'absolute', left, top, pointerEvents: 'none' }}
    >
      <div>{d.day}</div>
      <strong>
        {d.value} {unit}
      </strong>
      {flag ? (
        <div className={`report-flag report-flag--${flag.tone}`}>
          {`${flag.symbol} ${t(flag.labelKey)}`.trim()}
        </div>
      ) : null}
    </div>
  );
}

const scale =
  ([d0, d1]: [number, number], [r0, r1]: [number, number]) =>
  (v: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

/** One label per month a point falls in, left to right, dropping any that would crowd the one before it. */
function monthTicks(data: TrendDatum[], x: (v: number) => number): { at: number; label: string }[] {
  const ticks: { at: number; label: string }[] = [];
  const labelWidth = 7 * TICK_FONT * 0.6; // 'YYYY-MM' at the tick font
  for (const d of data) {
    const label = d.day.slice(0, 7);
    const at = x(d.time);
    const last = ticks.at(-1);
    if (last && (last.label === label || at - last.at < labelWidth + MIN_TICK_GAP)) continue;
    ticks.push({ at, label });
  }
  return ticks;
}

/** A lab item's values over time, the reference band shaded, out-of-range points marked and the current report ringed. */
export function TrendChart({ model, unit, width, height }: TrendChartProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const { band, xDomain, yDomain, data } = model;
  const plot = {
    left: MARGIN.left + Y_AXIS_WIDTH,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: height - MARGIN.bottom - X_AXIS_HEIGHT,
  };
  const x = scale(xDomain, [plot.left, plot.right]);
  const y = scale(yDomain, [plot.bottom, plot.top]);
  const clamp = (v: number) => Math.min(plot.bottom, Math.max(plot.top, v));
  const points = data.map((d) => ({ d, cx: x(d.time), cy: y(d.value) }));
  const xTicks = monthTicks(data, x);

  // Like a chart library's tooltip: the point nearest the pointer along the time axis.
  const onMove = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const px = ((e.clientX - box.left) / (box.width || width)) * width;
    let nearest: number | null = null;
    points.forEach((p, i) => {
      if (nearest === null || Math.abs(p.cx - px) < Math.abs(points[nearest]!.cx - px)) nearest = i;
    });
    setHovered(nearest);
  };
  const active = hovered === null ? null : points[hovered];

  return (
    <div className="trend-chart__frame" style={{ position: 'relative', width, height }}>
      <svg
        className="trend-chart"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        onMouseMove={onMove}
        onMouseLeave={() => setHovered(null)}
        aria-hidden="true"
        focusable="false"
      >
        <g className="trend-chart__grid" stroke={COLOURS.grid} strokeDasharray="3 3">
          {model.yTicks.map((v) => (
            <line key={`y${v}`} x1={plot.left} x2={plot.right} y1={y(v)} y2={y(v)} />
          ))}
          {xTicks.map((tick) => (
            <line key={`x${tick.at}`} x1={tick.at} x2={tick.at} y1={plot.top} y2={plot.bottom} />
          ))}
        </g>
        {band ? (
          <g className="trend-chart__band" data-testid="trend-band">
            <rect
              x={plot.left}
              width={plot.right - plot.left}
              y={clamp(y(band.high ?? yDomain[1]))}
              height={clamp(y(band.low ?? yDomain[0])) - clamp(y(band.high ?? yDomain[1]))}
              fill={COLOURS.band}
              fillOpacity={0.12}
              stroke={COLOURS.band}
              strokeOpacity={0.4}
              strokeDasharray="4 4"
            />
            {/* The key sits above the plot, right-aligned: inside the band it lay under the line and the points. */}
            <g
              className="trend-chart__key"
              transform={`translate(${plot.right},${plot.top - 4})`}
              fontSize={TICK_FONT}
              textAnchor="end"
            >
              <rect
                x={-10}
                y={-9}
                width={10}
                height={10}
                fill={COLOURS.band}
                fillOpacity={0.12}
                stroke={COLOURS.band}
                strokeOpacity={0.4}
                strokeDasharray="2 2"
              />
              <text x={-14} fill="#237804">
                {t('ui.referenceBand')}
              </text>
            </g>
          </g>
        ) : null}
        <g
          className="trend-chart__y-axis"
          fontSize={TICK_FONT}
          fill={COLOURS.axis}
          textAnchor="end"
        >
          <line
            x1={plot.left}
            x2={plot.left}
            y1={plot.top}
            y2={plot.bottom}
            stroke={COLOURS.axis}
          />
          {model.yTicks.map((v) => (
            <text key={v} x={plot.left - 8} y={y(v)} dy="0.35em">
              {v}
            </text>
          ))}
          <text
            transform={`translate(${MARGIN.left + TICK_FONT},${(plot.top + plot.bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {unit}
          </text>
        </g>
        <g
          className="trend-chart__x-axis"
          fontSize={TICK_FONT}
          fill={COLOURS.axis}
          textAnchor="middle"
        >
          <line
            x1={plot.left}
            x2={plot.right}
            y1={plot.bottom}
            y2={plot.bottom}
            stroke={COLOURS.axis}
          />
          {xTicks.map((tick) => (
            <text key={tick.at} x={tick.at} y={plot.bottom + 18}>
              {tick.label}
            </text>
          ))}
        </g>
        <polyline
          className="trend-chart__line"
          points={points.map((p) => `${p.cx},${p.cy}`).join(' ')}
          fill="none"
          stroke={COLOURS.normal}
          strokeWidth={2}
        />
        {active ? (
          <circle
            cx={active.cx}
            cy={active.cy}
            r={6}
            fill="none"
            stroke={COLOURS.normal}
            strokeWidth={2}
          />
        ) : null}
        {points.map((p) => (
          <TrendDot key={p.d.reportId} cx={p.cx} cy={p.cy} d={p.d} />
        ))}
      </svg>
      {active ? (
        <TrendTooltip
          d={active.d}
          unit={unit}
          left={Math.min(active.cx + 12, width - 160)}
          top={Math.max(0, active.cy - 60)}
        />
      ) : null}
    </div>
  );
}
