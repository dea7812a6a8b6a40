import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSession } from '../../../test/fixtures/bookings/appointments.fixtures.ts';

/**
 * Over app.inject (PGlite and PostgreSQL): a session that has started can no longer be booked
 * (APPOINT060, the shared numberBookable rule) because it could no longer be paid; the same-day schedule lists
 * today's sessions and counts their numbers until they close. The clock is fixed (only Date is faked) at Monday
 * 2030-01-07 in Shanghai, the 08:39.
 */
const DAY = '2030-01-07';
const sh = (time: string) => new Date(`${DAY}T${time}+08:00`);

let t: TestApp;
let user: { token: string; patientId: string };
let morning: { scheduleId: string; numberIds: string[] };
let afternoon: { scheduleId: string; numberIds: string[] };

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Sessions are short: sign in close to the 08:39 the booking tests run at.
  vi.setSystemTime(sh('08:35:00'));
  t = await createTestApp();
  const u = await registerUser(t.app, hosIdOf('1001'));
  user = {
    token: u.token,
    patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), { certNo: idCard('19800101') }),
  };
  morning = await insertSession(t.db, hosIdOf('1001'), {
    doctorId: 'DR04',
    deptId: '12',
    date: DAY,
    noonCode: '1',
    numbers: 3,
    regFee: 2500,
  });
  afternoon = await insertSession(t.db, hosIdOf('1001'), {
    doctorId: 'DR05',
    deptId: '12',
    date: DAY,
    noonCode: '2',
    numbers: 3,
    regFee: 2500,
  });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const book = (scheduleId: string, numberId?: string) =>
  post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: '1001', patientId: user.patientId, scheduleId, ...(numberId ? { numberId } : {}) },
    { headers: { ...bearer(user.token), 'idempotency-key': randomUUID() } },
  );

/** The schedule cells of the given sessions in the same-day schedule (start = end = today), undefined when not listed. */
async function cells(
  ...scheduleIds: string[]
): Promise<({ leftNum: number; closedReason?: string } | undefined)[]> {
  const res = await get(
    t.app,
    `/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&start=${DAY}&end=${DAY}`,
  );
  expect(res.statusCode).toBe(200);
  type Cell = { scheduleId: string; leftNum: number; closedReason?: string };
  const found = new Map<string, Cell>();
  type Node = { children: Node[]; noonMap: Record<string, Record<string, Cell[]>> };
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      for (const byDate of Object.values(n.noonMap))
        for (const list of Object.values(byDate)) for (const d of list) found.set(d.scheduleId, d);
      walk(n.children);
    }
  };
  walk(res.json().data.scheduleList);
  return scheduleIds.map((id) => found.get(id));
}
const leftNums = async (...scheduleIds: string[]) =>
  (await cells(...scheduleIds)).map((c) => c?.leftNum);

describe('a started session', () => {
  it('before the start, the same-day schedule counts every free number of today', async () => {
    vi.setSystemTime(sh('07:59:59'));
    expect(await leftNums(morning.scheduleId, afternoon.scheduleId)).toEqual([3, 3]);
    expect((await cells(morning.scheduleId))[0]?.closedReason).toBeUndefined();
  });

  it('at 08:39 booking the 08:00–08:05 number of the started morning is refused with APPOINT060 and the start time', async () => {
    vi.setSystemTime(sh('08:39:00'));
    for (const res of [
      await book(morning.scheduleId, morning.numberIds[0]),
      await book(morning.scheduleId),
    ]) {
      expect(res.json()).toMatchObject({
        code: 409,
        messageKey: 'APPOINT060',
        params: { time: sh('08:00:00').toISOString() },
      });
      expect(res.statusCode).toBe(409);
    }
    // Nothing was claimed.
    const taken = await t.db
      .selectFrom('source_number')
      .select('number_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('schedule_id', '=', morning.scheduleId)
      .where('status', '=', 'taken')
      .execute();
    expect(taken).toEqual([]);
  });

  it('the schedule shows the started session with nothing left, while the afternoon stays bookable', async () => {
    vi.setSystemTime(sh('08:39:00'));
    expect(await cells(morning.scheduleId, afternoon.scheduleId)).toEqual([
      expect.objectContaining({ leftNum: 0, closedReason: 'APPOINT060' }),
      expect.not.objectContaining({ closedReason: expect.anything() }),
    ]);
    expect(await leftNums(morning.scheduleId, afternoon.scheduleId)).toEqual([0, 3]);
    const res = await book(afternoon.scheduleId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      schId: afternoon.scheduleId,
      isToday: '1',
      isDopay: '0',
    });
    expect(await leftNums(afternoon.scheduleId)).toEqual([2]);
  });

  it('the waitlist of a started session cannot be joined either', async () => {
    vi.setSystemTime(sh('08:39:00'));
    const res = await post(
      t.app,
      '/appointment/api/candidate/join',
      { hosId: '1001', patientId: user.patientId, scheduleId: morning.scheduleId },
      { headers: bearer(user.token) },
    );
    expect(res.json()).toMatchObject({ messageKey: 'APPOINT060' });
  });

  it('today stays listed until its sessions close; then it shows nothing left', async () => {
    vi.setSystemTime(sh('13:29:59'));
    expect(await leftNums(morning.scheduleId, afternoon.scheduleId)).toEqual([0, 2]);
    vi.setSystemTime(sh('13:30:00'));
    expect(await leftNums(morning.scheduleId, afternoon.scheduleId)).toEqual([0, 0]);
    // Still listed after the morning is over (APPOINT002) and the afternoon started (APPOINT060): today is shown, closed.
    expect(
      (await cells(morning.scheduleId, afternoon.scheduleId)).map((c) => c?.closedReason),
    ).toEqual(['APPOINT002', 'APPOINT060']);
  });
});
