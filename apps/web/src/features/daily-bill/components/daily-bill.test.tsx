import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyBillDay, Stay } from '@portal/shared';
import {
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { readDailyBillParams } from '../utils/daily-bill-params.ts';
import { DailyBill } from './daily-bill.tsx';
import { hosIdOf } from '@portal/shared';

const CURRENT: Stay = {
  stayId: 'C1-20261121',
  deptName: 'Cardiology',
  ward: 'Ward 3',
  bed: '12',
  doctorName: 'Li Wei',
  admittedOn: '2026-11-21',
  dischargedOn: null,
};
const PAST: Stay = {
  stayId: 'C1-20250301',
  deptName: 'Surgery',
  ward: 'Ward 1',
  bed: '2',
  doctorName: 'Zhou',
  admittedOn: '2025-03-01',
  dischargedOn: '2025-03-06',
};
const dayOf = (day: string, running: number): DailyBillDay => ({
  day,
  total: 7400,
  runningTotal: running,
  items: [
    {
      category: 'bed',
      name: 'Ward bed',
      spec: '3-bed room',
      quantity: 1,
      unit: 'day',
      price: 5000,
      amount: 5000,
    },
    {
      category: 'nursing',
      name: 'Grade II nursing',
      spec: '',
      quantity: 1,
      unit: 'day',
      price: 2400,
      amount: 2400,
    },
  ],
});

function renderBill(stays: Stay[], route = '/query/payment-day') {
  const mock = stubFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/feature/api/daily-bill/stays') return okResponse(stays);
    const stay = stays.find((s) => s.stayId === u.searchParams.get('stayId')) ?? stays[0] ?? null;
    const days =
      stay === CURRENT
        ? [dayOf('2026-11-24', 29_600), dayOf('2026-11-23', 22_200)]
        : [dayOf('2025-03-06', 44_400)];
    return okResponse({
      stay,
      items: stay ? days : [],
      total: stay ? days.length : 0,
      pageSize: 10,
    });
  });
  renderWithProviders(
    <DailyBill hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />,
    {
      route,
    },
  );
  return mock;
}
const billQueries = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/daily-bill/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DailyBill', () => {
  it("shows the current stay's days newest first with day and running totals; a day opens to its items", async () => {
    const mock = renderBill([CURRENT, PAST]);
    const day = await screen.findByTestId('daily-bill-day-2026-11-24');
    expect(billQueries(mock)[0]).toEqual({ hosId: '1001', patientId: 'p1', page: '1' });
    expect(within(day).getByTestId('daily-bill-day-total').textContent).toBe('¥74.00');
    expect(within(day).getByTestId('daily-bill-running-total').textContent).toBe('¥296.00');
    expect(screen.getByTestId('daily-bill-dept').textContent).toBe('Cardiology');
    expect(screen.queryByTestId('daily-bill-items-2026-11-24')).toBeNull();
    fireEvent.click(day);
    const items = await screen.findByTestId('daily-bill-items-2026-11-24');
    expect(items.textContent).toContain('Ward bed');
    expect(items.textContent).toContain('Nursing');
  });

  it('switches to another stay from the picker', async () => {
    const mock = renderBill([CURRENT, PAST]);
    await screen.findByTestId('daily-bill-day-2026-11-24');
    fireEvent.mouseDown(within(screen.getByTestId('daily-bill-stay')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('2025-03-01 – 2025-03-06 · Surgery · Ward 1'));
    await screen.findByTestId('daily-bill-day-2025-03-06');
    expect(billQueries(mock).at(-1)).toMatchObject({ stayId: PAST.stayId, page: '1' });
  });

  it('says when the patient has no stays', async () => {
    renderBill([]);
    expect((await screen.findByTestId('daily-bill-no-stays')).textContent).toBe(
      'No inpatient stays',
    );
  });

  it('reads the stay and a range from the URL, ignoring malformed values', () => {
    expect(
      readDailyBillParams(
        new URLSearchParams('stay=C1-20250301&from=2025-03-02&to=2025-03-03&page=2'),
      ),
    ).toEqual({ stayId: 'C1-20250301', from: '2025-03-02', to: '2025-03-03', page: 2 });
    expect(readDailyBillParams(new URLSearchParams('stay=bad!&from=2025-03-02'))).toEqual({
      page: 1,
    });
  });
});
