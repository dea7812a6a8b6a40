import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dischargeDetailSchema, dischargePageSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard, UNMASKED } from '../../../test/patient-helpers.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { medicineFixtures } from '../../../test/fixtures/queries/medicine.fixtures.ts';
import { day } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Discharge medicine over HTTP, on PGlite and PostgreSQL: per inpatient stay, the medicines taken home (list
 * by discharge day with paging, detail), only through a proven link, refusals with clear keys, the access log.
 */
let t: TestApp;
let f: ReturnType<typeof medicineFixtures>;
let u: Awaited<ReturnType<ReturnType<typeof medicineFixtures>['reader']>>;
const NAMES = ['today', 'day30', 'day200', 'day900'] as const;
let r: Record<(typeof NAMES)[number], string>;

beforeAll(async () => {
  t = await createTestApp();
  f = medicineFixtures(t);
  u = await f.reader();
  const ids = await f.file({
    discharges: [
      f.discharge(u, day(0)),
      f.discharge(u, day(30)),
      f.discharge(u, day(200)),
      f.discharge(u, day(900)),
    ],
  });
  r = Object.fromEntries(NAMES.map((name, i) => [name, ids[i]!])) as typeof r;
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;
type Page = { items: { stayId: string }[]; total: number };

describe('getDischargeMedicines', () => {
  it('lists the stays discharged in the last 3 years by default (stays are rare), newest first', async () => {
    const res = await f.discharges(u, { patientId: u.patientId });
    expect(res.statusCode).toBe(200);
    const page = dischargePageSchema.strict().parse(ok(res));
    expect(page.items.map((i) => i.stayId)).toEqual([r.today, r.day30, r.day200, r.day900]);
    expect(page).toMatchObject({ total: 4, pageSize: 10 });
    expect(page.items[1]).toEqual({
      stayId: r.day30,
      admittedOn: day(37),
      dischargedOn: day(30),
      deptName: 'Cardiology',
      doctorName: 'Test Doctor',
      dischargeDiagnosis: 'Unstable angina pectoris',
      medicineCount: 3,
    });
    expect(res.body).not.toMatch(UNMASKED);
  });

  it('takes discharge days, both ends included, up to 3 years back', async () => {
    const ids = async (from: string, to: string) =>
      (ok(await f.discharges(u, { patientId: u.patientId, from, to })) as Page).items.map(
        (i) => i.stayId,
      );
    expect(await ids(day(30), day(30))).toEqual([r.day30]);
    expect(await ids(day(29), day(1))).toEqual([]);
    expect(await ids(day(1000), day(0))).toEqual([r.today, r.day30, r.day200, r.day900]);
    // Only `to`: the 3 years before it.
    expect(ok(await f.discharges(u, { patientId: u.patientId, to: day(150) }))).toMatchObject({
      total: 2,
      items: [{ stayId: r.day200 }, { stayId: r.day900 }],
    });
    expect(ok(await f.discharges(u, { patientId: u.patientId, to: day(0) }))).toMatchObject({
      total: 4,
    });
  });

  it('pages by 10: a page past the end is empty and keeps the total', async () => {
    const p = await f.reader();
    const ids = await f.file({
      discharges: Array.from({ length: 12 }, (_, i) => f.discharge(p, day(1 + i))),
    });
    const page = async (n: number) =>
      ok(await f.discharges(p, { patientId: p.patientId, page: n })) as Page;
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect([one.items.length, two.items.length, three.items.length]).toEqual([10, 2, 0]);
    expect([one.total, two.total, three.total]).toEqual([12, 12, 12]);
    expect([...one.items, ...two.items].map((i) => i.stayId)).toEqual(ids);
    expect((await f.discharges(p, { patientId: p.patientId, page: 0 })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
  });

  it("is empty for a patient without stays, and for one not linked to the hospital's record", async () => {
    const p = await f.reader();
    expect(ok(await f.discharges(p, { patientId: p.patientId }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    const certNo = idCard('19680808');
    const unlinked = await addPatientOk(t.app, p.token, H, { patientName: 'Not Proven', certNo });
    const [filed] = await f.file({ discharges: [f.discharge({ certNo }, day(3))] });
    expect(ok(await f.discharges(p, { patientId: unlinked }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect((await f.dischargeInfo(p, filed!)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
  });

  it('refuses impossible dates (C019) and reversed or too long ranges (QUERY001)', async () => {
    const list = (params: Record<string, string>) =>
      f.discharges(u, { patientId: u.patientId, ...params });
    expect((await list({ from: '2026-02-29' })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
      params: { field: 'from' },
    });
    expect((await list({ to: '20261101' })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
    expect((await list({ from: day(1), to: day(2) })).json()).toMatchObject({
      code: 400,
      messageKey: 'QUERY001',
      params: { days: 1098 },
    });
    expect((await list({ from: day(1098), to: day(0) })).json()).toMatchObject({
      code: 400,
      messageKey: 'QUERY001',
    });
  });

  it("answers another user's patient PATIENT004, like an unknown one", async () => {
    const other = await f.reader();
    expect((await f.discharges(other, { patientId: u.patientId })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await f.discharges(other, { patientId: 'no-such-patient' })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
  });
});

describe('getDischargeMedicine', () => {
  it("shows the stay's medicines with dose, frequency, days, quantity and instructions, in order", async () => {
    const detail = dischargeDetailSchema.strict().parse(ok(await f.dischargeInfo(u, r.day30)));
    expect(detail).toMatchObject({
      stayId: r.day30,
      patientId: u.patientId,
      dischargedOn: day(30),
      medicineCount: 3,
    });
    expect(detail.medicines.map((m) => m.drugName)).toEqual([
      'Aspirin enteric-coated tablets',
      'Clopidogrel bisulfate tablets',
      'Atorvastatin calcium tablets',
    ]);
    expect(detail.medicines[1]).toEqual({
      drugName: 'Clopidogrel bisulfate tablets',
      specification: '75 mg × 7 tablets',
      dose: '75 mg',
      frequency: 'Once daily',
      days: 28,
      quantity: '4 boxes',
      instructions: 'Oral. Do not stop on your own.',
    });
  });

  it("answers another person's stay and an unknown one C002, the same way; another hospital finds nothing", async () => {
    const other = await f.reader();
    const theirs = await f.dischargeInfo(other, r.today);
    expect(theirs.json()).toEqual((await f.dischargeInfo(other, 'ST-no-such')).json());
    expect(theirs.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect(
      (
        await get(t.app, `/feature/api/discharge-medicine/info?hosId=1002&stayId=${r.today}`, {
          headers: bearer(demo1002),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C002' });
  });
});

describe('the access log and the closed function', () => {
  it('records every read in the patient-visible access log', async () => {
    const p = await f.reader();
    const [id] = await f.file({ discharges: [f.discharge(p, day(5))] });
    await f.discharges(p, { patientId: p.patientId });
    await f.dischargeInfo(p, id!);
    const log = (
      await get(t.app, `/patient/api/patient/access-log?hosId=${H}&patientId=${p.patientId}`, {
        headers: bearer(p.token),
      })
    ).json().data as { action: string }[];
    expect(log.map((e) => e.action).slice(0, 2)).toEqual([
      'discharge-medicine',
      'discharge-medicines',
    ]);
  });

  it('answers FUNC001 for both calls where the hospital closed its discharge-medicine query', async () => {
    await f.setModule('query-discharge-medicine', false);
    try {
      for (const res of [
        await f.discharges(u, { patientId: u.patientId }),
        await f.dischargeInfo(u, r.today),
      ]) {
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
      }
    } finally {
      await f.setModule('query-discharge-medicine', true);
    }
    expect((await f.discharges(u, { patientId: u.patientId })).statusCode).toBe(200);
  });
});

describe('the demo account at 1001 (Wang Jianguo, in hospital now, discharged from an earlier stay)', () => {
  it("reads the earlier stay's discharge medicine", async () => {
    const token = await signIn(t.app, H);
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=${H}`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const wang = patients.find((p) => p.patientName === 'Wang Jianguo')!.patientId;
    const page = dischargePageSchema.parse(ok(await f.discharges({ token }, { patientId: wang })));
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ deptName: 'Cardiology', doctorName: 'Li Wei' });
    const detail = dischargeDetailSchema.parse(
      ok(await f.dischargeInfo({ token }, page.items[0]!.stayId)),
    );
    expect(detail.medicines.length).toBeGreaterThan(2);
  });
});
