import { afterAll, beforeAll, expect, it } from 'vitest';
import { hosIdOf, type HosId } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';
import { FEE, H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * Over HTTP, on PGlite and PostgreSQL: staff refunds with four-eyes approval (docs/refunds.md). A fee at or below the
 * hospital's limit (20000 fen by default) is refunded at once; above it the request waits until another staff member
 * approves, and the money goes back once however many approve at the same time. The requester never decides their
 * own request; roles without refunds.manage and other hospitals are refused.
 */
const LARGE_FEE = 30_000;
let t: TestApp;
let f: ReturnType<typeof cancelFixtures>;
let finance: StaffSession;
let admin: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  f = cancelFixtures(t);
  finance = await signInStaff(t.app, { role: 'finance', hosId: H });
  admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
});
afterAll(async () => t.close());

/** A booking paid by card, of `fee` fen. */
async function paidBooking(fee: number) {
  const s = await insertSession(t.db, H, {
    doctorId: 'DR04',
    deptId: '12',
    date: localDate(3),
    regFee: fee,
    numbers: 2,
  });
  const patient = await f.person(fee * 2);
  const appointId = await f.book(patient, s.scheduleId);
  await f.payByCard(patient, appointId);
  const order = await t.db
    .selectFrom('pay_order')
    .select('out_trade_no')
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .executeTakeFirstOrThrow();
  return { patient, appointId, outTradeNo: order.out_trade_no, scheduleId: s.scheduleId };
}

type Res = { statusCode: number; json(): unknown };
const answer = (res: Res) => ({ status: res.statusCode, ...(res.json() as object) });
const base = (hosId: HosId) => `/console/api/hospitals/${hosId}`;
const refund = (appointId: string, as: StaffSession, reason = 'Doctor absent', hosId = H) =>
  consoleInject(t.app, as, {
    method: 'POST',
    url: `${base(hosId)}/bookings/${appointId}/refund`,
    payload: { reason },
  });
const approve = (requestId: string, as: StaffSession, hosId = H) =>
  consoleInject(t.app, as, {
    method: 'POST',
    url: `${base(hosId)}/refund-requests/${requestId}/approve`,
  });
const reject = (requestId: string, as: StaffSession, reason = 'Not justified', hosId = H) =>
  consoleInject(t.app, as, {
    method: 'POST',
    url: `${base(hosId)}/refund-requests/${requestId}/reject`,
    payload: { reason },
  });
const list = (as: StaffSession, hosId = H) =>
  consoleInject(t.app, as, { method: 'GET', url: `${base(hosId)}/refund-requests` });

const orderState = async (outTradeNo: string) =>
  (
    await t.db
      .selectFrom('pay_order')
      .select('state')
      .where('hos_id', '=', H)
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow()
  ).state;
const refundEvents = (outTradeNo: string) =>
  t.db
    .selectFrom('pay_order_event')
    .select('event_id')
    .where('hos_id', '=', H)
    .where('out_trade_no', '=', outTradeNo)
    .where('to_state', '=', 'refunded')
    .execute();
const booking = (appointId: string) =>
  t.db
    .selectFrom('appointment')
    .select(['state', 'cancel_reason'])
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .executeTakeFirstOrThrow();
const audits = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'target', 'after'])
    .where('hos_id', '=', H)
    .where('action', '=', action)
    .execute();

it('refunds a fee at or below the limit at once: the booking cancelled by the hospital, the money back once', async () => {
  const b = await paidBooking(FEE);
  const res = await refund(b.appointId, finance);
  expect(res.json()).toMatchObject({
    code: 0,
    data: {
      outcome: 'refunded',
      request: {
        state: 'refunded',
        amount: FEE,
        reason: 'Doctor absent',
        requestedBy: { staffId: finance.staff.staffId },
        decidedBy: null,
      },
    },
  });
  expect(await orderState(b.outTradeNo)).toBe('refunded');
  expect(await booking(b.appointId)).toEqual({ state: 'cancelled', cancel_reason: 'hospital' });
  expect(await refundEvents(b.outTradeNo)).toHaveLength(1);
  // The patient is told in the message centre (and by text, through the outbox).
  const notices = await t.db
    .selectFrom('user_message')
    .select('kind')
    .where('hos_id', '=', H)
    .where('user_id', '=', b.patient.userId)
    .where('kind', '=', 'refunded')
    .execute();
  expect(notices).toHaveLength(1);
  expect(
    (await audits('refund.done')).filter((a) => a.staff_id === finance.staff.staffId),
  ).toHaveLength(1);

  // Asked again: nothing is left to refund.
  expect(answer(await refund(b.appointId, finance))).toMatchObject({
    status: 409,
    messageKey: 'REFUNDREQ001',
  });
  expect(await refundEvents(b.outTradeNo)).toHaveLength(1);
});

it('holds a fee above the limit until another staff member approves; the requester cannot approve it', async () => {
  const b = await paidBooking(LARGE_FEE);
  const asked = (await refund(b.appointId, finance)).json();
  expect(asked).toMatchObject({
    code: 0,
    data: { outcome: 'pending', request: { state: 'pending' } },
  });
  const requestId = asked.data.request.requestId as string;
  expect(await orderState(b.outTradeNo)).toBe('paid');
  expect(answer(await refund(b.appointId, admin))).toMatchObject({
    status: 409,
    messageKey: 'REFUNDREQ002',
  });

  const listed = (await list(admin)).json().data;
  expect(listed.approvalAbove).toBe(20_000);
  expect(listed.pending).toContainEqual(
    expect.objectContaining({ requestId, amount: LARGE_FEE, appointNo: expect.any(String) }),
  );

  expect(answer(await approve(requestId, finance))).toMatchObject({
    status: 403,
    messageKey: 'REFUNDREQ005',
  });
  expect(answer(await reject(requestId, finance))).toMatchObject({
    status: 403,
    messageKey: 'REFUNDREQ005',
  });
  expect(await orderState(b.outTradeNo)).toBe('paid');

  const approved = (await approve(requestId, admin)).json();
  expect(approved).toMatchObject({
    code: 0,
    data: { state: 'refunded', decidedBy: { staffId: admin.staff.staffId } },
  });
  expect(await orderState(b.outTradeNo)).toBe('refunded');
  expect(await booking(b.appointId)).toEqual({ state: 'cancelled', cancel_reason: 'hospital' });
  expect(await refundEvents(b.outTradeNo)).toHaveLength(1);
  expect(answer(await approve(requestId, admin))).toMatchObject({
    status: 409,
    messageKey: 'REFUNDREQ004',
  });
  expect((await audits('refund.requested')).map((a) => a.staff_id)).toContain(
    finance.staff.staffId,
  );
  expect((await audits('refund.approved')).map((a) => a.staff_id)).toContain(admin.staff.staffId);
});

it('refunds once when two staff members approve at the same time', async () => {
  const b = await paidBooking(LARGE_FEE);
  const requestId = (await refund(b.appointId, finance)).json().data.request.requestId as string;
  const other = await signInStaff(t.app, { role: 'finance', hosId: H });
  const answers = (await Promise.all([approve(requestId, admin), approve(requestId, other)])).map(
    answer,
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status !== 200)).toEqual([
    expect.objectContaining({ status: 409, messageKey: 'REFUNDREQ004' }),
  ]);
  expect(await refundEvents(b.outTradeNo)).toHaveLength(1);
  const approvals = (await audits('refund.approved')).filter(
    (a) => (a.after as { requestId: string }).requestId === requestId,
  );
  expect(approvals).toHaveLength(1);
});

it('rejects with a reason: nothing is refunded, and the request is decided', async () => {
  const b = await paidBooking(LARGE_FEE);
  const requestId = (await refund(b.appointId, finance)).json().data.request.requestId as string;
  expect((await reject(requestId, admin, 'Patient attended')).json()).toMatchObject({
    code: 0,
    data: { state: 'rejected', decisionNote: 'Patient attended' },
  });
  expect(await orderState(b.outTradeNo)).toBe('paid');
  expect(answer(await approve(requestId, admin))).toMatchObject({
    status: 409,
    messageKey: 'REFUNDREQ004',
  });
  const recent = (await list(finance)).json().data.recent;
  expect(recent).toContainEqual(expect.objectContaining({ requestId, state: 'rejected' }));
  expect((await audits('refund.rejected')).map((a) => a.staff_id)).toContain(admin.staff.staffId);
});

it('refuses roles without refunds.manage, other hospitals, unknown bookings and bad input', async () => {
  const b = await paidBooking(FEE);
  for (const role of ['editor', 'support', 'auditor'] as const) {
    const staff = await signInStaff(t.app, { role, hosId: H });
    expect(answer(await refund(b.appointId, staff)), role).toMatchObject({
      status: 403,
      messageKey: 'STAFF006',
    });
    expect(answer(await list(staff)), role).toMatchObject({ status: 403, messageKey: 'STAFF006' });
  }
  const H2 = hosIdOf('1002');
  const elsewhere = await signInStaff(t.app, { role: 'finance', hosId: H2 });
  expect(answer(await refund(b.appointId, elsewhere))).toMatchObject({
    status: 403,
    messageKey: 'STAFF007',
  });
  // At their own hospital another hospital's booking does not exist.
  expect(answer(await refund(b.appointId, elsewhere, 'x', H2))).toMatchObject({
    status: 404,
    messageKey: 'C002',
  });
  expect(answer(await refund('no-such-booking', finance))).toMatchObject({
    status: 404,
    messageKey: 'C002',
  });
  // A blank reason is there but invalid (C019); a missing one is C018.
  expect(answer(await refund(b.appointId, finance, '   '))).toMatchObject({
    status: 400,
    messageKey: 'C019',
    params: { field: 'reason' },
  });
  expect(
    answer(
      await consoleInject(t.app, finance, {
        method: 'POST',
        url: `${base(H)}/bookings/${b.appointId}/refund`,
        payload: {},
      }),
    ),
  ).toMatchObject({ status: 400, messageKey: 'C018', params: { field: 'reason' } });
  expect(answer(await refund(b.appointId, finance, 'x'.repeat(201)))).toMatchObject({
    status: 400,
    messageKey: 'C019',
  });
  expect(answer(await approve('not-a-uuid', admin))).toMatchObject({
    status: 400,
    messageKey: 'C019',
  });
  expect(answer(await approve('00000000-0000-4000-8000-000000000000', admin))).toMatchObject({
    status: 404,
    messageKey: 'REFUNDREQ003',
  });
  // An unpaid booking has nothing to refund.
  const s = await insertSession(t.db, H, {
    doctorId: 'DR04',
    deptId: '12',
    date: localDate(3),
    regFee: FEE,
    numbers: 1,
  });
  const unpaid = await f.book(await f.person(0), s.scheduleId);
  expect(answer(await refund(unpaid, finance))).toMatchObject({
    status: 409,
    messageKey: 'REFUNDREQ001',
  });
  // Nothing above changed the paid booking.
  expect(await orderState(b.outTradeNo)).toBe('paid');
});
