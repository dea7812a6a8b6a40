import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseDoctorResponseSchema,
  compareDoctors,
  doctorInfoSchema,
  scheduleEntrySchema,
  searchResultSchema,
  scheduleResponseSchema,
  shownTitle,
  type ChooseDoctorResponse,
  type ScheduleDept,
  type HosId,
  hosIdOf,
} from '@portal/shared';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { NEXT_SESSIONS } from './choose-doctor.service.ts';

/** 'Choose doctor': the hospital's bookable doctors by department with their next sessions, and title-by-fee. */
let t: TestApp;
/** A session at 1002, where 'choose doctor' is the root page and needs sign-in (docs/function-access.md). */
let at1002: string;
beforeAll(async () => {
  t = await createTestApp();
  at1002 = await signIn(t.app, hosIdOf('1002'));
});
afterAll(async () => t.close());

const URL = '/hospital/api/snDoctorSync/app/choose/list';
const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: /hosId=1002\b/.test(url) ? bearer(at1002) : {},
  });
async function choose(q: string): Promise<ChooseDoctorResponse> {
  const res = await get(`${URL}?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return chooseDoctorResponseSchema.strict().parse(res.json().data);
}
const doctorsOf = (r: ChooseDoctorResponse) => r.groups.flatMap((g) => g.doctors);
/** The catalogue mirror's doctors of one hospital (id → row). */
async function catalogue(hosId: HosId) {
  const rows = await t.db
    .selectFrom('doctor')
    .select(['doctor_id', 'dept_id', 'doctor_name', 'doctor_title', 'is_stop'])
    .where('hos_id', '=', hosId)
    .execute();
  return new Map(rows.map((r) => [r.doctor_id, r]));
}

describe('getChooseDoctorList', () => {
  it('groups the bookable doctors by department, ranked by title, each with its next sessions (1002)', async () => {
    const res = await choose('hosId=1002');
    const own = await catalogue(hosIdOf('1002'));
    expect(res.groups.length).toBeGreaterThan(1);
    expect(res.departments.map((d) => d.deptId)).toEqual(res.groups.map((g) => g.deptId));
    for (const g of res.groups) {
      expect(g.doctors.length).toBeGreaterThan(0);
      for (const d of g.doctors) {
        // Only this hospital's doctors, in their own department, under their own title (no title-by-fee at 1002).
        expect(own.get(d.doctorId)).toMatchObject({
          dept_id: g.deptId,
          doctor_name: d.doctorName,
          doctor_title: d.doctorTitle,
        });
        expect(d.sessions.length).toBeGreaterThan(0);
        expect(d.sessions.length).toBeLessThanOrEqual(NEXT_SESSIONS);
        const keys = d.sessions.map((s) => `${s.date}/${s.noonCode}`);
        expect(keys).toEqual([...keys].sort());
      }
      const ranked = g.doctors.map((d) => ({ ...d, regFee: d.sessions[0]?.regFee }));
      expect(ranked.map((d) => d.doctorId)).toEqual(
        [...ranked].sort(compareDoctors).map((d) => d.doctorId),
      );
    }
  });

  it("leaves a stopped doctor out and never shows another hospital's doctors", async () => {
    const own = await catalogue(hosIdOf('1002'));
    const ids = doctorsOf(await choose('hosId=1002')).map((d) => d.doctorId);
    expect(own.get('DR09')?.is_stop).toBe(true);
    expect(ids).not.toContain('DR09');
    // 1001 has doctors 1002 lacks (DR13, DR14): never listed here.
    expect(ids.every((id) => own.has(id))).toBe(true);
    const other = doctorsOf(await choose('hosId=1001'));
    expect(
      other.some((d) => !own.has(d.doctorId) || own.get(d.doctorId)?.doctor_name !== d.doctorName),
    ).toBe(true);
  });

  it('shows a session without free numbers as full (leftNum 0)', async () => {
    const before = doctorsOf(await choose('hosId=1002'));
    const session = before[0]!.sessions[0]!;
    expect(session.leftNum).toBeGreaterThan(0);
    await t.db
      .updateTable('source_number')
      .set({ status: 'taken' })
      .where('hos_id', '=', hosIdOf('1002'))
      .where('schedule_id', '=', session.scheduleId)
      .execute();
    const after = doctorsOf(await choose('hosId=1002'))
      .flatMap((d) => d.sessions)
      .find((s) => s.scheduleId === session.scheduleId);
    expect(after).toMatchObject({ scheduleId: session.scheduleId, leftNum: 0 });
    await t.db
      .updateTable('source_number')
      .set({ status: 'free' })
      .where('hos_id', '=', hosIdOf('1002'))
      .where('schedule_id', '=', session.scheduleId)
      .execute();
  });

  it('filters by department and by title, still offering every option', async () => {
    const all = await choose('hosId=1002');
    const dept = all.groups[1]!.deptId;
    const byDept = await choose(`hosId=1002&deptId=${dept}`);
    expect(byDept.groups.map((g) => g.deptId)).toEqual([dept]);
    expect(byDept.departments).toEqual(all.departments);
    expect(byDept.titles).toEqual(all.titles);

    const byTitle = await choose(`hosId=1002&title=${encodeURIComponent('chief physician')}`);
    expect(doctorsOf(byTitle).length).toBeGreaterThan(0);
    expect(doctorsOf(byTitle).every((d) => d.doctorTitle === 'chief physician')).toBe(true);
    expect(doctorsOf(byTitle)).toEqual(
      doctorsOf(all).filter((d) => d.doctorTitle === 'chief physician'),
    );
    expect(
      (
        await choose(`hosId=1002&deptId=${dept}&title=${encodeURIComponent('chief physician')}`)
      ).groups.every((g) => g.deptId === dept),
    ).toBe(true);
    expect((await choose('hosId=1002&deptId=nope')).groups).toEqual([]);
  });

  it('refuses bad filters and hospitals with a clear message key', async () => {
    for (const q of [
      'hosId=1002&title=surgeon',
      'hosId=1002&deptId=%27%3B--',
      `hosId=1002&deptId=${'x'.repeat(65)}`,
    ]) {
      const res = await get(`${URL}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().messageKey, q).toBe('C019');
    }
    expect((await get(`${URL}?hosId=9999`)).json().messageKey).toBe('HOSPITAL001');
    expect((await get(`${URL}?hosId=1004`)).json().messageKey).toBe('HOSPITAL002');
  });

  it("titles each doctor by the next session's fee where the hospital maps titles by fee (1003)", async () => {
    const own = await catalogue(hosIdOf('1003'));
    const doctors = doctorsOf(await choose('hosId=1003'));
    expect(doctors.length).toBeGreaterThan(0);
    for (const d of doctors) {
      expect(d.doctorTitle, d.doctorId).toBe(
        shownTitle({ titleByFee: true }, own.get(d.doctorId)!.doctor_title, d.sessions[0]!.regFee),
      );
    }
    // Resident and attending doctors charging below 21 yuan are 'ordinary number' (DR05, DR07, DR10 every week).
    expect(doctors.some((d) => d.doctorTitle === 'ordinary number')).toBe(true);
    expect(
      doctorsOf(await choose('hosId=1003&title=ordinary%20number')).every(
        (d) => d.doctorTitle === 'ordinary number',
      ),
    ).toBe(true);
  });
});

describe('title-by-fee in the schedule and search reads (1003 maps, 1001 and 1002 do not)', () => {
  const MON = '2030-01-07';
  const data = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as unknown;
  };
  const entriesOf = (
    depts: ScheduleDept[],
  ): { doctorId: string; doctorTitle: string; regFee: number }[] =>
    depts.flatMap((d) => [
      ...Object.values(d.noonMap).flatMap((byDate) => Object.values(byDate).flat()),
      ...entriesOf(d.children),
    ]);

  it('the department schedule shows the mapped title of each session', async () => {
    const tree = scheduleResponseSchema.parse(
      await data(`/hospital/api/snScheduleSync/web/all?hosId=1003&hosArea=2&start=${MON}`),
    );
    // DR07 (resident physician) charges 5 yuan in area 2 on Mondays: 'ordinary number'.
    const dr07 = entriesOf(tree.scheduleList).filter((e) => e.doctorId === 'DR07');
    expect(dr07.length).toBeGreaterThan(0);
    expect(dr07.every((e) => e.doctorTitle === 'ordinary number')).toBe(true);
    // DR09 (chief physician) at 28 yuan stays chief.
    expect(
      entriesOf(tree.scheduleList)
        .filter((e) => e.doctorId === 'DR09')
        .every((e) => e.doctorTitle === 'chief physician'),
    ).toBe(true);
  });

  it("the doctor page's sessions show (and rank by) the mapped title", async () => {
    const list = z
      .array(scheduleEntrySchema)
      .parse(
        await data(
          `/hospital/api/snDoctorSync/app/single/list?hosId=1003&doctorId=DR07&start=${MON}`,
        ),
      );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.doctorTitle === 'ordinary number' && s.doctorOrder === 9999)).toBe(
      true,
    );
    const unmapped = z
      .array(scheduleEntrySchema)
      .parse(
        await data(
          `/hospital/api/snDoctorSync/app/single/list?hosId=1001&doctorId=DR01&start=${MON}`,
        ),
      );
    expect(unmapped[0]).toMatchObject({ regFee: 30000, doctorTitle: 'well-known expert' });
  });

  it('the doctor detail, the doctor list and search title a doctor by its weekly-rule fee', async () => {
    const info = doctorInfoSchema.parse(
      await data('/hospital/api/netExt/doc/info?hosId=1003&doctorId=DR07'),
    );
    expect(info).toMatchObject({ doctorName: 'Peng Yue', doctorTitle: 'ordinary number' });
    const list = z
      .array(doctorInfoSchema)
      .parse(await data('/hospital/api/snDoctorInfo/app/list?hosId=1003&doctorId=DR07'));
    expect(list.map((d) => d.doctorTitle)).toEqual(['ordinary number']);
    const found = searchResultSchema.parse(
      await data('/search/api/doctor?hosId=1003&dynamic=Peng%20Yue'),
    );
    expect(found.doctors.map((d) => [d.doctorId, d.doctorTitle])).toEqual([
      ['DR07', 'ordinary number'],
    ]);
    // DR09 charges 28 and 50 yuan: the lowest maps to chief, its own title.
    expect(
      doctorInfoSchema.parse(await data('/hospital/api/netExt/doc/info?hosId=1003&doctorId=DR09'))
        .doctorTitle,
    ).toBe('chief physician');
    // Without the flag the doctor's own title stays (1002 DR05, resident, 5 yuan).
    expect(
      doctorInfoSchema.parse(await data('/hospital/api/netExt/doc/info?hosId=1002&doctorId=DR05'))
        .doctorTitle,
    ).toBe('resident physician');
  });
});
