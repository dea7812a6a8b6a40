import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { insertAppointmentRow } from '../../test/fixtures/bookings/records.fixtures.ts';
import type { Db } from './database.ts';
import { down, up } from './migrations/2026-11-24T0011-appointment-serial.ts';

/**
 * Migration 0011 on a database that already holds bookings: they are numbered per hospital and visit day in
 * booking order, and the bookings after it continue the day's numbers.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

it('numbers existing bookings by booking time, per day, and continues from there', async () => {
  // Migrations are frozen in time: they see an untyped database.
  const raw = db as unknown as Kysely<unknown>;
  await down(raw);
  const userId = randomUUID();
  const patientId = randomUUID();
  await db
    .insertInto('app_user')
    .values({
      hos_id: hosIdOf('1001'),
      user_id: userId,
      phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      password_hash: 'unused',
    })
    .execute();
  await db
    .insertInto('patient')
    .values({
      hos_id: hosIdOf('1001'),
      patient_id: patientId,
      user_id: userId,
      patient_name: 'Serial Test',
      cert_type: 0,
      cert_no: '110101199001011237',
      phone: '13900000000',
      relation: 5,
      sex: 1,
      birth_date: '1990-01-01',
      is_default: false,
      unbound_at: null,
    })
    .execute();
  const book = (date: string, minutesAgo: number) =>
    insertAppointmentRow(db, hosIdOf('1001'), {
      userId,
      patientId,
      session: { doctorId: 'DR04', deptId: '12', date },
      opTime: new Date(Date.now() - minutesAgo * 60_000),
    });
  const later = await book('2031-05-06', 1);
  const earlier = await book('2031-05-06', 30);
  const otherDay = await book('2031-05-07', 5);
  await up(raw);

  const serialOf = async (appointId: string) =>
    (
      await db
        .selectFrom('appointment')
        .select('serial')
        .where('hos_id', '=', hosIdOf('1001'))
        .where('appoint_id', '=', appointId)
        .executeTakeFirstOrThrow()
    ).serial;
  expect([
    await serialOf(earlier.appointId),
    await serialOf(later.appointId),
    await serialOf(otherDay.appointId),
  ]).toEqual([1, 2, 1]);
  const next = await book('2031-05-06', 0);
  expect(await serialOf(next.appointId)).toBe(3);
  // A number is never given twice for one day.
  await expect(
    db
      .updateTable('appointment')
      .set({ serial: 1 })
      .where('hos_id', '=', hosIdOf('1001'))
      .where('appoint_id', '=', next.appointId)
      .execute(),
  ).rejects.toThrow();
});
