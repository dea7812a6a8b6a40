import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import type { PayChannelName, PayOrder } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { PAY_POLL_MS } from '../api/get-payment.ts';
import { orderOf, parametersOf, SCAN_URL } from '../testing/payment-fixture.ts';
import { PaymentStatus } from './payment-status.tsx';
import { hosIdOf } from '@portal/shared';

const QR_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';
const WECHAT_CODE = 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz';
const WECHAT_IMAGE = 'data:image/svg+xml;base64,PHN2ZyBpZD0idyIvPg==';
const orderCalls = (mock: FetchMock) =>
  mock.mock.calls.filter(([url]) => url.startsWith('/payservice/api/order?'));

/** The payment page against a server whose order answers come from `orders` in turn (the last one repeats). */
function renderPayment(
  first: PayOrder,
  orders: PayOrder[] = [],
  renderDeadline?: (appointId: string) => React.ReactNode,
  switchTo: PayChannelName[] = [],
) {
  let polled = 0;
  const mock = stubFetch((url) => {
    if (url.startsWith('/payservice/api/switchPayChannel'))
      return okResponse({
        outTradeNo: 'PM42',
        Data: WECHAT_CODE,
        image: WECHAT_IMAGE,
        channel: 'wechat',
        switchTo: [],
      });
    if (url.startsWith('/payassist/api/payment-parameter?'))
      return okResponse({ parameters: parametersOf(), order: first });
    if (url.startsWith('/payservice/api/order?'))
      return okResponse(orders[Math.min(polled++, orders.length - 1)] ?? first);
    if (url.startsWith('/payservice/api/outGetEncodeQrcode'))
      return okResponse({
        outTradeNo: 'PM42',
        Data: first.qrContent ?? SCAN_URL,
        image: QR_IMAGE,
        channel: first.channel,
        switchTo,
      });
    return errorResponse(404, 'C002');
  });
  const onFinal = vi.fn();
  renderWithProviders(
    <PaymentStatus
      hosId={hosIdOf('1001')}
      outTradeNo="PM42"
      timeZone="Asia/Shanghai"
      onFinal={onFinal}
      renderDeadline={renderDeadline}
    />,
    { route: '/homepage/payment?outTradeNo=PM42' },
  );
  return { mock, onFinal };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentStatus', () => {
  it('lets the patient pay with the other app where the hospital offers both, and shows that app’s code', async () => {
    const alipayCode = 'https://qr.alipay.com/bax03431ljhokirwl38f00a7';
    const { mock } = renderPayment(
      orderOf({ channel: 'alipay', qrContent: alipayCode }),
      [],
      undefined,
      ['wechat'],
    );
    fireEvent.click(await screen.findByTestId('pay-switch-wechat'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('pay-qr-code').getAttribute('src')).toBe(WECHAT_IMAGE),
    );
    const asked = mock.mock.calls.filter(([url]) =>
      url.startsWith('/payservice/api/switchPayChannel'),
    );
    expect(JSON.parse(String(asked[0]![1]?.body))).toEqual({
      hosId: '1001',
      outTradeNo: 'PM42',
      channel: 'wechat',
    });
    // Once: no way back offered.
    expect(screen.queryByTestId('pay-switch-alipay')).toBeNull();
    expect(screen.queryByTestId('pay-switch-wechat')).toBeNull();
  });

  it.each([
    [
      'alipay',
      'https://qr.alipay.com/bax03431ljhokirwl38f00a7',
      'Scan the QR code with Alipay to pay',
    ],
    ['wechat', 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz', 'Scan the QR code with WeChat to pay'],
  ] as const)(
    'names the app to scan %s’s code with, and offers no link to open it in the browser',
    async (channel, code, hint) => {
      renderPayment(orderOf({ channel, qrContent: code }));
      await screen.findByText(hint);
      expect(screen.queryByText('Scan the QR code with your phone to pay')).toBeNull();
      // Only the sandbox's scan page opens in a browser; a provider's code opens in its app alone.
      expect(screen.queryByTestId('pay-qr-link')).toBeNull();
    },
  );

  it('shows the booking’s pay deadline while the order is open, and not once it is paid', async () => {
    const deadline = vi.fn((appointId: string) => <p data-testid="deadline">{appointId}</p>);
    renderPayment(
      orderOf(),
      [orderOf({ state: 'paid', qrContent: null, paidAt: '2026-11-21T05:01:02Z' })],
      deadline,
    );
    expect((await screen.findByTestId('deadline')).textContent).toBe('A1');
    await vi.advanceTimersByTimeAsync(PAY_POLL_MS);
    await screen.findByTestId('pay-result');
    expect(screen.queryByTestId('deadline')).toBeNull();
  });

  it('shows a real QR of the order while paying, then the paid result after a poll, and stops polling', async () => {
    const { mock, onFinal } = renderPayment(orderOf(), [
      orderOf(),
      orderOf({ state: 'paid', qrContent: null, paidAt: '2026-11-21T05:01:02Z' }),
    ]);
    const img = await screen.findByTestId('pay-qr-code');
    expect(img.getAttribute('data-qr-content')).toBe(SCAN_URL);
    // The image is the one the server encoded for this order (outGetEncodeQrcode), not a picture of something else.
    expect(img.getAttribute('src')).toBe(QR_IMAGE);
    const asked = mock.mock.calls.filter(([url]) =>
      url.startsWith('/payservice/api/outGetEncodeQrcode'),
    );
    expect(asked).toHaveLength(1);
    expect(JSON.parse(String(asked[0]![1]?.body))).toEqual({ hosId: '1001', outTradeNo: 'PM42' });
    expect(screen.getByTestId('pay-serial').textContent).toBe('PM42');
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥50.00');
    expect(screen.getByTestId('payment-details').textContent).toContain('Zhang San');
    expect(screen.getByTestId('payment-details').textContent).toContain('Cardiology');
    expect(screen.getByTestId('payment-details').textContent).toContain('Li Ming');
    expect(screen.getByTestId('pay-qr-link').getAttribute('href')).toBe(SCAN_URL);
    expect(screen.getByText('Scan the QR code with your phone to pay')).toBeTruthy();
    expect(orderCalls(mock)).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(PAY_POLL_MS);
    await vi.waitFor(() => expect(orderCalls(mock)).toHaveLength(1));
    expect(screen.queryByTestId('pay-result')).toBeNull();
    await vi.advanceTimersByTimeAsync(PAY_POLL_MS);

    const result = await screen.findByTestId('pay-result');
    expect(result.getAttribute('data-state')).toBe('paid');
    expect(screen.getByTestId('pay-result-title').textContent).toBe('Payment succeeded');
    // 05:01:02Z is 13:01:02 in the hospital's zone (UTC+8), whatever the test machine's zone.
    expect(screen.getByTestId('pay-result-text').textContent).toBe(
      '¥50.00 paid at 11/21/2026, 13:01:02',
    );
    expect(screen.queryByTestId('pay-qr-code')).toBeNull();
    expect(onFinal).toHaveBeenCalledWith('paid', 'A1', 'registration');
    expect(screen.getByTestId('pay-result-record')).toBeTruthy();

    const polls = orderCalls(mock).length;
    await vi.advanceTimersByTimeAsync(PAY_POLL_MS * 3);
    expect(orderCalls(mock)).toHaveLength(polls);
    expect(mock.mock.calls.filter(([url]) => url.includes('payment-parameter'))).toHaveLength(1);
  });

  it('says a closed order charged nothing, and does not poll it', async () => {
    const { mock, onFinal } = renderPayment(orderOf({ state: 'closed', qrContent: null }));
    const result = await screen.findByTestId('pay-result');
    expect(result.getAttribute('data-state')).toBe('closed');
    expect(screen.getByTestId('pay-result-title').textContent).toBe('This payment was closed');
    expect(screen.getByTestId('pay-result-text').textContent).toBe(
      'The booking expired or was cancelled; nothing was charged.',
    );
    expect(onFinal).toHaveBeenCalledWith('closed', 'A1', 'registration');
    await vi.advanceTimersByTimeAsync(PAY_POLL_MS * 3);
    expect(orderCalls(mock)).toHaveLength(0);
  });

  it.each([
    ['refunding', 'Refund in progress'],
    ['refunded', 'This payment was refunded'],
  ] as const)('shows a %s order as a refund', async (state, title) => {
    renderPayment(orderOf({ state, qrContent: null, paidAt: '2026-11-21T05:01:02Z' }));
    expect((await screen.findByTestId('pay-result')).getAttribute('data-state')).toBe(state);
    expect(screen.getByTestId('pay-result-title').textContent).toBe(title);
    expect(screen.getByTestId('pay-result-text').textContent).toContain('¥50.00');
  });

  it('answers an unknown or foreign serial (C002) with an error and a way to the records', async () => {
    stubFetch(() => errorResponse(404, 'C002'));
    renderWithProviders(
      <PaymentStatus hosId={hosIdOf('1001')} outTradeNo="NOPE" timeZone="Asia/Shanghai" />,
    );
    expect((await screen.findByTestId('pay-error')).textContent).toBe('No data');
    expect(screen.getByTestId('pay-error-records')).toBeTruthy();
  });
});
