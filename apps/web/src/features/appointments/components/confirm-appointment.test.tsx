import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import type { ChosenNumber } from '../utils/chosen-number.ts';
import { ageRuleMessage, ConfirmAppointment, numberClosedMessage } from './confirm-appointment.tsx';
import { hosIdOf } from '@portal/shared';

const patient = (over: Record<string, unknown> = {}) => ({
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

const chosen: ChosenNumber = {
  entry: {
    scheduleId: 's1',
    scheduleDate: '2026-11-23',
    scheduleNoonCode: '1',
    regFee: 2500,
    doctorOrder: 1,
    doctorName: 'Li Ming',
    doctorTitle: 'chief',
    deptId: 'ped',
    deptName: 'Pediatrics',
    areaId: '1',
    businessType: '1',
    released: true,
    schedules: [],
  },
  number: { numberId: 'n3', seq: 3, startTime: '08:30', endTime: '08:45', status: 'free' },
};

const record = {
  appointId: 'A1',
  appointNo: '20261123-003',
  state: '1',
  hosState: '0',
  isDopay: '0',
  isToday: '0',
  regFee: 2500,
  schDate: '2026-11-23',
  schTime: '08:30-08:45',
  schId: 's1',
  noonCode: '1',
  opTime: '2026-11-21T05:00:00Z',
  patientCardId: 'c1',
  patientId: 'p1',
  patientName: 'Zhang San',
  patientPhone: '138****0001',
  deptId: 'ped',
  deptName: 'Pediatrics',
  doctorId: 'd1',
  doctorName: 'Li Ming',
  doctorTitle: 'chief',
  hosArea: '1',
  candidateFlag: '0',
  outCardSerial: '',
  seq: 3,
};

const noRule = { appointmentTipId: '', pediatricMaxAge: 0, pediatricDeptIds: [] as string[] };

beforeEach(() => {
  // A fixed clock (only Date is faked): the day before the chosen 2026-11-23 morning, which is released and not started.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const calls = (mock: FetchMock, part: string) =>
  mock.mock.calls.filter(([url]) => url.includes(part));
const bookings = (mock: FetchMock) =>
  mock.mock.calls.filter(([url]) => url.includes('/appointment/create'));
const keyOf = (call: Parameters<FetchMock> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

function renderConfirm(config = noRule, sameDayOf?: string) {
  renderWithProviders(
    <Routes>
      <Route
        path="/confirm"
        element={
          <ConfirmAppointment
            hosId={hosIdOf('1001')}
            chosen={chosen}
            config={config}
            timeZone="Asia/Shanghai"
            sameDayOf={sameDayOf}
          />
        }
      />
      <Route path="/appointment/complete" element={<p data-testid="completed">done</p>} />
    </Routes>,
    { route: '/confirm' },
  );
}

describe('ConfirmAppointment', () => {
  it('books once on a double click, with one Idempotency-Key, then goes to complete', async () => {
    let release: (r: Response) => void = () => undefined;
    const mock = stubFetch((url) =>
      url.includes('/appointment/create')
        ? new Promise<Response>((r) => (release = r))
        : okResponse([patient()]),
    );
    renderConfirm();
    const submit = await screen.findByTestId('confirm-submit');
    expect(screen.getByText('********')).toBeTruthy();
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(bookings(mock)).toHaveLength(1));
    expect((screen.getByTestId('confirm-submit') as HTMLButtonElement).disabled).toBe(true);
    const key = keyOf(bookings(mock)[0]);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(bookings(mock)[0]?.[1]?.body))).toEqual({
      hosId: '1001',
      patientId: 'p1',
      scheduleId: 's1',
      numberId: 'n3',
    });
    release(okResponse(record));
    await screen.findByTestId('completed');
    expect(bookings(mock)).toHaveLength(1);
  });

  it('shows a refusal in catalogue words, and a retry sends the same key', async () => {
    const mock = stubFetch((url) =>
      url.includes('/appointment/create')
        ? errorResponse(409, 'APPOINT004')
        : okResponse([patient()]),
    );
    renderConfirm();
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    expect((await screen.findByTestId('confirm-error')).textContent).toBe(
      'This time slot has just been taken, please choose another',
    );
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(bookings(mock)).toHaveLength(2));
    expect(keyOf(bookings(mock)[1])).toBe(keyOf(bookings(mock)[0]));
  });

  it('shows the age rule before submitting and does not let a too-old patient book pediatrics', async () => {
    const mock = stubFetch(() => okResponse([patient({ birthDate: '2010-01-01' })]));
    renderConfirm({ appointmentTipId: '', pediatricMaxAge: 14, pediatricDeptIds: ['ped'] });
    expect((await screen.findByTestId('age-rule')).textContent).toBe(
      'Only children under 14 may book this pediatric department',
    );
    expect((screen.getByTestId('confirm-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(bookings(mock)).toHaveLength(0);
  });
});

describe('a number no longer bookable', () => {
  it('is shown with its reason and cannot be submitted once its session has started', async () => {
    vi.setSystemTime(new Date('2026-11-23T08:39:00+08:00'));
    const mock = stubFetch(() => okResponse([patient()]));
    renderConfirm();
    expect((await screen.findByTestId('number-closed')).textContent).toMatch(
      /^This session started at .*08:00:00: its numbers can no longer be booked or paid online$/,
    );
    expect((screen.getByTestId('confirm-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    expect(bookings(mock)).toHaveLength(0);
  });

  it('follows the shared rule at the edges: open before the start, closed at it, over after the end', () => {
    const at = (t: string) => new Date(`2026-11-23T${t}+08:00`);
    expect(numberClosedMessage(chosen, noRule, at('07:59:59'), 'Asia/Shanghai')).toBeNull();
    expect(numberClosedMessage(chosen, noRule, at('08:00:00'), 'Asia/Shanghai')).toMatch(
      /^This session started at/,
    );
    expect(numberClosedMessage(chosen, noRule, at('12:00:00'), 'Asia/Shanghai')).toBe(
      'This session is already over',
    );
    expect(
      numberClosedMessage(chosen, noRule, new Date('2026-11-09T07:59:00+08:00'), 'Asia/Shanghai'),
    ).toMatch(/^This session is not released yet/);
  });
});

describe('ageRuleMessage', () => {
  const cfg = { appointmentTipId: '', pediatricMaxAge: 14, pediatricDeptIds: ['ped'] };
  it('applies to pediatric departments only, by age on the visit date', () => {
    expect(ageRuleMessage({ birthDate: '2012-11-24' }, chosen, cfg)).toBeNull(); // 13 on 2026-11-23
    expect(ageRuleMessage({ birthDate: '2012-11-23' }, chosen, cfg)).toBe('APPOINT039'); // 14 that day
    expect(
      ageRuleMessage(
        { birthDate: '1980-01-01' },
        { ...chosen, entry: { ...chosen.entry, deptId: 'card' } },
        cfg,
      ),
    ).toBeNull();
    expect(
      ageRuleMessage({ birthDate: '1980-01-01' }, chosen, { ...cfg, pediatricMaxAge: 0 }),
    ).toBeNull();
    expect(ageRuleMessage(null, chosen, cfg)).toBeNull();
  });
});

describe('the appointment notice, read once per browser session', () => {
  const notice = {
    guideTitle: 'Booking notice',
    guideContent: '<p>Bring your card.</p>',
    showType: 0,
    buttonContent: '',
    buttonType: 0,
    buttonExt: {},
    showExt: {},
  };
  const withNotice = { ...noRule, appointmentTipId: 'appointment-notice' };
  const serve = (tip: typeof notice) =>
    stubFetch((url) =>
      url.includes('appointment-notice') ? okResponse(tip) : okResponse([patient()]),
    );
  const submitDisabled = () => (screen.getByTestId('confirm-submit') as HTMLButtonElement).disabled;

  /** Renders the page: the notice is up and confirming waits for it; acknowledges it. */
  async function readNotice() {
    renderConfirm(withNotice);
    await screen.findByTestId('tip-popup');
    expect(submitDisabled()).toBe(true);
    fireEvent.click(screen.getByTestId('tip-button'));
    await waitFor(() => expect(submitDisabled()).toBe(false));
  }

  it('is forced on the first visit and not again on a reload (a new page) in the same session', async () => {
    serve(notice);
    await readNotice();
    cleanup();

    renderConfirm(withNotice);
    await waitFor(() => expect(submitDisabled()).toBe(false));
    expect(screen.queryByTestId('tip-popup')).toBeNull();
  });

  it('is forced again when the hospital has changed the notice since it was read', async () => {
    const mock = serve(notice);
    await readNotice();
    cleanup();
    mock.mockImplementation(async (url: string) =>
      url.includes('appointment-notice')
        ? okResponse({ ...notice, guideContent: '<p>Bring your card and ID.</p>' })
        : okResponse([patient()]),
    );

    renderConfirm(withNotice);
    await screen.findByTestId('tip-popup');
    expect(submitDisabled()).toBe(true);
  });
});

describe('from the same-day registration entrance', () => {
  it('refuses a number of another day before sending anything, naming today', async () => {
    // The chosen number is on 2026-11-23, the clock on the 22nd.
    const mock = stubFetch(() => okResponse([patient()]));
    renderConfirm(noRule, '2026-11-22');
    expect((await screen.findByTestId('not-today')).textContent).toBe(
      "Same-day registration is for today's clinics only (2026-11-22). To see a doctor on another day, book an appointment.",
    );
    expect((screen.getByTestId('confirm-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    expect(bookings(mock)).toHaveLength(0);
  });

  it("books today's number as a same-day registration (isToday 1)", async () => {
    vi.setSystemTime(new Date('2026-11-23T07:00:00+08:00'));
    const mock = stubFetch((url) =>
      url.includes('/appointment/create')
        ? okResponse({ ...record, isToday: '1' })
        : okResponse([patient()]),
    );
    renderConfirm(noRule, '2026-11-23');
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    await waitFor(() => expect(bookings(mock)).toHaveLength(1));
    expect(JSON.parse(String(bookings(mock)[0]?.[1]?.body))).toEqual({
      hosId: '1001',
      patientId: 'p1',
      scheduleId: 's1',
      numberId: 'n3',
      isToday: '1',
    });
    expect(screen.queryByTestId('not-today')).toBeNull();
  });
});

describe('how the fee could be paid, said before booking', () => {
  // 03:13 at a hospital whose card top-ups run 06:30–23:00 and whose bookings are cancelled 15 minutes unpaid.
  const night = {
    ...noRule,
    rechargeStartTime: '06:30',
    rechargeEndTime: '23:00',
    insufficientBalancePath: 'recharge' as const,
    payTimeLimitSeconds: 900,
  };
  const card = (cardBalance: number) => ({
    code: 1,
    cardNo: '********',
    cardId: 'c1',
    cardNoEncrypt: 'x',
    cardBalance,
    messageKey: null,
  });
  const serve = (channels: { qr: boolean; topUp: boolean }, balance: number) =>
    stubFetch((url) => {
      if (url.startsWith('/patient/api/card/info')) return okResponse(card(balance));
      if (url.startsWith('/payservice/api/channels')) return okResponse(channels);
      return okResponse([patient()]);
    });

  it('warns that a short card cannot pay until top-ups open, after the booking would be cancelled', async () => {
    vi.setSystemTime(new Date('2026-11-22T03:13:00+08:00'));
    const mock = serve({ qr: false, topUp: true }, 1000);
    renderConfirm(night);
    expect((await screen.findByTestId('confirm-unpayable')).textContent).toBe(
      'This booking cannot be paid until 11/22/2026, 06:30:00, when card top-ups open: your card balance is below the fee, and an unpaid booking is cancelled at 11/22/2026, 03:28:00.',
    );
    expect(screen.queryByTestId('confirm-pay-hint')).toBeNull();
    expect(calls(mock, '/payservice/api/channels')[0]?.[0]).toBe(
      '/payservice/api/channels?hosId=1001',
    );
  });

  it('says the fee is paid by QR after booking where the hospital takes it, and warns of nothing', async () => {
    vi.setSystemTime(new Date('2026-11-22T03:13:00+08:00'));
    serve({ qr: true, topUp: true }, 1000);
    renderConfirm(night);
    expect((await screen.findByTestId('confirm-pay-hint')).textContent).toBe(
      'Your card balance is below the fee: after booking, pay it by QR code.',
    );
    expect(screen.queryByTestId('confirm-unpayable')).toBeNull();
  });

  it("shows the hospital's appointment notice from its caption file, in the reader's language", async () => {
    const mock = stubFetch((url) =>
      url.includes('/static/captions/1001/appointment-prompt')
        ? okResponse({
            title: 'Before you come',
            content: '<p>Bring your <b>medical card</b>.</p>',
          })
        : okResponse([patient()]),
    );
    renderConfirm();
    const prompt = await screen.findByTestId('appointment-prompt');
    await waitFor(() => expect(prompt.textContent).toContain('Before you come'));
    expect(prompt.textContent).toContain('Bring your');
    expect(calls(mock, '/static/captions/1001/appointment-prompt')).toHaveLength(1);
  });

  it('falls back to the catalogue notice where the hospital has no caption file (HOSPITAL003)', async () => {
    stubFetch((url) =>
      url.includes('/static/captions/')
        ? errorResponse(404, 'HOSPITAL003', { id: 'appointment-prompt' })
        : okResponse([patient()]),
    );
    renderConfirm();
    const prompt = await screen.findByTestId('appointment-prompt');
    expect(prompt.textContent).toContain('Appointment notice');
    expect(prompt.textContent).toContain('sign in before your booked time');
  });
});
