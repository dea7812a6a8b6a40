import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  doctorInfoSchema,
  hospitalToday,
  isoWeekday,
  scheduleEntrySchema,
  hosIdOf,
} from '@portal/shared';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Doctor list, the doctor detail calls and the doctor's sessions with their source numbers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const MON = '2030-01-07';

/** A 1001 doctor (and rule) holding a clinic on the weekday of `date`. */
async function ruleOn(date: string) {
  return t.db
    .selectFrom('schedule_rule')
    .select(['doctor_id', 'rule_id'])
    .where('hos_id', '=', hosIdOf('1001'))
    .where('weekday', '=', isoWeekday(date))
    .orderBy('rule_id')
    .executeTakeFirstOrThrow();
}

describe('getDoctorList', () => {
  const list = async (q: string) =>
    z
      .array(doctorInfoSchema)
      .parse((await get(`/hospital/api/snDoctorInfo/app/list?${q}`)).json().data);

  it("lists a department's doctors, ordered by title", async () => {
    const doctors = await list('hosId=1001&deptId=12');
    expect(doctors.map((d) => d.doctorId)).toEqual(['DR05', 'DR04']);
    expect(doctors[0]).toEqual({
      doctorId: 'DR05',
      doctorPicture: '/demo-assets/doctors/doctor-01.svg',
      doctorName: 'Sun Hao',
      doctorTitle: 'chief physician',
      deptId: '12',
      deptName: 'Gastroenterology',
      doctorSkill: 'Liver cirrhosis, pancreatitis, therapeutic endoscopy',
      isStop: '0',
    });
  });

  it('filters by business type and area through the weekly rules; the all-doctors type means every type', async () => {
    // DR04 holds only ordinary (1) clinics, DR05 ordinary, expert (2) and special-needs (3) ones.
    expect((await list('hosId=1001&deptId=12&businessType=2')).map((d) => d.doctorId)).toEqual([
      'DR05',
    ]);
    expect((await list('hosId=1001&deptId=12&businessType=4')).map((d) => d.doctorId)).toEqual([
      'DR05',
      'DR04',
    ]);
    expect((await list('hosId=1001&deptId=12&hosArea=3')).map((d) => d.doctorId)).toEqual([
      'DR05',
      'DR04',
    ]);
    expect((await list('hosId=1001&deptId=12&hosArea=2')).map((d) => d.doctorId)).toEqual([]);
    expect((await list('hosId=1001&doctorId=DR13')).map((d) => [d.doctorId, d.isStop])).toEqual([
      ['DR13', '1'],
    ]);
  });

  it("never lists another hospital's doctors", async () => {
    expect(await list('hosId=1002&doctorId=DR14')).toEqual([]);
    expect(await list('hosId=1002&deptId=111')).toEqual([]);
  });
});

describe('getDoctorDetail / getDoctorSyncDetail', () => {
  for (const path of ['/hospital/api/netExt/doc/info', '/hospital/api/netExt/docSync/info']) {
    it(`${path}: one doctor, DOCTOR001 when unknown here`, async () => {
      const ok = (await get(`${path}?hosId=1001&doctorId=DR03`)).json();
      expect(doctorInfoSchema.strict().parse(ok.data)).toMatchObject({
        doctorName: 'Liu Min',
        deptName: 'Hypertension Clinic',
        doctorSkill: null,
      });
      for (const q of ['hosId=1001&doctorId=NOPE', 'hosId=1002&doctorId=DR14']) {
        const res = await get(`${path}?${q}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ messageKey: 'DOCTOR001', msg: 'No doctor info found' });
      }
    });
  }
});

describe('getDoctorSchedules', () => {
  const sessions = async (q: string) => {
    const res = await get(`/hospital/api/snDoctorSync/app/single/list?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return z.array(scheduleEntrySchema.strict()).parse(res.json().data);
  };

  it("returns the doctor's sessions for scheduleDays days with every source number", async () => {
    // DR01: Monday (R001, expert), Wednesday (R017, special-needs) and Thursday (R022, expert), two weeks.
    const list = await sessions(`hosId=1001&doctorId=DR01&start=${MON}`);
    expect(list.map((s) => s.scheduleId)).toEqual([
      'R001-20300107',
      'R017-20300109',
      'R022-20300110',
      'R001-20300114',
      'R017-20300116',
      'R022-20300117',
    ]);
    const first = list[0]!;
    expect(first).toMatchObject({
      scheduleDate: MON,
      scheduleNoonCode: '1',
      regFee: 30000,
      doctorName: 'Chen Jianguo',
      deptId: '11',
      deptName: 'Cardiology',
      areaId: '1',
      businessType: '2',
      released: false, // 2030 is far beyond the release window
    });
    expect(first.schedules).toHaveLength(10);
    expect(first.schedules[0]).toEqual({
      numberId: 'R001-20300107-1',
      seq: 1,
      startTime: '08:00',
      endTime: '08:24',
      status: 'free',
    });
    expect(first.schedules.at(-1)).toMatchObject({ seq: 10, endTime: '12:00' });

    // Business type narrows; the all-doctors type does not.
    expect(
      (await sessions(`hosId=1001&doctorId=DR01&start=${MON}&businessType=3`)).map(
        (s) => s.scheduleId,
      ),
    ).toEqual(['R017-20300109', 'R017-20300116']);
    expect(await sessions(`hosId=1001&doctorId=DR01&start=${MON}&businessType=4`)).toHaveLength(6);
  });

  it('shows taken numbers as taken', async () => {
    await t.db
      .updateTable('source_number')
      .set({ status: 'taken', appoint_id: 'A-test' })
      .where('hos_id', '=', hosIdOf('1001'))
      .where('number_id', '=', 'R001-20300107-3')
      .execute();
    const list = await sessions(`hosId=1001&doctorId=DR01&start=${MON}&end=${MON}`);
    expect(list[0]!.schedules.map((n) => n.status).filter((s) => s === 'taken')).toHaveLength(1);
    expect(list[0]!.schedules[2]!.status).toBe('taken');
  });

  it('marks released sessions and leaves out sessions already over', async () => {
    const today = hospitalToday(new Date(), 'Asia/Shanghai');
    const tomorrow = addDays(today, 1);
    const next = await ruleOn(tomorrow);
    const upcoming = await sessions(
      `hosId=1001&doctorId=${next.doctor_id}&start=${tomorrow}&end=${tomorrow}`,
    );
    expect(upcoming.find((s) => s.scheduleId.startsWith(`${next.rule_id}-`))?.released).toBe(true);

    const yesterday = addDays(today, -1);
    const past = await ruleOn(yesterday);
    expect(
      await sessions(`hosId=1001&doctorId=${past.doctor_id}&start=${yesterday}&end=${yesterday}`),
    ).toEqual([]);
  });

  it('defaults the start to today and refuses bad ranges and unknown doctors', async () => {
    const list = await sessions('hosId=1001&doctorId=DR01');
    const today = hospitalToday(new Date(), 'Asia/Shanghai');
    for (const s of list) {
      expect(s.scheduleDate >= today).toBe(true);
      expect(s.scheduleDate <= addDays(today, 13)).toBe(true);
    }
    const tooLong = await get(
      `/hospital/api/snDoctorSync/app/single/list?hosId=1001&doctorId=DR01&start=${MON}&end=2030-02-07`,
    );
    expect(tooLong.json().messageKey).toBe('C019');
    const unknown = await get(
      `/hospital/api/snDoctorSync/app/single/list?hosId=1002&doctorId=DR14&start=${MON}`,
    );
    expect(unknown.json().messageKey).toBe('DOCTOR001');
  });
});
