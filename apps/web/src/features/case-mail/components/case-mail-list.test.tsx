import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useSearchParams } from 'react-router';
import type { CaseMailRequest } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { patientOf } from '../../../testing/patient-fixture.ts';
import { CaseMailList } from './case-mail-list.tsx';
import { hosIdOf } from '@portal/shared';

const at = '2026-11-20T02:00:00Z';
function requestOf(over: Partial<CaseMailRequest> = {}): CaseMailRequest {
  return {
    requestId: 'CM1',
    patientId: patientOf().patientId,
    kind: 'inpatient',
    stayId: 'C1-20261001',
    visitId: null,
    deptName: 'Cardiology',
    doctorName: 'Li Wei',
    admittedOn: '2026-10-01',
    dischargedOn: '2026-10-05',
    visitDate: '',
    printingType: 'full',
    printingTypeName: 'Complete case record',
    copies: 2,
    delivery: 'express',
    expressCompany: 'sf',
    expressCompanyName: 'SF Express',
    recipientName: 'Zhang Wei',
    recipientPhone: '139****5678',
    address: '12 Lakeside Road',
    pickupAddress: '',
    pickupAddressName: '',
    fee: 3500,
    status: 'paid',
    statusName: 'Paid',
    trackingNo: null,
    createdAt: at,
    steps: [
      { status: 'submitted', statusName: 'Awaiting payment', at },
      { status: 'paid', statusName: 'Paid', at },
    ],
    payment: { outTradeNo: 'P1', state: 'paid', amount: 3500, paidAt: at, refundedAt: null },
    ...over,
  };
}

function PaymentPage() {
  return <p data-testid="payment-page">{useSearchParams()[0].get('outTradeNo')}</p>;
}

/** A hospital holding `requests`; cancelling one refunds its fee unless it is printed (CASEMAIL004). */
function renderList(requests: CaseMailRequest[]) {
  const held = requests.map((r) => ({ ...r }));
  const mock = stubFetch((url) => {
    const path = url.split('?')[0]!;
    if (path === '/feature/api/case-mail/list') return okResponse(held);
    const cancel = /^\/feature\/api\/case-mail\/(\w+)\/cancel$/.exec(path);
    if (cancel) {
      const r = held.find((x) => x.requestId === cancel[1])!;
      if (r.status === 'printed') return errorResponse(409, 'CASEMAIL004');
      Object.assign(r, {
        status: 'cancelled',
        statusName: 'Cancelled',
        payment: r.payment && { ...r.payment, state: 'refunded', refundedAt: at },
      });
      return okResponse(r);
    }
    if (/\/qr$/.test(path))
      return okResponse({
        outTradeNo: 'PM9',
        Data: 'http://portal.test/hos/ui/scan/payment/tok_0123456789abcdef',
        ResultCode: '0',
        ResultMsg: 'success',
      });
    if (path === '/payassist/api/PayNoticeBefore')
      return okResponse({ ResultCode: '0', ResultMsg: 'success' });
    return errorResponse(404, 'C002');
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/inpatient/case"
        element={
          <CaseMailList hosId={hosIdOf('1001')} patient={patientOf()} timeZone="Asia/Shanghai" />
        }
      />
      <Route path="/homepage/payment" element={<PaymentPage />} />
    </Routes>,
    { route: '/inpatient/case' },
  );
  return mock;
}

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('CaseMailList', () => {
  it('shows a paid request with its timeline and fee; cancelling after the confirmation shows the refund', async () => {
    const mock = renderList([requestOf()]);
    const card = await screen.findByTestId('case-mail-CM1');
    expect(within(card).getByTestId('case-mail-status').textContent).toBe('Paid');
    expect(within(card).getByTestId('case-mail-card-fee').textContent).toBe('Fee ¥35.00');
    expect(within(card).getByTestId('case-mail-steps').textContent).toContain('Awaiting payment');
    expect(within(card).queryByTestId('case-mail-pay')).toBeNull();
    fireEvent.click(within(card).getByTestId('case-mail-cancel'));
    // Nothing is cancelled before the confirmation.
    expect(mock.mock.calls.filter(([u]) => u.includes('/cancel'))).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('case-mail-cancel-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('case-mail-refunded').textContent).toBe('¥35.00 refunded'),
    );
    expect(screen.getByTestId('case-mail-status').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('case-mail-cancel')).toBeNull();
  });

  it('offers no cancel once the copy is printed, and the tracking number once shipped', async () => {
    renderList([
      requestOf({ status: 'shipped', statusName: 'Shipped', trackingNo: 'SF000123456789' }),
    ]);
    const card = await screen.findByTestId('case-mail-CM1');
    expect(within(card).queryByTestId('case-mail-cancel')).toBeNull();
    expect(within(card).getByTestId('case-mail-tracking').textContent).toContain('SF000123456789');
  });

  it("names an outpatient visit's copy by its visit, and pays it as outpatient case mail (notice type 10)", async () => {
    const mock = renderList([
      requestOf({
        kind: 'outpatient',
        stayId: null,
        visitId: 'F1',
        deptName: 'Endocrinology',
        doctorName: 'Sun Li',
        admittedOn: '',
        dischargedOn: '',
        visitDate: '2026-11-10',
        status: 'submitted',
        statusName: 'Awaiting payment',
        steps: [],
        payment: null,
      }),
    ]);
    const card = await screen.findByTestId('case-mail-CM1');
    expect(within(card).getByTestId('case-mail-subject').textContent).toBe(
      "An outpatient visit's record · Endocrinology · 2026-11-10 · Sun Li",
    );
    fireEvent.click(within(card).getByTestId('case-mail-pay'));
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM9');
    const [, init] = mock.mock.calls.find(([u]) => u.includes('/payassist/api/PayNoticeBefore'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ noticeType: '10' });
  });

  it('pays a request that waits for its fee on the payment page', async () => {
    renderList([
      requestOf({ status: 'submitted', statusName: 'Awaiting payment', steps: [], payment: null }),
    ]);
    fireEvent.click(await screen.findByTestId('case-mail-pay'));
    expect((await screen.findByTestId('payment-page')).textContent).toBe('PM9');
  });
});
