import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../test/patient-helpers.ts';
import {
  localDate,
  type SessionFixture,
} from '../../test/fixtures/bookings/appointments.fixtures.ts';
import { insertAppointmentRow } from '../../test/fixtures/bookings/records.fixtures.ts';
import { getHospital } from '../modules/hospital/hospital.service.ts';
import { sandboxSmsSender } from '../modules/sms/sms.sender.ts';
import { expireUnpaidTick } from './expire-unpaid.ts';

/** Expiry (docs/architecture.md#scale-out): the tick is called directly; buildApp never starts the job. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
/** What the composition root hands the job in demo mode (docs/architecture.md#one-composition-root): the sandbox SMS sender. */
const sms = () => sandboxSmsSender(t.db);

const H = hosIdOf('1001');
const SESSION: SessionFixture = {
  doctorId: 'DR04',
  deptId: '12',
  date: localDate(5),
  regFee: 2500,
};
// 1001's pay-time limit is the default 900 s unless its config says otherwise: an hour ago is past it either way.
const LONG_AGO = () => new Date(Date.now() - 2 * 3600_000);

async function user() {
  const u = await registerUser(t.app, H);
  return { ...u, patientId: await addPatientOk(t.app, u.token, H, { certNo: idCard('19900303') }) };
}

const appointment = (appointId: string) =>
  t.db
    .selectFrom('appointment')
    .select(['state', 'cancel_reason', 'cancelled_at'])
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .executeTakeFirstOrThrow();
const number = (numberId: string) =>
  t.db
    .selectFrom('source_number')
    .select(['status', 'appoint_id'])
    .where('hos_id', '=', H)
    .where('number_id', '=', numberId)
    .executeTakeFirstOrThrow();

describe('expireUnpaidTick', () => {
  it('cancels an unpaid booking past its pay deadline and frees its number, leaving fresh and paid ones alone', async () => {
    const u = await user();
    const expired = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: SESSION,
      opTime: LONG_AGO(),
    });
    const fresh = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: SESSION,
    });
    const paid = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: SESSION,
      opTime: LONG_AGO(),
      isDopay: '1',
    });
    expect(await expireUnpaidTick(t.db, { sms: sms(), hosIds: [H] })).toBe(1);
    expect(await appointment(expired.appointId)).toMatchObject({
      state: 'cancelled',
      cancel_reason: 'expired',
    });
    expect((await appointment(expired.appointId)).cancelled_at).not.toBeNull();
    expect(await number(expired.numberId)).toEqual({ status: 'free', appoint_id: null });
    expect(await appointment(fresh.appointId)).toMatchObject({ state: '1', cancel_reason: null });
    expect(await appointment(paid.appointId)).toMatchObject({ state: '1' });
    expect(await expireUnpaidTick(t.db, { sms: sms(), hosIds: [H] })).toBe(0);
  });

  it('hands the expired booking’s number to the first waitlisted patient', async () => {
    const u = await user();
    const w = await user();
    const expired = await insertAppointmentRow(t.db, H, {
      userId: u.userId,
      patientId: u.patientId,
      session: { ...SESSION, numbers: 1 },
      opTime: LONG_AGO(),
    });
    await t.db
      .insertInto('candidate')
      .values({
        hos_id: H,
        candidate_id: `W${expired.appointId.slice(0, 8)}`,
        user_id: w.userId,
        patient_id: w.patientId,
        schedule_id: expired.scheduleId,
        appoint_id: null,
      })
      .execute();
    expect(await expireUnpaidTick(t.db, { sms: sms(), hosIds: [H] })).toBe(1);
    const n = await number(expired.numberId);
    expect(n.status).toBe('taken');
    expect(n.appoint_id).not.toBe(expired.appointId);
    const promoted = await t.db
      .selectFrom('appointment')
      .select(['patient_id', 'candidate_flag'])
      .where('hos_id', '=', H)
      .where('appoint_id', '=', n.appoint_id!)
      .executeTakeFirstOrThrow();
    expect(promoted).toEqual({ patient_id: w.patientId, candidate_flag: '1' });
  });

  it('two concurrent ticks cancel a booking once, in small batches', async () => {
    const u = await user();
    const rows = [];
    for (let i = 0; i < 5; i++)
      rows.push(
        await insertAppointmentRow(t.db, H, {
          userId: u.userId,
          patientId: u.patientId,
          session: SESSION,
          opTime: LONG_AGO(),
        }),
      );
    const [a, b] = await Promise.all([
      expireUnpaidTick(t.db, { sms: sms(), hosIds: [H], batchSize: 2 }),
      expireUnpaidTick(t.db, { sms: sms(), hosIds: [H], batchSize: 2 }),
    ]);
    expect(a! + b!).toBe(5);
    for (const r of rows)
      expect(await appointment(r.appointId)).toMatchObject({
        state: 'cancelled',
        cancel_reason: 'expired',
      });
  });

  it('does not count expiries toward the anti-scalping blocks', async () => {
    const { cancellationsSince } = await import('../modules/bookings/appointments.repository.ts');
    const u = await user();
    for (let i = 0; i < 5; i++)
      await insertAppointmentRow(t.db, H, {
        userId: u.userId,
        patientId: u.patientId,
        session: SESSION,
        opTime: LONG_AGO(),
      });
    expect(await expireUnpaidTick(t.db, { sms: sms(), hosIds: [H] })).toBe(5);
    expect(await cancellationsSince(t.db, H, u.userId, new Date(Date.now() - 86_400_000))).toEqual(
      [],
    );
  });
});

// Each hospital is handled on its own; a disabled one still expires its bookings.
describe('expireUnpaidTick across hospitals', () => {
  const setEnabled = (hosId: HosId, enabled: boolean) =>
    t.db.updateTable('hospital').set({ enabled }).where('hos_id', '=', hosId).execute();
  /** An overdue unpaid booking of the demo account's first patient at `hosId`. */
  async function overdueAt(hosId: HosId, doctorId: string) {
    const demo = await t.db
      .selectFrom('app_user')
      .innerJoin('patient', (j) =>
        j
          .onRef('patient.hos_id', '=', 'app_user.hos_id')
          .onRef('patient.user_id', '=', 'app_user.user_id'),
      )
      .select(['app_user.user_id', 'patient.patient_id'])
      .where('app_user.hos_id', '=', hosId)
      .where('app_user.phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    return insertAppointmentRow(t.db, hosId, {
      userId: demo.user_id,
      patientId: demo.patient_id,
      session: { ...SESSION, doctorId, deptId: '10' },
      opTime: LONG_AGO(),
    });
  }
  const stateAt = (hosId: HosId, appointId: string) =>
    t.db
      .selectFrom('appointment')
      .select('state')
      .where('hos_id', '=', hosId)
      .where('appoint_id', '=', appointId)
      .executeTakeFirstOrThrow();

  it('expires overdue bookings at a disabled hospital and at the hospitals after it, with no error logged', async () => {
    const errors: unknown[] = [];
    const log = { error: (obj: unknown) => errors.push(obj), info: () => {} };
    const b1002 = await overdueAt(hosIdOf('1002'), 'DR01');
    const b1003 = await overdueAt(hosIdOf('1003'), 'DR01');
    await setEnabled(hosIdOf('1002'), false);
    // The read cache may still hold 1002 as enabled: wait until the job would see it disabled.
    while ((await getHospital(t.db, hosIdOf('1002'))).enabled)
      await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      expect(
        await expireUnpaidTick(t.db, {
          sms: sms(),
          hosIds: [hosIdOf('1002'), hosIdOf('1003')],
          log,
        }),
      ).toBe(2);
      expect(await stateAt(hosIdOf('1002'), b1002.appointId)).toEqual({ state: 'cancelled' });
      expect(await stateAt(hosIdOf('1003'), b1003.appointId)).toEqual({ state: 'cancelled' });
      expect(errors).toEqual([]);
    } finally {
      await setEnabled(hosIdOf('1002'), true);
    }
  });

  it('a hospital whose pass fails is logged and the hospitals after it still expire', async () => {
    const errors: { hosId: HosId }[] = [];
    const log = { error: (obj: unknown) => errors.push(obj as { hosId: HosId }), info: () => {} };
    const b1003 = await overdueAt(hosIdOf('1003'), 'DR02');
    // A hospital ordered before 1003 whose time zone no clock can read: its pass throws (RangeError).
    await t.db
      .insertInto('hospital')
      .values({
        hos_id: hosIdOf('1000'),
        hos_name: 'Broken clock',
        theme: JSON.stringify({}),
        time_zone: 'Not/AZone',
      })
      .execute();
    expect(
      await expireUnpaidTick(t.db, { sms: sms(), hosIds: [hosIdOf('1000'), hosIdOf('1003')], log }),
    ).toBe(1);
    expect(errors.map((e) => e.hosId)).toEqual(['1000']);
    expect(await stateAt(hosIdOf('1003'), b1003.appointId)).toEqual({ state: 'cancelled' });
  });
});
