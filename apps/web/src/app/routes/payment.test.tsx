import { hosIdOf } from '@portal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayOrder } from '@portal/shared';
import { billKeys } from '../../features/bills/api/bill-keys.ts';
import { orderOf } from '../../features/payments/testing/payment-fixture.ts';
import { rechargeKeys } from '../../lib/recharge/recharge-keys.ts';
import { bookingKeys } from '../../lib/booking/booking-cache.ts';
import { queryClient } from '../../lib/query-client.ts';
import { storeHosId, storeLoginUser } from '../../lib/storage.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { errorResponse, okResponse, stubFetch } from '../../testing/render.tsx';
import { findRoute } from '../route-table.ts';
import { PaymentRoute } from './payment.tsx';

const topUp = (over: Partial<PayOrder> = {}): PayOrder =>
  orderOf({
    outTradeNo: 'PM42',
    state: 'paid',
    amount: 10_000,
    appointId: null,
    qrContent: null,
    paidAt: '2026-11-24T02:03:04Z',
    purpose: 'outpatient_topup',
    receipt: {
      patientName: 'Wang Jianguo',
      cardNoMasked: '********0001',
      clinicType: 1,
      balanceAfter: 30_000,
    },
    ...over,
  });

function renderPayment(order: PayOrder) {
  stubFetch((url) =>
    url.startsWith('/payassist/api/payment-parameter')
      ? okResponse({ parameters: null, order })
      : errorResponse(404, 'C002'),
  );
  const route = findRoute('/homepage/payment')!;
  const router = createMemoryRouter(
    [
      {
        path: '/homepage/payment',
        handle: route,
        HydrateFallback: () => null,
        Component: PaymentRoute,
      },
    ],
    {
      initialEntries: ['/homepage/payment?outTradeNo=PM42'],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

/** Cached answers the payment may have changed: a card's recharge overview, the bills, a booking. */
const overviewKey = rechargeKeys.overview(hosIdOf('1001'), 'u1', 'p1', 1);
const billsKey = billKeys.list(hosIdOf('1001'), 'u1', 'p1', 'unpaid');
const bookingKey = bookingKeys.record(hosIdOf('1001'), 'u1', 'A1');
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  const user = {
    isLogin: true as const,
    access_token: 't',
    expiresAt: '2099-01-01T00:00:00Z',
    mobile: '13800000001',
    platformDetail: { userId: 'u1' },
    leader: '0' as const,
  };
  storeHosId(hosIdOf('1001'));
  storeLoginUser(hosIdOf('1001'), user);
  useSessionStore.setState({ hosId: hosIdOf('1001'), loginUser: user });
  for (const key of [overviewKey, billsKey, bookingKey])
    queryClient.setQueryData(key, { cached: true });
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the payment page of a top-up', () => {
  it('shows a printable receipt once paid and asks the recharge pages again, so the balance rises without a reload', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPayment(topUp());
    const receipt = await screen.findByTestId('top-up-receipt');
    expect(receipt.textContent).toContain('Outpatient card top-up receipt');
    expect(screen.getByTestId('receipt-serial').textContent).toBe('PM42');
    // 02:03:04Z is 10:03:04 in the hospital's zone.
    expect(screen.getByTestId('receipt-paid-at').textContent).toBe('11/24/2026, 10:03:04');
    expect(screen.getByTestId('receipt-patient').textContent).toBe('Wang Jianguo');
    expect(screen.getByTestId('receipt-card').textContent).toBe('********0001');
    expect(screen.getByTestId('receipt-amount').textContent).toBe('¥100.00');
    expect(screen.getByTestId('receipt-balance-after').textContent).toBe('¥300.00');
    expect(screen.getByTestId('pay-result-recharge-home').getAttribute('href')).toBe(
      '/recharge/out/homepage',
    );
    expect(screen.getByTestId('pay-result-recharge-record').getAttribute('href')).toBe(
      '/recharge/out/homepage/record',
    );
    expect(screen.queryByTestId('pay-result-records')).toBeNull();
    fireEvent.click(screen.getByTestId('receipt-print'));
    expect(print).toHaveBeenCalledTimes(1);

    await vi.waitFor(() => expect(invalidated(overviewKey)).toBe(true));
    expect(invalidated(bookingKey)).toBe(false);
  });

  it('after a gap top-up for a booking, refreshes the booking as well as the card, and links to it', async () => {
    renderPayment(topUp({ appointId: 'A1' }));
    await screen.findByTestId('top-up-receipt');
    expect(screen.getByTestId('pay-result-record').getAttribute('href')).toBe(
      '/appointment/record-info?id=A1',
    );
    await vi.waitFor(() => expect(invalidated(bookingKey)).toBe(true));
    expect(invalidated(overviewKey)).toBe(true);
  });

  it('refreshes the bills after a bill’s QR payment and leads back to them', async () => {
    renderPayment(
      orderOf({
        state: 'paid',
        appointId: null,
        qrContent: null,
        paidAt: '2026-11-24T02:03:04Z',
        purpose: 'outpatient_bill',
        billId: 'B1',
      }),
    );
    expect((await screen.findByTestId('pay-result-bills')).getAttribute('href')).toBe(
      '/payment/outpatient?state=paid',
    );
    await vi.waitFor(() => expect(invalidated(billsKey)).toBe(true));
    expect(screen.queryByTestId('top-up-receipt')).toBeNull();
  });

  it('keeps the registration result as it was', async () => {
    renderPayment(orderOf({ state: 'paid', qrContent: null, paidAt: '2026-11-24T02:03:04Z' }));
    await screen.findByTestId('pay-result-records');
    expect(screen.getByTestId('payment-details')).toBeTruthy();
    await vi.waitFor(() => expect(invalidated(bookingKey)).toBe(true));
    expect(invalidated(overviewKey)).toBe(false);
  });
});
