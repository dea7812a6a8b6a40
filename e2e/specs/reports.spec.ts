import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { signInToken } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * Report query in Chromium, on the demo account's generated reports at 1001: the list and its filters kept
 * in the URL, a lab report with its flags and a trend chart (its library fetched only then), the print view without
 * the frame, the PDF download, and an exam report.
 */
interface Summary {
  reportId: string;
  kind: 'lab' | 'exam';
  abnormalCount: number;
  title: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const visit = (hosId: string) => PortalPage.visit(browser, hosId);

const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(d);

/** The default patient's outpatient reports of the last year, through the API (to find one of a kind to open directly). */
async function reportsOfLastYear(hosId: string): Promise<{ reports: Summary[]; search: string }> {
  const base = inject('baseUrl');
  const token = await signInToken(hosId, DEMO_PHONE, DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${token}` };
  const patients = (await (
    await fetch(`${base}/patient/api/patient/list?hosId=${hosId}`, { headers: auth })
  ).json()) as { data: { patientId: string; defaultState: string }[] };
  const patient = patients.data.find((x) => x.defaultState === '1') ?? patients.data[0];
  const to = day(new Date());
  const from = day(new Date(Date.now() - 360 * 86_400_000));
  const all: Summary[] = [];
  for (let page = 1; page <= 20; page++) {
    const q = new URLSearchParams({
      hosId,
      patientId: patient?.patientId ?? '',
      source: 'out',
      from,
      to,
      page: String(page),
    });
    const body = (await (
      await fetch(`${base}/feature/api/report/list?${q.toString()}`, { headers: auth })
    ).json()) as { data: { items: Summary[]; total: number } };
    all.push(...body.data.items);
    if (all.length >= body.data.total || body.data.items.length === 0) break;
  }
  return { reports: all, search: `?${new URLSearchParams({ from, to }).toString()}` };
}

describe('report query', () => {
  it('lists the last 3 months first, filters by quick range, type and source, and keeps the filters on reload', async () => {
    const p = await visit('1001');
    await p.goto('/query/report');
    await p.waitForTitle('Test reports');
    await p.testId('patient-select').waitFor();
    // The last 3 months are chosen first.
    expect(
      await p.testId('report-range-3m').locator('xpath=ancestor::label').getAttribute('class'),
    ).toContain('checked');

    await p.testId('report-range-1y').click();
    await p.page.waitForURL((u) => u.searchParams.has('from'));
    const rows = p.testId('reports').locator('tbody tr[data-testid^="report-"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await screenshot(p.page, 'reports-list');

    // Filter by the first row's type: every row is then of that type.
    const typeName = (
      (await rows.first().getByTestId('report-type-name').textContent()) ?? ''
    ).trim();
    await p.testId('report-type').click();
    await p.page.locator(`.ant-select-item-option[title="${typeName}"]`).click();
    await p.page.waitForURL((u) => u.searchParams.has('type'));
    await p.page.locator('tbody tr[data-testid^="report-"]').first().waitFor();
    await expect
      .poll(
        async () =>
          new Set(await p.testId('reports').getByTestId('report-type-name').allTextContents()),
      )
      .toEqual(new Set([typeName]));

    // Reload: the same filters, the same list.
    const url = p.page.url();
    await p.page.reload();
    await p.testId('reports').locator('tbody tr[data-testid^="report-"]').first().waitFor();
    expect(p.page.url()).toBe(url);
    expect(await p.testId('report-type').textContent()).toContain(typeName);
    expect(
      new Set(await p.testId('reports').getByTestId('report-type-name').allTextContents()),
    ).toEqual(new Set([typeName]));

    // Inpatient: its own types, the type filter dropped, the range kept.
    await p.testId('report-source-in').click();
    await p.page.waitForURL(
      (u) => u.searchParams.get('source') === 'in' && !u.searchParams.has('type'),
    );
    expect(new URL(p.page.url()).searchParams.has('from')).toBe(true);
    await p.page
      .locator('[data-testid="reports"], [data-testid="reports-empty"]')
      .first()
      .waitFor();
    await p.close();
  });

  it("opens a lab report: flags in words, an item's trend chart with its library fetched only then, print without the frame, the PDF", async () => {
    const { reports, search } = await reportsOfLastYear('1001');
    const index = reports.findIndex((r) => r.kind === 'lab' && r.abnormalCount > 0);
    const lab = reports[index];
    expect(lab, 'a lab report with an abnormal item in the last year').toBeTruthy();
    const p = await visit('1001');
    const chartChunks: string[] = [];
    p.page.on('request', (r) => {
      if (/\/assets\/trend-chart-[\w-]+\.js$/.test(r.url())) chartChunks.push(r.url());
    });
    // From the list page that holds it (10 a page), through its link.
    const page = Math.floor(index / 10) + 1;
    const listUrl = `/query/report${search}${page > 1 ? `&page=${page}` : ''}`;
    await p.goto(listUrl);
    const row = p.testId(`report-${lab?.reportId ?? ''}`);
    expect(await row.getByTestId('report-abnormal').textContent()).toBe(
      `${lab?.abnormalCount} abnormal`,
    );
    await row.getByTestId('report-link').click();
    await p.waitForTitle('Report details');
    expect(await p.testId('report-title').textContent()).toBe(lab?.title);
    expect(await p.testId('report-sheet').getAttribute('data-kind')).toBe('lab');

    const flagged = p
      .testId('lab-items')
      .locator(
        'tbody tr:has([data-testid="lab-flag"][data-flag="H"]), tbody tr:has([data-testid="lab-flag"][data-flag="L"])',
      );
    expect(await flagged.count()).toBe(lab?.abnormalCount);
    for (const text of await flagged.getByTestId('lab-flag').allTextContents())
      expect(text).toMatch(/^(↑ High|↓ Low)$/);
    expect(chartChunks).toEqual([]);

    // The trend of an abnormal numeric item: this report's point is out of range, so at least one point is marked.
    const abnormalWithTrend = flagged
      .filter({ has: p.page.locator('[data-testid^="trend-open-"]') })
      .first();
    await abnormalWithTrend.locator('[data-testid^="trend-open-"]').click();
    const trend = p.testId('trend');
    await trend.waitFor();
    await p.page.locator('[data-testid="trend-chart"] svg.trend-chart').waitFor();
    expect(Number(await trend.getAttribute('data-points'))).toBeGreaterThan(0);
    expect(
      await p.page.locator('[data-testid="trend-dot"][data-out="true"]').count(),
    ).toBeGreaterThan(0);
    expect(await p.page.locator('[data-testid="trend-band"]').count()).toBe(1);
    expect(chartChunks).toHaveLength(1);
    await screenshot(p.page, 'report-lab-trend');
    await p.page.keyboard.press('Escape');
    await trend.waitFor({ state: 'detached' });

    // Print: only the report, no header, menu, footer, title bar or buttons.
    await p.page.emulateMedia({ media: 'print' });
    for (const hidden of [
      'hospital-name',
      'nav-menu',
      'footer',
      'page-title',
      'report-actions',
      'floating-widget',
    ]) {
      expect(await p.testId(hidden).isVisible(), `${hidden} in print`).toBe(false);
    }
    expect(await p.testId('report-sheet').isVisible()).toBe(true);
    expect(await p.testId('lab-items').isVisible()).toBe(true);
    await screenshot(p.page, 'report-print');
    await p.page.emulateMedia({ media: 'screen' });
    expect(await p.testId('hospital-name').isVisible()).toBe(true);

    // The PDF, fetched with the token and saved as a file.
    const [download] = await Promise.all([
      p.page.waitForEvent('download'),
      p.testId('report-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await p.testId('report-pdf-error').count()).toBe(0);

    // Back to the list it came from, filters and page as they were.
    await p.testId('report-back').click();
    await p.testId(`report-${lab?.reportId ?? ''}`).waitFor();
    expect(p.pathAndQuery()).toBe(listUrl);
    await p.close();
  });

  it('opens an exam report with findings and conclusion; browser back returns to the list as it was', async () => {
    const exam = (await reportsOfLastYear('1001')).reports.find((r) => r.kind === 'exam');
    expect(exam, 'an exam report in the last year').toBeTruthy();
    const p = await visit('1001');
    // Two days nearly two years back: inside 1001's look-back (reportQueryDays 730), with no report in them.
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await p.goto(`/query/report?from=${daysAgo(720)}&to=${daysAgo(719)}`);
    await p.testId('reports-empty').waitFor();
    const listUrl = p.pathAndQuery();
    await p.goto(`/query/report/detail?reportId=${encodeURIComponent(exam?.reportId ?? '')}`);
    await p.testId('exam-findings').waitFor();
    expect(
      ((await p.testId('exam-findings-text').textContent()) ?? '').trim().length,
    ).toBeGreaterThan(0);
    expect(((await p.testId('exam-conclusion').textContent()) ?? '').trim().length).toBeGreaterThan(
      0,
    );
    expect(await p.testId('lab-items').count()).toBe(0);
    await screenshot(p.page, 'report-exam');
    await p.page.goBack();
    await p.testId('reports-empty').waitFor();
    expect(p.pathAndQuery()).toBe(listUrl);
    await p.close();
  });

  it("is 'not open yet' where a hospital has closed the report query", async (ctx) => {
    const base = inject('baseUrl');
    let closedAt: string | null = null;
    for (const hosId of ['1001', '1002', '1003']) {
      const body = (await (
        await fetch(`${base}/hospital/api/function/list?hosId=${hosId}`)
      ).json()) as { data?: { moduleId: string; isUse: string }[] };
      const module = body.data?.find((m) => m.moduleId === 'query-report');
      if (!module || module.isUse !== '1') closedAt = hosId;
    }
    // Every demo hospital has the report query open today; the journey runs once one closes it.
    if (closedAt === null) return ctx.skip();
    const p = await visit(closedAt);
    for (const path of ['/query/report', '/query/report/detail?reportId=R1']) {
      await p.goto(path);
      await p.testId('function-closed').waitFor();
      expect(await p.testId('report-filters').count()).toBe(0);
    }
    await p.close();
  });
});
