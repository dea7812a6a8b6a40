import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEnv } from '../../../test/test-app.ts';
import { createAdapters } from '../../adapters.ts';
import type { Db } from '../../db/database.ts';
import { catalogueContractData } from '../../../test/contracts/catalogue.contract.ts';
import type { HisAdapter } from '../../his/his.ts';
import {
  removeFromSandbox,
  updateSandboxDoctor,
  updateSandboxRule,
} from '../../../test/fixtures/his-sandbox/catalogue.fixtures.ts';
import { insertSandboxCatalogue } from '../../his/sandbox/seed-catalogue.ts';
import { syncAllCatalogues, syncCatalogue } from './catalogue.service.ts';

/** The portal's catalogue mirror follows the HIS: new, changed and removed rows; a second sync changes nothing. */
let db: Db;
let drop: () => Promise<void>;
let his: HisAdapter;
const tag = `s${Date.now().toString(36)}`;
const hosId = hosIdOf('8001');
const data = catalogueContractData(tag).main;
const id = (n: string) => `${tag}${n}`;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  his = createAdapters(testEnv(), db).his;
  await db
    .insertInto('hospital')
    .values({ hos_id: hosId, hos_name: 'Mirror', logo: null, theme: '{}' })
    .execute();
  await insertSandboxCatalogue(db, hosId, data);
});
afterAll(async () => drop());

const mirror = async () => ({
  departments: await db
    .selectFrom('department')
    .select(['dept_id', 'dept_name', 'parent_id', 'withdrawn'])
    .where('hos_id', '=', hosId)
    .orderBy('dept_id')
    .execute(),
  doctors: await db
    .selectFrom('doctor')
    .select(['doctor_id', 'doctor_name', 'is_stop', 'withdrawn'])
    .where('hos_id', '=', hosId)
    .orderBy('doctor_id')
    .execute(),
  rules: (
    await db
      .selectFrom('schedule_rule')
      .select(['rule_id', 'reg_fee', 'capacity', 'weekday'])
      .where('hos_id', '=', hosId)
      .orderBy('rule_id')
      .execute()
  ).map((r) => ({ ...r, reg_fee: Number(r.reg_fee) })),
});
const unchanged = {
  departments: { changed: 0, withdrawn: 0 },
  doctors: { changed: 0, withdrawn: 0 },
  scheduleRules: { changed: 0, deleted: 0 },
};

describe('syncCatalogue', () => {
  it("copies a new hospital's catalogue whole", async () => {
    expect(await syncCatalogue(db, his, hosId)).toEqual({
      departments: { changed: 4, withdrawn: 0 },
      doctors: { changed: 3, withdrawn: 0 },
      scheduleRules: { changed: 4, deleted: 0 },
    });
    const m = await mirror();
    expect(m.departments).toEqual(
      data.departments.map((d) => ({
        dept_id: d.deptId,
        dept_name: d.deptName,
        parent_id: d.parentId,
        withdrawn: false,
      })),
    );
    expect(m.doctors).toEqual(
      data.doctors.map((d) => ({
        doctor_id: d.doctorId,
        doctor_name: d.doctorName,
        is_stop: d.isStop,
        withdrawn: false,
      })),
    );
    expect(m.rules).toEqual(
      data.scheduleRules.map((r) => ({
        rule_id: r.ruleId,
        reg_fee: r.regFee,
        capacity: r.capacity,
        weekday: r.weekday,
      })),
    );
  });

  it('is idempotent: twice more (once concurrently) changes nothing', async () => {
    const before = await mirror();
    expect(await syncCatalogue(db, his, hosId)).toEqual(unchanged);
    const [a, b] = await Promise.all([
      syncCatalogue(db, his, hosId),
      syncCatalogue(db, his, hosId),
    ]);
    expect([a, b]).toEqual([unchanged, unchanged]);
    expect(await mirror()).toEqual(before);
  });

  it('updates the rows the HIS changed, and only those', async () => {
    await updateSandboxDoctor(db, hosId, id('p1'), {
      doctorName: 'Doctor p1 renamed',
      isStop: true,
    });
    await updateSandboxRule(db, hosId, id('r4'), { regFee: 3300, capacity: 8 });
    expect(await syncCatalogue(db, his, hosId)).toEqual({
      ...unchanged,
      doctors: { changed: 1, withdrawn: 0 },
      scheduleRules: { changed: 1, deleted: 0 },
    });
    const m = await mirror();
    expect(m.doctors.find((d) => d.doctor_id === id('p1'))).toEqual({
      doctor_id: id('p1'),
      doctor_name: 'Doctor p1 renamed',
      is_stop: true,
      withdrawn: false,
    });
    expect(m.rules.find((r) => r.rule_id === id('r4'))).toMatchObject({
      reg_fee: 3300,
      capacity: 8,
    });
    expect(await syncCatalogue(db, his, hosId)).toEqual(unchanged);
  });

  it('deletes removed rules; keeps removed doctors and departments, withdrawn (and stopped), while a session still names them', async () => {
    // A session of p3 exists: its booking history must keep the doctor's name.
    await db
      .insertInto('schedule_session')
      .values({
        hos_id: hosId,
        schedule_id: `${id('r4')}-20300111`,
        area_id: '1',
        business_type: '1',
        dept_id: id('d4'),
        doctor_id: id('p3'),
        rule_id: id('r4'),
        session_date: '2030-01-11',
        noon_code: '1',
        reg_fee: 3300,
        capacity: 8,
      })
      .execute();
    await removeFromSandbox(db, hosId, {
      ruleIds: [id('r4')],
      doctorIds: [id('p3')],
      deptIds: [id('d4')],
    });
    expect(await syncCatalogue(db, his, hosId)).toEqual({
      departments: { changed: 0, withdrawn: 1 },
      doctors: { changed: 0, withdrawn: 1 },
      scheduleRules: { changed: 0, deleted: 1 },
    });
    const m = await mirror();
    expect(m.rules.map((r) => r.rule_id)).toEqual([id('r1'), id('r2'), id('r3')]);
    expect(m.doctors.find((d) => d.doctor_id === id('p3'))).toEqual({
      doctor_id: id('p3'),
      doctor_name: 'Doctor p3',
      is_stop: true,
      withdrawn: true,
    });
    expect(m.departments.find((d) => d.dept_id === id('d4'))).toMatchObject({ withdrawn: true });
    expect(await syncCatalogue(db, his, hosId)).toEqual(unchanged);
  });

  it('a row the HIS lists again is current again', async () => {
    await insertSandboxCatalogue(db, hosId, {
      departments: data.departments.filter((d) => d.deptId === id('d4')),
      doctors: data.doctors.filter((d) => d.doctorId === id('p3')),
    });
    expect(await syncCatalogue(db, his, hosId)).toEqual({
      ...unchanged,
      departments: { changed: 1, withdrawn: 0 },
      doctors: { changed: 1, withdrawn: 0 },
    });
    expect((await mirror()).doctors.find((d) => d.doctor_id === id('p3'))).toEqual({
      doctor_id: id('p3'),
      doctor_name: 'Doctor p3',
      is_stop: false,
      withdrawn: false,
    });
  });

  it('an emptied HIS withdraws everything and deletes every rule, keeping the rows sessions name', async () => {
    await removeFromSandbox(db, hosId, { ruleIds: data.scheduleRules.map((r) => r.ruleId) });
    await removeFromSandbox(db, hosId, { doctorIds: data.doctors.map((d) => d.doctorId) });
    await removeFromSandbox(db, hosId, { deptIds: [id('d3'), id('d4')] });
    await removeFromSandbox(db, hosId, { deptIds: [id('d1'), id('d2')] });
    await syncCatalogue(db, his, hosId);
    const m = await mirror();
    expect(m.rules).toEqual([]);
    expect(m.doctors.every((d) => d.withdrawn && d.is_stop)).toBe(true);
    expect(m.departments.every((d) => d.withdrawn)).toBe(true);
  });
});

describe('syncAllCatalogues', () => {
  it('syncs every hospital, the demo ones (already mirrored by the seed: nothing to change) included', async () => {
    const hospitals = (
      await db.selectFrom('hospital').select('hos_id').orderBy('hos_id').execute()
    ).map((h) => h.hos_id);
    expect(await syncAllCatalogues(db, his)).toEqual(hospitals);
    expect(await syncCatalogue(db, his, hosIdOf('1001'))).toEqual(unchanged);
  });

  it("one hospital's failure is logged and the others go on", async () => {
    const errors: unknown[] = [];
    const failing: HisAdapter = {
      ...his,
      catalogue: {
        ...his.catalogue,
        doctors: async (h) =>
          h === '1002' ? Promise.reject(new Error('HIS down')) : his.catalogue.doctors(h),
      },
    };
    const synced = await syncAllCatalogues(db, failing, { error: (obj) => errors.push(obj) });
    expect(synced).not.toContain('1002');
    expect(synced).toContain('1001');
    expect(errors).toEqual([expect.objectContaining({ hosId: '1002' })]);
  });
});
