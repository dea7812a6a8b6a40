import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_BUDGET, measureConsoleBundle } from './bundle-budget.ts';

/** The console's build output keeps its budget (`npm test` builds first; alone: `npm run build -w @portal/console`). */
const dist = path.resolve(import.meta.dirname, '../dist');
const report = measureConsoleBundle(dist);

describe('console bundle budget', () => {
  it('the sign-in page loads no more JavaScript than its budget, and the whole build no more than the total', () => {
    expect(report.firstPage.files.length).toBeGreaterThan(1);
    expect(report.firstPage.gzip).toBeLessThanOrEqual(CONSOLE_BUDGET.firstPageJsGzip);
    expect(report.total.gzip).toBeLessThanOrEqual(CONSOLE_BUDGET.totalJsGzip);
  });

  it('the first page carries no settings editor (they load with their page)', () => {
    expect(report.firstPage.files.some((f) => /settings-page|editor/.test(f))).toBe(false);
  });

  it('the first page carries neither patient catalogue (the captions editor loads them with the settings page)', () => {
    const all = report.total.files.filter((f) =>
      fs.readFileSync(path.join(dist, f), 'utf8').includes('ui.platformLabel'),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((f) => report.firstPage.files.includes(f))).toEqual([]);
  });

  it('the charting library is one chunk of the dashboard, within its budget and not on the first page', () => {
    expect(report.charts.files).toHaveLength(1);
    expect(report.charts.gzip).toBeLessThanOrEqual(CONSOLE_BUDGET.chartsJsGzip);
    expect(report.firstPage.files.some((f) => /dashboard/.test(f))).toBe(false);
  });
});
