import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { insertSession, localDate } from '../../../test/fixtures/bookings/appointments.fixtures.ts';
import { takeDaySerial } from './appointments.repository.ts';

/**
 * API on PGlite and PostgreSQL: a patient's booking takes the day's appointment serial in a statement of its own
 * before its transaction (docs/booking-rules.md#the-appointment-number): unique per hospital and visit day, in
 * booking order, a refused booking leaving at most a gap.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const H = hosIdOf('1001');
let births = 0;

async function account() {
  const u = await registerUser(t.app, H);
  const patientId = await addPatientOk(t.app, u.token, H, {
    certNo: idCard(`1981${String(1 + (births++ % 12)).padStart(2, '0')}12`),
  });
  return { ...u, patientId };
}
type Account = Awaited<ReturnType<typeof account>>;

const book = (u: Account, scheduleId: string) =>
  post(
    t.app,
    '/appointment/api/appointment/create',
    { hosId: H, patientId: u.patientId, scheduleId },
    { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
  );

const serialOf = (appointNo: string) => Number(appointNo.split('-')[1]);

async function storedSerial(appointId: string): Promise<number> {
  const row = await t.db
    .selectFrom('appointment')
    .select('serial')
    .where('hos_id', '=', H)
    .where('appoint_id', '=', appointId)
    .executeTakeFirstOrThrow();
  return row.serial;
}

async function counter(date: string): Promise<number> {
  const row = await t.db
    .selectFrom('appointment_serial')
    .select('last_serial')
    .where('hos_id', '=', H)
    .where('session_date', '=', date)
    .executeTakeFirst();
  return row?.last_serial ?? 0;
}

describe("a patient's booking", () => {
  it('shows the serial it was given in its answer, and later bookings take larger ones', async () => {
    const date = localDate(4);
    const s = await insertSession(t.db, H, { doctorId: 'DR04', deptId: '12', date, numbers: 3 });
    const [a, b] = [await account(), await account()];
    const x = (await book(a, s.scheduleId)).json().data as { appointId: string; appointNo: string };
    const y = (await book(b, s.scheduleId)).json().data as { appointId: string; appointNo: string };
    expect(x.appointNo).toBe(
      `${date.replaceAll('-', '')}-${String(await storedSerial(x.appointId)).padStart(3, '0')}`,
    );
    expect(serialOf(y.appointNo)).toBe(await storedSerial(y.appointId));
    expect(serialOf(y.appointNo)).toBe(serialOf(x.appointNo) + 1);
    expect(await counter(date)).toBe(serialOf(y.appointNo));
  });

  it('side by side with others, gets a serial of its own, each one the counter handed out', async () => {
    const date = localDate(5);
    const s = await insertSession(t.db, H, { doctorId: 'DR05', deptId: '13', date, numbers: 8 });
    const accounts = await Promise.all(Array.from({ length: 8 }, () => account()));
    const answers = await Promise.all(accounts.map((u) => book(u, s.scheduleId)));
    expect(answers.map((r) => r.statusCode)).toEqual(accounts.map(() => 200));
    const serials = answers.map((r) =>
      serialOf((r.json().data as { appointNo: string }).appointNo),
    );
    expect(new Set(serials).size).toBe(8);
    // Eight bookings, eight increments, nothing lost: the serials are exactly 1 to 8.
    expect([...serials].sort((p, q) => p - q)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await counter(date)).toBe(8);
  });

  it('refused after taking its serial leaves a gap of one at most, and the next booking goes on from it', async () => {
    const date = localDate(6);
    const s = await insertSession(t.db, H, { doctorId: 'DR06', deptId: '12', date, numbers: 3 });
    const [a, b] = [await account(), await account()];
    const first = (await book(a, s.scheduleId)).json().data as { appointNo: string };
    // The same patient again: refused inside the transaction (APPOINT006), after the serial was taken.
    const twice = await book(a, s.scheduleId);
    expect(twice.json()).toMatchObject({ messageKey: 'APPOINT006' });
    const next = (await book(b, s.scheduleId)).json().data as { appointNo: string };
    const gap = serialOf(next.appointNo) - serialOf(first.appointNo);
    expect(gap).toBeGreaterThanOrEqual(1);
    expect(gap).toBeLessThanOrEqual(2);
    const rows = await t.db
      .selectFrom('appointment')
      .select('serial')
      .where('hos_id', '=', H)
      .where('schedule_id', '=', s.scheduleId)
      .execute();
    expect(rows.map((r) => r.serial).sort((p, q) => p - q)).toEqual([
      serialOf(first.appointNo),
      serialOf(next.appointNo),
    ]);
  });
});

describe('takeDaySerial', () => {
  it('refuses a transaction handle: its commit must not become the booking’s', async () => {
    await expect(
      t.db.transaction().execute((trx) => takeDaySerial(trx, H, localDate(7))),
    ).rejects.toThrow(/outside a transaction/);
  });

  it('leaves the connection committing synchronously after it', async () => {
    const after = await t.db.connection().execute(async (conn) => {
      await takeDaySerial(conn, H, localDate(7));
      return (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(conn))
        .rows[0]!.synchronous_commit;
    });
    expect(after).toBe('on');
  });
});
