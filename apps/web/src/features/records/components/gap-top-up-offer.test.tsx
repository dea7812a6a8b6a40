import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useSearchParams } from 'react-router';
import { DEFAULT_NOON_TIMES, hosIdOf } from '@portal/shared';
import { GlobalDialogs } from '../../../components/global-dialogs/global-dialogs.tsx';
import { useDialogStore } from '../../../stores/dialog-store.ts';
import { storeHosId, storeLoginUser } from '../../../lib/storage.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { recordOf } from '../../../testing/record-fixture.ts';
import { RecordDetail, type RecordDetailConfig } from './record-detail.tsx';

const config: RecordDetailConfig = {
  hosStateCancelledPrompt: true,
  payTimeLimitSeconds: 86400,
  payScheduleRestriction: false,
  payPromptEnabled: true,
  noonTimes: DEFAULT_NOON_TIMES,
  transmitRegFee: false,
  insufficientBalancePath: 'recharge',
};
const calls = (mock: FetchMock, part: string) =>
  mock.mock.calls.filter(([url]) => url.includes(part));
const keyOf = (call: Parameters<FetchMock> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

function PaymentPage() {
  return <p data-testid="payment-page">{useSearchParams()[0].get('outTradeNo')}</p>;
}

/** A booking whose card is too low (RECHARGE001) at a hospital that tops the card up by the gap. */
function renderShortCard(quote: () => Response) {
  const mock = stubFetch((url) => {
    if (url.includes('/record/cost'))
      return okResponse({ ResultCode: '0', Data: { regFee: 30_000 } });
    if (url.includes('/record/deduction/')) return errorResponse(409, 'RECHARGE001');
    if (url.startsWith('/recharge/api/booking-top-up?')) return quote();
    if (url.startsWith('/recharge/api/booking-top-up'))
      return okResponse({
        outTradeNo: 'PM88',
        Data: 'http://portal.test/hos/ui/scan/payment/tok_0123456789abcdef',
        ResultCode: '0',
        ResultMsg: 'success',
      });
    if (url.includes('/pcRegisterScanQR'))
      return okResponse({
        outTradeNo: 'PM42',
        Data: 'http://portal.test/x',
        ResultCode: '0',
        ResultMsg: 'success',
      });
    if (url.includes('/PayNoticeBefore'))
      return okResponse({ ResultCode: '0', ResultMsg: 'success' });
    return okResponse(recordOf({ regFee: 30_000 }));
  });
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/appointment/record-info"
          element={
            <RecordDetail
              hosId={hosIdOf('1003')}
              appointId="A1"
              config={config}
              timeZone="Asia/Shanghai"
            />
          }
        />
        <Route path="/homepage/payment" element={<PaymentPage />} />
      </Routes>
      <GlobalDialogs />
    </>,
    { route: '/appointment/record-info?id=A1' },
  );
  return mock;
}

/** Pay by card: the button, then the confirm step (the balance could not be read beforehand), confirmed. */
async function payByCard() {
  fireEvent.click(await screen.findByTestId('pay-card'));
  fireEvent.click(await screen.findByTestId('modal-confirm'));
}

beforeEach(() => {
  sessionStorage.clear();
  useDialogStore.setState({ modal: null, toast: null, loadingCount: 0 });
  const user = {
    isLogin: true as const,
    access_token: 't',
    expiresAt: '2099-01-01T00:00:00Z',
    mobile: '13800000001',
    platformDetail: { userId: 'u1' },
    leader: '0' as const,
  };
  storeHosId(hosIdOf('1003'));
  storeLoginUser(hosIdOf('1003'), user);
  useSessionStore.setState({ hosId: hosIdOf('1003'), loginUser: user });
});
afterEach(() => vi.unstubAllGlobals());

describe("RECHARGE001 at a hospital whose insufficientBalancePath is 'recharge'", () => {
  it('offers the gap top-up with its figures, then opens its QR order (Idempotency-Key) on the payment page', async () => {
    const mock = renderShortCard(() =>
      okResponse({ amount: 10_000, fee: 30_000, balance: 20_000 }),
    );
    await payByCard();
    expect((await screen.findByTestId('insufficient-balance')).textContent).toBe(
      'The card balance is not enough to pay this',
    );
    expect((await screen.findByTestId('gap-top-up-offer')).textContent).toBe(
      'Top up ¥100.00 (fee ¥300.00 − balance ¥200.00, at least the minimum top-up) and the fee is then taken from your card automatically.',
    );
    expect(screen.queryByTestId('pay-qr')).toBeNull();
    expect(calls(mock, '/recharge/api/booking-top-up?')[0]?.[0]).toBe(
      '/recharge/api/booking-top-up?hosId=1003&appointId=A1',
    );

    const go = screen.getByTestId('gap-top-up');
    expect(go.textContent).toBe('Top up ¥100.00 by QR code');
    fireEvent.click(go);
    fireEvent.click(go);
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM88');
    const started = mock.mock.calls.filter(
      ([url, init]) => url === '/recharge/api/booking-top-up' && init?.method === 'POST',
    );
    expect(started).toHaveLength(1);
    expect(JSON.parse(String(started[0]?.[1]?.body))).toEqual({ hosId: '1003', appointId: 'A1' });
    expect(keyOf(started[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(calls(mock, '/PayNoticeBefore')[0]?.[1]?.body))).toMatchObject({
      outTradeNo: 'PM88',
      noticeType: '0',
      totalFee: 10_000,
      patientName: 'Zhang San',
    });
    expect(calls(mock, '/pcRegisterScanQR')).toHaveLength(0);
  });

  it('falls back to paying the fee by QR when no top-up can be quoted', async () => {
    renderShortCard(() => errorResponse(409, 'FUNC001'));
    await payByCard();
    expect((await screen.findByTestId('gap-top-up-error')).textContent).toBe(
      'This function is not open yet',
    );
    fireEvent.click(await screen.findByTestId('pay-qr'));
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM42');
  });
});
