import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { sandboxSmsSender, type SmsMessage, type SmsSender } from '../sms/sms.sender.ts';

/**
 * One composition root (docs/architecture.md#one-composition-root): a cancellation that hands the number to a waitlisted patient texts them through the SMS
 * adapter the composition root built — here a recording one replacing it — after the cancellation committed.
 */
const sent: SmsMessage[] = [];
let sandbox: SmsSender;
const recording: SmsSender = {
  async send(message) {
    sent.push(message);
    // Registration codes still reach the sandbox outbox, where the test helpers read them.
    await sandbox.send(message);
  },
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { adapters: { sms: recording } });
  sandbox = sandboxSmsSender(t.db);
});
afterAll(async () => t.close());

async function person() {
  const u = await registerUser(t.app, hosIdOf('1001'));
  return {
    ...u,
    patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), {
      patientName: 'Wait Er',
      certNo: idCard('19750303'),
    }),
  };
}

it("texts the promoted patient through the composition root's sender", async () => {
  const [a, b] = [await person(), await person()];
  const s = await insertSession(t.db, hosIdOf('1001'), {
    doctorId: 'DR05',
    deptId: '12',
    date: localDate(3),
    numbers: 1,
    regFee: 0,
  });
  const booked = await post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: '1001', patientId: a.patientId, scheduleId: s.scheduleId },
    { headers: { ...bearer(a.token), 'idempotency-key': randomUUID() } },
  );
  expect(booked.json()).toMatchObject({ code: 0 });
  expect(
    (
      await post(
        t.app,
        '/appointment/api/candidate/join',
        { hosId: '1001', patientId: b.patientId, scheduleId: s.scheduleId },
        { headers: bearer(b.token) },
      )
    ).json(),
  ).toMatchObject({ code: 0 });
  const cancelled = await post(
    t.app,
    '/appointment/api/record/cancel',
    { hosId: '1001', appointId: booked.json().data.appointId },
    { headers: bearer(a.token) },
  );
  expect(cancelled.json()).toMatchObject({ code: 0 });
  const notice = sent.find(
    (m) => m.phone === b.phone && m.text.startsWith('A time slot became free'),
  );
  expect(notice).toMatchObject({ hosId: '1001' });
});
