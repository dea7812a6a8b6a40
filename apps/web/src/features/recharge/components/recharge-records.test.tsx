import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RechargeRecord } from '@portal/shared';
import {
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { patientOf } from '../../../testing/patient-fixture.ts';
import { rechargeRecordOf } from '../testing/recharge-fixture.ts';
import { defaultRange, RechargeRecords } from './recharge-records.tsx';
import { hosIdOf } from '@portal/shared';

const patients = [
  patientOf(),
  patientOf({ patientId: 'p2', patientName: 'Wang Xiaoyu', defaultState: '0' }),
];
const queries = (mock: FetchMock) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/recharge/api/records'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

/** A server holding `records`, paging them by `pageSize` like the real one (newest first is the server's order). */
function renderRecords(records: RechargeRecord[], pageSize = 10) {
  const mock = stubFetch((url) => {
    const q = new URL(url, 'http://x').searchParams;
    const page = Number(q.get('page') ?? 1);
    const mine = records.filter((r) => !q.get('patientId') || r.patientId === q.get('patientId'));
    return okResponse({
      items: mine.slice((page - 1) * pageSize, page * pageSize),
      total: mine.length,
      pageSize,
    });
  });
  renderWithProviders(
    <RechargeRecords
      hosId={hosIdOf('1001')}
      clinicType={1}
      patients={patients}
      timeZone="Asia/Shanghai"
    />,
    { route: '/recharge/out/homepage/record' },
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

describe('RechargeRecords', () => {
  it('lists every top-up with its state, amount, masked card, time in the hospital zone and balance after', async () => {
    renderRecords([
      rechargeRecordOf(),
      rechargeRecordOf({
        outTradeNo: 'PM2',
        state: 'paying',
        paidAt: null,
        balanceAfter: null,
        amount: 5_000,
      }),
      rechargeRecordOf({
        outTradeNo: 'PM3',
        state: 'refunded',
        patientId: 'p2',
        patientName: 'Wang Xiaoyu',
        cardNoMasked: '********0004',
      }),
      rechargeRecordOf({ outTradeNo: 'PM4', state: 'closed', paidAt: null, balanceAfter: null }),
      rechargeRecordOf({ outTradeNo: 'PM5', state: 'refunding' }),
    ]);
    const paid = await screen.findByTestId('recharge-record-PM1');
    expect(within(paid).getByTestId('recharge-state').textContent).toBe('Paid');
    expect(within(paid).getByTestId('recharge-record-amount').textContent).toBe('¥100.00');
    // 02:01Z is 10:01 in the hospital's zone.
    expect(within(paid).getByTestId('recharge-record-time').textContent).toBe(
      '11/20/2026, 10:01:00',
    );
    expect(within(paid).getByTestId('recharge-record-after').textContent).toBe('¥300.00');
    expect(paid.textContent).toContain('********0001');
    expect(paid.textContent).toContain('Wang Jianguo');
    const paying = screen.getByTestId('recharge-record-PM2');
    expect(within(paying).getByTestId('recharge-state').textContent).toBe('Paying');
    expect(within(paying).getByTestId('recharge-record-after').textContent).toBe('—');
    expect(
      within(screen.getByTestId('recharge-record-PM3')).getByTestId('recharge-state').textContent,
    ).toBe('Refunded');
    expect(
      within(screen.getByTestId('recharge-record-PM4')).getByTestId('recharge-state').textContent,
    ).toBe('Closed');
    expect(
      within(screen.getByTestId('recharge-record-PM5')).getByTestId('recharge-state').textContent,
    ).toBe('Refunding');
  });

  it('asks for all patients of this card type in the last three months first', async () => {
    const mock = renderRecords([rechargeRecordOf()]);
    await screen.findByTestId('recharge-record-PM1');
    expect(queries(mock)[0]).toEqual({
      hosId: '1001',
      clinicType: '1',
      from: '2026-08-24',
      to: '2026-11-24',
      page: '1',
    });
    expect(defaultRange(new Date('2026-11-24T20:00:00Z'), 'Asia/Shanghai')).toEqual({
      from: '2026-08-25',
      to: '2026-11-25',
    });
  });

  it('pages with the page size the server answers', async () => {
    const mock = renderRecords(
      [
        rechargeRecordOf(),
        rechargeRecordOf({ outTradeNo: 'PM2' }),
        rechargeRecordOf({ outTradeNo: 'PM3' }),
      ],
      2,
    );
    await screen.findByTestId('recharge-record-PM2');
    expect(screen.queryByTestId('recharge-record-PM3')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('recharge-record-PM3');
    expect(queries(mock).at(-1)).toMatchObject({ page: '2' });
  });

  it('filters by patient', async () => {
    const mock = renderRecords([
      rechargeRecordOf(),
      rechargeRecordOf({ outTradeNo: 'PM3', patientId: 'p2', patientName: 'Wang Xiaoyu' }),
    ]);
    await screen.findByTestId('recharge-record-PM1');
    fireEvent.mouseDown(
      within(screen.getByTestId('recharge-records-patient')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('Wang Xiaoyu'));
    await vi.waitFor(() => expect(screen.queryByTestId('recharge-record-PM1')).toBeNull());
    expect(screen.getByTestId('recharge-record-PM3')).toBeTruthy();
    expect(queries(mock).at(-1)).toMatchObject({ patientId: 'p2', page: '1' });
  });

  it('says when there is no top-up in the period', async () => {
    renderRecords([]);
    expect((await screen.findByTestId('recharge-records-empty')).textContent).toBe(
      'No top-ups in this period',
    );
  });
});
