import { hosIdOf } from '@portal/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from './database.ts';
import { down, up } from './migrations/2026-11-24T0018-catalogue-mirror.ts';

/**
 * Migration 0018 on a data folder from before it: the mirror starts as a copy of the sandbox HIS's catalogue (so the
 * schedule is served before the first sync), and sessions' doctor key moves from his_doctor to the mirror.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

it("copies every his_* catalogue row and repoints schedule_session's doctor key to the mirror", async () => {
  // Migrations are frozen in time: they see an untyped database.
  const raw = db as unknown as Kysely<unknown>;
  await down(raw);
  // A doctor the HIS gained while the data folder ran without the mirror, with a session already generated.
  await db
    .insertInto('his_doctor')
    .values({
      hos_id: hosIdOf('1001'),
      doctor_id: 'MIG1',
      dept_id: '12',
      doctor_name: 'Migrated Doctor',
      doctor_title: 'attending physician',
      picture: null,
      skill: null,
      is_stop: true,
    })
    .execute();
  await db
    .insertInto('schedule_session')
    .values({
      hos_id: hosIdOf('1001'),
      schedule_id: 'MIG1-20300107',
      area_id: '1',
      business_type: '1',
      dept_id: '12',
      doctor_id: 'MIG1',
      rule_id: 'MIG1',
      session_date: '2030-01-07',
      noon_code: '1',
      reg_fee: 100,
      capacity: 1,
    })
    .execute();
  await up(raw);

  const count = async (
    table:
      | 'department'
      | 'doctor'
      | 'schedule_rule'
      | 'his_department'
      | 'his_doctor'
      | 'his_schedule_rule',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await count('department')).toBe(await count('his_department'));
  expect(await count('doctor')).toBe(await count('his_doctor'));
  expect(await count('schedule_rule')).toBe(await count('his_schedule_rule'));
  expect(
    await db
      .selectFrom('doctor')
      .selectAll()
      .where('hos_id', '=', hosIdOf('1001'))
      .where('doctor_id', '=', 'MIG1')
      .executeTakeFirstOrThrow(),
  ).toMatchObject({
    doctor_name: 'Migrated Doctor',
    dept_id: '12',
    is_stop: true,
    withdrawn: false,
  });
  const rule = await db
    .selectFrom('schedule_rule')
    .selectAll()
    .where('hos_id', '=', hosIdOf('1001'))
    .where('rule_id', '=', 'R001')
    .executeTakeFirstOrThrow();
  const source = await db
    .selectFrom('his_schedule_rule')
    .selectAll()
    .where('hos_id', '=', hosIdOf('1001'))
    .where('rule_id', '=', 'R001')
    .executeTakeFirstOrThrow();
  expect({ ...rule, reg_fee: Number(rule.reg_fee) }).toEqual({
    ...source,
    reg_fee: Number(source.reg_fee),
  });

  // The session's doctor is now the mirror's: the sandbox may drop its row, the mirror's stays required.
  await db
    .deleteFrom('his_doctor')
    .where('hos_id', '=', hosIdOf('1001'))
    .where('doctor_id', '=', 'MIG1')
    .execute();
  await expect(
    db
      .deleteFrom('doctor')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('doctor_id', '=', 'MIG1')
      .execute(),
  ).rejects.toThrow();
});
