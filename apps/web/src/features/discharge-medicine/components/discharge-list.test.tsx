import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DischargeSummary } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { dischargeOf } from '../testing/discharge-fixture.ts';
import { DischargeList } from './discharge-list.tsx';
import { hosIdOf } from '@portal/shared';

const listQueries = (mock: FetchMock) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/discharge-medicine/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

function renderList(
  discharges: DischargeSummary[],
  { route = '/query/discharge-medicine', list }: { route?: string; list?: () => Response } = {},
) {
  const mock = stubFetch((url) => {
    if (list) return list();
    const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
    return okResponse({
      items: discharges.slice((page - 1) * 10, page * 10),
      total: discharges.length,
      pageSize: 10,
    });
  });
  renderWithProviders(
    <DischargeList hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />,
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

describe('DischargeList', () => {
  it('asks for the stays discharged in the last 3 years by default (stays are rare), page 1', async () => {
    const mock = renderList([dischargeOf()]);
    await screen.findByTestId('discharge-S1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      from: '2023-11-25',
      to: '2026-11-24',
      page: '1',
    });
  });

  it('lists discharge and admission days, diagnosis with the number of medicines, department and doctor', async () => {
    renderList([dischargeOf()]);
    const row = await screen.findByTestId('discharge-S1');
    expect(within(row).getByTestId('discharge-link').textContent).toBe('2026-03-09');
    expect(within(row).getByTestId('discharge-link').getAttribute('href')).toBe(
      '/query/discharge-medicine/detail?stayId=S1',
    );
    expect(row.textContent).toContain('2026-03-02');
    expect(within(row).getByTestId('discharge-diagnosis').textContent).toBe(
      'Unstable angina pectorisMedicines: 2',
    );
    expect(row.textContent).toContain('Cardiology');
    expect(row.textContent).toContain('Dr. Li');
  });

  it('takes a quick range and keeps the range it is opened with', async () => {
    const mock = renderList([dischargeOf()], {
      route: '/query/discharge-medicine?from=2025-01-01&to=2025-12-31',
    });
    await screen.findByTestId('discharge-S1');
    expect(listQueries(mock)[0]).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    fireEvent.click(screen.getByTestId('discharge-range-6m'));
    await vi.waitFor(() =>
      expect(listQueries(mock).at(-1)).toMatchObject({
        from: '2026-05-24',
        to: '2026-11-24',
        page: '1',
      }),
    );
  });

  it('pages by 10 on the server', async () => {
    const mock = renderList(
      Array.from({ length: 11 }, (_, i) => dischargeOf({ stayId: `S${i + 1}` })),
    );
    await screen.findByTestId('discharge-S10');
    expect(screen.getByTestId('discharges-total').textContent).toBe('Stays: 11');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('discharge-S11');
    expect(listQueries(mock).at(-1)).toMatchObject({ page: '2' });
  });

  it('says when there is no discharge in the period', async () => {
    renderList([]);
    expect((await screen.findByTestId('discharges-empty')).textContent).toBe(
      'No discharges from hospital in this period',
    );
  });

  it("shows the server's refusal in its words", async () => {
    renderList([], { list: () => errorResponse(400, 'QUERY001', { days: 1098 }) });
    expect((await screen.findByTestId('discharges-error')).textContent).toBe(
      'Choose a date range of at most 1098 days, with the start before the end',
    );
  });

  it('says a reversed range before asking the server', async () => {
    const mock = renderList([dischargeOf()], {
      route: '/query/discharge-medicine?from=2026-11-01&to=2026-10-01',
    });
    expect((await screen.findByTestId('discharge-range-error')).textContent).toContain('1098');
    expect(listQueries(mock)).toEqual([]);
  });
});
