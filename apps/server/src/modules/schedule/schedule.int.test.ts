import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareDoctors,
  scheduleResponseSchema,
  type ScheduleDept,
  type ScheduleDoctor,
  hosIdOf,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { evictReads } from '../../lib/read-cache.ts';
import { insertSandboxCatalogue } from '../../his/sandbox/seed-catalogue.ts';
import { syncTestCatalogue } from '../../../test/fixtures/catalogue/catalogue.fixtures.ts';

/**
 * pcEntireScheduleInfoByCondition and department info. Dates are fixed in the future (2030-01-07 is a
 * Monday) so nothing depends on today; sessions come from the demo hospitals' weekly rules.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second doctor in Gastroenterology's Tuesday-afternoon cell (area 1), so one cell holds two doctors to order.
  await insertSandboxCatalogue(t.db, hosIdOf('1001'), {
    scheduleRules: [
      {
        ruleId: 'T900',
        areaId: '1',
        businessType: '1',
        deptId: '12',
        doctorId: 'DR05',
        weekday: 2,
        noonCode: '2',
        regFee: 500,
        capacity: 5,
      },
    ],
  });
  await syncTestCatalogue(t.db, hosIdOf('1001'));
});
afterAll(async () => t.close());

const MON = '2030-01-07';
const SUN = '2030-01-13';
const get = (url: string) => t.app.inject({ method: 'GET', url });
const schedule = async (query: string) => {
  const res = await get(`/hospital/api/snScheduleSync/web/all?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return scheduleResponseSchema.parse(res.json().data);
};

function flatten(list: ScheduleDept[]): ScheduleDept[] {
  return list.flatMap((d) => [d, ...flatten(d.children)]);
}
const find = (list: ScheduleDept[], id: string) => flatten(list).find((d) => d.id === id);
const doctorsOf = (list: ScheduleDept[]): ScheduleDoctor[] =>
  flatten(list).flatMap((d) =>
    Object.values(d.noonMap).flatMap((byDate) => Object.values(byDate).flat()),
  );

describe('pcEntireScheduleInfoByCondition', () => {
  it('answers a week as dates, sorted periods and a department tree indexed by period then date', async () => {
    const data = await schedule(`hosId=1001&hosArea=1&businessType=4&start=${MON}&end=${SUN}`);
    expect(data.dateList).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((weekday, i) => ({
        date: `2030-01-${String(7 + i).padStart(2, '0')}`,
        weekday,
      })),
    );
    expect(data.noonList.map((n) => n.noonCode)).toEqual(['0', '1', '4', '2', '3']);

    // Top level: Internal Medicine > Cardiology > Arrhythmia Clinic; Cardiology's own sessions sit on Cardiology.
    const internal = data.scheduleList.find((d) => d.id === '10');
    expect(internal).toMatchObject({ name: 'Internal Medicine', businessType: '4', noonMap: {} });
    const cardiology = internal!.children.find((d) => d.id === '11')!;
    expect(cardiology.children.map((c) => c.id)).toEqual(['111', '112']);
    expect(cardiology.noonMap['1']?.[MON]).toEqual([
      {
        doctorId: 'DR01',
        doctorName: 'Chen Jianguo',
        doctorTitle: 'well-known expert',
        deptId: '11',
        businessType: '2',
        isStop: '0',
        scheduleId: 'R001-20300107',
        regFee: 30000,
        leftNum: 10,
      },
    ]);
    // Every entry sits under its own department, period and weekday.
    for (const dept of flatten(data.scheduleList)) {
      for (const [noon, byDate] of Object.entries(dept.noonMap)) {
        for (const [date, cell] of Object.entries(byDate)) {
          expect(data.dateList.map((d) => d.date)).toContain(date);
          for (const doc of cell) {
            expect(doc.deptId).toBe(dept.id);
            const rule = await t.db
              .selectFrom('schedule_session')
              .select(['noon_code', 'area_id'])
              .where('hos_id', '=', hosIdOf('1001'))
              .where('schedule_id', '=', doc.scheduleId)
              .executeTakeFirstOrThrow();
            expect(rule).toEqual({ noon_code: noon, area_id: '1' });
          }
        }
      }
    }
  });

  it('orders the doctors of a cell by title rank and fee grade', async () => {
    const data = await schedule(`hosId=1001&hosArea=1&businessType=4&start=${MON}&end=${SUN}`);
    const cell = find(data.scheduleList, '12')!.noonMap['2']?.['2030-01-08'] ?? [];
    expect(cell.map((d) => d.doctorId)).toEqual(['DR05', 'DR04']); // chief physician before attending physician
    expect([...cell].sort(compareDoctors)).toEqual(cell);
  });

  it('drops departments without sessions but keeps their ancestors, unless empty=1', async () => {
    const data = await schedule(`hosId=1001&hosArea=1&businessType=4&start=${MON}&end=${SUN}`);
    const ids = flatten(data.scheduleList).map((d) => d.id);
    // Urology (23) and Otorhinolaryngology (42) only hold clinics in area 3.
    expect(ids).not.toContain('23');
    expect(ids).not.toContain('42');
    expect(ids).toEqual(expect.arrayContaining(['20', '21', '22', '40', '41']));
    expect(find(data.scheduleList, '20')!.noonMap).toEqual({});

    const all = await schedule(
      `hosId=1001&hosArea=1&businessType=4&start=${MON}&end=${SUN}&empty=1`,
    );
    expect(flatten(all.scheduleList).map((d) => d.id)).toEqual(
      expect.arrayContaining(['23', '42']),
    );
    expect(find(all.scheduleList, '23')!.noonMap).toEqual({});
  });

  it('tags a stopped doctor', async () => {
    const data = await schedule(`hosId=1001&hosArea=1&businessType=4&start=${MON}&end=${SUN}`);
    const guo = doctorsOf(data.scheduleList).filter((d) => d.doctorId === 'DR13');
    expect(guo.length).toBeGreaterThan(0);
    for (const d of guo) expect(d.isStop).toBe('1');
    expect(
      doctorsOf(data.scheduleList)
        .filter((d) => d.doctorId !== 'DR13')
        .every((d) => d.isStop === '0'),
    ).toBe(true);
  });

  it('filters by area and business type; the all-doctors type means every type', async () => {
    const experts = doctorsOf(
      (await schedule(`hosId=1001&hosArea=1&businessType=2&start=${MON}&end=${SUN}`)).scheduleList,
    );
    expect(experts.length).toBeGreaterThan(0);
    expect(new Set(experts.map((d) => d.businessType))).toEqual(new Set(['2']));

    const everyType = doctorsOf(
      (await schedule(`hosId=1001&hosArea=1&businessType=4&start=${MON}&end=${SUN}`)).scheduleList,
    );
    expect(new Set(everyType.map((d) => d.businessType))).toEqual(new Set(['1', '2', '3']));
    // No type given: the hospital's all-doctors type.
    expect(
      doctorsOf((await schedule(`hosId=1001&hosArea=1&start=${MON}&end=${SUN}`)).scheduleList),
    ).toHaveLength(everyType.length);

    const area2 = doctorsOf(
      (await schedule(`hosId=1001&hosArea=2&businessType=4&start=${MON}&end=${SUN}`)).scheduleList,
    );
    const area2Ids = await t.db
      .selectFrom('schedule_session')
      .select('schedule_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .where('area_id', '=', '2')
      .where('session_date', '>=', MON)
      .where('session_date', '<=', SUN)
      .execute();
    expect(area2.map((d) => d.scheduleId).sort()).toEqual(
      area2Ids.map((r) => r.schedule_id).sort(),
    );
  });

  it('serves a hospital without areas (1002) under the default area key', async () => {
    const data = await schedule(`hosId=1002&start=${MON}&end=${SUN}`);
    const doctors = doctorsOf(data.scheduleList);
    expect(doctors.length).toBeGreaterThan(0);
    expect(data.scheduleList.map((d) => d.name)).toContain('Pediatric Medicine');
    expect(data.noonList.map((n) => n.noonCode)).toEqual(['1', '2', '3']);
    // An area that does not exist there has nothing.
    expect((await schedule(`hosId=1002&hosArea=1&start=${MON}&end=${SUN}`)).scheduleList).toEqual(
      [],
    );
  });

  it('counts leftNum as the free source numbers: a taken number lowers it', async () => {
    const before = find(
      (await schedule(`hosId=1001&hosArea=1&businessType=2&start=${MON}&end=${MON}`)).scheduleList,
      '11',
    )!;
    expect(before.noonMap['1']?.[MON]?.[0]?.leftNum).toBe(10);
    await t.db
      .updateTable('source_number')
      .set({ status: 'taken', appoint_id: 'A-test' })
      .where('hos_id', '=', hosIdOf('1001'))
      .where('number_id', 'in', ['R001-20300107-1', 'R001-20300107-2'])
      .execute();
    const after = find(
      (await schedule(`hosId=1001&hosArea=1&businessType=2&start=${MON}&end=${MON}`)).scheduleList,
      '11',
    )!;
    expect(after.noonMap['1']?.[MON]?.[0]?.leftNum).toBe(8);
  });

  it('defaults the end to start + scheduleDays − 1 (14 days at 1001) and materializes each session once', async () => {
    const data = await schedule(`hosId=1001&hosArea=1&start=${MON}`);
    expect(data.dateList).toHaveLength(14);
    expect(data.dateList.at(-1)).toEqual({ date: '2030-01-20', weekday: 7 });
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('schedule_session')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('hos_id', '=', hosIdOf('1001'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    await Promise.all([
      schedule(`hosId=1001&hosArea=1&start=${MON}`),
      schedule(`hosId=1001&hosArea=2&start=${MON}`),
    ]);
    expect(await count()).toBe(n);
  });

  it('allows 31 days and refuses 32, an end before the start and impossible dates (C019)', async () => {
    expect(
      (await schedule(`hosId=1001&hosArea=1&start=2030-03-01&end=2030-03-31`)).dateList,
    ).toHaveLength(31);
    for (const q of [
      'start=2030-03-01&end=2030-04-01',
      'start=2030-03-10&end=2030-03-09',
      'start=2030-02-30',
      'start=2030-13-01',
      'start=tomorrow',
    ]) {
      const res = await get(`/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().messageKey, q).toBe('C019');
    }
    const missing = await get('/hospital/api/snScheduleSync/web/all?hosId=1001');
    expect(missing.json().messageKey).toBe('C018');
  });

  it('refuses unknown and disabled hospitals', async () => {
    expect(
      (await get(`/hospital/api/snScheduleSync/web/all?hosId=9999&start=${MON}`)).json().messageKey,
    ).toBe('HOSPITAL001');
    expect(
      (await get(`/hospital/api/snScheduleSync/web/all?hosId=1004&start=${MON}`)).json().messageKey,
    ).toBe('HOSPITAL002');
  });
});

describe('getDepartmentInfo', () => {
  const info = (q: string) => get(`/hospital/api/snDeptSync/app/single/info?${q}`);

  it('returns the introduction, or null when the department has none', async () => {
    const withIntro = (await info('hosId=1001&hosArea=1&deptId=11')).json();
    expect(withIntro).toMatchObject({
      code: 0,
      data: {
        deptId: '11',
        deptName: 'Cardiology',
        deptIntroduce: expect.stringContaining('chest-pain'),
      },
    });
    const without = (await info('hosId=1001&deptId=112')).json();
    expect(without.data).toEqual({
      deptId: '112',
      deptName: 'Hypertension Clinic',
      deptIntroduce: null,
    });
  });

  it('answers C002 for a department of no hospital or of another hospital', async () => {
    const res = await info('hosId=1001&deptId=999');
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe('C002');
    // 111 (Arrhythmia Clinic) exists only at 1001.
    expect((await info('hosId=1002&deptId=111')).json().messageKey).toBe('C002');
  });
});

describe('getDepartmentInfo where the hospital does not show introductions (showDeptIntroduce off)', () => {
  it('gives no introduction out, the department still named', async () => {
    const info = (q: string) => get(`/hospital/api/snDeptSync/app/single/info?${q}`);
    expect((await info('hosId=1003&deptId=10')).json().data.deptIntroduce).toEqual(
      expect.any(String),
    );
    await t.db
      .insertInto('config_item')
      .values({
        hos_id: hosIdOf('1003'),
        config_type: 'DEPARTMENT',
        config_key: 'showDeptIntroduce',
        config_value: '0',
      })
      .onConflict((oc) =>
        oc.columns(['hos_id', 'config_type', 'config_key']).doUpdateSet({ config_value: '0' }),
      )
      .execute();
    evictReads(t.db, 'config:1003');
    expect((await info('hosId=1003&deptId=10')).json().data).toEqual({
      deptId: '10',
      deptName: 'Cardiology',
      deptIntroduce: null,
    });
  });
});
