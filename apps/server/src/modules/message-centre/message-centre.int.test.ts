import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointmentNo } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, call, get, post } from '../../../test/auth-helpers.ts';
import { localDate, insertSession } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';
import { FEE, H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import type { SmsMessage, SmsSender } from '../sms/sms.sender.ts';
import { sendDueNotices } from './outbox.ts';
import { dayBefore } from '../reminders/reminder-timing.ts';
import { remindersTick } from '../reminders/reminders.ts';

/**
 * The message centre (own messages only, paging, unread count, mark read, preferences) and the
 * notices behind it: a hospital-cancelled session and its refunds make one message each, also when cancelled twice;
 * reminders are written once across repeated and concurrent ticks, honour the preferences, and their texts are sent
 * exactly once by two instances, with a failed text retried after its back-off.
 */
let t: TestApp;
let f: ReturnType<typeof cancelFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = cancelFixtures(t);
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof f.person>>;
const list = (u: Person, q = '') =>
  get(t.app, `/message/api/list?hosId=${H}${q}`, { headers: bearer(u.token) });
const read = (u: Person, messageId: string) =>
  post(t.app, '/message/api/read', { hosId: H, messageId }, { headers: bearer(u.token) });
const readAll = (u: Person) =>
  post(t.app, '/message/api/read-all', { hosId: H }, { headers: bearer(u.token) });
const prefs = (u: Person) =>
  get(t.app, `/message/api/preferences?hosId=${H}`, { headers: bearer(u.token) });
const setPrefs = (u: Person, items: object[]) =>
  call(t.app, {
    method: 'PUT' as 'POST',
    url: '/message/api/preferences',
    payload: { hosId: H, items },
    headers: bearer(u.token),
  });
const keys = (u: Person) =>
  t.db
    .selectFrom('user_message')
    .select(['kind', 'dedupe_key'])
    .where('hos_id', '=', H)
    .where('user_id', '=', u.userId)
    .orderBy('dedupe_key')
    .execute();

const appointNoOf = async (appointId: string) => {
  const r = await t.db
    .selectFrom('appointment')
    .select((eb) => [
      'serial',
      eb.fn<string>('to_char', ['session_date', eb.val('YYYY-MM-DD')]).as('d'),
    ])
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .executeTakeFirstOrThrow();
  return appointmentNo(r.d, r.serial);
};

function recorder(fail = false) {
  const sent: SmsMessage[] = [];
  const sender: SmsSender = {
    async send(m) {
      if (fail) throw new Error('gateway down');
      sent.push(m);
    },
  };
  return { sent, sender };
}

it('a hospital-cancelled session gives each patient one message and each refund one more, also when cancelled twice', async () => {
  const s = await f.fullSession();
  const body = { hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' };
  expect((await f.cancel(body)).json()).toMatchObject({ code: 0 });
  expect((await f.cancel(body)).json()).toMatchObject({ code: 0 });
  const cardOrder = await t.db
    .selectFrom('pay_order')
    .select('out_trade_no')
    .where('hos_id', '=', H)
    .where('appoint_id', '=', s.cardBooking)
    .where('method', '=', 'card')
    .executeTakeFirstOrThrow();
  expect(await keys(s.card)).toEqual([
    { kind: 'sessionCancelled', dedupe_key: `cancel:${s.scheduleId}:${s.card.patientId}` },
    { kind: 'refunded', dedupe_key: `refund:${cardOrder.out_trade_no}` },
  ]);
  // The refund is also texted through the outbox, once, like the cancellation.
  const queued = await t.db
    .selectFrom('notice_outbox')
    .select(['phone', 'text'])
    .where('hos_id', '=', H)
    .where('dedupe_key', '=', `refund:${cardOrder.out_trade_no}`)
    .execute();
  expect(queued).toEqual([{ phone: s.card.phone, text: expect.stringContaining('¥25.00') }]);
  expect((await keys(s.unpaid)).map((k) => k.kind)).toEqual(['sessionCancelled']);
  expect((await keys(s.waiting)).map((k) => k.kind)).toEqual(['sessionCancelled']);
  expect((await keys(s.qrPaid)).map((k) => k.kind).sort()).toEqual([
    'refunded',
    'sessionCancelled',
  ]);

  const page = (await list(s.unpaid)).json();
  expect(page).toMatchObject({
    code: 0,
    data: {
      total: 1,
      unread: 1,
      items: [
        { kind: 'sessionCancelled', readAt: null, link: expect.stringContaining(s.unpaidBooking) },
      ],
    },
  });
  expect(page.data.items[0].body).toContain('the hospital cancelled');
});

it("pages newest first, marks one and all read, and answers C002 for another user's or an unknown message", async () => {
  const [a, b] = [await f.person(0), await f.person(0)];
  const base = Date.UTC(2026, 10, 1);
  await t.db
    .insertInto('user_message')
    .values(
      [0, 1, 2, 3, 4].map((i) => ({
        hos_id: H,
        message_id: `00000000-0000-4000-8000-${String(Date.now()).slice(-6)}${String(i).padStart(6, '0')}`,
        user_id: a.userId,
        patient_id: a.patientId,
        kind: 'visitReminder',
        title: `m${i}`,
        body: `body ${i}`,
        link: null,
        dedupe_key: `test:${a.userId}:${i}`,
        created_at: new Date(base + i * 60_000),
        read_at: null,
      })),
    )
    .execute();
  const first = (await list(a, '&page=1&pageSize=2')).json().data;
  expect(first).toMatchObject({ total: 5, unread: 5, page: 1, pageSize: 2 });
  expect(first.items.map((m: { title: string }) => m.title)).toEqual(['m4', 'm3']);
  const third = (await list(a, '&page=3&pageSize=2')).json().data;
  expect(third.items.map((m: { title: string }) => m.title)).toEqual(['m0']);

  const target = first.items[0].messageId as string;
  // B cannot read, mark or even learn of A's message: the same answer as an id that names nothing.
  const foreign = await read(b, target);
  const unknown = await read(b, '00000000-0000-4000-8000-000000000000');
  expect(foreign.json()).toMatchObject({ messageKey: 'C002' });
  expect(unknown.json()).toMatchObject({ messageKey: 'C002' });
  expect(foreign.statusCode).toBe(unknown.statusCode);
  expect((await list(b)).json().data).toMatchObject({ total: 0, unread: 0, items: [] });
  expect((await readAll(b)).json().data).toEqual({ marked: 0, unread: 0 });
  expect((await list(a)).json().data.unread).toBe(5);

  expect((await read(a, target)).json()).toMatchObject({ code: 0, data: { marked: 1, unread: 4 } });
  expect((await read(a, target)).json()).toMatchObject({ code: 0, data: { marked: 0, unread: 4 } });
  expect((await readAll(a)).json()).toMatchObject({ code: 0, data: { marked: 4, unread: 0 } });
  expect(
    (await list(a)).json().data.items.every((m: { readAt: string | null }) => m.readAt !== null),
  ).toBe(true);
  // Without a token nothing is answered.
  expect((await get(t.app, `/message/api/list?hosId=${H}`)).statusCode).toBe(401);
});

it('reminds a visit and an unpaid booking once across repeated and concurrent ticks; two senders text each once', async () => {
  const s = await insertSession(t.db, H, {
    doctorId: 'DR04',
    deptId: '12',
    date: localDate(1),
    regFee: FEE,
    numbers: 3,
  });
  const [paid, unpaid] = [await f.person(10_000), await f.person(0)];
  const paidBooking = await f.book(paid, s.scheduleId);
  await f.payByCard(paid, paidBooking);
  const unpaidBooking = await f.book(unpaid, s.scheduleId);
  // 18:30 in Shanghai on the day before the visit: the visit reminder is due for both.
  const evening = new Date(`${dayBefore(localDate(1))}T18:30:00+08:00`);
  await Promise.all([
    remindersTick(t.db, { now: evening, hosIds: [H] }),
    remindersTick(t.db, { now: evening, hosIds: [H] }),
  ]);
  await remindersTick(t.db, { now: evening, hosIds: [H] });
  expect((await keys(paid)).map((k) => k.dedupe_key)).toEqual([`visit:${paidBooking}`]);
  // The pay reminder: four minutes before the default 15-minute deadline.
  const op = (
    await t.db
      .selectFrom('appointment')
      .select('op_time')
      .where('hos_id', '=', H)
      .where('appoint_id', '=', unpaidBooking)
      .executeTakeFirstOrThrow()
  ).op_time;
  const late = new Date(new Date(op).getTime() + 11 * 60_000);
  await Promise.all([
    remindersTick(t.db, { now: late, hosIds: [H] }),
    remindersTick(t.db, { now: late, hosIds: [H] }),
  ]);
  await remindersTick(t.db, { now: new Date(new Date(op).getTime() + 12 * 60_000), hosIds: [H] });
  const unpaidKeys = (await keys(unpaid)).map((k) => k.dedupe_key);
  expect(unpaidKeys.filter((k) => k === `pay:${unpaidBooking}`)).toHaveLength(1);
  expect(unpaidKeys.filter((k) => k === `visit:${unpaidBooking}`)).toHaveLength(1);
  expect((await keys(paid)).map((k) => k.dedupe_key)).not.toContain(`pay:${paidBooking}`);

  // Two instances send at once, then one restarts and sends again: each text leaves exactly once.
  const [one, two] = [recorder(), recorder()];
  const sendAt = new Date(Date.now() + 60_000);
  await Promise.all([
    sendDueNotices(t.db, one.sender, { now: sendAt }),
    sendDueNotices(t.db, two.sender, { now: sendAt }),
  ]);
  await sendDueNotices(t.db, one.sender, { now: sendAt });
  // Texts name a booking by the appointment number the patient reads.
  const [paidNo, unpaidNo] = [await appointNoOf(paidBooking), await appointNoOf(unpaidBooking)];
  const texts = [...one.sent, ...two.sent].filter(
    (m) => m.text.includes(paidNo) || m.text.includes(unpaidNo),
  );
  expect(texts.filter((m) => m.text.includes(paidNo))).toHaveLength(1);
  expect(texts.filter((m) => m.text.includes(unpaidNo))).toHaveLength(2);
  expect(texts.find((m) => m.text.includes(paidNo))!.phone).toBe(paid.patientPhone);
});

it('honours the preferences per kind, and a failed text is retried after its back-off', async () => {
  const s = await insertSession(t.db, H, {
    doctorId: 'DR04',
    deptId: '12',
    date: localDate(1),
    regFee: 0,
    numbers: 3,
  });
  const [quiet, smsOnly] = [await f.person(0), await f.person(0)];
  expect((await prefs(quiet)).json().data.items).toContainEqual({
    kind: 'visitReminder',
    sms: true,
    message: true,
  });
  expect(
    (await setPrefs(quiet, [{ kind: 'visitReminder', sms: false, message: false }])).json(),
  ).toMatchObject({ code: 0 });
  expect(
    (await setPrefs(smsOnly, [{ kind: 'visitReminder', sms: true, message: false }])).json().data
      .items,
  ).toContainEqual({ kind: 'visitReminder', sms: true, message: false });
  // Another user's preferences are untouched by these.
  expect((await prefs(await f.person(0))).json().data.items).toContainEqual({
    kind: 'visitReminder',
    sms: true,
    message: true,
  });
  const quietBooking = await f.book(quiet, s.scheduleId);
  const smsBooking = await f.book(smsOnly, s.scheduleId);
  const evening = new Date(`${dayBefore(localDate(1))}T19:00:00+08:00`);
  await remindersTick(t.db, { now: evening, hosIds: [H] });
  expect(await keys(quiet)).toEqual([]);
  expect(await keys(smsOnly)).toEqual([]);
  const outbox = await t.db
    .selectFrom('notice_outbox')
    .select('dedupe_key')
    .where('hos_id', '=', H)
    .where('dedupe_key', 'in', [`visit:${quietBooking}`, `visit:${smsBooking}`])
    .execute();
  expect(outbox).toEqual([{ dedupe_key: `visit:${smsBooking}` }]);

  const sendAt = new Date(Date.now() + 120_000);
  const down = recorder(true);
  await sendDueNotices(t.db, down.sender, { now: sendAt });
  const row = () =>
    t.db
      .selectFrom('notice_outbox')
      .selectAll()
      .where('hos_id', '=', H)
      .where('dedupe_key', '=', `visit:${smsBooking}`)
      .executeTakeFirstOrThrow();
  expect(await row()).toMatchObject({ sent_at: null, claimed_at: null, attempts: 1 });
  const up = recorder();
  await sendDueNotices(t.db, up.sender, { now: new Date(sendAt.getTime() + 10_000) });
  const smsNo = await appointNoOf(smsBooking);
  expect(up.sent.filter((m) => m.text.includes(smsNo))).toHaveLength(0);
  await sendDueNotices(t.db, up.sender, { now: new Date(sendAt.getTime() + 31_000) });
  expect(up.sent.filter((m) => m.text.includes(smsNo))).toHaveLength(1);
  expect((await row()).sent_at).not.toBeNull();
});

it('a waiting patient given a freed number gets one message in the centre', async () => {
  const s = await insertSession(t.db, H, {
    doctorId: 'DR04',
    deptId: '12',
    date: localDate(3),
    regFee: 0,
    numbers: 1,
  });
  const [holder, waiting] = [await f.person(0), await f.person(0)];
  const booking = await f.book(holder, s.scheduleId);
  expect(
    (
      await post(
        t.app,
        '/appointment/api/candidate/join',
        { hosId: H, patientId: waiting.patientId, scheduleId: s.scheduleId },
        { headers: bearer(waiting.token) },
      )
    ).json(),
  ).toMatchObject({ code: 0 });
  expect((await f.cancelRecord(holder, booking)).json()).toMatchObject({ code: 0 });
  const page = (await list(waiting)).json().data;
  expect(page).toMatchObject({
    total: 1,
    unread: 1,
    items: [{ kind: 'waitlistPromoted', patientId: waiting.patientId }],
  });
  expect(page.items[0].link).toMatch(/^\/appointment\/record-info\?id=/);
});
