import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictionaryItem, PrescriptionSummary } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { prescriptionOf } from '../testing/prescription-fixture.ts';
import { PrescriptionList } from './prescription-list.tsx';
import { hosIdOf } from '@portal/shared';

const STATUSES: DictionaryItem[] = [
  { value: 'dispensed', label: 'Dispensed', sort: 2 },
  { value: 'unpaid', label: 'Awaiting payment', sort: 0 },
  { value: 'paid', label: 'Paid, awaiting dispensing', sort: 1 },
];

const listQueries = (mock: FetchMock) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/prescription/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

/** A server holding `prescriptions`, filtering by status and paging by 10 like the real one. */
function renderList(
  prescriptions: PrescriptionSummary[],
  { route = '/query/prescription', list }: { route?: string; list?: () => Response } = {},
) {
  const mock = stubFetch((url) => {
    const u = new URL(url, 'http://x');
    const q = u.searchParams;
    if (u.pathname === '/platform/api/dictionary')
      return q.get('code') === 'prescription_status' ? okResponse(STATUSES) : okResponse([]);
    if (list) return list();
    const page = Number(q.get('page') ?? 1);
    const mine = prescriptions.filter((p) => !q.get('status') || p.status === q.get('status'));
    return okResponse({
      items: mine.slice((page - 1) * 10, page * 10),
      total: mine.length,
      pageSize: 10,
    });
  });
  renderWithProviders(
    <PrescriptionList hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />,
    {
      route,
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
});

describe('PrescriptionList', () => {
  it("asks for the patient's prescriptions of every status in the last 3 months, page 1", async () => {
    const mock = renderList([prescriptionOf()]);
    await screen.findByTestId('prescription-P1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      status: '',
      from: '2026-08-24',
      to: '2026-11-24',
      page: '1',
    });
    expect(screen.getByTestId('prescription-range-3m').closest('label')?.className).toContain(
      'checked',
    );
  });

  it('lists the issued time in the hospital zone, diagnosis, department, doctor, status and total in yuan', async () => {
    renderList([prescriptionOf()]);
    const row = await screen.findByTestId('prescription-P1');
    expect(within(row).getByTestId('prescription-link').textContent).toBe('11/20/2026, 10:30:00');
    expect(within(row).getByTestId('prescription-link').getAttribute('href')).toBe(
      '/query/prescription/detail?prescriptionId=P1',
    );
    expect(within(row).getByTestId('prescription-diagnosis').textContent).toBe(
      'Essential hypertension',
    );
    expect(row.textContent).toContain('Cardiology');
    expect(row.textContent).toContain('Dr. Li');
    expect(within(row).getByTestId('prescription-status').textContent).toBe('Dispensed');
    expect(within(row).getByTestId('prescription-total').textContent).toBe('¥61.60');
  });

  it("filters by the statuses of the hospital's dictionary, in its order, and puts the filter in the URL", async () => {
    const mock = renderList([
      prescriptionOf(),
      prescriptionOf({ prescriptionId: 'P2', status: 'unpaid', statusName: 'Awaiting payment' }),
    ]);
    await screen.findByTestId('prescription-P1');
    fireEvent.mouseDown(
      within(screen.getByTestId('prescription-status-filter')).getByRole('combobox'),
    );
    await screen.findByTitle('Awaiting payment');
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title')),
    ).toEqual(['All statuses', 'Awaiting payment', 'Paid, awaiting dispensing', 'Dispensed']);
    fireEvent.click(screen.getByTitle('Awaiting payment'));
    await vi.waitFor(() => expect(screen.queryByTestId('prescription-P1')).toBeNull());
    expect(screen.getByTestId('prescription-P2')).toBeTruthy();
    expect(listQueries(mock).at(-1)).toMatchObject({ status: 'unpaid', page: '1' });
  });

  it('keeps the filters it is opened with (back and reload)', async () => {
    const mock = renderList([prescriptionOf({ status: 'paid' })], {
      route: '/query/prescription?status=paid&from=2026-01-01&to=2026-06-30&page=1',
    });
    await screen.findByTestId('prescription-P1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      status: 'paid',
      from: '2026-01-01',
      to: '2026-06-30',
      page: '1',
    });
  });

  it('asks for a quick range ending today', async () => {
    const mock = renderList([prescriptionOf()]);
    await screen.findByTestId('prescription-P1');
    fireEvent.click(screen.getByTestId('prescription-range-1y'));
    await vi.waitFor(() =>
      expect(listQueries(mock).at(-1)).toMatchObject({
        from: '2025-11-24',
        to: '2026-11-24',
        page: '1',
      }),
    );
  });

  it('pages by 10 on the server', async () => {
    const mock = renderList(
      Array.from({ length: 13 }, (_, i) => prescriptionOf({ prescriptionId: `P${i + 1}` })),
    );
    await screen.findByTestId('prescription-P10');
    expect(screen.queryByTestId('prescription-P11')).toBeNull();
    expect(screen.getByTestId('prescriptions-total').textContent).toBe('Prescriptions: 13');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('prescription-P13');
    expect(listQueries(mock).at(-1)).toMatchObject({ page: '2' });
  });

  it('says when there is no prescription in the period', async () => {
    renderList([]);
    expect((await screen.findByTestId('prescriptions-empty')).textContent).toBe(
      'No prescriptions in this period',
    );
  });

  it("shows the server's refusal in its words", async () => {
    renderList([], { list: () => errorResponse(404, 'FUNC001') });
    expect((await screen.findByTestId('prescriptions-error')).textContent).not.toBe('');
  });

  it('says a reversed range before asking the server', async () => {
    const mock = renderList([prescriptionOf()], {
      route: '/query/prescription?from=2026-11-01&to=2026-10-01',
    });
    expect((await screen.findByTestId('prescription-range-error')).textContent).toContain(
      'Choose a date range of at most 1098 days',
    );
    expect(listQueries(mock)).toEqual([]);
  });
});
