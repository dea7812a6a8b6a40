import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSession } from '../../../test/fixtures/bookings/appointments.fixtures.ts';

/**
 * Same-day registration registers for today only: a booking sent from that entrance (isToday '1') for another day's
 * session is refused and takes no number; today's session is booked as a same-day registration. Over app.inject on
 * PGlite and PostgreSQL, the clock fixed (only Date is faked) at Monday 2030-01-07 08:35 in Shanghai.
 */
const TODAY = '2030-01-07';
const TOMORROW = '2030-01-08';

let t: TestApp;
let user: { token: string; patientId: string };
let afternoon: { scheduleId: string; numberIds: string[] };
let tomorrow: { scheduleId: string; numberIds: string[] };

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T08:35:00+08:00`));
  t = await createTestApp();
  const u = await registerUser(t.app, hosIdOf('1001'));
  user = {
    token: u.token,
    patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), { certNo: idCard('19800101') }),
  };
  afternoon = await insertSession(t.db, hosIdOf('1001'), {
    doctorId: 'DR04',
    deptId: '12',
    date: TODAY,
    noonCode: '2',
    numbers: 3,
  });
  tomorrow = await insertSession(t.db, hosIdOf('1001'), {
    doctorId: 'DR05',
    deptId: '12',
    date: TOMORROW,
    noonCode: '1',
    numbers: 3,
  });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const book = (scheduleId: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: '1001', patientId: user.patientId, scheduleId, ...extra },
    { headers: { ...bearer(user.token), 'idempotency-key': randomUUID() } },
  );

const takenCount = async (scheduleId: string) =>
  (
    await t.db
      .selectFrom('source_number')
      .select('number_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('schedule_id', '=', scheduleId)
      .where('status', '=', 'taken')
      .execute()
  ).length;

describe('a same-day registration (isToday 1)', () => {
  it("is refused for another day's session, naming today, and takes no number", async () => {
    const res = await book(tomorrow.scheduleId, { isToday: '1' });
    expect(res.json()).toMatchObject({
      code: 409,
      messageKey: 'APPOINT070',
      params: { date: TODAY },
    });
    expect(res.statusCode).toBe(409);
    expect(await takenCount(tomorrow.scheduleId)).toBe(0);
  });

  it("books today's session as a same-day registration", async () => {
    const res = await book(afternoon.scheduleId, { isToday: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ schDate: TODAY, isToday: '1' });
  });

  it('leaves an advance appointment (no isToday, or 0) for another day as it was', async () => {
    const res = await book(tomorrow.scheduleId, { isToday: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ schDate: TOMORROW, isToday: '0' });
  });

  it('refuses an isToday that is neither 0 nor 1 as bad input', async () => {
    const res = await book(tomorrow.scheduleId, { isToday: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(await takenCount(tomorrow.scheduleId)).toBe(1);
  });
});
