import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useSearchParams } from 'react-router';
import type { AppointmentRecordDetail } from '@portal/shared';
import { SESSION_KEYS } from '../../../lib/storage.ts';
import {
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { recordOf } from '../../../testing/record-fixture.ts';
import { RecordList } from './record-list.tsx';
import { hosIdOf } from '@portal/shared';

const patient = (over: Record<string, unknown>) => ({
  patientId: 'p1',
  defaultState: '1',
  patientName: 'Zhang San',
  certType: 0,
  patientIdCardNo: '110***********0011',
  patientPhone: '138****0001',
  relation: 0,
  sex: 1,
  birthDate: '1980-05-01',
  outCardNo: '6200001',
  outCardId: 'c1',
  patOutCardNoEncrypt: 'enc',
  overdueState: '0',
  inCardNo: '',
  inCardId: '',
  patInCardNoEncrypt: '',
  inOverdueState: '0',
  cardTypeName: '',
  cardInName: '',
  socialSecurityCardNo: '',
  ...over,
});
const patients = [
  patient({}),
  patient({ patientId: 'p2', patientName: 'Li Si', defaultState: '0', relation: 1 }),
];

const records = [
  recordOf(),
  recordOf({
    appointId: 'A2',
    patientId: 'p2',
    patientName: 'Li Si',
    isDopay: '1',
    isToday: '1',
    hosState: '3',
    regFee: 1000,
  }),
  recordOf({ appointId: 'A3', state: '3' }),
  recordOf({
    appointId: 'A4',
    state: 'cancelled',
    cancelReason: 'patient',
    cancelledAt: '2026-11-21T06:00:00Z',
  }),
  recordOf({ appointId: 'A5', hosState: '4' }),
];

function Info() {
  return <p data-testid="info-page">{useSearchParams()[0].get('id')}</p>;
}

function renderList(list: AppointmentRecordDetail[], hosStateCancelledPrompt = true) {
  stubFetch((url) => (url.includes('/record/list') ? okResponse(list) : okResponse(patients)));
  renderWithProviders(
    <Routes>
      <Route
        path="/appointment/record"
        element={
          <RecordList
            hosId={hosIdOf('1001')}
            timeZone="Asia/Shanghai"
            config={{ hosStateCancelledPrompt }}
          />
        }
      />
      <Route path="/appointment/record-info" element={<Info />} />
    </Routes>,
    { route: '/appointment/record' },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('RecordList', () => {
  it('says when a QR payment of an unpaid booking is under way', async () => {
    renderList([
      recordOf({ appointId: 'Q1', qrOrderNo: 'PM1' }),
      recordOf({ appointId: 'Q2', qrOrderNo: 'PM2', isDopay: '1' }),
    ]);
    const open = await screen.findByTestId('record-item-Q1');
    expect(within(open).getByTestId('record-paid').textContent).toBe('QR payment in progress');
    expect(
      within(screen.getByTestId('record-item-Q2')).getByTestId('record-paid').textContent,
    ).toBe('Paid');
  });

  it('shows state, hosState, paid/unpaid, advance/same-day, date, period, doctor, department and fee', async () => {
    renderList(records);
    const first = await screen.findByTestId('record-item-A1');
    expect(within(first).getByTestId('record-state').textContent).toBe('Valid');
    expect(within(first).getByTestId('record-hos-state').textContent).toBe('Not checked in');
    expect(within(first).getByTestId('record-paid').textContent).toBe('Unpaid');
    expect(within(first).getByTestId('record-kind').textContent).toBe('Advance appointment');
    expect(first.textContent).toContain('2026-11-23 Morning 08:30-08:45');
    expect(first.textContent).toContain('Li Ming chief');
    expect(first.textContent).toContain('Cardiology');
    expect(within(first).getByTestId('record-fee').textContent).toContain('¥25.00');

    const second = screen.getByTestId('record-item-A2');
    expect(within(second).getByTestId('record-paid').textContent).toBe('Paid');
    expect(within(second).getByTestId('record-hos-state').textContent).toBe('Signed in');
    expect(within(second).getByTestId('record-kind').textContent).toBe('Same-day registration');
    expect(
      within(screen.getByTestId('record-item-A3')).getByTestId('record-state').textContent,
    ).toBe('Pending');
    expect(
      within(screen.getByTestId('record-item-A4')).getByTestId('record-state').textContent,
    ).toBe('Cancelled');
  });

  it("shows 'schedule cancelled, booking invalid' for state 1 + hosState 4 only when configured", async () => {
    renderList(records);
    const cancelled = await screen.findByTestId('record-item-A5');
    expect(within(cancelled).getByTestId('record-cancelled-prompt').textContent).toBe(
      'Schedule cancelled, booking invalid',
    );
    expect(within(cancelled).getByTestId('record-hos-state').textContent).toBe(
      'Cancelled by the hospital',
    );
    expect(screen.getAllByTestId('record-cancelled-prompt')).toHaveLength(1);
  });

  it('hides the hosState-4 prompt when the hospital does not configure it', async () => {
    renderList(records, false);
    await screen.findByTestId('record-item-A5');
    expect(screen.queryByTestId('record-cancelled-prompt')).toBeNull();
  });

  it('filters by patient', async () => {
    renderList(records);
    await screen.findByTestId('record-item-A1');
    fireEvent.click(await within(screen.getByTestId('record-filter')).findByText('Li Si'));
    expect(screen.queryByTestId('record-item-A1')).toBeNull();
    expect(screen.getByTestId('record-item-A2')).toBeTruthy();
  });

  it("says there is no record yet, in the catalogue's words where the hospital has no caption file", async () => {
    renderList([]);
    expect((await screen.findByTestId('record-empty')).textContent).toContain(
      'No appointment records yet',
    );
  });

  it("says it in the hospital's words from its caption file record-separate", async () => {
    stubFetch((url) =>
      url.includes('/static/captions/1001/record-separate')
        ? okResponse({ valid: 'Upcoming visits', empty: 'You have booked no visit yet' })
        : url.includes('/record/list')
          ? okResponse([])
          : okResponse(patients),
    );
    renderWithProviders(
      <RecordList
        hosId={hosIdOf('1001')}
        timeZone="Asia/Shanghai"
        config={{ hosStateCancelledPrompt: false }}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('record-empty').textContent).toContain(
        'You have booked no visit yet',
      ),
    );
  });

  it('stores the record in session storage and opens record-info', async () => {
    renderList(records);
    fireEvent.click(await screen.findByTestId('record-item-A2'));
    expect((await screen.findByTestId('info-page')).textContent).toBe('A2');
    expect(
      JSON.parse(sessionStorage.getItem(SESSION_KEYS.appointmentRecord) ?? '{}'),
    ).toMatchObject({ appointId: 'A2' });
  });
});
