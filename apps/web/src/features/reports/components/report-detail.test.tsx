import { hosIdOf } from '@portal/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail, ReportTrend } from '@portal/shared';
import { storeHosId, storeLoginUser } from '../../../lib/storage.ts';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { examReportOf, labReportOf, trendOf } from '../testing/report-fixture.ts';
import { ReportDetailView } from './report-detail.tsx';

const callsTo = (mock: FetchMock, path: string) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith(path))
    .map(([url, init]) => ({
      query: Object.fromEntries(new URL(url, 'http://x').searchParams),
      init,
    }));

function renderDetail(
  report: ReportDetail,
  { trend = trendOf(), pdf }: { trend?: ReportTrend | (() => Response); pdf?: () => Response } = {},
) {
  const mock = stubFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/feature/api/report/info') return okResponse(report);
    if (path === '/feature/api/report/trend')
      return typeof trend === 'function' ? trend() : okResponse(trend);
    if (path === '/feature/api/report/pdf' && pdf) return pdf();
    return errorResponse(404, 'C021');
  });
  renderWithProviders(
    <ReportDetailView
      hosId={hosIdOf('1001')}
      reportId={report.reportId}
      timeZone="Asia/Shanghai"
      hospitalName="City Hospital"
      backTo="/query/report?source=in"
    />,
    {
      route: `/query/report/detail?reportId=${report.reportId}`,
    },
  );
  return mock;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReportDetailView: a lab report', () => {
  it('heads the report with patient, type, department, doctor, specimen and the sampled and issued times in the hospital zone', async () => {
    renderDetail(labReportOf());
    expect((await screen.findByTestId('report-title')).textContent).toBe('Complete blood count');
    expect(screen.getByTestId('report-patient').textContent).toBe('Wang Jianguo');
    expect(screen.getByTestId('report-type').textContent).toBe('Blood test · Outpatient');
    expect(screen.getByTestId('report-dept').textContent).toBe('Internal Medicine');
    expect(screen.getByTestId('report-doctor').textContent).toBe('Dr. Li');
    expect(screen.getByTestId('report-specimen').textContent).toBe('Venous blood');
    expect(screen.getByTestId('report-sampled').textContent).toBe('11/20/2026, 08:10:00');
    expect(screen.getByTestId('report-issued').textContent).toBe('11/20/2026, 10:30:00');
    expect(screen.getByTestId('report-sheet').textContent).toContain('City Hospital');
    expect(screen.getByTestId('report-back').getAttribute('href')).toBe('/query/report?source=in');
  });

  it('lists every item with result, unit and range, and says the flag in words, not only in colour', async () => {
    renderDetail(labReportOf());
    const row = (code: string) => within(screen.getByTestId(`lab-item-${code}`));
    await screen.findByTestId('lab-item-GLU');
    expect(row('GLU').getByTestId('lab-result').textContent).toBe('7.2');
    expect(row('GLU').getByTestId('lab-unit').textContent).toBe('mmol/L');
    expect(row('GLU').getByTestId('lab-range').textContent).toBe('3.9–6.1');
    expect(row('GLU').getByTestId('lab-flag').textContent).toBe('↑ High');
    expect(row('HGB').getByTestId('lab-flag').textContent).toBe('↓ Low');
    expect(row('WBC').getByTestId('lab-flag').textContent).toBe('Normal');
    // A text result has no range to be outside of, and no trend.
    expect(row('UPRO').getByTestId('lab-flag').textContent).toBe('—');
    expect(row('UPRO').getByTestId('lab-result').textContent).toBe('negative');
    expect(screen.queryByTestId('trend-open-UPRO')).toBeNull();
    expect(screen.getByTestId('trend-open-GLU')).toBeTruthy();
    expect(screen.queryByTestId('exam-findings')).toBeNull();
  });

  it("opens a numeric item's trend over the last 3 years, with every value listed and the out-of-range ones marked", async () => {
    const mock = renderDetail(labReportOf());
    fireEvent.click(await screen.findByTestId('trend-open-GLU'));
    expect((await screen.findByTestId('trend-title')).textContent).toBe('Glucose trend');
    const trend = await screen.findByTestId('trend');
    expect(callsTo(mock, '/feature/api/report/trend')[0]?.query).toEqual({
      hosId: '1001',
      patientId: 'p1',
      itemCode: 'GLU',
      from: '2023-11-25',
      to: '2026-11-24',
    });
    expect(trend.getAttribute('data-points')).toBe('3');
    expect(trend.getAttribute('data-out')).toBe('2');
    // Newest first in the table.
    expect(
      within(screen.getByTestId('trend-values'))
        .getAllByTestId('trend-value')
        .map((v) => v.textContent),
    ).toEqual(['7.2 mmol/L', '5.4 mmol/L', '3.5 mmol/L']);
    expect(
      within(screen.getByTestId('trend-values'))
        .getAllByTestId('lab-flag')
        .map((f) => f.getAttribute('data-flag')),
    ).toEqual(['H', 'N', 'L']);
    expect(screen.getByTestId('trend-chart').getAttribute('aria-label')).toBe('Glucose trend');
  });

  it('opens the trend by a click on the row too', async () => {
    const mock = renderDetail(labReportOf());
    fireEvent.click(await screen.findByTestId('lab-item-HGB'));
    await screen.findByTestId('trend');
    expect(callsTo(mock, '/feature/api/report/trend')[0]?.query).toMatchObject({ itemCode: 'HGB' });
  });

  it('says when the item has no results to draw, and the reason when the trend cannot be read', async () => {
    renderDetail(labReportOf(), { trend: trendOf({ points: [] }) });
    fireEvent.click(await screen.findByTestId('trend-open-GLU'));
    expect((await screen.findByTestId('trend-empty')).textContent).toBe(
      'No results of this item in the last 3 years',
    );
  });

  it('shows the refusal of a trend in its words', async () => {
    renderDetail(labReportOf(), { trend: () => errorResponse(400, 'QUERY001', { days: 1098 }) });
    fireEvent.click(await screen.findByTestId('trend-open-GLU'));
    expect((await screen.findByTestId('trend-error')).textContent).toContain('at most 1098 days');
  });
});

describe('ReportDetailView: an exam report', () => {
  it('shows findings and conclusion as written, and no item table', async () => {
    renderDetail(examReportOf());
    expect((await screen.findByTestId('exam-findings-text')).textContent).toBe(
      'Both lungs clear.\nNo enlarged lymph nodes.',
    );
    expect(screen.getByTestId('exam-conclusion').textContent).toBe('No abnormality seen.');
    expect(screen.queryByTestId('lab-items')).toBeNull();
    expect(screen.getByTestId('report-sheet').getAttribute('data-kind')).toBe('exam');
    expect(screen.queryByTestId('report-sampled')).toBeNull();
    expect(screen.queryByTestId('report-specimen')).toBeNull();
  });
});

describe('ReportDetailView: print and PDF', () => {
  it('prints the page (the print stylesheet keeps only the report)', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDetail(examReportOf());
    fireEvent.click(await screen.findByTestId('report-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("fetches the PDF with the user's token and saves it under the server's file name", async () => {
    // The request layer reads the token where the portal keeps it (per hospital, in localStorage).
    storeHosId(hosIdOf('1001'));
    storeLoginUser(hosIdOf('1001'), {
      isLogin: true,
      access_token: 'tok',
      expiresAt: '2099-01-01T00:00:00Z',
      mobile: '13800000001',
      platformDetail: { userId: 'u1' },
      leader: '0',
    });
    const created = vi.fn((_: Blob) => 'blob:pdf');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const mock = renderDetail(examReportOf(), {
      pdf: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="report-E1.pdf"' },
        }),
    });
    fireEvent.click(await screen.findByTestId('report-pdf'));
    await vi.waitFor(() => expect(clicked).toEqual(['report-E1.pdf blob:pdf']));
    const call = callsTo(mock, '/feature/api/report/pdf')[0];
    expect(call?.query).toEqual({ hosId: '1001', reportId: 'E1' });
    expect((call?.init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(created.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it('says why the PDF could not be had', async () => {
    renderDetail(examReportOf(), { pdf: () => errorResponse(404, 'C002') });
    fireEvent.click(await screen.findByTestId('report-pdf'));
    expect((await screen.findByTestId('report-pdf-error')).textContent).toBe('No data');
  });
});

describe('ReportDetailView: a report that is not there', () => {
  it("answers another user's or an unknown report as 'no data'", async () => {
    stubFetch(() => errorResponse(404, 'C002'));
    renderWithProviders(
      <ReportDetailView
        hosId={hosIdOf('1001')}
        reportId="nope"
        timeZone="Asia/Shanghai"
        backTo="/query/report"
      />,
    );
    expect((await screen.findByTestId('report-error')).textContent).toBe('No data');
  });
});
