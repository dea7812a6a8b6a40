import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, createTestApp, testEnv, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import { consoleInject, signInStaff } from '../../../test/fixtures/staff.fixtures.ts';
import { CSRF_HEADER } from '../staff/console-call.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { hosIdOf } from '@portal/shared';
import { sandboxSmsSender, type SmsMessage, type SmsSender } from '../sms/sms.sender.ts';
import { expireUnpaidTick } from '../../jobs/expire-unpaid.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';

/**
 * The hospital's schedule manager stops a session in the console, with bookings paid by card and by QR, an unpaid one with a QR
 * payment under way and a waiting patient. Every paid fee is refunded exactly once (card ledger entries equal the
 * balance, the QR payment refunded at the sandbox gateway), the open QR payment closed, the waitlist closed and each
 * patient texted once — also when the call runs twice, or twice at once.
 */
const sent: SmsMessage[] = [];
let sandbox: SmsSender;
// The composition root's sender replaced by one that records (registration codes still reach the sandbox outbox).
const recording: SmsSender = {
  async send(m) {
    sent.push(m);
    await sandbox.send(m);
  },
};
let t: TestApp;
let f: ReturnType<typeof cancelFixtures>;
beforeAll(async () => {
  t = await createTestApp({}, { adapters: { sms: recording } });
  sandbox = sandboxSmsSender(t.db);
  f = cancelFixtures(t);
});
afterAll(async () => t.close());

const cancelTexts = (phone: string) =>
  sent.filter((m) => m.phone === phone && m.text.includes('the hospital cancelled'));
const refundEvents = (outTradeNo: string) =>
  t.db
    .selectFrom('pay_order_event')
    .select('event_id')
    .where('hos_id', '=', H)
    .where('out_trade_no', '=', outTradeNo)
    .where('to_state', '=', 'refunded')
    .execute();

const expectSettledOnce = (s: Awaited<ReturnType<typeof f.fullSession>>) =>
  f.expectSettledOnce(s, sent);

const H2 = hosIdOf('1002');
const summary = { bookingsInvalidated: 3, refundsStarted: 2, textsSent: 4, textsPending: 0 };

it('invalidates, refunds once, closes the waitlist and texts each patient once; a second call changes nothing', async () => {
  const s = await f.fullSession();
  const first = await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' });
  expect(first.json()).toMatchObject({ code: 0, data: { scheduleId: s.scheduleId, ...summary } });
  await expectSettledOnce(s);
  const again = await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' });
  expect(again.json()).toEqual(first.json());
  await expectSettledOnce(s);
  expect(cancelTexts(s.waiting.patientPhone)[0]!.text).toContain('waiting list is closed');
  // Each stop is in the audit log under the schedule manager who sent it, with the reason and what it did.
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'after'])
    .where('hos_id', '=', H)
    .where('action', '=', 'schedule.stop')
    .where('target', '=', s.scheduleId)
    .execute();
  const manager = await f.scheduleManager();
  expect(audit).toHaveLength(2);
  expect(audit[0]).toMatchObject({
    staff_id: manager.staff.staffId,
    after: { reason: 'the doctor is ill', ...summary },
  });

  // The record shows hosState 4 with no pay or cancel action, and the patient's own cancel is refused.
  const record = await get(
    t.app,
    `/appointment/api/record/info?hosId=${H}&appointId=${s.unpaidBooking}`,
    { headers: bearer(s.unpaid.token) },
  );
  expect(record.json()).toMatchObject({
    code: 0,
    data: {
      state: '1',
      hosState: '4',
      actions: { pay: false, cancel: false, cancelRefusal: { key: 'APPOINT014' } },
    },
  });
  const paid = await get(
    t.app,
    `/appointment/api/record/info?hosId=${H}&appointId=${s.cardBooking}`,
    { headers: bearer(s.card.token) },
  );
  expect(paid.json()).toMatchObject({
    data: {
      hosState: '4',
      refund: { state: 'refunded', amount: 2500 },
      actions: { pay: false, cancel: false },
    },
  });
  const own = await f.cancelRecord(s.card, s.cardBooking);
  expect(own.json()).toMatchObject({ messageKey: 'APPOINT014' });
});

it('two calls at once, on two instances, cancel, refund and text exactly once', async () => {
  const s = await f.fullSession();
  const body = { hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' };
  const other = await buildTestApp(t.db, testEnv(), { adapters: { sms: recording } });
  const [a, b] = await Promise.all([f.cancel(body), f.cancel(body, { app: other })]);
  await other.close();
  for (const res of [a, b]) {
    expect(res.json()).toMatchObject({
      code: 0,
      data: { bookingsInvalidated: 3, refundsStarted: 2 },
    });
    expect(res.json().data.textsSent + res.json().data.textsPending).toBe(4);
  }
  await expectSettledOnce(s);
});

it('closes the free numbers: nobody can book a cancelled session, wait for it or see it offered', async () => {
  const s = await f.fullSession();
  const extra = await t.db
    .selectFrom('source_number')
    .select('seq')
    .where('hos_id', '=', H)
    .where('schedule_id', '=', s.scheduleId)
    .execute();
  await t.db
    .insertInto('source_number')
    .values({
      hos_id: H,
      schedule_id: s.scheduleId,
      number_id: `${s.scheduleId}-x`,
      seq: extra.length + 1,
      start_time: '09:00',
      end_time: '09:05',
    })
    .execute();
  expect(
    (await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'closed' })).json(),
  ).toMatchObject({ code: 0 });
  const free = await t.db
    .selectFrom('source_number')
    .select('number_id')
    .where('hos_id', '=', H)
    .where('schedule_id', '=', s.scheduleId)
    .where('status', '=', 'free')
    .execute();
  expect(free).toEqual([]);
  const late = await f.person(0);
  const res = await f.bookRaw(late, s.scheduleId);
  expect(res.json()).toMatchObject({ messageKey: 'APPOINT014' });
  const wait = await post(
    t.app,
    '/appointment/api/candidate/join',
    { hosId: H, patientId: late.patientId, scheduleId: s.scheduleId },
    { headers: bearer(late.token) },
  );
  expect(wait.json()).toMatchObject({ messageKey: 'APPOINT014' });
  const doctor = await get(t.app, `/hospital/api/snDoctorSync/app/choose/list?hosId=${H}`);
  expect(JSON.stringify(doctor.json().data)).not.toContain(s.scheduleId);
});

it("refuses a caller without a session or the permission, another hospital's staff, a missing CSRF token, and an unknown session", async () => {
  const s = await f.fullSession();
  const body = { hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' };
  const url = `/console/api/hospitals/${H}/sessions/${s.scheduleId}/stop`;
  const manager = await f.scheduleManager();
  const refusals = [
    [await post(t.app, url, { reason: body.reason }), 401, 'STAFF001'],
    // A patient's bearer token is no staff session.
    [
      await post(t.app, url, { reason: body.reason }, { headers: bearer(s.card.token) }),
      401,
      'STAFF001',
    ],
    [
      await f.cancel(body, { as: await signInStaff(t.app, { role: 'editor', hosId: H }) }),
      403,
      'STAFF006',
    ],
    [
      await f.cancel(body, { as: await signInStaff(t.app, { role: 'finance', hosId: H }) }),
      403,
      'STAFF006',
    ],
    [
      await f.cancel(body, {
        as: await signInStaff(t.app, { role: 'scheduleManager', hosId: H2 }),
      }),
      403,
      'STAFF007',
    ],
    [
      await consoleInject(t.app, manager, {
        method: 'POST',
        url,
        payload: { reason: body.reason },
        headers: { [CSRF_HEADER]: 'not-the-token' },
      }),
      403,
      'STAFF005',
    ],
    [await f.cancel({ ...body, reason: 'x'.repeat(201) }), 400, 'C019'],
    [await f.cancel({ ...body, scheduleId: 'no-such-session' }), 404, 'OPERATOR003'],
  ] as const;
  for (const [res, status, key] of refusals) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ messageKey: key });
  }
  // Nothing changed.
  const session = await t.db
    .selectFrom('schedule_session')
    .select('cancelled_at')
    .where('hos_id', '=', H)
    .where('schedule_id', '=', s.scheduleId)
    .executeTakeFirstOrThrow();
  expect(session.cancelled_at).toBeNull();
  const states = await t.db
    .selectFrom('appointment')
    .select('hos_state')
    .where('hos_id', '=', H)
    .where('appoint_id', 'in', s.appointIds)
    .execute();
  expect(states.map((r) => r.hos_state)).toEqual(['0', '0', '0']);
  expect((await f.orderRow(s.qrPaidOrder)).state).toBe('paid');
  expect(cancelTexts(s.card.patientPhone)).toHaveLength(0);
});

it('a QR payment made just before the cancellation is refunded, never kept for the invalid booking', async () => {
  const s = await f.fullSession();
  // The payer confirms at the gateway; its notification has not arrived when the hospital cancels.
  await f.confirm((await f.qrOrder(s.unpaid, s.unpaidBooking)).token);
  expect((await f.orderRow(s.openOrder)).state).toBe('paying');
  expect(
    (await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' })).json(),
  ).toMatchObject({ code: 0 });
  expect((await f.orderRow(s.openOrder)).state).toBe('refunded');
  expect((await f.gatewayRow(s.openOrder)).state).toBe('refunded');
  expect(await f.appointmentRow(s.unpaidBooking)).toEqual({ state: '1', is_dopay: '0' });
  expect(await refundEvents(s.openOrder)).toHaveLength(1);
});

// Last: the expiry pass below ends the other tests' unpaid bookings too.
it('an unpaid hospital-cancelled booking never expires: it keeps its prompt and its number stays closed', async () => {
  const s = await f.fullSession();
  expect(
    (await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' })).json(),
  ).toMatchObject({ code: 0 });
  await expireUnpaidTick(t.db, {
    now: new Date(Date.now() + 30 * 86_400_000),
    hosIds: [H],
    sms: recording,
  });
  expect(await f.appointmentRow(s.unpaidBooking)).toEqual({ state: '1', is_dopay: '0' });
  const free = await t.db
    .selectFrom('source_number')
    .select('number_id')
    .where('hos_id', '=', H)
    .where('schedule_id', '=', s.scheduleId)
    .where('status', '=', 'free')
    .execute();
  expect(free).toEqual([]);
});
