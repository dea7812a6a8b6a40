import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useSearchParams } from 'react-router';
import type { StayCard } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { LeaveDischarge } from './leave-discharge.tsx';
import { hosIdOf } from '@portal/shared';

const stayOf = (over: Partial<StayCard> = {}): StayCard => ({
  stayId: 'C1-20261120',
  deptName: 'Cardiology',
  ward: 'Cardiology Ward 2',
  bed: '7',
  doctorName: 'Li Wei',
  admittedOn: '2026-11-20',
  dischargedOn: null,
  patientName: 'Wang Jianguo',
  cardNoMasked: 'ZY10****0001',
  state: 'discharge-ordered',
  insuranceType: 'employee',
  dischargeOrderedOn: '2026-11-23',
  dischargeMode: 'cured',
  deposit: 30_000,
  costs: 77_200,
  remaining: -47_200,
  lowDepositThreshold: 100_000,
  lowDeposit: true,
  settlement: {
    total: 77_200,
    insurance: 54_040,
    selfPay: 23_160,
    deposit: 30_000,
    difference: -6_840,
  },
  settledAt: null,
  refunds: [],
  ...over,
});

function PaymentPage() {
  return <p data-testid="payment-page">{useSearchParams()[0].get('outTradeNo')}</p>;
}

function renderPage(stay: StayCard, settle: () => Response) {
  const mock = stubFetch((url) => {
    const path = url.split('?')[0]!;
    if (path === '/inpatient/api/home')
      return okResponse({
        patientId: 'p1',
        patientName: stay.patientName,
        current: stay,
        past: [],
        notices: [],
      });
    if (path === '/inpatient/api/stay') return okResponse(stay);
    if (path === '/inpatient/api/stay/settle') return settle();
    if (path === '/payassist/api/PayNoticeBefore')
      return okResponse({ ResultCode: '0', ResultMsg: 'success' });
    return errorResponse(404, 'C002');
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/inpatient/leave-discharge"
        element={<LeaveDischarge hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />}
      />
      <Route path="/homepage/payment" element={<PaymentPage />} />
    </Routes>,
    { route: '/inpatient/leave-discharge' },
  );
  return mock;
}

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('LeaveDischarge', () => {
  it('shows the inpatient card with the low-deposit warning and the settlement', async () => {
    renderPage(stayOf(), () => errorResponse(500, 'C003'));
    expect((await screen.findByTestId('stay-deposit')).textContent).toBe('¥300.00');
    expect(screen.getByTestId('low-deposit-warning')).toBeTruthy();
    expect(screen.getByTestId('settlement-self-pay').textContent).toBe('¥231.60');
    expect(screen.getByTestId('settlement-difference').textContent).toBe('¥68.40');
    expect(screen.getByTestId('settle-stay').textContent).toContain('Settle and refund ¥68.40');
  });

  it('pays a balance due by QR on the payment page', async () => {
    const due = stayOf({
      deposit: 10_000,
      settlement: {
        total: 77_200,
        insurance: 54_040,
        selfPay: 23_160,
        deposit: 10_000,
        difference: 13_160,
      },
    });
    const mock = renderPage(due, () =>
      okResponse({
        kind: 'pay',
        amount: 13_160,
        pay: {
          outTradeNo: 'PX1',
          Data: 'http://portal.test/hos/ui/scan/payment/tok_0123456789abcdef',
          ResultCode: '0',
          ResultMsg: 'success',
        },
      }),
    );
    fireEvent.click(await screen.findByText('Pay ¥131.60 by QR code'));
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PX1');
    const settleCall = mock.mock.calls.find(([url]) =>
      url.startsWith('/inpatient/api/stay/settle'),
    );
    expect((settleCall?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('says when the doctor has not ordered the discharge, and offers no settlement', async () => {
    renderPage(stayOf({ state: 'admitted', settlement: null, lowDeposit: false }), () =>
      errorResponse(409, 'HOSPITALIZED002'),
    );
    expect(await screen.findByTestId('discharge-not-ordered')).toBeTruthy();
    expect(screen.queryByTestId('settle-stay')).toBeNull();
    expect(screen.queryByTestId('low-deposit-warning')).toBeNull();
  });

  it('shows a settled stay with where the surplus went', async () => {
    renderPage(
      stayOf({
        state: 'settled',
        dischargedOn: '2026-11-23',
        deposit: 0,
        refunds: [
          { to: 'qr', amount: 6_000, done: true },
          { to: 'window', amount: 840, done: true },
        ],
      }),
      () => errorResponse(409, 'HOSPITALIZED003'),
    );
    const refunds = await screen.findByTestId('stay-refunds');
    expect(refunds.textContent).toContain('¥60.00 back to the QR payment account');
    expect(refunds.textContent).toContain("¥8.40 to collect at the cashier's window");
  });
});
