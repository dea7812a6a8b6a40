import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeeDetail, FeeSummary } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { readFeeParams } from '../utils/fee-params.ts';
import { FeeDetailView } from './fee-detail.tsx';
import { FeeList } from './fee-list.tsx';
import { hosIdOf } from '@portal/shared';

const feeOf = (over: Partial<FeeSummary> = {}): FeeSummary => ({
  feeId: 'F1',
  paidAt: '2026-11-20T02:30:00Z',
  deptName: 'Cardiology',
  doctorName: 'Dr. Li',
  paymentType: 'lab',
  paymentTypeName: 'Laboratory test',
  payMode: 'wechat',
  payModeName: 'WeChat Pay',
  amount: 8760,
  invoiceNo: 'INV-1',
  refundedAt: null,
  ...over,
});
const TYPES = [
  { value: 'registration', label: 'Registration fee', sort: 0 },
  { value: 'lab', label: 'Laboratory test', sort: 1 },
];

function renderList(
  fees: FeeSummary[],
  route = '/query/payment',
  list?: () => Response,
  lookBackDays?: number,
) {
  const mock = stubFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/platform/api/dictionary') return okResponse(TYPES);
    if (list) return list();
    const page = Number(u.searchParams.get('page') ?? 1);
    const type = u.searchParams.get('paymentType');
    const mine = fees.filter((f) => !type || f.paymentType === type);
    return okResponse({
      items: mine.slice((page - 1) * 10, page * 10),
      total: mine.length,
      pageSize: 10,
    });
  });
  renderWithProviders(
    <FeeList
      hosId={hosIdOf('1001')}
      patientId="p1"
      timeZone="Asia/Shanghai"
      lookBackDays={lookBackDays}
    />,
    { route },
  );
  return mock;
}
const listQueries = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/fee/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FeeList', () => {
  it('asks for every payment type in the last 3 months and lists time, type, pay mode, amount in yuan and invoice', async () => {
    const mock = renderList([feeOf(), feeOf({ feeId: 'F2', refundedAt: '2026-11-21T00:00:00Z' })]);
    const row = await screen.findByTestId('fee-F1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      paymentType: '',
      from: '2026-08-24',
      to: '2026-11-24',
      page: '1',
    });
    expect(within(row).getByTestId('fee-link').getAttribute('href')).toBe(
      '/query/payment/detail?feeId=F1',
    );
    expect(within(row).getByTestId('fee-link').textContent).toBe('11/20/2026, 10:30:00');
    expect(within(row).getByTestId('fee-amount').textContent).toBe('¥87.60');
    expect(row.textContent).toContain('WeChat Pay');
    expect(row.textContent).toContain('INV-1');
    expect(within(row).queryByTestId('fee-refunded')).toBeNull();
    expect(within(screen.getByTestId('fee-F2')).getByTestId('fee-refunded').textContent).toBe(
      'Refunded',
    );
  });

  it('takes the payment type and page from the URL and says when there is nothing', async () => {
    const mock = renderList([], '/query/payment?type=registration&from=2026-01-01&to=2026-02-01');
    expect((await screen.findByTestId('fees-empty')).textContent).toBe(
      'No payments in this period',
    );
    expect(listQueries(mock)[0]).toMatchObject({
      paymentType: 'registration',
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('pages by the server, and a filter change goes back to page 1', async () => {
    const mock = renderList(Array.from({ length: 12 }, (_, i) => feeOf({ feeId: `F${i}` })));
    await screen.findByTestId('fee-F0');
    expect(screen.getByTestId('fees-total').textContent).toBe('Payments: 12');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('fee-F10');
    expect(listQueries(mock).at(-1)).toMatchObject({ page: '2' });
    fireEvent.mouseDown(within(screen.getByTestId('fee-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Laboratory test'));
    await vi.waitFor(() =>
      expect(listQueries(mock).at(-1)).toMatchObject({ paymentType: 'lab', page: '1' }),
    );
  });

  it('says a reversed range at once (QUERY001) and shows server errors', async () => {
    renderList([], '/query/payment?from=2026-11-20&to=2026-11-01');
    expect((await screen.findByTestId('fee-range-error')).textContent).toMatch(/1098/);
    vi.unstubAllGlobals();
  });

  it("keeps to the hospital's payment period (paymentQueryDays 30 at 1001): the default, the quick ranges, the picker", async () => {
    const mock = renderList([feeOf()], '/query/payment', undefined, 30);
    await screen.findByTestId('fee-F1');
    // The last 30 days, today included: the 3 months of other hospitals are pulled in.
    expect(listQueries(mock)[0]).toMatchObject({ from: '2026-10-26', to: '2026-11-24' });
    // Not even the last month fits in 30 days.
    expect(screen.queryByTestId('fee-range-1m')).toBeNull();
    expect(screen.queryByTestId('fee-range-3m')).toBeNull();
  });

  it('offers the quick ranges inside a longer period (92 days: the last month only)', async () => {
    renderList([feeOf()], '/query/payment', undefined, 92);
    await screen.findByTestId('fee-F1');
    expect(screen.getByTestId('fee-range-1m')).toBeTruthy();
    expect(screen.queryByTestId('fee-range-3m')).toBeNull();
  });

  it('says a period older than the hospital allows at once (QUERY001 with its days) and does not ask', async () => {
    const mock = renderList([], '/query/payment?from=2026-09-01&to=2026-09-10', undefined, 30);
    expect((await screen.findByTestId('fee-range-error')).textContent).toMatch(/30 days/);
    expect(listQueries(mock)).toEqual([]);
  });

  it('shows an error of the server as its message', async () => {
    renderList([], '/query/payment', () => errorResponse(404, 'PATIENT004'));
    expect(await screen.findByTestId('fees-error')).toBeTruthy();
  });

  it('reads malformed URL filters as the defaults', () => {
    expect(
      readFeeParams(new URLSearchParams('type=bad%20type!&page=x&from=2026-13-01'), '2026-11-24'),
    ).toEqual({ paymentType: '', from: '2026-08-24', to: '2026-11-24', page: 1 });
  });
});

describe('FeeDetailView', () => {
  it('shows the fee as a receipt: invoice number, items with prices in yuan, total', async () => {
    const detail: FeeDetail = {
      ...feeOf(),
      patientId: 'p1',
      patientName: 'Wang Jianguo',
      refundedAt: '2026-11-21T02:00:00Z',
      items: [
        {
          category: 'lab',
          name: 'Lipid panel',
          spec: '',
          quantity: 1,
          unit: 'item',
          price: 4800,
          amount: 4800,
        },
        {
          category: 'drug',
          name: 'Metformin',
          spec: '0.5 g × 48',
          quantity: 2,
          unit: 'box',
          price: 1980,
          amount: 3960,
        },
      ],
    };
    stubFetch(() => okResponse(detail));
    renderWithProviders(
      <FeeDetailView
        hosId={hosIdOf('1001')}
        feeId="F1"
        timeZone="Asia/Shanghai"
        hospitalName="City Hospital"
        backTo="/query/payment?type=lab"
      />,
    );
    expect((await screen.findByTestId('fee-invoice')).textContent).toBe('INV-1');
    expect(screen.getByTestId('fee-total').textContent).toBe('¥87.60');
    const items = screen.getByTestId('fee-items');
    expect(items.textContent).toContain('Drug');
    expect(items.textContent).toContain('0.5 g × 48');
    expect(items.textContent).toContain('2 box');
    expect(
      within(items)
        .getAllByTestId('charge-amount')
        .map((e) => e.textContent),
    ).toEqual(['¥48.00', '¥39.60']);
    expect(screen.getByTestId('fee-refunded').textContent).toContain('Refunded');
    expect(screen.getByTestId('fee-back').getAttribute('href')).toBe('/query/payment?type=lab');
  });
});
