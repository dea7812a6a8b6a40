import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionDetailSchema, prescriptionPageSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard, UNMASKED } from '../../../test/patient-helpers.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { medicineFixtures } from '../../../test/fixtures/queries/medicine.fixtures.ts';
import { at, day } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Prescriptions over HTTP, on PGlite and PostgreSQL: a patient's prescriptions from the HIS (status and date
 * filters, paging, detail), only through a proven link, refusals with clear keys, the access log, the closed module.
 */
let t: TestApp;
let f: ReturnType<typeof medicineFixtures>;
let u: Awaited<ReturnType<ReturnType<typeof medicineFixtures>['reader']>>;
const NAMES = ['today', 'day10', 'unpaid', 'day100', 'day400', 'startOf40', 'endOf40'] as const;
let r: Record<(typeof NAMES)[number], string>;

beforeAll(async () => {
  t = await createTestApp();
  f = medicineFixtures(t);
  u = await f.reader();
  const ids = await f.file({
    prescriptions: [
      f.prescription(u, { issuedAt: at(0, '08:30') }),
      f.prescription(u, { issuedAt: at(10), diagnosis: 'Essential hypertension' }),
      f.prescription(u, { issuedAt: at(20), status: 'unpaid' }),
      f.prescription(u, { issuedAt: at(100) }),
      f.prescription(u, { issuedAt: at(400) }),
      // The edges of one hospital day (40 days ago): its first second and its last.
      f.prescription(u, { issuedAt: at(40, '00:00'), status: 'refunded' }),
      f.prescription(u, { issuedAt: new Date(at(40, '00:00').getTime() + 86_400_000 - 1000) }),
    ],
  });
  r = Object.fromEntries(NAMES.map((name, i) => [name, ids[i]!])) as typeof r;
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;
type Page = { items: { prescriptionId: string; status: string }[]; total: number };

describe('getPrescriptions', () => {
  it("lists the patient's prescriptions of the last 3 months by default, newest first, with status names and totals", async () => {
    const res = await f.prescriptions(u, { patientId: u.patientId });
    expect(res.statusCode).toBe(200);
    const page = prescriptionPageSchema.strict().parse(ok(res));
    expect(page.items.map((i) => i.prescriptionId)).toEqual([
      r.today,
      r.day10,
      r.unpaid,
      r.endOf40,
      r.startOf40,
    ]);
    expect(page).toMatchObject({ total: 5, pageSize: 10 });
    expect(page.items[0]).toEqual({
      prescriptionId: r.today,
      issuedAt: at(0, '08:30').toISOString(),
      deptName: 'Respiratory Medicine',
      doctorName: 'Test Doctor',
      diagnosis: 'Acute upper respiratory tract infection',
      status: 'dispensed',
      statusName: 'Dispensed',
      totalAmount: 4010,
      itemCount: 2,
    });
    expect(res.body).not.toMatch(UNMASKED);
  });

  it("answers status names in the request's language", async () => {
    const page = ok(
      await f.prescriptions(
        u,
        { patientId: u.patientId, status: 'unpaid' },
        { 'accept-language': 'zh-CN,zh;q=0.9' },
      ),
    ) as { items: { statusName: string }[] };
    expect(page.items.map((i) => i.statusName)).toEqual(['待缴费']);
  });

  it("filters by status ('' = all; an unknown status finds nothing; a malformed one is C019)", async () => {
    expect(
      ok(await f.prescriptions(u, { patientId: u.patientId, status: 'unpaid' })),
    ).toMatchObject({ total: 1, items: [{ prescriptionId: r.unpaid, status: 'unpaid' }] });
    expect(
      ok(await f.prescriptions(u, { patientId: u.patientId, status: 'refunded' })),
    ).toMatchObject({ total: 1, items: [{ prescriptionId: r.startOf40 }] });
    expect(ok(await f.prescriptions(u, { patientId: u.patientId, status: '' }))).toMatchObject({
      total: 5,
    });
    expect(ok(await f.prescriptions(u, { patientId: u.patientId, status: 'no-such' }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect(
      (await f.prescriptions(u, { patientId: u.patientId, status: 'bad status!' })).json(),
    ).toMatchObject({ code: 400, messageKey: 'C019' });
  });

  it("takes whole days of the hospital's calendar, both ends included", async () => {
    const ids = async (from: string, to: string) =>
      (ok(await f.prescriptions(u, { patientId: u.patientId, from, to })) as Page).items.map(
        (i) => i.prescriptionId,
      );
    expect(await ids(day(40), day(40))).toEqual([r.endOf40, r.startOf40]);
    expect(await ids(day(41), day(41))).toEqual([]);
    expect(await ids(day(39), day(39))).toEqual([]);
    expect(await ids(day(500), day(0))).toEqual([
      r.today,
      r.day10,
      r.unpaid,
      r.endOf40,
      r.startOf40,
      r.day100,
      r.day400,
    ]);
  });

  it('pages by 10: a page past the end is empty and keeps the total', async () => {
    const p = await f.reader();
    const ids = await f.file({
      prescriptions: Array.from({ length: 21 }, (_, i) =>
        f.prescription(p, { issuedAt: at(1 + i) }),
      ),
    });
    const page = async (n: number) =>
      ok(await f.prescriptions(p, { patientId: p.patientId, page: n })) as Page;
    const [one, two, three, four] = [await page(1), await page(2), await page(3), await page(4)];
    expect([one.items.length, two.items.length, three.items.length, four.items.length]).toEqual([
      10, 10, 1, 0,
    ]);
    expect([one.total, two.total, three.total, four.total]).toEqual([21, 21, 21, 21]);
    expect([...one.items, ...two.items, ...three.items].map((i) => i.prescriptionId)).toEqual(ids);
    expect(ok(await f.prescriptions(p, { patientId: p.patientId, page: 10_000 }))).toEqual({
      items: [],
      total: 21,
      pageSize: 10,
    });
    for (const bad of [0, -1, 10_001, 'x', 1.5])
      expect(
        (await f.prescriptions(p, { patientId: p.patientId, page: bad })).json(),
        `page ${bad}`,
      ).toMatchObject({ code: 400, messageKey: 'C019' });
  });

  it("is empty for a patient without prescriptions, and for one not linked to the hospital's record", async () => {
    const p = await f.reader();
    expect(ok(await f.prescriptions(p, { patientId: p.patientId }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    const certNo = idCard('19790909');
    const unlinked = await addPatientOk(t.app, p.token, H, { patientName: 'Not Proven', certNo });
    const [filed] = await f.file({
      prescriptions: [f.prescription({ certNo }, { issuedAt: at(2) })],
    });
    expect(ok(await f.prescriptions(p, { patientId: unlinked }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect((await f.prescriptionInfo(p, filed!)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
  });

  it('refuses impossible dates (C019) and reversed or too long ranges (QUERY001)', async () => {
    const list = (params: Record<string, string>) =>
      f.prescriptions(u, { patientId: u.patientId, ...params });
    for (const [field, value] of [
      ['from', '2026-02-30'],
      ['to', '2025-13-01'],
      ['from', '2026-1-1'],
      ['to', 'yesterday'],
    ]) {
      expect((await list({ [field!]: value! })).json(), `${field}=${value}`).toMatchObject({
        code: 400,
        messageKey: 'C019',
        params: { field },
      });
    }
    expect((await list({ from: day(1), to: day(2) })).json()).toMatchObject({
      code: 400,
      messageKey: 'QUERY001',
      params: { days: 1098 },
    });
    expect((await list({ from: day(1098), to: day(0) })).json()).toMatchObject({
      code: 400,
      messageKey: 'QUERY001',
    });
    expect(ok(await list({ from: day(1097), to: day(0) }))).toMatchObject({ total: 7 });
  });

  it("answers another user's patient PATIENT004, like an unknown one", async () => {
    const other = await f.reader();
    expect((await f.prescriptions(other, { patientId: u.patientId })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await f.prescriptions(other, { patientId: 'no-such-patient' })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
  });
});

describe('getPrescription', () => {
  it('shows the prescription whole: every drug with dose, route, frequency, days, quantity and price in fen', async () => {
    const res = await f.prescriptionInfo(u, r.today);
    const detail = prescriptionDetailSchema.strict().parse(ok(res));
    expect(detail).toMatchObject({
      prescriptionId: r.today,
      patientId: u.patientId,
      patientName: expect.any(String),
      status: 'dispensed',
      totalAmount: 4010,
    });
    expect(detail.items).toEqual([
      {
        drugName: 'Amoxicillin capsules',
        specification: '0.25 g × 24 capsules',
        dose: '0.5',
        doseUnit: 'g',
        route: 'Oral',
        frequency: 'Three times daily',
        days: 5,
        quantity: 2,
        quantityUnit: 'box',
        unitPrice: 1280,
        amount: 2560,
      },
      {
        drugName: 'Ibuprofen sustained-release capsules',
        specification: '0.3 g × 20 capsules',
        dose: '0.3',
        doseUnit: 'g',
        route: 'Oral',
        frequency: 'Twice daily',
        days: 5,
        quantity: 1,
        quantityUnit: 'box',
        unitPrice: 1450,
        amount: 1450,
      },
    ]);
    expect(res.body).not.toMatch(UNMASKED);
  });

  it("answers another person's prescription and an unknown one C002, the same way; another hospital's token finds no session", async () => {
    const other = await f.reader();
    const theirs = await f.prescriptionInfo(other, r.today);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await f.prescriptionInfo(other, 'RX-no-such')).json());
    expect(theirs.json()).toMatchObject({ messageKey: 'C002' });
    expect((await f.prescriptionInfo(u, 'bad id!')).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect(
      (
        await get(t.app, `/feature/api/prescription/info?hosId=${H}&prescriptionId=${r.today}`, {
          headers: bearer(demo1002),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C024' });
    // The same id asked at another hospital (with that hospital's session) is unknown there.
    expect(
      (
        await get(t.app, `/feature/api/prescription/info?hosId=1002&prescriptionId=${r.today}`, {
          headers: bearer(demo1002),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C002' });
  });
});

describe('the access log and the closed function', () => {
  it('records every read in the patient-visible access log', async () => {
    const p = await f.reader();
    const [id] = await f.file({ prescriptions: [f.prescription(p, { issuedAt: at(3) })] });
    await f.prescriptions(p, { patientId: p.patientId });
    await f.prescriptionInfo(p, id!);
    const log = (
      await get(t.app, `/patient/api/patient/access-log?hosId=${H}&patientId=${p.patientId}`, {
        headers: bearer(p.token),
      })
    ).json().data as { action: string }[];
    expect(log.map((e) => e.action).slice(0, 2)).toEqual(['prescription', 'prescriptions']);
  });

  it('answers FUNC001 for both calls where the hospital closed its prescription query', async () => {
    await f.setModule('query-prescription', false);
    try {
      for (const res of [
        await f.prescriptions(u, { patientId: u.patientId }),
        await f.prescriptionInfo(u, r.today),
      ]) {
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
      }
    } finally {
      await f.setModule('query-prescription', true);
    }
    expect((await f.prescriptions(u, { patientId: u.patientId })).statusCode).toBe(200);
  });
});

describe('the demo account at 1001 (years of generated prescriptions)', () => {
  it('reads pages of realistic prescriptions and their details', async () => {
    const token = await signIn(t.app, H);
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=${H}`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const liu = patients.find((p) => p.patientName === 'Liu Guifang')!.patientId;
    const all = prescriptionPageSchema.parse(
      ok(await f.prescriptions({ token }, { patientId: liu, from: day(1097), to: day(0) })),
    );
    expect(all.items).toHaveLength(10);
    expect(all.total).toBeGreaterThan(20);
    const detail = prescriptionDetailSchema.parse(
      ok(await f.prescriptionInfo({ token }, all.items[0]!.prescriptionId)),
    );
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.totalAmount).toBe(detail.items.reduce((s, i) => s + i.amount, 0));
  });
});
