import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useSearchParams } from 'react-router';
import type { RechargeOverview } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { overviewOf } from '../testing/recharge-fixture.ts';
import { RechargeForm } from './recharge-form.tsx';
import { hosIdOf } from '@portal/shared';

const at = (hm: string) => new Date(`2026-11-24T${hm}:00+08:00`);
const calls = (mock: FetchMock, part: string) =>
  mock.mock.calls.filter(([url]) => url.includes(part));
const keyOf = (call: Parameters<FetchMock> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
const qrIssued = () =>
  okResponse({
    outTradeNo: 'PM9',
    Data: 'http://portal.test/hos/ui/scan/payment/tok_0123456789abcdef',
    ResultCode: '0',
    ResultMsg: 'success',
  });

function PaymentPage() {
  return <p data-testid="payment-page">{useSearchParams()[0].get('outTradeNo')}</p>;
}

interface Server {
  overview?: RechargeOverview;
  verify?: { ResultCode: string; ResultMsg: string };
  qr?: () => Response;
}

function renderForm({
  overview = overviewOf(),
  verify = { ResultCode: '0', ResultMsg: 'ok' },
  qr = qrIssued,
}: Server = {}) {
  const mock = stubFetch((url) => {
    if (url.startsWith('/recharge/api/overview')) return okResponse(overview);
    if (url.startsWith('/patient/api/checkCardNoV2')) return okResponse(verify);
    if (url.startsWith('/payservice/api/getQrcodeOutTradeNoForPayCard')) return qr();
    if (url.startsWith('/payassist/api/PayNoticeBefore'))
      return okResponse({ ResultCode: '0', ResultMsg: 'success' });
    return errorResponse(404, 'C002');
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/recharge/out/homepage/recharge"
        element={
          <RechargeForm
            hosId={hosIdOf('1001')}
            patientId="p1"
            clinicType={1}
            timeZone="Asia/Shanghai"
          />
        }
      />
      <Route path="/homepage/payment" element={<PaymentPage />} />
    </Routes>,
    { route: '/recharge/out/homepage/recharge' },
  );
  return mock;
}

const check = (id: string) => screen.getByTestId(`check-${id}`);
const amount = () => screen.getByTestId('recharge-amount') as HTMLInputElement;
const payButton = () => screen.getByTestId('recharge-pay-qr') as HTMLButtonElement;

beforeEach(() => {
  // Only Date is fixed: the hospital's clock reads 09:00 (inside 07:00–22:00) unless a test says otherwise.
  vi.useFakeTimers({ toFake: ['Date'], now: at('09:00') });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RechargeForm', () => {
  it('explains every refusal before paying, in the server’s words, and offers no payment', async () => {
    vi.setSystemTime(at('23:30'));
    const mock = renderForm();
    await screen.findByTestId('recharge-form');
    fireEvent.change(amount(), { target: { value: '6,000' } });

    expect(screen.getByTestId('recharge-refusal').textContent).toBe(
      'Top-ups are open daily from 07:00 to 22:00',
    );
    expect(check('window').dataset.status).toBe('refused');
    expect(check('window').textContent).toBe(
      'Top-ups are open daily from 07:00 to 22:00It is 23:30 at the hospital now',
    );
    expect(check('amount').dataset.status).toBe('refused');
    expect(check('amount').textContent).toContain('You can top up at most ¥5000.00 at a time');
    expect(check('card').dataset.status).toBe('ok');
    expect(payButton().disabled).toBe(true);
    fireEvent.click(payButton());
    expect(calls(mock, 'getQrcodeOutTradeNoForPayCard')).toHaveLength(0);
  });

  it('says a card in a refused state cannot take money, with its own message', async () => {
    renderForm({ overview: overviewOf({}, { state: 'stopped' }) });
    await screen.findByTestId('recharge-form');
    fireEvent.change(amount(), { target: { value: '100' } });
    expect(screen.getByTestId('recharge-refusal').textContent).toBe(
      'This card has been stopped and cannot be topped up, please go to the window',
    );
    expect(screen.getByTestId('card-refusal').textContent).toContain('stopped');
    expect(payButton().disabled).toBe(true);
  });

  it('reads the amount format and says when the text is not an amount', async () => {
    renderForm();
    await screen.findByTestId('recharge-form');
    expect(check('amount').dataset.status).toBe('pending');
    fireEvent.change(amount(), { target: { value: '12.345' } });
    expect(screen.getByTestId('recharge-amount-invalid')).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    fireEvent.change(amount(), { target: { value: '1,234.5' } });
    expect(screen.queryByTestId('recharge-amount-invalid')).toBeNull();
    expect(payButton().textContent).toBe('Pay ¥1234.50 by QR code');
  });

  it('says a negative amount as the server does (RECHARGE010) and offers no payment', async () => {
    const mock = renderForm();
    await screen.findByTestId('recharge-form');
    fireEvent.change(amount(), { target: { value: '-50' } });
    expect(screen.getByTestId('recharge-amount-invalid').textContent).toBe(
      'The top-up amount cannot be less than ¥0.00',
    );
    expect(payButton().disabled).toBe(true);
    fireEvent.click(payButton());
    expect(calls(mock, 'getQrcodeOutTradeNoForPayCard')).toHaveLength(0);
  });

  it('fills the amount from a preset and pays it by QR: one order with an Idempotency-Key, parameters stored, payment page', async () => {
    const mock = renderForm();
    await screen.findByTestId('recharge-form');
    fireEvent.click(screen.getByTestId('recharge-preset-100'));
    expect(amount().value).toBe('100');
    expect(within(check('amount')).queryByText(/The top-up must be at least ¥1\.00/)).toBeTruthy();
    expect(payButton().disabled).toBe(false);
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM9');

    const qr = calls(mock, '/payservice/api/getQrcodeOutTradeNoForPayCard');
    expect(qr).toHaveLength(1);
    expect(JSON.parse(String(qr[0]?.[1]?.body))).toEqual({
      hosId: '1001',
      patientId: 'p1',
      clinicType: 1,
      totalFee: 10_000,
    });
    expect(keyOf(qr[0])).toMatch(/^[0-9a-f-]{36}$/);
    const stored = calls(mock, '/payassist/api/PayNoticeBefore');
    expect(JSON.parse(String(stored[0]?.[1]?.body))).toMatchObject({
      hosId: '1001',
      outTradeNo: 'PM9',
      noticeType: '0',
      totalFee: 10_000,
      patientName: 'Wang Jianguo',
    });
  });

  it('verifies the card first where the hospital asks, and a non-zero ResultCode blocks with its message', async () => {
    const rules = { ...overviewOf().rules, verifyCard: true };
    const mock = renderForm({
      overview: overviewOf({ rules }),
      verify: { ResultCode: '2', ResultMsg: 'card frozen at the HIS' },
    });
    await screen.findByTestId('recharge-form');
    fireEvent.click(screen.getByTestId('recharge-preset-50'));
    expect((await screen.findByTestId('recharge-refusal')).textContent).toBe(
      'card frozen at the HIS',
    );
    expect(check('verify').dataset.status).toBe('refused');
    expect(payButton().disabled).toBe(true);
    expect(JSON.parse(String(calls(mock, '/patient/api/checkCardNoV2')[0]?.[1]?.body))).toEqual({
      hosId: '1001',
      patId: 'p1',
    });
  });

  it('lets a verified card pay', async () => {
    const rules = { ...overviewOf().rules, verifyCard: true };
    renderForm({ overview: overviewOf({ rules }) });
    await screen.findByTestId('recharge-form');
    fireEvent.click(screen.getByTestId('recharge-preset-50'));
    await vi.waitFor(() => expect(check('verify').dataset.status).toBe('ok'));
    expect(payButton().disabled).toBe(false);
  });

  it('shows the server’s refusal when the QR is refused after all (the day’s count reached meanwhile)', async () => {
    renderForm({ qr: () => errorResponse(409, 'RECHARGE012', { count: '3' }) });
    await screen.findByTestId('recharge-form');
    fireEvent.click(screen.getByTestId('recharge-preset-200'));
    fireEvent.click(payButton());
    expect((await screen.findByTestId('recharge-server-error')).textContent).toBe(
      'At most 3 top-ups of one card a day',
    );
    expect(screen.queryByTestId('payment-page')).toBeNull();
  });

  it("says 'not bound' without a card of this type, with the way to patient management", async () => {
    renderForm({ overview: overviewOf({ card: null }) });
    expect((await screen.findByTestId('card-not-bound')).textContent).toBe(
      'Outpatient card: Not bound',
    );
    expect(screen.getByTestId('card-manage-patients').getAttribute('href')).toBe(
      '/patient/out/homepage',
    );
  });
});
