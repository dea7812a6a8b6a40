import { randomUUID } from 'node:crypto';
import {
  hospitalTime,
  hospitalToday,
  readHospitalConfig,
  type HosId,
  hosIdOf,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser, call } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import {
  insertSession,
  localDate,
  type SessionFixture,
} from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import { remindersTick } from '../reminders/reminders.ts';
import { withdrawCancelledVisits } from './queue-withdraw.ts';
import { insertCard } from '../../../test/fixtures/bookings/records.fixtures.ts';

/**
 * API: check-in refusals and success, the queue number under concurrency, the queue position, and
 * cancel after check-in only where sign-in cancel is on — over app.inject against PGlite and PostgreSQL.
 *
 * The hospitals get a period '8' that starts an hour from now and runs three hours (hospital zone): bookable and
 * payable (not started), and inside the check-in window (opens 120 minutes before the number's start).
 */
let t: TestApp;
const H = hosIdOf('1001');
/** Sign-in cancel on, no cancel cutoff. */
const H_CANCEL = hosIdOf('1003');
const NOW_PERIOD = '8';
let sessionDate = '';
let startTime = '';
/** The period's start: an hour from now, so check-in is open at it on the session's own hospital day. */
let startAt = new Date();
let doctorOf: Record<string, { doctorId: string; deptId: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tz = (
    await t.db
      .selectFrom('hospital')
      .select('time_zone')
      .where('hos_id', '=', H)
      .executeTakeFirstOrThrow()
  ).time_zone;
  const start = new Date(Date.now() + 60 * 60_000);
  startAt = start;
  sessionDate = hospitalToday(start, tz);
  const period = {
    start: hospitalTime(start, tz),
    end: hospitalTime(new Date(start.getTime() + 3 * 3_600_000), tz),
  };
  for (const hosId of [H, H_CANCEL]) {
    const items = await t.db
      .selectFrom('config_item')
      .select([
        'config_type as configType',
        'config_key as configKey',
        'config_value as configValue',
      ])
      .where('hos_id', '=', hosId)
      .execute();
    const noonTimes = { ...readHospitalConfig(items).noonTimes, [NOW_PERIOD]: period };
    const set = {
      noonTimes: JSON.stringify(noonTimes),
      ...(hosId === H_CANCEL ? { signInCancelEnabled: '1', cancelDays: 'none' } : {}),
    };
    for (const [key, value] of Object.entries(set)) {
      await t.db
        .insertInto('config_item')
        .values({ hos_id: hosId, config_type: 'APPOINTMENT', config_key: key, config_value: value })
        .onConflict((oc) =>
          oc.columns(['hos_id', 'config_type', 'config_key']).doUpdateSet({ config_value: value }),
        )
        .execute();
    }
    const doc = await t.db
      .selectFrom('doctor')
      .select(['doctor_id', 'dept_id'])
      .where('hos_id', '=', hosId)
      .orderBy('doctor_id')
      .executeTakeFirstOrThrow();
    doctorOf = { ...doctorOf, [hosId]: { doctorId: doc.doctor_id, deptId: doc.dept_id } };
  }
  startTime = period.start;
});
afterAll(async () => t.close());

let births = 0;
async function payer(hosId = H) {
  const u = await registerUser(t.app, hosId);
  const certNo = idCard(`1986${String(1 + (births++ % 12)).padStart(2, '0')}1${births % 10}`);
  const patientId = await addPatientOk(t.app, u.token, hosId, { certNo });
  const cardId = await insertCard(t.db, hosId, { certNo, balance: 100_000 });
  return { ...u, patientId, cardId, hosId };
}
type Payer = Awaited<ReturnType<typeof payer>>;

/** A session of `hosId` (default: today's period '8', its numbers starting with it). */
async function session(
  hosId = H,
  over: Partial<SessionFixture> = {},
  numbers = 2,
): Promise<string> {
  const s = await insertSession(t.db, hosId, {
    ...doctorOf[hosId]!,
    date: sessionDate,
    noonCode: NOW_PERIOD,
    regFee: 2500,
    numbers,
    ...over,
  });
  if ((over.noonCode ?? NOW_PERIOD) === NOW_PERIOD) {
    await t.db
      .updateTable('source_number')
      .set({ start_time: startTime })
      .where('hos_id', '=', hosId)
      .where('schedule_id', '=', s.scheduleId)
      .execute();
  }
  return s.scheduleId;
}

async function book(u: Payer, scheduleId: string, { paid = true } = {}): Promise<string> {
  const res = await post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: u.hosId, patientId: u.patientId, scheduleId },
    { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
  );
  expect(res.json(), 'book').toMatchObject({ code: 0 });
  const appointId = res.json().data.appointId as string;
  if (paid) {
    const p = await call(t.app, {
      method: 'PUT' as 'POST',
      url: `/appointment/api/record/deduction/${u.hosId}/${appointId}?msgType=1`,
      headers: { ...bearer(u.token), 'idempotency-key': randomUUID() },
    });
    expect(p.json(), 'pay').toMatchObject({ code: 0, data: { isDopay: '1' } });
  }
  return appointId;
}

const checkIn = (u: Payer, appointId: string, key: string = randomUUID()) =>
  post(
    t.app,
    '/appointment/api/record/check-in',
    { hosId: u.hosId, appointId },
    { headers: { ...bearer(u.token), 'idempotency-key': key } },
  );
const queue = (u: Payer, appointId: string) =>
  get(t.app, `/appointment/api/record/queue?hosId=${u.hosId}&appointId=${appointId}`, {
    headers: bearer(u.token),
  });
const info = (u: Payer, appointId: string) =>
  get(t.app, `/appointment/api/record/info?hosId=${u.hosId}&appointId=${appointId}`, {
    headers: bearer(u.token),
  });
const cancel = (u: Payer, appointId: string) =>
  post(
    t.app,
    '/appointment/api/record/cancel',
    { hosId: u.hosId, appointId },
    { headers: bearer(u.token) },
  );

function expectRefused(res: { statusCode: number; json(): unknown }, key: string, status = 409) {
  expect(res.json()).toMatchObject({ code: status, messageKey: key });
  expect(res.statusCode).toBe(status);
}

const withdrawnAt = async (hosId: HosId, appointId: string) =>
  (
    await t.db
      .selectFrom('appointment_check_in')
      .select('his_withdrawn_at')
      .where('hos_id', '=', hosId)
      .where('appoint_id', '=', appointId)
      .executeTakeFirstOrThrow()
  ).his_withdrawn_at;
const checkInsOf = (scheduleId: string) =>
  t.db
    .selectFrom('appointment_check_in')
    .select(['appoint_id', 'queue_no', 'his_notified_at'])
    .where('hos_id', '=', H)
    .where('schedule_id', '=', scheduleId)
    .orderBy('queue_no')
    .execute();

describe('POST /appointment/api/record/check-in', () => {
  it('checks a paid booking in: hosState 3, queue number 1, the HIS told, check in no longer offered', async () => {
    const u = await payer();
    const scheduleId = await session();
    const appointId = await book(u, scheduleId);
    expect((await info(u, appointId)).json().data).toMatchObject({
      hosState: '0',
      actions: { checkIn: true },
    });

    const res = await checkIn(u, appointId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ appointId, queueNo: 1 });
    expect((await info(u, appointId)).json().data).toMatchObject({
      hosState: '3',
      actions: { checkIn: false },
    });
    const [row] = await checkInsOf(scheduleId);
    expect(row).toMatchObject({ appoint_id: appointId, queue_no: 1 });
    expect(row!.his_notified_at).not.toBeNull();
    const access = await t.db
      .selectFrom('patient_access_log')
      .select('action')
      .where('hos_id', '=', H)
      .where('patient_id', '=', u.patientId)
      .execute();
    expect(access.map((a) => a.action)).toContain('check-in');
  });

  it('refuses with the rule’s keys: too early, too late, unpaid, cancelled, hospital-cancelled, already checked in', async () => {
    const u = await payer();
    const early = await book(u, await session(H, { date: localDate(2), noonCode: '1' }));
    const early1 = await checkIn(u, early);
    expectRefused(early1, 'CHECKIN001');
    expect(early1.json().params).toEqual({ time: `${localDate(2)} 06:00` });

    const past = await payer();
    const pastSession = await session(H, { date: localDate(-1), noonCode: '1' });
    const late = (
      await t.db
        .insertInto('appointment')
        .values({
          hos_id: H,
          appoint_id: randomUUID(),
          user_id: past.userId,
          patient_id: past.patientId,
          schedule_id: pastSession,
          number_id: `${pastSession}-1`,
          dept_id: doctorOf[H]!.deptId,
          doctor_id: doctorOf[H]!.doctorId,
          area_id: '1',
          business_type: '1',
          session_date: localDate(-1),
          noon_code: '1',
          reg_fee: 2500,
          state: '1',
          is_dopay: '1',
          is_today: '0',
          cancelled_at: null,
          deleted_at: null,
        })
        .returning('appoint_id')
        .executeTakeFirstOrThrow()
    ).appoint_id;
    expectRefused(await checkIn(past, late), 'CHECKIN002');

    const v = await payer();
    const unpaid = await book(v, await session(), { paid: false });
    expectRefused(await checkIn(v, unpaid), 'CHECKIN003');
    expect((await info(v, unpaid)).json().data.actions.checkIn).toBe(false);
    await t.db
      .updateTable('appointment')
      .set({ state: 'cancelled', cancelled_at: new Date() })
      .where('appoint_id', '=', unpaid)
      .execute();
    expectRefused(await checkIn(v, unpaid), 'CHECKIN004');
    expectRefused(await queue(v, unpaid), 'CHECKIN004');

    const w = await payer();
    const stopped = await book(w, await session());
    await t.db
      .updateTable('appointment')
      .set({ hos_state: '4' })
      .where('appoint_id', '=', stopped)
      .execute();
    expectRefused(await checkIn(w, stopped), 'CHECKIN006');

    const x = await payer();
    const twice = await book(x, await session());
    expect((await checkIn(x, twice)).statusCode).toBe(200);
    expectRefused(await checkIn(x, twice), 'CHECKIN005');
    expect(
      await t.db
        .selectFrom('appointment_check_in')
        .select('appoint_id')
        .where('appoint_id', 'in', [early, late, unpaid, stopped])
        .execute(),
    ).toEqual([]);
  });

  it('answers C002 for another user’s booking and APPOINT009 without an Idempotency-Key', async () => {
    const u = await payer();
    const other = await payer();
    const appointId = await book(u, await session());
    expectRefused(await checkIn(other, appointId), 'C002', 404);
    const res = await post(
      t.app,
      '/appointment/api/record/check-in',
      { hosId: H, appointId },
      { headers: bearer(u.token) },
    );
    expect(res.json()).toMatchObject({ messageKey: 'APPOINT009' });
    expect((await info(u, appointId)).json().data.hosState).toBe('0');
  });

  it('20 concurrent check-ins of one booking give one queue number (same key: the same answer; other keys: CHECKIN005)', async () => {
    const u = await payer();
    const scheduleId = await session();
    const appointId = await book(u, scheduleId);
    const key = randomUUID();
    const same = await Promise.all(Array.from({ length: 10 }, () => checkIn(u, appointId, key)));
    const others = await Promise.all(Array.from({ length: 10 }, () => checkIn(u, appointId)));
    expect(same.map((r) => r.json().data?.queueNo)).toEqual(Array(10).fill(1));
    expect(others.every((r) => r.json().messageKey === 'CHECKIN005')).toBe(true);
    expect(await checkInsOf(scheduleId)).toHaveLength(1);
  });

  it('20 concurrent check-ins of 20 bookings of one session are numbered 1..20', async () => {
    const scheduleId = await session(H, {}, 20);
    const people: { u: Payer; appointId: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const u = await payer();
      people.push({ u, appointId: await book(u, scheduleId) });
    }
    const res = await Promise.all(people.map(({ u, appointId }) => checkIn(u, appointId)));
    expect(res.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(res.map((r) => r.json().data.queueNo as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await checkInsOf(scheduleId)).map((r) => r.queue_no)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );

    // The session has not started: the HIS calls nobody yet, so everyone numbered before you is ahead.
    const last = people[res.findIndex((r) => r.json().data.queueNo === 20)]!;
    expect((await queue(last.u, last.appointId)).json().data).toEqual({
      queueNo: 20,
      calling: 0,
      ahead: 19,
    });
  });
});

describe('GET /appointment/api/record/queue', () => {
  it('answers no number before check-in, and tells the HIS again when it missed the first time', async () => {
    const u = await payer();
    const appointId = await book(u, await session());
    expect((await queue(u, appointId)).json().data).toEqual({
      queueNo: null,
      calling: 0,
      ahead: 0,
    });
    await checkIn(u, appointId);
    await t.db
      .updateTable('appointment_check_in')
      .set({ his_notified_at: null })
      .where('appoint_id', '=', appointId)
      .execute();
    await t.db.deleteFrom('his_queue_ticket').where('visit_key', '=', appointId).execute();
    expect((await queue(u, appointId)).json().data).toEqual({ queueNo: 1, calling: 0, ahead: 0 });
    expect(
      await t.db
        .selectFrom('his_queue_ticket')
        .select('queue_no')
        .where('visit_key', '=', appointId)
        .execute(),
    ).toEqual([{ queue_no: 1 }]);
  });
});

describe('cancel after check-in', () => {
  it('is refused with APPOINT013 where sign-in cancel is off', async () => {
    const u = await payer();
    const appointId = await book(u, await session());
    await checkIn(u, appointId);
    expect((await info(u, appointId)).json().data.actions).toMatchObject({
      cancel: false,
      cancelRefusal: { key: 'APPOINT013' },
    });
    expectRefused(await cancel(u, appointId), 'APPOINT013');
  });

  it('is allowed (and refunded) where the hospital enables sign-in cancel', async () => {
    const u = await payer(H_CANCEL);
    const appointId = await book(u, await session(H_CANCEL));
    expect((await checkIn(u, appointId)).statusCode).toBe(200);
    const res = await cancel(u, appointId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { state: 'cancelled', hosState: '3', refund: { amount: 2500 } },
    });
    // The HIS queue no longer holds the visit: its doctor never calls a patient who has gone.
    expect(
      await t.db
        .selectFrom('his_queue_ticket')
        .select('withdrawn_at')
        .where('hos_id', '=', H_CANCEL)
        .where('visit_key', '=', appointId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ withdrawn_at: expect.any(Date) });
    expect(await withdrawnAt(H_CANCEL, appointId)).not.toBeNull();
  });

  it('a withdrawal the HIS did not take is retried until it does, once', async () => {
    const u = await payer(H_CANCEL);
    const appointId = await book(u, await session(H_CANCEL));
    expect((await checkIn(u, appointId)).statusCode).toBe(200);
    // The HIS is down while the patient cancels: the cancel stands, the withdrawal waits.
    const his = createSandboxHis(t.db);
    const down = {
      ...his,
      queue: {
        ...his.queue,
        withdraw: async () => {
          throw new Error('HIS down');
        },
      },
    };
    // Checked in and not cancelled: nothing is due to leave the queue.
    expect(await withdrawCancelledVisits(t.db, his, { hosId: H_CANCEL, appointId })).toBe(0);
    expect(await withdrawnAt(H_CANCEL, appointId)).toBeNull();
    const res = await cancel(u, appointId);
    expect(res.json()).toMatchObject({ code: 0, data: { state: 'cancelled' } });
    // The app's own cancel reached the (working) sandbox HIS at once; take that back to stand for a HIS that was down.
    await t.db
      .updateTable('appointment_check_in')
      .set({ his_withdrawn_at: null })
      .where('hos_id', '=', H_CANCEL)
      .where('appoint_id', '=', appointId)
      .execute();
    expect(await withdrawCancelledVisits(t.db, down, { hosId: H_CANCEL, appointId })).toBe(0);
    expect(await withdrawnAt(H_CANCEL, appointId)).toBeNull();
    // The notice job's pass (every visit, every hospital) gets it through; another pass has nothing left to do.
    expect(await withdrawCancelledVisits(t.db, his, null)).toBeGreaterThanOrEqual(1);
    expect(await withdrawnAt(H_CANCEL, appointId)).not.toBeNull();
    expect(await withdrawCancelledVisits(t.db, his, { hosId: H_CANCEL, appointId })).toBe(0);
  });
});

describe('the check-in reminder', () => {
  it('tells a paid booking once when its check-in opens; an unpaid one hears nothing', async () => {
    const u = await payer();
    const scheduleId = await session(H, {}, 3);
    const paid = await book(u, scheduleId);
    const unpaid = await book(await payer(), scheduleId, { paid: false });
    // The tick runs at the session's start: an hour from now may already be tomorrow in the hospital's zone, and
    // reminders look at the hospital's today.
    const tick = () => remindersTick(t.db, { hosIds: [H], now: startAt });
    await Promise.all([tick(), tick()]);
    await tick();
    const notices = await t.db
      .selectFrom('user_message')
      .select(['kind', 'dedupe_key', 'params'])
      .where('hos_id', '=', H)
      .where('dedupe_key', 'in', [`checkin:${paid}`, `checkin:${unpaid}`])
      .execute();
    expect(notices).toEqual([
      {
        kind: 'checkInOpen',
        dedupe_key: `checkin:${paid}`,
        params: expect.objectContaining({
          time: startTime,
          appointNo: expect.stringMatching(/^\d{8}-\d{3}$/),
        }),
      },
    ]);
    // The hospital's minimum early arrival (arriveEarlyMinutes, 30 minutes at 1001) is in the notice and its text.
    const arrive = hospitalTime(
      new Date(Date.parse(`2026-01-01T${startTime}:00Z`) - 30 * 60_000),
      'UTC',
    );
    expect(notices[0]!.params).toMatchObject({ arriveBy: arrive });
    expect(
      await t.db
        .selectFrom('notice_outbox')
        .select('text')
        .where('hos_id', '=', H)
        .where('dedupe_key', '=', `checkin:${paid}`)
        .executeTakeFirstOrThrow(),
    ).toEqual({ text: expect.stringContaining(`please arrive by ${arrive}`) });
  });
});
