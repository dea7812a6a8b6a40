import { afterAll, beforeAll, expect, it } from 'vitest';
import { hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get } from '../../../test/auth-helpers.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * Over HTTP, on PGlite and PostgreSQL: the hospital's staff find bookings by appointment number, phone, trade number or
 * name, masked, with every state change of their payments; a role that needs it sees the patient unmasked, and the
 * patient's access log then shows who looked. Other roles and other hospitals are refused or find nothing.
 */
let t: TestApp;
let f: ReturnType<typeof cancelFixtures>;
let support: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  f = cancelFixtures(t);
  support = await signInStaff(t.app, { role: 'support', hosId: H });
});
afterAll(async () => t.close());

const search = (q: string, as: StaffSession = support, hosId: string = H) =>
  consoleInject(t.app, as, {
    method: 'GET',
    url: `/console/api/hospitals/${hosId}/bookings?q=${encodeURIComponent(q)}`,
  });
const reveal = (appointId: string, as: StaffSession = support, hosId: string = H) =>
  consoleInject(t.app, as, {
    method: 'POST',
    url: `/console/api/hospitals/${hosId}/bookings/${appointId}/patient`,
  });
const accessLog = async (token: string) =>
  (
    await get(t.app, `/patient/api/patient/access-log?hosId=${H}`, { headers: bearer(token) })
  ).json().data as { action: string; staffName: string | null; actor: string }[];

it('finds a booking by appointment number, phone, trade number and name, masked, with its payment history', async () => {
  const s = await f.fullSession();
  const card = (await search(s.card.patientPhone)).json();
  expect(card).toMatchObject({ code: 0 });
  const booking = card.data.find((b: { appointId: string }) => b.appointId === s.cardBooking);
  expect(booking).toMatchObject({
    patientName: expect.stringMatching(/^P\*+\d$/),
    phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
    regFee: expect.any(Number),
    orders: [{ method: 'card', state: 'paid', events: expect.any(Array) }],
  });
  expect(booking.phone).not.toBe(s.card.patientPhone);
  expect(booking.orders[0].events.map((e: { to: string }) => e.to)).toContain('paid');

  const byNumber = (await search(booking.appointNo)).json().data;
  expect(byNumber.map((b: { appointId: string }) => b.appointId)).toEqual([s.cardBooking]);
  const byTrade = (await search(s.qrPaidOrder)).json().data;
  expect(byTrade.map((b: { appointId: string }) => b.appointId)).toEqual([s.qrBooking]);
  expect(byTrade[0].orders[0]).toMatchObject({
    outTradeNo: s.qrPaidOrder,
    method: 'qr',
    state: 'paid',
  });
  const patient = await t.db
    .selectFrom('patient')
    .select('patient_name')
    .where('hos_id', '=', H)
    .where('patient_id', '=', s.card.patientId)
    .executeTakeFirstOrThrow();
  const byName = (await search(patient.patient_name)).json().data;
  expect(byName.map((b: { appointId: string }) => b.appointId)).toContain(s.cardBooking);
  expect((await search('20260231-001')).json()).toMatchObject({ code: 0, data: [] });
  expect((await search('no such thing')).json()).toMatchObject({ code: 0, data: [] });
});

it("shows the patient unmasked to a role that needs it, and the patient's access log says who looked", async () => {
  const s = await f.fullSession();
  const shown = await reveal(s.cardBooking);
  expect(shown.json()).toMatchObject({
    code: 0,
    data: { phone: s.card.patientPhone, certNo: s.card.certNo },
  });
  const log = await accessLog(s.card.token);
  expect(log.find((e) => e.action === 'staff-view')).toMatchObject({
    staffName: support.staff.name,
    actor: 'hospital',
  });
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['staff_id'])
    .where('hos_id', '=', H)
    .where('action', '=', 'booking.unmask')
    .where('target', '=', s.cardBooking)
    .execute();
  expect(audit).toEqual([{ staff_id: support.staff.staffId }]);
});

it('refuses roles without the permission and finds nothing of another hospital', async () => {
  const s = await f.fullSession();
  const refused = (res: { statusCode: number; json(): unknown }) => ({
    status: res.statusCode,
    ...(res.json() as object),
  });
  const editor = await signInStaff(t.app, { role: 'editor', hosId: H });
  expect(refused(await search(s.card.patientPhone, editor))).toMatchObject({
    status: 403,
    messageKey: 'STAFF006',
  });
  // A schedule manager finds bookings but never sees a patient unmasked.
  const manager = await signInStaff(t.app, { role: 'scheduleManager', hosId: H });
  expect((await search(s.card.patientPhone, manager)).json().data).not.toEqual([]);
  expect(refused(await reveal(s.cardBooking, manager))).toMatchObject({
    status: 403,
    messageKey: 'STAFF006',
  });
  const auditor = await signInStaff(t.app, { role: 'auditor', hosId: H });
  expect(refused(await reveal(s.cardBooking, auditor))).toMatchObject({
    status: 403,
    messageKey: 'STAFF006',
  });
  const H2 = hosIdOf('1002');
  const elsewhere = await signInStaff(t.app, { role: 'support', hosId: H2 });
  expect(refused(await search(s.card.patientPhone, elsewhere))).toMatchObject({
    status: 403,
    messageKey: 'STAFF007',
  });
  expect((await search(s.card.patientPhone, elsewhere, H2)).json()).toMatchObject({ data: [] });
  expect(refused(await reveal(s.cardBooking, elsewhere, H2))).toMatchObject({
    status: 404,
    messageKey: 'C002',
  });
  expect(refused(await reveal('no-such-booking'))).toMatchObject({
    status: 404,
    messageKey: 'C002',
  });
  expect(refused(await search(''))).toMatchObject({ status: 400, messageKey: 'C018' });
  // Nobody unmasked anything here: the patient's log has no staff entry.
  expect((await accessLog(s.card.token)).filter((e) => e.staffName !== null)).toEqual([]);
});
