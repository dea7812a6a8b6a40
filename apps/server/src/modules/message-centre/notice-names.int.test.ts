import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointmentNo } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get } from '../../../test/auth-helpers.ts';
import { expireUnpaidTick } from '../../jobs/expire-unpaid.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import type { SmsSender } from '../sms/sms.sender.ts';

/**
 * Every notice names a booking as the patient knows it — patient, department, doctor, day and period, appointment
 * number — and never by an internal id; a refund says what was refunded and how much; a booking the job cancels for
 * want of payment is announced like the other cancellations (a message and a text).
 */
let t: TestApp;
let f: ReturnType<typeof cancelFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = cancelFixtures(t);
});
afterAll(async () => t.close());

const UUID = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/i;
type Person = { token: string; userId: string };
interface Item {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
const messages = async (u: Person, lang: string): Promise<Item[]> =>
  (
    await get(t.app, `/message/api/list?hosId=${H}`, {
      headers: { ...bearer(u.token), 'accept-language': lang },
    })
  ).json().data.items;
const texts = async (u: Person) =>
  await t.db
    .selectFrom('notice_outbox as o')
    .innerJoin('user_message as m', (j) =>
      j.onRef('m.hos_id', '=', 'o.hos_id').onRef('m.dedupe_key', '=', 'o.dedupe_key'),
    )
    .select(['o.text', 'o.phone', 'm.kind'])
    .where('o.hos_id', '=', H)
    .where('m.user_id', '=', u.userId)
    .execute();
const numberOf = async (appointId: string) => {
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
/** A department's or doctor's name in the primary language and in Chinese (its translation, if the hospital has one). */
async function catalogueName(
  kind: 'department' | 'doctor',
  ref: string,
  column: string,
): Promise<{ en: string; zh: string }> {
  const en =
    kind === 'department'
      ? (
          await t.db
            .selectFrom('department')
            .select('dept_name as n')
            .where('hos_id', '=', H)
            .where('dept_id', '=', ref)
            .executeTakeFirstOrThrow()
        ).n
      : (
          await t.db
            .selectFrom('doctor')
            .select('doctor_name as n')
            .where('hos_id', '=', H)
            .where('doctor_id', '=', ref)
            .executeTakeFirstOrThrow()
        ).n;
  const zh = await t.db
    .selectFrom('content_translation')
    .select('text')
    .where('hos_id', '=', H)
    .where('lang', '=', 'zh-CN')
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where('field', '=', column)
    .executeTakeFirst();
  return { en, zh: zh?.text ?? en };
}

it('a cancelled session and its refunds name the booking and the refund, in both languages, never by an internal id', async () => {
  const s = await f.fullSession();
  expect(
    (await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' })).json(),
  ).toMatchObject({ code: 0 });
  const session = await t.db
    .selectFrom('appointment')
    .select(['dept_id', 'doctor_id', 'patient_id'])
    .where('hos_id', '=', H)
    .where('appoint_id', '=', s.cardBooking)
    .executeTakeFirstOrThrow();
  const dept = await catalogueName('department', session.dept_id, 'deptName');
  const doctor = await catalogueName('doctor', session.doctor_id, 'doctorName');
  const patient = (
    await t.db
      .selectFrom('patient')
      .select('patient_name')
      .where('hos_id', '=', H)
      .where('patient_id', '=', session.patient_id)
      .executeTakeFirstOrThrow()
  ).patient_name;
  const no = await numberOf(s.cardBooking);
  // The demo hospital has both languages: a Chinese reader gets the Chinese names.
  expect(dept.zh).not.toBe(dept.en);

  const en = await messages(s.card, 'en-US');
  const cancelled = en.find((m) => m.kind === 'sessionCancelled')!;
  for (const part of [patient, dept.en, doctor.en, localDate(3), 'appointment number', no])
    expect(cancelled.body).toContain(part);
  expect(cancelled.body).toMatch(/ \((early morning|morning|afternoon|evening|midday)\)\./);
  const refund = en.find((m) => m.kind === 'refunded')!;
  for (const part of [patient, 'registration fee of ¥25.00', no, 'refunded to the card'])
    expect(refund.body).toContain(part);

  const zh = await messages(s.card, 'zh-CN');
  const zhCancelled = zh.find((m) => m.kind === 'sessionCancelled')!;
  for (const part of [dept.zh, doctor.zh, `预约号${no}`]) expect(zhCancelled.body).toContain(part);
  expect(zh.find((m) => m.kind === 'refunded')!.body).toContain('挂号费¥25.00');

  // No message or text of anyone involved shows an internal id.
  for (const u of [s.card, s.qrPaid, s.unpaid, s.waiting]) {
    for (const m of [...(await messages(u, 'en-US')), ...(await messages(u, 'zh-CN'))])
      expect(`${m.title} ${m.body}`).not.toMatch(UUID);
    for (const text of await texts(u)) expect(text.text).not.toMatch(UUID);
  }
});

it('a booking cancelled because it was not paid in time is announced, by message and text, naming the booking', async () => {
  const s = await insertSession(t.db, H, {
    doctorId: 'DR04',
    deptId: '12',
    date: localDate(2),
    regFee: 2_500,
    numbers: 2,
  });
  const u = await f.person(0);
  const appointId = await f.book(u, s.scheduleId);
  const no = await numberOf(appointId);
  const op = (
    await t.db
      .selectFrom('appointment')
      .select('op_time')
      .where('hos_id', '=', H)
      .where('appoint_id', '=', appointId)
      .executeTakeFirstOrThrow()
  ).op_time;
  const sms: SmsSender = { async send() {} };
  expect(
    await expireUnpaidTick(t.db, {
      now: new Date(new Date(op).getTime() + 16 * 60_000),
      hosIds: [H],
      sms,
    }),
  ).toBeGreaterThanOrEqual(1);

  const [en] = (await messages(u, 'en-US')).filter((m) => m.kind === 'bookingExpired');
  expect(en).toMatchObject({
    title: 'Unpaid booking cancelled',
    link: `/appointment/record-info?id=${appointId}`,
  });
  for (const part of [`Patient `, localDate(2), no, 'was not paid in time'])
    expect(en!.body).toContain(part);
  expect(en!.body).not.toMatch(UUID);
  const [zh] = (await messages(u, 'zh-CN')).filter((m) => m.kind === 'bookingExpired');
  expect(zh).toMatchObject({
    title: '未缴费预约已取消',
    body: expect.stringContaining(`预约号${no}`),
  });
  const [text] = (await texts(u)).filter((x) => x.kind === 'bookingExpired');
  expect(text).toMatchObject({ phone: u.patientPhone, text: expect.stringContaining(no) });

  // A second pass announces nothing more.
  await expireUnpaidTick(t.db, {
    now: new Date(new Date(op).getTime() + 17 * 60_000),
    hosIds: [H],
    sms,
  });
  expect((await messages(u, 'en-US')).filter((m) => m.kind === 'bookingExpired')).toHaveLength(1);
});
