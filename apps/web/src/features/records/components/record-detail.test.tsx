import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useSearchParams } from 'react-router';
import { decryptBody, DEFAULT_NOON_TIMES, transmitFeeXml, hosIdOf } from '@portal/shared';
import { env } from '../../../lib/env.ts';
import { storeHosId, storeLoginUser } from '../../../lib/storage.ts';
import { GlobalDialogs } from '../../../components/global-dialogs/global-dialogs.tsx';
import { useDialogStore } from '../../../stores/dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { recordOf } from '../../../testing/record-fixture.ts';
import { formatLeft } from '../../../components/pay-deadline/pay-deadline.tsx';
import { RecordDetail, type RecordDetailConfig } from './record-detail.tsx';

const config: RecordDetailConfig = {
  hosStateCancelledPrompt: true,
  payTimeLimitSeconds: 86400,
  payScheduleRestriction: false,
  payPromptEnabled: true,
  noonTimes: DEFAULT_NOON_TIMES,
  transmitRegFee: false,
};

function Complete() {
  return <p data-testid="complete-page">{useSearchParams()[0].get('appointId')}</p>;
}

function PaymentPage() {
  return <p data-testid="payment-page">{useSearchParams()[0].get('outTradeNo')}</p>;
}

function renderDetail(
  route: (url: string, init?: RequestInit) => Response | Promise<Response>,
  cfg = config,
) {
  const mock = stubFetch(route);
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/appointment/record-info"
          element={
            <RecordDetail
              hosId={hosIdOf('1001')}
              appointId="A1"
              config={cfg}
              timeZone="Asia/Shanghai"
            />
          }
        />
        <Route path="/appointment/complete" element={<Complete />} />
        <Route path="/appointment/record" element={<p data-testid="list-page">list</p>} />
        <Route path="/homepage/payment" element={<PaymentPage />} />
      </Routes>
      <GlobalDialogs />
    </>,
    { route: '/appointment/record-info?id=A1' },
  );
  return mock;
}

/** Pay by card: the button, then the confirm step (amount, card, balance after), confirmed. */
async function payByCard() {
  fireEvent.click(await screen.findByTestId('pay-card'));
  fireEvent.click(await screen.findByTestId('modal-confirm'));
}

/** The payment's calls, then the next page rendered: slow on a busy machine (the whole suite runs in parallel). */
const PAID_AND_NAVIGATED = { timeout: 5000 };

const limits = {
  sameDoctor: { count: 3, windowDays: 1, blockDays: 1 },
  any: { count: 5, windowDays: 14, blockDays: 30 },
};
const calls = (mock: FetchMock, part: string) =>
  mock.mock.calls.filter(([url]) => url.includes(part));
const keyOf = (call: Parameters<FetchMock> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

beforeEach(() => {
  sessionStorage.clear();
  useDialogStore.setState({ modal: null, toast: null, loadingCount: 0 });
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  storeLoginUser(hosIdOf('1001'), null);
  storeHosId(null);
});

describe('RecordDetail actions', () => {
  it.each([
    [
      { pay: true, cancel: true, delete: false },
      ['pay-card', 'cancel-appointment'],
      ['delete-record'],
    ],
    [
      { pay: false, cancel: true, delete: false },
      ['cancel-appointment'],
      ['pay-card', 'delete-record'],
    ],
    [
      { pay: false, cancel: false, delete: true },
      ['delete-record'],
      ['pay-card', 'cancel-appointment'],
    ],
    [
      { pay: false, cancel: false, delete: false },
      [],
      ['pay-card', 'cancel-appointment', 'delete-record'],
    ],
  ])('shows exactly the actions the server allows: %o', async (actions, shown, hidden) => {
    renderDetail(() => okResponse(recordOf({ actions })));
    await screen.findByTestId('record-info');
    await waitFor(() => expect(screen.getByTestId('record-back')).toBeTruthy());
    for (const id of shown) expect(await screen.findByTestId(id)).toBeTruthy();
    for (const id of hidden) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('shows the pay deadline of an unpaid record', async () => {
    const opTime = new Date(Date.now() - 60_000).toISOString();
    renderDetail(() => okResponse(recordOf({ opTime })), { ...config, payTimeLimitSeconds: 900 });
    expect((await screen.findByTestId('pay-deadline')).textContent).toMatch(/\(1[34]:\d\d left\)/);
  });

  it('pays once on a double click, with one Idempotency-Key, then toasts and opens complete', async () => {
    let release: (r: Response) => void = () => undefined;
    const mock = renderDetail((url) => {
      if (url.includes('/record/cost'))
        return okResponse({ ResultCode: '0', Data: { regFee: 2500 } });
      if (url.includes('/record/deduction/')) return new Promise<Response>((r) => (release = r));
      return okResponse(recordOf());
    });
    const pay = await screen.findByTestId('pay-card');
    fireEvent.click(pay);
    fireEvent.click(pay);
    // Nothing is taken before the confirm step; confirmed once, it pays once.
    fireEvent.click(await screen.findByTestId('modal-confirm'));
    await waitFor(() => expect(calls(mock, '/record/deduction/')).toHaveLength(1));
    const [url, init] = calls(mock, '/record/deduction/')[0] ?? [];
    expect(url).toContain('/appointment/api/record/deduction/1001/A1');
    expect(init?.method).toBe('PUT');
    expect(keyOf(calls(mock, '/record/deduction/')[0])).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(screen.getByTestId('pay-card'));
    release(
      okResponse(
        recordOf({
          isDopay: '1',
          paidAt: '2026-11-21T05:01:00Z',
          payMethod: 'card',
          actions: { pay: false, cancel: true, delete: false },
        }),
      ),
    );
    expect(
      (await screen.findByTestId('complete-page', undefined, PAID_AND_NAVIGATED)).textContent,
    ).toBe('A1');
    expect(calls(mock, '/record/deduction/')).toHaveLength(1);
    expect(calls(mock, '/record/cost')).toHaveLength(1);
    expect(calls(mock, '/ordinaryTransmitLogin/')).toHaveLength(0);
    expect(useDialogStore.getState().toast?.caption).toBe('ui.paySucceeded');
  });

  it('asks the fee through ordinaryTransmitLogin where the hospital turns transmitRegFee on: bearer auth, encrypted XML body', async () => {
    // The request layer reads the bearer token from the stored login of the current hospital.
    storeHosId(hosIdOf('1001'));
    storeLoginUser(hosIdOf('1001'), useSessionStore.getState().loginUser);
    const paid = recordOf({
      isDopay: '1',
      paidAt: '2026-11-21T05:01:00Z',
      payMethod: 'card',
      actions: { pay: false, cancel: true, delete: false },
    });
    const mock = renderDetail(
      (url) => {
        if (url.includes('/ordinaryTransmitLogin/'))
          return okResponse({ ResultCode: '0', Data: { regFee: 2500 } });
        if (url.includes('/record/deduction/')) return okResponse(paid);
        return okResponse(recordOf());
      },
      { ...config, transmitRegFee: true },
    );
    await payByCard();
    expect(
      (await screen.findByTestId('complete-page', undefined, PAID_AND_NAVIGATED)).textContent,
    ).toBe('A1');
    expect(calls(mock, '/record/cost')).toHaveLength(0);
    const [transmit] = calls(mock, '/ordinaryTransmitLogin/');
    expect(transmit?.[0]).toBe('/appointment/api/ordinaryTransmitLogin/1001/A1');
    expect(transmit?.[1]?.method).toBe('POST');
    expect((transmit?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer t');
    const { payload } = JSON.parse(String(transmit?.[1]?.body)) as { payload: string };
    expect(await decryptBody(payload, env.encryptKey)).toBe(
      transmitFeeXml({
        PatId: 'p1',
        PlatformId: '8',
        PlatformUserId: 'u1',
        ScheduleItemCode: 's1',
      }),
    );
    expect(mock.mock.calls.findIndex(([u]) => u.includes('/ordinaryTransmitLogin/'))).toBeLessThan(
      mock.mock.calls.findIndex(([u]) => u.includes('/record/deduction/')),
    );
  });

  it('does not deduct when the transmitted fee has no regFee', async () => {
    const mock = renderDetail(
      (url) =>
        url.includes('/ordinaryTransmitLogin/')
          ? okResponse({ ResultCode: '0', Data: {} })
          : okResponse(recordOf()),
      { ...config, transmitRegFee: true },
    );
    await payByCard();
    expect((await screen.findByTestId('pay-error')).textContent).toBe(
      'The registration fee of this booking could not be determined',
    );
    expect(calls(mock, '/record/deduction/')).toHaveLength(0);
    expect(calls(mock, '/record/cost')).toHaveLength(0);
  });

  it('shows the refusal of the transmit call (FUNC001) and does not deduct', async () => {
    const mock = renderDetail(
      (url) =>
        url.includes('/ordinaryTransmitLogin/')
          ? errorResponse(404, 'FUNC001')
          : okResponse(recordOf()),
      { ...config, transmitRegFee: true },
    );
    await payByCard();
    expect((await screen.findByTestId('pay-error')).textContent).toBe(
      'This function is not open yet',
    );
    expect(calls(mock, '/record/deduction/')).toHaveLength(0);
  });

  /** A card too low (RECHARGE001), then the QR flow's two calls answered by `qr` and `store`. */
  const shortCard = (qr: () => Response, store: () => Response) => (url: string) => {
    if (url.includes('/record/cost'))
      return okResponse({ ResultCode: '0', Data: { regFee: 2500 } });
    if (url.includes('/record/deduction/')) return errorResponse(409, 'RECHARGE001');
    if (url.includes('/pcRegisterScanQR')) return qr();
    if (url.includes('/PayNoticeBefore')) return store();
    return okResponse(recordOf());
  };
  const qrIssued = () =>
    okResponse({
      outTradeNo: 'PM42',
      Data: 'http://portal.test/hos/ui/scan/payment/tok_0123456789abcdef',
      ResultCode: '0',
      ResultMsg: 'success',
    });

  it("on 'prepaid balance insufficient' (RECHARGE001) pays by QR: register the QR, store the parameters, open the payment page", async () => {
    const mock = renderDetail(
      shortCard(qrIssued, () => okResponse({ ResultCode: '0', ResultMsg: 'success' })),
    );
    await payByCard();
    expect((await screen.findByTestId('insufficient-balance')).textContent).toBe(
      'The card balance is not enough to pay this',
    );
    const payQr = screen.getByTestId('pay-qr');
    expect(payQr.textContent).toBe('Pay by QR code');
    fireEvent.click(payQr);
    fireEvent.click(payQr);
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM42');

    const [register] = calls(mock, '/payservice/api/pcRegisterScanQR');
    expect(calls(mock, '/pcRegisterScanQR')).toHaveLength(1);
    expect(register?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(register?.[1]?.body))).toEqual({ hosId: '1001', appointId: 'A1' });
    expect(keyOf(register)).toMatch(/^[0-9a-f-]{36}$/);

    const stores = calls(mock, '/payassist/api/PayNoticeBefore');
    expect(stores).toHaveLength(1);
    expect(JSON.parse(String(stores[0]?.[1]?.body))).toMatchObject({
      hosId: '1001',
      outTradeNo: 'PM42',
      noticeType: '1',
      totalFee: 2500,
      patientName: 'Zhang San',
      patientId: 'p1',
      cardNo: 'c1',
      deptName: 'Cardiology',
      doctorName: 'Li Ming',
      platformUserId: 'u1',
    });
    // The register call happens before the parameters are stored.
    expect(mock.mock.calls.findIndex(([u]) => u.includes('/pcRegisterScanQR'))).toBeLessThan(
      mock.mock.calls.findIndex(([u]) => u.includes('/PayNoticeBefore')),
    );
  });

  it('stays on the record with the catalogue message when the payment parameters cannot be stored', async () => {
    renderDetail(shortCard(qrIssued, () => errorResponse(500, 'C003')));
    await payByCard();
    fireEvent.click(await screen.findByTestId('pay-qr'));
    expect((await screen.findByTestId('qr-error')).textContent).toBe(
      'Failed to store the payment parameters, please try again',
    );
    expect(screen.queryByTestId('payment-page')).toBeNull();
  });

  it('shows the refusal of the QR registration itself', async () => {
    const mock = renderDetail(
      shortCard(
        () => errorResponse(409, 'APPOINT039'),
        () => okResponse({ ResultCode: '0', ResultMsg: 'success' }),
      ),
    );
    await payByCard();
    fireEvent.click(await screen.findByTestId('pay-qr'));
    await screen.findByTestId('qr-error');
    expect(calls(mock, '/PayNoticeBefore')).toHaveLength(0);
    expect(screen.queryByTestId('payment-page')).toBeNull();
  });

  it('offers to continue a QR payment under way, next to paying by card instead', async () => {
    renderDetail(() => okResponse(recordOf({ qrOrderNo: 'PM7' })));
    const go = await screen.findByTestId('continue-qr');
    expect(screen.getByTestId('pay-card')).toBeTruthy();
    fireEvent.click(go);
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM7');
  });

  it('has no QR continuation when the server allows no payment', async () => {
    renderDetail(() =>
      okResponse(
        recordOf({ qrOrderNo: 'PM7', actions: { pay: false, cancel: true, delete: false } }),
      ),
    );
    await screen.findByTestId('cancel-appointment');
    expect(screen.queryByTestId('continue-qr')).toBeNull();
  });

  it("shows 'did not get the outpatient card balance' when the server says so", async () => {
    renderDetail((url) => {
      if (url.includes('/record/cost'))
        return okResponse({ ResultCode: '0', Data: { regFee: 2500 } });
      if (url.includes('/record/deduction/')) return errorResponse(404, 'RECHARGE011');
      return okResponse(recordOf());
    });
    await payByCard();
    expect((await screen.findByTestId('pay-error')).textContent).toBe(
      'Did not get the outpatient card balance',
    );
    expect(screen.queryByTestId('insufficient-balance')).toBeNull();
  });

  it('does not deduct when the cost has no regFee', async () => {
    const mock = renderDetail((url) =>
      url.includes('/record/cost')
        ? okResponse({ ResultCode: '0', Data: {} })
        : okResponse(recordOf()),
    );
    await payByCard();
    expect((await screen.findByTestId('pay-error')).textContent).toBe(
      'The registration fee of this booking could not be determined',
    );
    expect(calls(mock, '/record/deduction/')).toHaveLength(0);
  });

  it('cancels a paid record after confirming the refund line, then shows the refund', async () => {
    const paid = recordOf({
      isDopay: '1',
      paidAt: '2026-11-21T05:01:00Z',
      payMethod: 'card',
      actions: { pay: false, cancel: true, delete: false },
    });
    const after = {
      ...paid,
      state: 'cancelled',
      cancelReason: 'patient' as const,
      cancelledAt: '2026-11-21T06:00:00Z',
      refund: { state: 'refunded' as const, amount: 2500, at: '2026-11-21T06:00:01Z' },
      actions: { pay: false, cancel: false, delete: false },
    };
    // The server's state: the record is cancelled once the cancel call went through (the page then asks again).
    let done = false;
    const mock = renderDetail((url) => {
      if (url.includes('/record/cancel')) {
        done = true;
        return okResponse(after);
      }
      return okResponse(done ? after : paid);
    });
    fireEvent.click(await screen.findByTestId('cancel-appointment'));
    await waitFor(() =>
      expect(useDialogStore.getState().modal?.content).toContain(
        '¥25.00 will be refunded to the outpatient card.',
      ),
    );
    expect(calls(mock, '/record/cancel')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('modal-confirm'));
    expect((await screen.findByTestId('refund-info')).textContent).toContain(
      '¥25.00 refunded to the outpatient card',
    );
    expect(calls(mock, '/record/cancel')).toHaveLength(1);
    expect(screen.getByTestId('record-state').textContent).toBe('Cancelled');
    expect(screen.getByTestId('record-paid').textContent).toBe('Refunded');
    expect(screen.queryByTestId('cancel-appointment')).toBeNull();
  });

  it("shows a session the hospital cancelled (hosState 4) as 'schedule cancelled, booking invalid' with its refund, no pay or cancel; deletable later", async () => {
    const cancelled = recordOf({
      hosState: '4',
      isDopay: '1',
      paidAt: '2026-11-21T05:01:00Z',
      payMethod: 'card',
      refund: { state: 'refunded', amount: 2500, at: '2026-11-21T06:00:01Z' },
      actions: { pay: false, cancel: false, delete: true },
    });
    renderDetail(() => okResponse(cancelled));
    expect((await screen.findByTestId('record-cancelled-prompt')).textContent).toBe(
      'Schedule cancelled, booking invalid',
    );
    expect((await screen.findByTestId('refund-info')).textContent).toContain(
      '¥25.00 refunded to the outpatient card',
    );
    expect(screen.queryByTestId('pay-card')).toBeNull();
    expect(screen.queryByTestId('cancel-appointment')).toBeNull();
    expect(screen.getByTestId('delete-record')).toBeTruthy();
  });

  it("says 'schedule cancelled, booking invalid' also where the hospital does not configure the prompt: the server's reason cancel is not offered", async () => {
    const cancelled = recordOf({
      hosState: '4',
      actions: {
        pay: false,
        cancel: false,
        delete: false,
        cancelRefusal: { key: 'APPOINT014', params: {} },
      },
    });
    renderDetail(() => okResponse(cancelled), { ...config, hosStateCancelledPrompt: false });
    expect((await screen.findByTestId('cancel-refusal')).textContent).toBe(
      'Schedule cancelled, booking invalid',
    );
    expect(screen.queryByTestId('record-cancelled-prompt')).toBeNull();
    expect(screen.queryByTestId('pay-card')).toBeNull();
  });

  it('asks for confirmation with the APPOINT040 text before deleting, then goes back to the list', async () => {
    const mock = renderDetail((url, init) =>
      init?.method === 'DELETE'
        ? okResponse({ appointId: 'A1', deleted: true })
        : okResponse(recordOf({ actions: { pay: false, cancel: false, delete: true } })),
    );
    fireEvent.click(await screen.findByTestId('delete-record'));
    expect(
      await screen.findByText('Delete this record? A deleted record cannot be restored.'),
    ).toBeTruthy();
    expect(useDialogStore.getState().modal?.content).toBe('APPOINT040');
    fireEvent.click(screen.getByTestId('modal-cancel'));
    await waitFor(() => expect(useDialogStore.getState().modal).toBeNull());
    expect(calls(mock, '/appointment/api/record/A1')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('delete-record'));
    fireEvent.click(await screen.findByTestId('modal-confirm'));
    expect(await screen.findByTestId('list-page')).toBeTruthy();
    const deletes = mock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.[0]).toBe('/appointment/api/record/A1?hosId=1001');
  });
});

describe('RecordDetail: what the patient learns before and after cancelling', () => {
  it('refreshes the record when a cancel is refused on a stale page, and says what changed', async () => {
    const cancelled = recordOf({
      state: 'cancelled',
      cancelReason: 'expired',
      cancelledAt: '2026-11-21T05:30:00Z',
      actions: { pay: false, cancel: false, delete: false },
    });
    let refused = false;
    const mock = renderDetail((url) => {
      if (url.includes('/record/cancel')) {
        refused = true;
        return errorResponse(409, 'APPOINT012');
      }
      if (url.includes('/record/anti-scalping'))
        return okResponse({
          sameDoctorCount: 0,
          recentCount: 0,
          limits,
          blockedUntilIfCancelled: null,
          blockedUntilIfOneMore: null,
        });
      // The page was opened before the booking expired: the server has it cancelled by the time the patient cancels.
      return okResponse(refused ? cancelled : recordOf());
    });
    fireEvent.click(await screen.findByTestId('cancel-appointment'));
    fireEvent.click(await screen.findByTestId('modal-confirm'));
    expect((await screen.findByTestId('action-error')).textContent).toBe(
      'This booking is not valid',
    );
    expect((await screen.findByTestId('record-changed')).textContent).toBe(
      'This booking changed in the meantime and now shows: Cancelled',
    );
    expect(screen.getByTestId('record-state').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('cancel-appointment')).toBeNull();
    // Asked again after the refusal, not left showing 'valid'.
    expect(calls(mock, '/record/info').length).toBeGreaterThanOrEqual(2);
  });

  it('warns in the cancel dialog that this is the 4th cancellation in 14 days and one more blocks booking', async () => {
    renderDetail((url) =>
      url.includes('/record/anti-scalping')
        ? okResponse({
            sameDoctorCount: 0,
            recentCount: 3,
            limits,
            blockedUntilIfCancelled: null,
            blockedUntilIfOneMore: '2026-12-23T04:00:00.000Z',
          })
        : okResponse(recordOf()),
    );
    fireEvent.click(await screen.findByTestId('cancel-appointment'));
    await waitFor(() => expect(useDialogStore.getState().modal).not.toBeNull());
    const content = useDialogStore.getState().modal?.content ?? '';
    expect(content).toContain(
      'This is your cancellation no. 4 in 14 days (5 cancellations block booking for 30 days).',
    );
    // In the hospital's zone (Asia/Shanghai: 04:00Z is 12:00 there).
    expect(content).toMatch(
      /One more cancellation after this one blocks booking until \S*(2026-12-23|12\/23\/2026)\S* 12:00/,
    );
  });

  it('warns that this cancellation itself blocks booking', async () => {
    renderDetail((url) =>
      url.includes('/record/anti-scalping')
        ? okResponse({
            sameDoctorCount: 2,
            recentCount: 2,
            limits,
            blockedUntilIfCancelled: '2026-11-22T04:00:00.000Z',
            blockedUntilIfOneMore: '2026-11-22T04:00:00.000Z',
          })
        : okResponse(recordOf()),
    );
    fireEvent.click(await screen.findByTestId('cancel-appointment'));
    await waitFor(() =>
      expect(useDialogStore.getState().modal?.content).toMatch(
        /Cancelling this booking blocks booking until \S*(2026-11-22|11\/22\/2026)\S* 12:00/,
      ),
    );
    expect(useDialogStore.getState().modal?.content).not.toContain('One more');
  });

  it('shows the card’s masked number and real balance before paying, and asks before taking the fee', async () => {
    let balance = 3000;
    const mock = renderDetail((url) => {
      if (url.includes('/patient/api/card/info'))
        return okResponse({
          code: 1,
          cardNo: '9001',
          cardId: 'c1',
          cardNoEncrypt: 'e',
          cardBalance: balance,
          messageKey: null,
        });
      if (url.includes('/record/cost'))
        return okResponse({ ResultCode: '0', Data: { regFee: 2500 } });
      if (url.includes('/record/deduction/')) {
        balance = 500;
        return okResponse(
          recordOf({
            isDopay: '1',
            paidAt: '2026-11-21T05:01:00Z',
            payMethod: 'card',
            actions: { pay: false, cancel: true, delete: false },
          }),
        );
      }
      return okResponse(recordOf());
    });
    expect((await screen.findByText('******** · Balance ¥30.00')).getAttribute('data-testid')).toBe(
      'card-balance-line',
    );
    fireEvent.click(screen.getByTestId('pay-card'));
    // The confirm step says the amount, the card and the balance after paying; nothing is taken before it is confirmed.
    expect(await screen.findByTestId('modal-content')).toHaveProperty(
      'textContent',
      'Pay ¥25.00 from the outpatient card ********? Balance now ¥30.00, after payment ¥5.00.',
    );
    expect(calls(mock, '/record/deduction/')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('modal-confirm'));
    expect(
      (await screen.findByTestId('complete-page', undefined, PAID_AND_NAVIGATED)).textContent,
    ).toBe('A1');
  });

  it('says why cancel is not offered, in the shared rule’s words', async () => {
    renderDetail(() =>
      okResponse(
        recordOf({
          actions: {
            pay: true,
            cancel: false,
            delete: false,
            cancelRefusal: { key: 'APPOINT018', params: { time: '2026-11-22 08:00' } },
          },
        }),
      ),
    );
    expect((await screen.findByTestId('cancel-refusal')).textContent).toBe(
      'The cancellation deadline passed at 2026-11-22 08:00',
    );
    expect(screen.queryByTestId('cancel-appointment')).toBeNull();
  });
});

describe('formatLeft', () => {
  it('shows mm:ss, and h:mm:ss from an hour', () => {
    expect(formatLeft(0)).toBe('00:00');
    expect(formatLeft(-5)).toBe('00:00');
    expect(formatLeft(61_999)).toBe('01:01');
    expect(formatLeft(3_600_000 + 5_000)).toBe('1:00:05');
  });
});
