import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useSearchParams } from 'react-router';
import type { Bill } from '@portal/shared';
import { GlobalDialogs } from '../../../components/global-dialogs/global-dialogs.tsx';
import { useDialogStore } from '../../../stores/dialog-store.ts';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { patientOf } from '../../../testing/patient-fixture.ts';
import { billOf } from '../testing/bill-fixture.ts';
import { BillList } from './bill-list.tsx';
import { hosIdOf } from '@portal/shared';

const calls = (mock: FetchMock, part: string) =>
  mock.mock.calls.filter(([url]) => url.includes(part));
const keyOf = (call: Parameters<FetchMock> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

function PaymentPage() {
  return <p data-testid="payment-page">{useSearchParams()[0].get('outTradeNo')}</p>;
}

/** A hospital holding `bills`; paying one by card settles it unless `cardShort` (RECHARGE001). */
function renderBills(bills: Bill[], { cardShort = false, route = '/payment/outpatient' } = {}) {
  const held = bills.map((b) => ({ ...b }));
  const mock = stubFetch((url) => {
    const path = url.split('?')[0]!;
    const q = new URL(url, 'http://x').searchParams;
    if (path === '/payment/api/bills')
      return okResponse(held.filter((b) => b.state === (q.get('state') ?? 'unpaid')));
    const card = /^\/payment\/api\/bills\/(\w+)\/card$/.exec(path);
    if (card) {
      if (cardShort) return errorResponse(409, 'RECHARGE001');
      const bill = held.find((b) => b.billId === card[1])!;
      Object.assign(bill, { state: 'paid', paidAt: '2026-11-24T02:00:00Z', paidBy: 'card' });
      return okResponse(bill);
    }
    if (/\/qr$/.test(path))
      return okResponse({
        outTradeNo: 'PM77',
        Data: 'http://portal.test/hos/ui/scan/payment/tok_0123456789abcdef',
        ResultCode: '0',
        ResultMsg: 'success',
      });
    if (path === '/payassist/api/PayNoticeBefore')
      return okResponse({ ResultCode: '0', ResultMsg: 'success' });
    if (path === '/patient/api/card/info')
      return okResponse({
        code: 1,
        cardNo: '********',
        cardId: 'c1',
        cardNoEncrypt: 'x',
        cardBalance: 20_000,
        messageKey: null,
      });
    return errorResponse(404, 'C002');
  });
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/payment/outpatient"
          element={
            <BillList hosId={hosIdOf('1001')} patient={patientOf()} timeZone="Asia/Shanghai" />
          }
        />
        <Route path="/homepage/payment" element={<PaymentPage />} />
      </Routes>
      <GlobalDialogs />
    </>,
    { route },
  );
  return mock;
}

beforeEach(() => {
  useDialogStore.setState({ modal: null, toast: null, loadingCount: 0 });
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('BillList', () => {
  it('lists the unpaid bills with department, doctor, issued time and total, and their lines on demand', async () => {
    renderBills([
      billOf(),
      billOf({ billId: 'B2', state: 'paid', paidAt: '2026-11-22T02:00:00Z', paidBy: 'qr' }),
    ]);
    const bill = await screen.findByTestId('bill-B1');
    expect(bill.textContent).toContain('Cardiology');
    expect(bill.textContent).toContain('Li Wei');
    // 01:30Z is 09:30 in the hospital's zone.
    expect(bill.textContent).toContain('Issued 11/23/2026, 09:30:00');
    expect(within(bill).getByTestId('bill-total').textContent).toBe('¥180.50');
    expect(screen.queryByTestId('bill-B2')).toBeNull();
    expect((await screen.findByTestId('bills-card-balance')).textContent).toBe(
      'Outpatient card: Balance ¥200.00',
    );

    fireEvent.click(within(bill).getByTestId('bill-items-toggle-B1'));
    const items = await screen.findByTestId('bill-items-B1');
    expect(items.textContent).toContain('Echocardiogram');
    expect(items.textContent).toContain('100 mg × 30');
    expect(items.textContent).toContain('box');
    expect(items.textContent).toContain('¥0.50');
    expect(items.textContent).toContain('¥180.00');
  });

  it('pays a bill by card balance once (Idempotency-Key) and it moves to the Paid tab', async () => {
    const mock = renderBills([billOf()]);
    const pay = await screen.findByTestId('bill-pay-card-B1');
    fireEvent.click(pay);
    fireEvent.click(pay);
    // Nothing is taken before the question: the amount, the card and its balance before and after.
    expect((await screen.findByTestId('modal-content')).textContent).toBe(
      'Pay ¥180.50 from the outpatient card ********? Balance now ¥200.00, after payment ¥19.50.',
    );
    expect(calls(mock, '/payment/api/bills/B1/card')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('modal-confirm'));
    expect((await screen.findByTestId('bills-empty-unpaid')).textContent).toBe('No unpaid bills');
    const paid = calls(mock, '/payment/api/bills/B1/card');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(paid[0]?.[1]?.body))).toEqual({ hosId: '1001' });
    expect(keyOf(paid[0])).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByTestId('bills-tab-paid'));
    const bill = await screen.findByTestId('bill-B1');
    expect(bill.dataset.state).toBe('paid');
    expect(within(bill).getByTestId('bill-paid-at').textContent).toBe(
      'Paid 11/24/2026, 10:00:00 (outpatient card)',
    );
    expect(screen.queryByTestId('bill-pay-card-B1')).toBeNull();
  });

  it('says the card does not cover it (RECHARGE001) and offers the QR payment, which opens the payment page', async () => {
    const mock = renderBills([billOf()], { cardShort: true });
    fireEvent.click(await screen.findByTestId('bill-pay-card-B1'));
    fireEvent.click(await screen.findByTestId('modal-confirm'));
    expect((await screen.findByTestId('bill-insufficient')).textContent).toBe(
      'The card balance is not enough to pay this',
    );
    fireEvent.click(screen.getByTestId('bill-pay-qr-B1'));
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM77');
    const qr = calls(mock, '/payment/api/bills/B1/qr');
    expect(qr).toHaveLength(1);
    expect(keyOf(qr[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(calls(mock, '/PayNoticeBefore')[0]?.[1]?.body))).toMatchObject({
      hosId: '1001',
      outTradeNo: 'PM77',
      noticeType: '2',
      totalFee: 18_050,
      patientName: 'Wang Jianguo',
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
    });
  });

  it('offers to continue a QR payment under way', async () => {
    renderBills([billOf({ payingOutTradeNo: 'PM5' })]);
    fireEvent.click(await screen.findByTestId('bill-continue-qr-B1'));
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM5');
  });

  it('opens on the Paid tab from the URL and says when there is none', async () => {
    renderBills([billOf()], { route: '/payment/outpatient?state=paid' });
    expect((await screen.findByTestId('bills-empty-paid')).textContent).toBe('No paid bills yet');
  });
});
