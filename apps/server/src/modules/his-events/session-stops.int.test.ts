import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post } from '../../../test/auth-helpers.ts';
import { DEMO_OPERATOR_TOKEN } from '../../config/demo-mode.ts';
import { stopSandboxSession } from '../../his/sandbox/sandbox-stops.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { cancelFixtures } from '../../../test/fixtures/operator/operator.fixtures.ts';
import type { SessionCancelDeps } from '../operator/session-cancel.service.ts';
import { createSandboxGateway } from '../paygateway/gateway.service.ts';
import { H, settleDeps } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { sandboxSmsSender, type SmsMessage, type SmsSender } from '../sms/sms.sender.ts';
import { applySessionStops } from './session-stops.service.ts';

/**
 * The second trigger: a session stopped in the sandbox HIS is cancelled by one pass of the job, as
 * the operator call would (bookings hosState 4, fees refunded once, waitlist closed, each patient texted once); a
 * second pass changes nothing. Each test stops its own period code, so the stops of one never name another's session.
 */
const sent: SmsMessage[] = [];
let sandbox: SmsSender;
const recording: SmsSender = {
  async send(m) {
    sent.push(m);
    await sandbox.send(m);
  },
};
let t: TestApp;
let f: ReturnType<typeof cancelFixtures>;
let deps: SessionCancelDeps;
const OTHER = hosIdOf('1002');
beforeAll(async () => {
  t = await createTestApp({}, { adapters: { sms: recording } });
  sandbox = sandboxSmsSender(t.db);
  f = cancelFixtures(t);
  // What server.ts hands the job: the composition root's HIS, gateway and sender.
  deps = { ...settleDeps(t.db, createSandboxGateway(t.db)), sms: recording };
});
afterAll(async () => t.close());

const pass = () => applySessionStops(deps, { hosIds: [H, OTHER] });
const DAY = localDate(3);

/** fullSession (DR04 on DAY) moved to a period code of the test's own. */
async function sessionAt(noonCode: string) {
  const s = await f.fullSession();
  await t.db
    .updateTable('schedule_session')
    .set({ noon_code: noonCode })
    .where('hos_id', '=', H)
    .where('schedule_id', '=', s.scheduleId)
    .execute();
  return s;
}
const sessionRow = (scheduleId: string) =>
  t.db
    .selectFrom('schedule_session')
    .select(['cancelled_at', 'cancel_reason'])
    .where('hos_id', '=', H)
    .where('schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
const hosStates = (appointIds: string[]) =>
  t.db
    .selectFrom('appointment')
    .select('hos_state')
    .where('hos_id', '=', H)
    .where('appoint_id', 'in', appointIds)
    .execute()
    .then((rows) => rows.map((r) => r.hos_state).sort());
const handled = (hosId: HosId, doctorId: string, noonCode: string) =>
  t.db
    .selectFrom('session_stop_handled')
    .select(['reason', 'applied_at'])
    .where('hos_id', '=', hosId)
    .where('doctor_id', '=', doctorId)
    .where('noon_code', '=', noonCode)
    .execute();

async function expectCancelledOnce(s: Awaited<ReturnType<typeof sessionAt>>) {
  expect(await sessionRow(s.scheduleId)).toMatchObject({
    cancelled_at: expect.any(Date),
    cancel_reason: 'the doctor is ill',
  });
  await f.expectSettledOnce(s, sent);
}

it('one pass after a stop in the HIS cancels the session, refunds once and texts once; a second pass changes nothing', async () => {
  const s = await sessionAt('X1');
  await stopSandboxSession(t.db, H, {
    doctorId: 'DR04',
    date: DAY,
    noonCode: 'X1',
    reason: 'the doctor is ill',
  });
  expect(await sessionRow(s.scheduleId)).toMatchObject({ cancelled_at: null });
  expect(await pass()).toEqual({ recorded: 1, sessionsCancelled: 1 });
  await expectCancelledOnce(s);
  expect(await handled(H, 'DR04', 'X1')).toEqual([
    { reason: 'the doctor is ill', applied_at: expect.any(Date) },
  ]);

  expect(await pass()).toEqual({ recorded: 0, sessionsCancelled: 0 });
  await expectCancelledOnce(s);
});

it('a stop at another hospital, of a doctor with the same id, day and period, leaves this hospital alone', async () => {
  const s = await sessionAt('X2');
  await stopSandboxSession(t.db, OTHER, {
    doctorId: 'DR04',
    date: DAY,
    noonCode: 'X2',
    reason: 'the doctor is ill',
  });
  expect(await pass()).toEqual({ recorded: 1, sessionsCancelled: 0 });
  expect(await handled(OTHER, 'DR04', 'X2')).toHaveLength(1);
  expect(await handled(H, 'DR04', 'X2')).toEqual([]);
  expect(await sessionRow(s.scheduleId)).toMatchObject({ cancelled_at: null });
  expect(await hosStates(s.appointIds)).not.toContain('4');
});

it('a stop naming no session is recorded and harmless', async () => {
  const cancelled = () =>
    t.db
      .selectFrom('schedule_session')
      .select('schedule_id')
      .where('hos_id', '=', H)
      .where('cancelled_at', 'is not', null)
      .execute();
  const before = await cancelled();
  await stopSandboxSession(t.db, H, {
    doctorId: 'NOBODY',
    date: localDate(5),
    noonCode: 'X3',
    reason: 'no such doctor',
  });
  expect(await pass()).toEqual({ recorded: 1, sessionsCancelled: 0 });
  expect(await handled(H, 'NOBODY', 'X3')).toEqual([
    { reason: 'no such doctor', applied_at: expect.any(Date) },
  ]);
  expect(await cancelled()).toEqual(before);
  expect(await pass()).toEqual({ recorded: 0, sessionsCancelled: 0 });
});

it('a session generated after its stop was recorded is born cancelled: never bookable, its numbers closed by the next pass', async () => {
  const date = localDate(4);
  await stopSandboxSession(t.db, H, {
    doctorId: 'DR04',
    date,
    noonCode: 'X4',
    reason: 'the doctor is ill',
  });
  expect(await pass()).toEqual({ recorded: 1, sessionsCancelled: 0 });
  const later = await insertSession(t.db, H, {
    doctorId: 'DR04',
    deptId: '12',
    date,
    noonCode: 'X4',
    numbers: 2,
  });
  expect(await sessionRow(later.scheduleId)).toMatchObject({
    cancelled_at: expect.any(Date),
    cancel_reason: 'the doctor is ill',
  });
  const u = await f.person(0);
  expect((await f.bookRaw(u, later.scheduleId)).json()).toMatchObject({ messageKey: 'APPOINT014' });
  expect(await pass()).toEqual({ recorded: 0, sessionsCancelled: 1 });
  const numbers = await t.db
    .selectFrom('source_number')
    .select('status')
    .where('hos_id', '=', H)
    .where('schedule_id', '=', later.scheduleId)
    .execute();
  expect(numbers.map((n) => n.status)).toEqual(['taken', 'taken']);
  expect(await pass()).toEqual({ recorded: 0, sessionsCancelled: 0 });
});

it('the demo call stops the session in the sandbox HIS only, with the operator credential; the job then cancels it', async () => {
  const s = await sessionAt('X5');
  const body = {
    hosId: H,
    doctorId: 'DR04',
    date: DAY,
    noonCode: 'X5',
    reason: 'the doctor is ill',
  };
  const stop = (b: object, authorization?: string) =>
    post(t.app, '/operator/api/his/stop-session', b, {
      headers: authorization ? { authorization } : {},
    });
  for (const refused of [
    await stop(body),
    await stop(body, 'Bearer wrong-token-wrong-token'),
    await stop(body, bearer(s.card.token).authorization),
  ]) {
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ messageKey: 'OPERATOR002' });
  }
  expect(
    await t.db
      .selectFrom('his_session_stop')
      .select('stop_id')
      .where('hos_id', '=', H)
      .where('noon_code', '=', 'X5')
      .execute(),
  ).toEqual([]);
  expect(
    (await stop({ ...body, date: '2026-02-30' }, `Bearer ${DEMO_OPERATOR_TOKEN}`)).json(),
  ).toMatchObject({ messageKey: 'C019' });

  const res = await stop(body, `Bearer ${DEMO_OPERATOR_TOKEN}`);
  expect(res.json()).toMatchObject({
    code: 0,
    data: {
      doctorId: 'DR04',
      date: DAY,
      noonCode: 'X5',
      reason: 'the doctor is ill',
      stopId: expect.any(String),
    },
  });
  expect((await stop(body, `Bearer ${DEMO_OPERATOR_TOKEN}`)).json()).toEqual(res.json());
  // Only the HIS knows so far: the portal's session and its stop record wait for the job.
  expect(await sessionRow(s.scheduleId)).toMatchObject({ cancelled_at: null });
  expect(await handled(H, 'DR04', 'X5')).toEqual([]);
  expect(await pass()).toEqual({ recorded: 1, sessionsCancelled: 1 });
  await expectCancelledOnce(s);
});
