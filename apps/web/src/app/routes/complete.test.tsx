import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { DEFAULT_NOON_TIMES, hosIdOf } from '@portal/shared';
import { GlobalDialogs } from '../../components/global-dialogs/global-dialogs.tsx';
import { useDialogStore } from '../../stores/dialog-store.ts';
import {
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../testing/render.tsx';
import { RecordDetail } from '../../features/records/components/record-detail.tsx';
import { recordOf } from '../../testing/record-fixture.ts';
import { AppointmentComplete } from '../../features/appointments/components/appointment-complete.tsx';

const config = {
  payTimeLimitSeconds: 900,
  payScheduleRestriction: false,
  payPromptEnabled: true,
  noonTimes: DEFAULT_NOON_TIMES,
  hosStateCancelledPrompt: true,
  transmitRegFee: false,
};
const paid = recordOf({
  isDopay: '1',
  paidAt: new Date().toISOString(),
  payMethod: 'card',
  actions: { pay: false, cancel: true, delete: false },
});
const area = { areaId: '1', areaName: 'Main campus', address: '1 Jiefang Road', photo: null };

/** The completion page and the record page, as the app routes them, over a stubbed network edge. */
function renderJourney(route: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const mock = stubFetch(route);
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/appointment/complete"
          element={
            <AppointmentComplete
              hosId={hosIdOf('1001')}
              hosName="Demo"
              appointId="A1"
              timeZone="Asia/Shanghai"
              config={config}
            />
          }
        />
        <Route
          path="/appointment/record-info"
          element={
            <RecordDetail
              hosId={hosIdOf('1001')}
              appointId="A1"
              config={config}
              timeZone="Asia/Shanghai"
            />
          }
        />
      </Routes>
      <GlobalDialogs />
    </>,
    { route: '/appointment/complete?appointId=A1' },
  );
  return mock;
}

beforeEach(() => {
  sessionStorage.clear();
  useDialogStore.setState({ modal: null, toast: null, loadingCount: 0 });
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('AppointmentComplete', () => {
  it('shows paid right after a card payment, without a reload and before the server is asked again', async () => {
    let paidOnServer = false;
    renderJourney((url) => {
      if (url.includes('/area/list')) return okResponse([area]);
      if (url.includes('/record/cost'))
        return okResponse({ ResultCode: '0', Data: { regFee: 2500 } });
      if (url.includes('/record/deduction/')) {
        paidOnServer = true;
        return okResponse(paid);
      }
      // After the payment the server is slow: only the payment's own answer can make the page say 'paid'.
      if (paidOnServer) return new Promise<Response>(() => undefined);
      return okResponse(recordOf({ opTime: new Date().toISOString() }));
    });
    // Before paying: unpaid, the deadline with its countdown, and 'Pay now'.
    expect((await screen.findByTestId('complete-fee')).getAttribute('data-paid')).toBe('0');
    expect((await screen.findByTestId('pay-deadline')).textContent).toMatch(/left\)/);
    // Reserved, not celebrated: no success result while the fee is due.
    expect(screen.getByTestId('complete-reserved').textContent).toBe(
      'Your number is held for you. Pay the registration fee before the deadline, or the booking is cancelled.',
    );
    expect(document.querySelector('.ant-result-success')).toBeNull();
    fireEvent.click(await screen.findByTestId('complete-pay'));
    fireEvent.click(await screen.findByTestId('pay-card'));
    fireEvent.click(await screen.findByTestId('modal-confirm'));
    // Back on the completion page (the payment navigates there): two calls and two pages rendered, slow on a busy machine.
    const fee = await screen.findByTestId('complete-fee', undefined, { timeout: 5000 });
    expect(fee.getAttribute('data-paid')).toBe('1');
    expect(fee.textContent).toBe('¥25.00 (Paid)');
    expect(screen.queryByTestId('complete-pay')).toBeNull();
    expect(screen.queryByTestId('pay-deadline')).toBeNull();
    expect(screen.queryByTestId('complete-reserved')).toBeNull();
  });

  it('names the campus and its address', async () => {
    renderJourney((url) =>
      url.includes('/area/list') ? okResponse([area]) : okResponse(recordOf()),
    );
    expect((await screen.findByTestId('complete-campus')).textContent).toBe(
      'Main campus · 1 Jiefang Road',
    );
  });

  it('says cancelled, not succeeded, for a booking cancelled meanwhile', async () => {
    renderJourney((url) =>
      url.includes('/area/list')
        ? okResponse([area])
        : okResponse(
            recordOf({
              state: 'cancelled',
              cancelReason: 'expired',
              actions: { pay: false, cancel: false, delete: false },
            }),
          ),
    );
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText('Appointment booked')).toBeNull();
    expect(document.querySelector('.ant-result-success')).toBeNull();
    expect(screen.queryByTestId('complete-pay')).toBeNull();
  });
});
