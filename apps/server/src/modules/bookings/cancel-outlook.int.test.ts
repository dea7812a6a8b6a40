import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import {
  insertSession,
  localDate,
  type SessionFixture,
} from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { insertAppointmentRow } from '../../../test/fixtures/bookings/records.fixtures.ts';

/**
 * API on PGlite and PostgreSQL: getCancelOutlook (the anti-scalping counts the cancel dialog shows)
 * and the appointment number a patient reads (the hospital's serial of the visit day, migration 0011).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const H = hosIdOf('1001');
const DAY = 86_400_000;
let births = 0;

async function account() {
  const u = await registerUser(t.app, H);
  const patientId = await addPatientOk(t.app, u.token, H, {
    certNo: idCard(`1979${String(1 + (births++ % 12)).padStart(2, '0')}11`),
  });
  return { ...u, patientId };
}
type Account = Awaited<ReturnType<typeof account>>;

const session = (doctorId: string, days = 3): SessionFixture => ({
  doctorId,
  deptId: doctorId === 'DR04' ? '12' : '13',
  date: localDate(days),
});

/** A booking of `doctorId`, cancelled by the patient `hoursAgo` hours ago (or by the expiry job). */
async function cancelled(
  u: Account,
  doctorId: string,
  hoursAgo: number,
  reason: 'patient' | 'expired' = 'patient',
) {
  const { appointId } = await insertAppointmentRow(t.db, H, {
    userId: u.userId,
    patientId: u.patientId,
    session: session(doctorId),
  });
  await t.db
    .updateTable('appointment')
    .set({
      state: 'cancelled',
      cancel_reason: reason,
      cancelled_at: new Date(Date.now() - hoursAgo * 3_600_000),
    })
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .execute();
}

const outlook = (u: Account, appointId: string) =>
  get(t.app, `/appointment/api/record/anti-scalping?hosId=${H}&appointId=${appointId}`, {
    headers: bearer(u.token),
  });

const near = (iso: string | null, ms: number) => {
  expect(iso).not.toBeNull();
  // The server reads its own clock: allow the seconds this test takes.
  expect(Math.abs(new Date(iso!).getTime() - ms)).toBeLessThan(60_000);
};

describe('getCancelOutlook', () => {
  it('answers nothing blocked for an account without cancellations', async () => {
    const u = await account();
    const { appointId } = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: session('DR04'),
    });
    const res = await outlook(u, appointId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sameDoctorCount: 0,
      recentCount: 0,
      blockedUntilIfCancelled: null,
      blockedUntilIfOneMore: null,
      limits: {
        sameDoctor: { count: 3, windowDays: 1, blockDays: 1 },
        any: { count: 5, windowDays: 14, blockDays: 30 },
      },
    });
  });

  it('after 3 cancellations in 14 days: this one is the 4th, one more blocks booking for 30 days', async () => {
    const u = await account();
    await cancelled(u, 'DR05', 200);
    await cancelled(u, 'DR05', 100);
    await cancelled(u, 'DR04', 50);
    // Expired bookings are not the patient's cancellations and do not count.
    await cancelled(u, 'DR04', 10, 'expired');
    const { appointId } = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: session('DR04', 4),
    });
    const data = (await outlook(u, appointId)).json().data;
    expect(data).toMatchObject({
      sameDoctorCount: 0,
      recentCount: 3,
      blockedUntilIfCancelled: null,
    });
    near(data.blockedUntilIfOneMore, Date.now() + 30 * DAY);
  });

  it('after 2 cancellations of the same doctor today: cancelling blocks that doctor for a day', async () => {
    const u = await account();
    await cancelled(u, 'DR04', 5);
    await cancelled(u, 'DR04', 2);
    const { appointId } = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: session('DR04', 4),
    });
    const data = (await outlook(u, appointId)).json().data;
    expect(data).toMatchObject({ sameDoctorCount: 2, recentCount: 2 });
    near(data.blockedUntilIfCancelled, Date.now() + DAY);
  });

  it('answers C002 for another account’s booking, like an unknown one', async () => {
    const [u, other] = [await account(), await account()];
    const { appointId } = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: session('DR04'),
    });
    const res = await outlook(other, appointId);
    expect(res.json()).toMatchObject({ messageKey: 'C002' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the appointment number (migration 0011)', () => {
  const book = async (u: Account, scheduleId: string) => {
    const res = await post(
      t.app,
      '/appointment/api/appointment/create',
      { hosId: H, patientId: u.patientId, scheduleId },
      { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
    );
    expect(res.json(), 'book').toMatchObject({ code: 0 });
    return res.json().data as { appointId: string; appointNo: string; schDate: string };
  };
  const serialOf = (appointNo: string) => Number(appointNo.split('-')[1]);

  it('is the visit date and the hospital’s serial of that day, short, not the UUID, the same in every answer', async () => {
    const [a, b] = [await account(), await account()];
    const date = localDate(12);
    const first = await insertSession(t.db, H, { ...session('DR04', 12), numbers: 2 });
    const second = await insertSession(t.db, H, { ...session('DR05', 12), numbers: 2 });
    const x = await book(a, first.scheduleId);
    const y = await book(b, second.scheduleId);
    expect(x.appointNo).toMatch(new RegExp(`^${date.replaceAll('-', '')}-\\d{3,}$`));
    expect(x.appointNo).not.toContain(x.appointId);
    // Later bookings of the day take later numbers, whoever books; no two share one.
    expect(serialOf(y.appointNo)).toBeGreaterThan(serialOf(x.appointNo));
    const info = await get(
      t.app,
      `/appointment/api/record/info?hosId=${H}&appointId=${x.appointId}`,
      { headers: bearer(a.token) },
    );
    expect(info.json().data).toMatchObject({ appointId: x.appointId, appointNo: x.appointNo });
    const list = await get(t.app, `/appointment/api/record/list?hosId=${H}`, {
      headers: bearer(b.token),
    });
    expect((list.json().data as { appointNo: string }[]).map((r) => r.appointNo)).toEqual([
      y.appointNo,
    ]);
  });

  it('is never given twice for one day, even when bookings are inserted side by side', async () => {
    const u = await account();
    const rows = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        insertAppointmentRow(t.db, H, {
          userId: u.userId,
          patientId: u.patientId,
          session: session(i % 2 ? 'DR04' : 'DR05', 13),
        }),
      ),
    );
    const serials = await t.db
      .selectFrom('appointment')
      .select('serial')
      .where('hos_id', '=', H)
      .where(
        'appoint_id',
        'in',
        rows.map((r) => r.appointId),
      )
      .execute();
    expect(new Set(serials.map((r) => r.serial)).size).toBe(6);
  });
});
