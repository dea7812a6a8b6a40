import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { openTestDatabase, testEnv } from '../../../test/test-app.ts';
import { createAdapters } from '../../adapters.ts';
import type { HisAdapter } from '../../his/his.ts';
import { insertSandboxCatalogue } from '../../his/sandbox/seed-catalogue.ts';
import { ensureSessions, findSession } from './schedule.materialize.ts';

// Fixed dates (a Monday to the next Sunday, twice): materialization does not depend on "today".
const FROM = '2030-01-07';
const TO = '2030-01-20';

let db: Db;
let his: HisAdapter;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  his = createAdapters(testEnv(), db).his;
});
afterAll(async () => drop());

async function counts(hosId: HosId) {
  const s = await db
    .selectFrom('schedule_session')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hos_id', '=', hosId)
    .executeTakeFirstOrThrow();
  const n = await db
    .selectFrom('source_number')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hos_id', '=', hosId)
    .executeTakeFirstOrThrow();
  return { sessions: Number(s.n), numbers: Number(n.n) };
}

async function expected(hosId: HosId, weeks: number) {
  const rules = await db
    .selectFrom('schedule_rule')
    .select(['capacity'])
    .where('hos_id', '=', hosId)
    .execute();
  return {
    sessions: rules.length * weeks,
    numbers: rules.reduce((sum, r) => sum + r.capacity, 0) * weeks,
  };
}

describe('ensureSessions', () => {
  it('generates one session per weekly rule and date, with capacity numbers each', async () => {
    await ensureSessions(db, his, hosIdOf('1001'), FROM, TO);
    expect(await counts(hosIdOf('1001'))).toEqual(await expected(hosIdOf('1001'), 2));
    // Another hospital is untouched.
    expect(await counts(hosIdOf('1002'))).toEqual({ sessions: 0, numbers: 0 });
  });

  it('is idempotent: again, and concurrently with overlapping ranges, the row counts stay', async () => {
    const before = await counts(hosIdOf('1001'));
    await ensureSessions(db, his, hosIdOf('1001'), FROM, TO);
    expect(await counts(hosIdOf('1001'))).toEqual(before);

    await Promise.all([
      ensureSessions(db, his, hosIdOf('1002'), FROM, TO),
      ensureSessions(db, his, hosIdOf('1002'), FROM, TO),
      ensureSessions(db, his, hosIdOf('1002'), '2030-01-10', '2030-01-20'),
      ensureSessions(db, his, hosIdOf('1002'), FROM, '2030-01-13'),
    ]);
    expect(await counts(hosIdOf('1002'))).toEqual(await expected(hosIdOf('1002'), 2));
  });

  it('writes deterministic ids, the weekday of the rule and slot times inside the period', async () => {
    const rule = await db
      .selectFrom('schedule_rule')
      .selectAll()
      .where('hos_id', '=', hosIdOf('1001'))
      .where('rule_id', '=', 'R001')
      .executeTakeFirstOrThrow();
    expect(rule.weekday).toBe(1);
    const session = await findSession(db, hosIdOf('1001'), 'R001-20300107');
    expect(session).toMatchObject({
      scheduleId: 'R001-20300107',
      sessionDate: '2030-01-07',
      ruleId: 'R001',
      doctorId: rule.doctor_id,
      deptId: rule.dept_id,
      noonCode: rule.noon_code,
      regFee: Number(rule.reg_fee),
      capacity: rule.capacity,
      doctorStopped: false,
      doctorName: expect.any(String),
      deptName: expect.any(String),
    });
    const numbers = await db
      .selectFrom('source_number')
      .selectAll()
      .where('hos_id', '=', hosIdOf('1001'))
      .where('schedule_id', '=', 'R001-20300107')
      .orderBy('seq')
      .execute();
    expect(numbers).toHaveLength(rule.capacity);
    expect(numbers[0]).toMatchObject({
      number_id: 'R001-20300107-1',
      seq: 1,
      status: 'free',
      appoint_id: null,
    });
    for (const n of numbers) {
      expect(n.start_time).toMatch(/^\d{2}:\d{2}$/);
      expect(n.end_time > n.start_time).toBe(true);
    }
    expect(numbers.at(-1)!.end_time >= numbers[0]!.end_time).toBe(true);
  });

  it("generates from the HIS's current rules: a rule added in the HIS reaches dates not generated yet", async () => {
    // A fresh handle has no sync on record, so the materialisation syncs the mirror first (within COVERED_TTL_MS after).
    await insertSandboxCatalogue(db, hosIdOf('1003'), {
      scheduleRules: [
        {
          ruleId: 'M900',
          areaId: '1',
          businessType: '1',
          deptId: '11',
          doctorId: 'DR01',
          weekday: 3,
          noonCode: '1',
          regFee: 700,
          capacity: 3,
        },
      ],
    });
    // February, so 1003's January stays ungenerated for the test below.
    await ensureSessions(db, his, hosIdOf('1003'), '2030-02-04', '2030-02-10');
    expect(await findSession(db, hosIdOf('1003'), 'M900-20300206')).toMatchObject({
      ruleId: 'M900',
      regFee: 700,
      capacity: 3,
      doctorId: 'DR01',
    });
    expect(
      await db
        .selectFrom('schedule_rule')
        .select('rule_id')
        .where('hos_id', '=', hosIdOf('1003'))
        .where('rule_id', '=', 'M900')
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('findSession only sees the hospital it is asked for', async () => {
    // 1003 has a rule R001 too, but no session materialized for it.
    expect(await findSession(db, hosIdOf('1003'), 'R001-20300107')).toBeUndefined();
    expect(await findSession(db, hosIdOf('1001'), 'nope')).toBeUndefined();
  });

  it('tags a stopped doctor', async () => {
    const stopped = await db
      .selectFrom('schedule_rule as r')
      .innerJoin('doctor as d', (j) =>
        j.onRef('d.hos_id', '=', 'r.hos_id').onRef('d.doctor_id', '=', 'r.doctor_id'),
      )
      .select(['r.rule_id', 'r.weekday'])
      .where('r.hos_id', '=', hosIdOf('1001'))
      .where('d.is_stop', '=', true)
      .executeTakeFirstOrThrow();
    const date = `2030-01-${String(6 + stopped.weekday).padStart(2, '0')}`;
    expect(
      (await findSession(db, hosIdOf('1001'), `${stopped.rule_id}-${date.replaceAll('-', '')}`))
        ?.doctorStopped,
    ).toBe(true);
  });
});
