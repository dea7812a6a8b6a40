import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictionaryItem, ReportSummary } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { reportOf } from '../testing/report-fixture.ts';
import { ReportList } from './report-list.tsx';
import { hosIdOf } from '@portal/shared';

const DICTIONARIES: Record<string, DictionaryItem[]> = {
  out_report_type: [
    { value: 'ct', label: 'CT', sort: 2 },
    { value: 'blood', label: 'Blood test', sort: 1 },
  ],
  in_report_type: [{ value: 'ward-lab', label: 'Ward lab', sort: 1 }],
};

const listQueries = (mock: FetchMock) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/report/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

/** A server holding `reports`, filtering by source and type and paging by `pageSize` like the real one. */
function renderList(
  reports: ReportSummary[],
  {
    pageSize = 10,
    route = '/query/report',
    list,
  }: { pageSize?: number; route?: string; list?: () => Response } = {},
) {
  const mock = stubFetch((url) => {
    const u = new URL(url, 'http://x');
    const q = u.searchParams;
    if (u.pathname === '/platform/api/dictionary')
      return okResponse(DICTIONARIES[q.get('code') ?? ''] ?? []);
    if (list) return list();
    const page = Number(q.get('page') ?? 1);
    const mine = reports.filter(
      (r) =>
        r.source === (q.get('source') ?? 'out') &&
        (!q.get('reportType') || r.reportType === q.get('reportType')),
    );
    return okResponse({
      items: mine.slice((page - 1) * pageSize, page * pageSize),
      total: mine.length,
      pageSize,
    });
  });
  renderWithProviders(
    <ReportList hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />,
    {
      route,
    },
  );
  return mock;
}

const chooseOption = async (testId: string, title: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(title));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReportList', () => {
  it("asks for the patient's outpatient reports of every type in the last 3 months, page 1", async () => {
    const mock = renderList([reportOf()]);
    await screen.findByTestId('report-R1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      source: 'out',
      reportType: '',
      from: '2026-08-24',
      to: '2026-11-24',
      page: '1',
    });
    expect(screen.getByTestId('report-range-3m').closest('label')?.className).toContain('checked');
  });

  it('lists title, type, department, doctor, the issued time in the hospital zone and the abnormal count of a lab report', async () => {
    renderList([
      reportOf(),
      reportOf({ reportId: 'R2', abnormalCount: 0 }),
      reportOf({
        reportId: 'E1',
        kind: 'exam',
        title: 'Chest CT',
        reportType: 'ct',
        reportTypeName: 'CT',
        abnormalCount: 0,
      }),
    ]);
    const lab = await screen.findByTestId('report-R1');
    expect(within(lab).getByTestId('report-link').textContent).toBe('Complete blood count');
    expect(within(lab).getByTestId('report-link').getAttribute('href')).toBe(
      '/query/report/detail?reportId=R1',
    );
    expect(within(lab).getByTestId('report-type-name').textContent).toBe('Blood test');
    expect(lab.textContent).toContain('Internal Medicine');
    expect(lab.textContent).toContain('Dr. Li');
    // 02:30Z is 10:30 in the hospital's zone.
    expect(within(lab).getByTestId('report-time').textContent).toBe('11/20/2026, 10:30:00');
    expect(within(lab).getByTestId('report-abnormal').textContent).toBe('2 abnormal');
    expect(
      within(screen.getByTestId('report-R2')).getByTestId('report-all-normal').textContent,
    ).toBe('All normal');
    const exam = screen.getByTestId('report-E1');
    expect(within(exam).queryByTestId('report-abnormal')).toBeNull();
    expect(within(exam).queryByTestId('report-all-normal')).toBeNull();
  });

  it("filters by the source's report types from its dictionary, and another source starts over with its own types", async () => {
    const mock = renderList([
      reportOf(),
      reportOf({ reportId: 'E1', kind: 'exam', reportType: 'ct', reportTypeName: 'CT' }),
      reportOf({ reportId: 'W1', source: 'in', reportType: 'ward-lab' }),
    ]);
    await screen.findByTestId('report-R1');
    // Dictionary order (sort), 'all types' first.
    fireEvent.mouseDown(within(screen.getByTestId('report-type')).getByRole('combobox'));
    await screen.findByTitle('CT');
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title')),
    ).toEqual(['All types', 'Blood test', 'CT']);
    fireEvent.click(await screen.findByTitle('CT'));
    await vi.waitFor(() => expect(screen.queryByTestId('report-R1')).toBeNull());
    expect(screen.getByTestId('report-E1')).toBeTruthy();
    expect(listQueries(mock).at(-1)).toMatchObject({ source: 'out', reportType: 'ct', page: '1' });

    fireEvent.click(screen.getByTestId('report-source-in'));
    await screen.findByTestId('report-W1');
    expect(listQueries(mock).at(-1)).toMatchObject({ source: 'in', reportType: '' });
    await chooseOption('report-type', 'Ward lab');
    await vi.waitFor(() =>
      expect(listQueries(mock).at(-1)).toMatchObject({ source: 'in', reportType: 'ward-lab' }),
    );
  });

  it('asks for a quick range ending today', async () => {
    const mock = renderList([reportOf()]);
    await screen.findByTestId('report-R1');
    fireEvent.click(screen.getByTestId('report-range-1y'));
    await vi.waitFor(() =>
      expect(listQueries(mock).at(-1)).toMatchObject({
        from: '2025-11-24',
        to: '2026-11-24',
        page: '1',
      }),
    );
    expect(screen.getByTestId('report-range-1y').closest('label')?.className).toContain('checked');
  });

  it('keeps the filters it is opened with (back and reload)', async () => {
    const mock = renderList([reportOf({ reportId: 'W1', source: 'in', reportType: 'ward-lab' })], {
      route: '/query/report?source=in&type=ward-lab&from=2026-01-01&to=2026-06-30',
    });
    await screen.findByTestId('report-W1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      source: 'in',
      reportType: 'ward-lab',
      from: '2026-01-01',
      to: '2026-06-30',
      page: '1',
    });
    expect(screen.getByTestId('report-range-3m').closest('label')?.className).not.toContain(
      'checked',
    );
  });

  it('pages by the page size the server answers', async () => {
    const reports = Array.from({ length: 12 }, (_, i) => reportOf({ reportId: `R${i + 1}` }));
    const mock = renderList(reports);
    await screen.findByTestId('report-R10');
    expect(screen.queryByTestId('report-R11')).toBeNull();
    expect(screen.getByTestId('reports-total').textContent).toBe('Reports: 12');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('report-R11');
    expect(listQueries(mock).at(-1)).toMatchObject({ page: '2' });
  });

  it("starts another patient's reports at page 1, keeping the other filters", async () => {
    const mock = stubFetch(() => okResponse({ items: [reportOf()], total: 30, pageSize: 10 }));
    function Switchable() {
      const [patientId, setPatientId] = useState('p1');
      return (
        <>
          <button type="button" data-testid="switch-patient" onClick={() => setPatientId('p2')} />
          <ReportList hosId={hosIdOf('1001')} patientId={patientId} timeZone="Asia/Shanghai" />
        </>
      );
    }
    renderWithProviders(<Switchable />, { route: '/query/report?source=in&page=3' });
    await screen.findByTestId('report-R1');
    expect(listQueries(mock)[0]).toMatchObject({ patientId: 'p1', source: 'in', page: '3' });
    fireEvent.click(screen.getByTestId('switch-patient'));
    await vi.waitFor(() =>
      expect(listQueries(mock).at(-1)).toMatchObject({ patientId: 'p2', source: 'in', page: '1' }),
    );
  });

  it('says when there is no report in the period', async () => {
    renderList([]);
    expect((await screen.findByTestId('reports-empty')).textContent).toBe(
      'No reports in this period',
    );
  });

  it("shows the server's refusal in its words", async () => {
    renderList([], { list: () => errorResponse(400, 'QUERY001', { days: 1098 }) });
    expect((await screen.findByTestId('reports-error')).textContent).toBe(
      'Choose a date range of at most 1098 days, with the start before the end',
    );
  });

  it('says a reversed range before asking the server', async () => {
    const mock = renderList([reportOf()], { route: '/query/report?from=2026-11-01&to=2026-10-01' });
    expect((await screen.findByTestId('report-range-error')).textContent).toContain(
      'Choose a date range of at most 1098 days',
    );
    expect(listQueries(mock)).toEqual([]);
  });

  it('still lists every type when the dictionary cannot be read, and says why', async () => {
    const mock = stubFetch((url) =>
      url.startsWith('/platform/api/dictionary')
        ? errorResponse(404, 'C021')
        : okResponse({ items: [reportOf()], total: 1, pageSize: 10 }),
    );
    renderWithProviders(
      <ReportList hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />,
      {
        route: '/query/report',
      },
    );
    await screen.findByTestId('report-R1');
    expect((await screen.findByTestId('report-types-error')).textContent).toBe(
      'The requested service does not exist',
    );
    expect(listQueries(mock)[0]).toMatchObject({ reportType: '' });
  });
});
