import { hosIdOf, type HosId } from '@portal/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { createAdapters } from '../adapters.ts';
import type { Db } from '../db/database.ts';
import { staffTotpSealer } from '../modules/staff/totp-secrets.ts';
import { readDemoHospitals, seedDemoHospitals } from './seed.ts';

/** Seeding stays idempotent with the accounts and cards: a hospital already present is skipped whole. */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const counts = async () =>
  Promise.all(
    (
      [
        'app_user',
        'patient',
        'physical_leader',
        'his_card',
        'his_card_ledger',
        'his_patient',
        'his_dictionary',
        'his_report',
        'his_report_item',
        'department',
        'doctor',
        'schedule_rule',
      ] as const
    ).map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

it('seeded one demo account per full hospital, its password hashed', async () => {
  const users = await db
    .selectFrom('app_user')
    .select(['hos_id', 'phone', 'password_hash'])
    .orderBy('hos_id')
    .execute();
  expect(users.map((u) => [u.hos_id, u.phone])).toEqual([
    ['1001', '13800000001'],
    ['1002', '13800000001'],
    ['1003', '13800000001'],
  ]);
  for (const u of users) expect(await verify(u.password_hash, 'Demo@2026')).toBe(true);
});

it("seeded the HIS person records, PINs hashed, and linked the demo accounts' patients as proven", async () => {
  const persons = await db
    .selectFrom('his_patient')
    .select(['hos_id', 'patient_name', 'phone', 'pin_hash'])
    .orderBy('hos_id')
    .execute();
  expect(
    persons
      .filter((p) => p.hos_id === '1001')
      .map((p) => p.patient_name)
      .sort(),
  ).toEqual(['Chen Li', 'Liu Guifang', 'Wang Jianguo', 'Wang Xiaoyu']);
  const sunLele = persons.find((p) => p.patient_name === 'Sun Lele')!;
  expect(sunLele.pin_hash).toMatch(/^\$argon2id\$/);
  expect(await verify(sunLele.pin_hash!, '112233')).toBe(true);
  expect(persons.filter((p) => p.hos_id !== '1002').every((p) => p.pin_hash === null)).toBe(true);
  const patients = await db.selectFrom('patient').select(['his_linked_at', 'link_proof']).execute();
  expect(patients.length).toBe(9);
  expect(patients.every((p) => p.link_proof === 'seed' && p.his_linked_at !== null)).toBe(true);
});

it('generated years of reports for every person the demo HIS knows, and the dictionaries', async () => {
  const { rows } = await sql<{
    hos_id: HosId;
    cert_no: string;
    n: string | number;
    sources: string;
  }>`
    select hos_id, cert_no, count(*) as n, string_agg(distinct source, ',' order by source) as sources
      from his_report group by hos_id, cert_no order by hos_id, cert_no`.execute(db);
  const persons = await db
    .selectFrom('his_patient')
    .select(['hos_id', 'cert_no'])
    .orderBy('hos_id')
    .orderBy('cert_no')
    .execute();
  expect(rows.map((r) => `${r.hos_id}/${r.cert_no}`)).toEqual(
    persons.map((p) => `${p.hos_id}/${p.cert_no}`),
  );
  expect(rows.every((r) => Number(r.n) >= 20)).toBe(true);
  // Wang Jianguo (1001, current stay), Sun Lele (1002) and Huang Shuzhen (1003) hold inpatient cards.
  expect(
    rows
      .filter((r) => r.sources === 'in,out')
      .map((r) => r.cert_no)
      .sort(),
  ).toEqual(['330105201905260486', '330106198604150314', '420106195002110620']);
  const dictionaries = await db
    .selectFrom('his_dictionary')
    .select(['hos_id', 'code'])
    .distinct()
    .where('hos_id', '=', hosIdOf('1001'))
    .orderBy('code')
    .execute();
  // Dictionaries (later issues add their own beside them).
  expect(dictionaries.map((d) => d.code)).toEqual(
    expect.arrayContaining([
      'in_report_type',
      'out_payment_type',
      'out_report_type',
      'pay_mode',
      'prescription_status',
      'price_search_type',
    ]),
  );
});

it("filled the portal's catalogue mirror from the HIS: every demo department, doctor and weekly rule", async () => {
  for (const { hospital, his } of readDemoHospitals()) {
    const hosId = hospital.hospital.hosId;
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    const listed = await db
      .selectFrom('department')
      .select('dept_id as id')
      .where('hos_id', '=', hosId)
      .where('withdrawn', '=', false)
      .execute();
    expect(ids(listed)).toEqual(his.departments.map((d) => d.deptId).sort());
    const doctors = await db
      .selectFrom('doctor')
      .select('doctor_id as id')
      .where('hos_id', '=', hosId)
      .where('withdrawn', '=', false)
      .execute();
    expect(ids(doctors)).toEqual(his.doctors.map((d) => d.doctorId).sort());
    const rules = await db
      .selectFrom('schedule_rule')
      .select('rule_id as id')
      .where('hos_id', '=', hosId)
      .execute();
    expect(ids(rules)).toEqual(his.scheduleRules.map((r) => r.ruleId).sort());
  }
});

it('a second run adds nothing', async () => {
  const before = await counts();
  expect(
    await seedDemoHospitals(
      db,
      createAdapters(testEnv(), db).his,
      staffTotpSealer(testEnv().STAFF_TOTP_KEY),
    ),
  ).toEqual([]);
  expect(await counts()).toEqual(before);
});
