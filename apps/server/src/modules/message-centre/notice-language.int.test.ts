import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointmentNo } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, call, get, NEW_PASSWORD, post, registerUser } from '../../../test/auth-helpers.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';

/**
 * Notices read in the reader's language and are texted in the language the user signed in with; a
 * hospital-cancelled session's texts go through the one outbox and honour the patient's preferences.
 */
let t: TestApp;
let f: ReturnType<typeof cancelFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = cancelFixtures(t);
});
afterAll(async () => t.close());

const languageOf = async (userId: string) =>
  (
    await t.db
      .selectFrom('app_user')
      .select('language')
      .where('hos_id', '=', H)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).language;
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
const outbox = (key: string) =>
  t.db
    .selectFrom('notice_outbox')
    .select(['phone', 'text', 'sent_at'])
    .where('hos_id', '=', H)
    .where('dedupe_key', '=', key)
    .execute();

it('a sign-in keeps its language for the texts sent later', async () => {
  const u = await registerUser(t.app, H);
  expect(await languageOf(u.userId)).toBe('en-US');
  const res = await post(
    t.app,
    '/uaa/api/login/password',
    { hosId: H, phone: u.phone, password: NEW_PASSWORD },
    { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } },
  );
  expect(res.json()).toMatchObject({ code: 0 });
  expect(await languageOf(u.userId)).toBe('zh-CN');
});

it("a cancelled session reads in the reader's language, texts in the patient's, and respects a switched-off text", async () => {
  const s = await f.fullSession();
  await t.db
    .updateTable('app_user')
    .set({ language: 'zh-CN' })
    .where('hos_id', '=', H)
    .where('user_id', '=', s.card.userId)
    .execute();
  const off = await call(t.app, {
    method: 'PUT' as 'POST',
    url: '/message/api/preferences',
    headers: bearer(s.unpaid.token),
    payload: { hosId: H, items: [{ kind: 'sessionCancelled', sms: false, message: true }] },
  });
  expect(off.json()).toMatchObject({ code: 0 });

  const res = await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' });
  // Three patients texted at once through the outbox; the one who switched texts off gets the message only.
  expect(res.json()).toMatchObject({
    code: 0,
    data: { bookingsInvalidated: 3, textsSent: 3, textsPending: 0 },
  });

  const [cardText] = await outbox(`cancel:${s.scheduleId}:${s.card.patientId}`);
  expect(cardText).toMatchObject({
    phone: s.card.patientPhone,
    text: expect.stringContaining('医院已取消'),
    sent_at: expect.any(Date),
  });
  expect(cardText!.text).toContain(await appointNoOf(s.cardBooking));
  expect(cardText!.text).not.toContain(s.cardBooking);
  const [waitingText] = await outbox(`cancel:${s.scheduleId}:${s.waiting.patientId}`);
  expect(waitingText!.text).toContain('Your place on its waiting list is closed.');
  expect(await outbox(`cancel:${s.scheduleId}:${s.unpaid.patientId}`)).toEqual([]);

  const read = (token: string, lang: string) =>
    get(t.app, `/message/api/list?hosId=${H}`, {
      headers: { ...bearer(token), 'accept-language': lang },
    });
  const zh = (await read(s.unpaid.token, 'zh-CN')).json().data.items[0];
  expect(zh).toMatchObject({
    kind: 'sessionCancelled',
    title: '医院已停诊',
    body: expect.stringContaining('上午'),
  });
  expect(zh.body).toContain(`预约号${await appointNoOf(s.unpaidBooking)}`);
  const en = (await read(s.unpaid.token, 'en-US')).json().data.items[0];
  expect(en).toMatchObject({
    title: 'Session cancelled by the hospital',
    body: expect.stringContaining('nothing was paid for it'),
  });
  // A repeated cancel texts nobody again.
  expect(
    (await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' })).json(),
  ).toMatchObject({ data: { textsSent: 3, textsPending: 0 } });
});
