import { describe, expect, it } from 'vitest';
import { trendOf } from '../testing/report-fixture.ts';
import { trendChartModel } from './trend-data.ts';

const ZONE = 'Asia/Shanghai';

describe('trendChartModel', () => {
  it('orders points oldest first, dates them in the hospital zone and marks the out-of-range ones and the current report', () => {
    const model = trendChartModel(trendOf(), ZONE, 'R1');
    expect(model.data.map((d) => [d.reportId, d.day, d.value, d.flag, d.out, d.current])).toEqual([
      ['Rm', '2025-12-01', 3.5, 'L', true, false],
      ['R0', '2026-05-02', 5.4, 'N', false, false],
      ['R1', '2026-11-20', 7.2, 'H', true, true],
    ]);
    expect(model.outCount).toBe(2);
    expect(model.xDomain).toEqual([
      Date.parse('2025-12-01T01:00:00Z'),
      Date.parse('2026-11-20T02:30:00Z'),
    ]);
  });

  it('dates a report issued late in the evening UTC on the next hospital day', () => {
    const model = trendChartModel(
      trendOf({
        points: [
          {
            reportId: 'X',
            reportedAt: '2026-03-01T17:30:00Z',
            value: 5,
            low: 3.9,
            high: 6.1,
            flag: 'N',
          },
        ],
      }),
      ZONE,
    );
    expect(model.data[0]?.day).toBe('2026-03-02');
  });

  it('shades the latest reference range and makes the value axis hold every value and the band, on round numbers', () => {
    const model = trendChartModel(trendOf(), ZONE);
    expect(model.band).toEqual({ low: 3.9, high: 6.1 });
    const [min, max] = model.yDomain;
    expect(min).toBeLessThanOrEqual(3.5);
    expect(max).toBeGreaterThanOrEqual(7.2);
    expect(min).toBeGreaterThanOrEqual(0);
    expect([min, max].every((v) => Number.isInteger(v * 10))).toBe(true);
    // Evenly spaced ticks inside the axis.
    const steps = model.yTicks
      .slice(1)
      .map((v, i) => Number((v - (model.yTicks[i] ?? 0)).toFixed(6)));
    expect(new Set(steps).size).toBe(1);
    expect(model.yTicks.length).toBeGreaterThanOrEqual(3);
    expect(model.yTicks.every((v) => v >= min && v <= max)).toBe(true);
  });

  it('takes the newest range when the lab changed it, and flags a point without a server flag by the shared rule', () => {
    const model = trendChartModel(
      trendOf({
        points: [
          {
            reportId: 'old',
            reportedAt: '2024-01-01T00:00:00Z',
            value: 6.3,
            low: 3.9,
            high: 6.4,
            flag: null,
          },
          {
            reportId: 'new',
            reportedAt: '2025-01-01T00:00:00Z',
            value: 6.3,
            low: 3.9,
            high: 6.1,
            flag: null,
          },
        ],
      }),
      ZONE,
    );
    expect(model.band).toEqual({ low: 3.9, high: 6.1 });
    expect(model.data.map((d) => d.flag)).toEqual(['N', 'H']);
  });

  it('has no band for an item without a range, and an upper-only range leaves the low side open', () => {
    expect(
      trendChartModel(
        trendOf({
          points: [
            {
              reportId: 'a',
              reportedAt: '2025-01-01T00:00:00Z',
              value: 2,
              low: null,
              high: null,
              flag: null,
            },
          ],
        }),
        ZONE,
      ).band,
    ).toBeNull();
    const upper = trendChartModel(
      trendOf({
        points: [
          {
            reportId: 'a',
            reportedAt: '2025-01-01T00:00:00Z',
            value: 4.2,
            low: null,
            high: 5.2,
            flag: 'N',
          },
        ],
      }),
      ZONE,
    );
    expect(upper.band).toEqual({ low: null, high: 5.2 });
  });

  it('gives a lone point a span to sit in, on both axes', () => {
    const at = Date.parse('2025-01-01T00:00:00Z');
    const model = trendChartModel(
      trendOf({
        points: [
          {
            reportId: 'a',
            reportedAt: '2025-01-01T00:00:00Z',
            value: 2,
            low: null,
            high: null,
            flag: null,
          },
        ],
      }),
      ZONE,
    );
    expect(model.xDomain[0]).toBeLessThan(at);
    expect(model.xDomain[1]).toBeGreaterThan(at);
    expect(model.yDomain[0]).toBeLessThan(2);
    expect(model.yDomain[1]).toBeGreaterThan(2);
  });

  it('keeps negative values on the axis (a base excess, say)', () => {
    const model = trendChartModel(
      trendOf({
        points: [
          {
            reportId: 'a',
            reportedAt: '2025-01-01T00:00:00Z',
            value: -4.1,
            low: -3,
            high: 3,
            flag: 'L',
          },
          {
            reportId: 'b',
            reportedAt: '2025-02-01T00:00:00Z',
            value: 1,
            low: -3,
            high: 3,
            flag: 'N',
          },
        ],
      }),
      ZONE,
    );
    expect(model.yDomain[0]).toBeLessThanOrEqual(-4.1);
  });

  it('is empty for no points', () => {
    const model = trendChartModel(trendOf({ points: [] }), ZONE);
    expect(model.data).toEqual([]);
    expect(model.outCount).toBe(0);
  });
});
