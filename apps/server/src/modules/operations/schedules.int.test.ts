import { afterAll, beforeAll, expect, it } from 'vitest';
import { hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';
import { localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * Over HTTP, on PGlite and PostgreSQL: the schedule board shows each session of the days asked with its numbers booked,
 * paid, checked in and free, generated from the weekly rules like the patient schedule, and a stopped session with
 * when and why; roles without the permission, other hospitals and bad periods are refused.
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

const board = (q: string, as: StaffSession = support, hosId: string = H) =>
  consoleInject(t.app, as, { method: 'GET', url: `/console/api/hospitals/${hosId}/sessions?${q}` });

it('counts the numbers of a session, and shows it stopped with its reason once stopped', async () => {
  const s = await f.fullSession();
  const day = localDate(3);
  const before = (await board(`from=${day}&to=${day}&deptId=12`)).json();
  expect(before).toMatchObject({ code: 0 });
  const session = before.data.find((r: { scheduleId: string }) => r.scheduleId === s.scheduleId);
  expect(session).toMatchObject({
    sessionDate: day,
    deptId: '12',
    doctorId: 'DR04',
    capacity: 3,
    booked: 3,
    paid: 2,
    checkedIn: 0,
    free: 0,
    cancelledAt: null,
  });
  // Every session of the day at that department, the weekly rules' ones included.
  expect(before.data.every((r: { deptId: string }) => r.deptId === '12')).toBe(true);
  expect(
    (await f.cancel({ hosId: H, scheduleId: s.scheduleId, reason: 'the doctor is ill' })).json(),
  ).toMatchObject({ code: 0 });
  const after = (await board(`from=${day}&to=${day}&deptId=12`)).json().data;
  expect(after.find((r: { scheduleId: string }) => r.scheduleId === s.scheduleId)).toMatchObject({
    booked: 3,
    cancelledAt: expect.any(String),
    cancelReason: 'the doctor is ill',
  });
});

it('lists a week of the weekly rules at the demo hospital', async () => {
  const week = (await board(`from=${localDate(1)}&to=${localDate(7)}`)).json();
  expect(week).toMatchObject({ code: 0 });
  expect(week.data.length).toBeGreaterThan(0);
  for (const r of week.data as { booked: number; free: number; capacity: number }[])
    expect(r.booked + r.free).toBeLessThanOrEqual(r.capacity);
});

it('refuses a role without it, another hospital and a bad period', async () => {
  const day = localDate(1);
  const editor = await signInStaff(t.app, { role: 'editor', hosId: H });
  expect((await board(`from=${day}&to=${day}`, editor)).json()).toMatchObject({
    messageKey: 'STAFF006',
  });
  const elsewhere = await signInStaff(t.app, { role: 'scheduleManager', hosId: hosIdOf('1002') });
  expect((await board(`from=${day}&to=${day}`, elsewhere)).json()).toMatchObject({
    messageKey: 'STAFF007',
  });
  const refused = async (q: string, field: string) => {
    const res = await board(q);
    expect(res.statusCode, q).toBe(400);
    expect(res.json(), q).toMatchObject({ messageKey: 'C019', params: { field } });
  };
  await refused(`from=${localDate(2)}&to=${localDate(1)}`, 'to');
  await refused(`from=${localDate(0)}&to=${localDate(20)}`, 'to');
  await refused(`from=2026-13-45&to=${day}`, 'from');
});
