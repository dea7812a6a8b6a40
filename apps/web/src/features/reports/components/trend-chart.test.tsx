import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trendOf } from '../testing/report-fixture.ts';
import { trendChartModel } from '../utils/trend-data.ts';
import { TrendChart } from './trend-chart.tsx';

describe('TrendChart', () => {
  it('draws one point per result, shaped by its flag, the current report ringed, over a shaded reference band', () => {
    const model = trendChartModel(trendOf(), 'Asia/Shanghai', 'R1');
    const { container } = render(
      <TrendChart model={model} unit="mmol/L" width={680} height={300} />,
    );
    const dots = [...container.querySelectorAll('[data-testid="trend-dot"]')];
    expect(dots.map((d) => [d.getAttribute('data-flag'), d.getAttribute('data-out')])).toEqual([
      ['L', 'true'],
      ['N', 'false'],
      ['H', 'true'],
    ]);
    // ▲ and ▼ are paths, the in-range point a circle; the current report has a ring as well.
    expect(dots.map((d) => d.querySelector('path') !== null)).toEqual([true, false, true]);
    expect(dots[2]?.querySelectorAll('circle').length).toBe(1);
    expect(container.querySelector('[data-testid="trend-band"]')).not.toBeNull();
    expect(container.textContent).toContain('Reference range');
  });
});
