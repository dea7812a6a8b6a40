import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dailyBillPageSchema, staySchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { feeFixtures } from '../../../test/fixtures/queries/fees.fixtures.ts';
import { day } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Inpatient daily bill over HTTP, on PGlite and PostgreSQL: the patient's stays (current first), one stay's
 * days newest first by 10 with items, day totals and the running total since admission; refusals; the access log.
 */
let t: TestApp;
let f: ReturnType<typeof feeFixtures>;
let u: Awaited<ReturnType<ReturnType<typeof feeFixtures>['reader']>>;
let past: { stayId: string; admittedOn: string };
let current: { stayId: string; admittedOn: string };

beforeAll(async () => {
  t = await createTestApp();
  f = feeFixtures(t);
  u = await f.reader();
  past = await f.stay(u, 400, 5, true, 'Old Ward');
  current = await f.stay(u, 14, 15, false, 'Now Ward');
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;
/** Bed 5000 + nursing 2400 + drug 1380 × (day index + 1). */
const dayTotal = (k: number) => 7400 + 1380 * (k + 1);
const running = (k: number) =>
  Array.from({ length: k + 1 }, (_, i) => dayTotal(i)).reduce((a, b) => a + b, 0);

describe('getStays', () => {
  it("lists the patient's stays, the current one first", async () => {
    const stays = ok(await f.stays(u, u.patientId)) as unknown[];
    expect(stays.map((s) => staySchema.strict().parse(s))).toEqual([
      {
        stayId: current.stayId,
        deptName: 'Cardiology',
        ward: 'Now Ward',
        bed: '8',
        doctorName: 'Li Wei',
        admittedOn: day(14),
        dischargedOn: null,
      },
      {
        stayId: past.stayId,
        deptName: 'Cardiology',
        ward: 'Old Ward',
        bed: '8',
        doctorName: 'Li Wei',
        admittedOn: day(400),
        dischargedOn: addDays(day(400), 4),
      },
    ]);
  });

  it("is empty for a patient without stays; another user's patient PATIENT004", async () => {
    const p = await f.reader();
    expect(ok(await f.stays(p, p.patientId))).toEqual([]);
    expect(ok(await f.dailyBill(p, { patientId: p.patientId }))).toEqual({
      stay: null,
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect((await f.stays(p, u.patientId)).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await f.dailyBill(p, { patientId: u.patientId })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
  });
});

describe('getDailyBill', () => {
  it('shows the current stay by default: days newest first by 10, each with items, total and running total', async () => {
    const page = dailyBillPageSchema
      .strict()
      .parse(ok(await f.dailyBill(u, { patientId: u.patientId })));
    expect(page.stay?.stayId).toBe(current.stayId);
    expect(page).toMatchObject({ total: 15, pageSize: 10 });
    expect(page.items.map((d) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays(current.admittedOn, 14 - i)),
    );
    expect(page.items[0]).toEqual({
      day: addDays(current.admittedOn, 14),
      total: dayTotal(14),
      runningTotal: running(14),
      items: [
        {
          category: 'bed',
          name: 'Ward bed',
          spec: '',
          quantity: 1,
          unit: 'time',
          price: 5000,
          amount: 5000,
        },
        {
          category: 'nursing',
          name: 'Grade II nursing',
          spec: '',
          quantity: 1,
          unit: 'time',
          price: 2400,
          amount: 2400,
        },
        {
          category: 'drug',
          name: 'Cefuroxime',
          spec: '',
          quantity: 15,
          unit: 'time',
          price: 1380,
          amount: 20_700,
        },
      ],
    });
    const two = dailyBillPageSchema.parse(
      ok(await f.dailyBill(u, { patientId: u.patientId, page: 2 })),
    );
    expect(two.items.map((d) => [d.day, d.runningTotal])).toEqual(
      [4, 3, 2, 1, 0].map((k) => [addDays(current.admittedOn, k), running(k)]),
    );
    expect(ok(await f.dailyBill(u, { patientId: u.patientId, page: 3 }))).toMatchObject({
      items: [],
      total: 15,
    });
  });

  it("shows a past stay whole (older than 3 months) and a range of days with the stay's running totals", async () => {
    const old = dailyBillPageSchema.parse(
      ok(await f.dailyBill(u, { patientId: u.patientId, stayId: past.stayId })),
    );
    expect(old).toMatchObject({ total: 5, stay: { stayId: past.stayId, ward: 'Old Ward' } });
    expect(old.items.at(-1)).toMatchObject({ day: past.admittedOn, runningTotal: running(0) });
    const some = dailyBillPageSchema.parse(
      ok(
        await f.dailyBill(u, {
          patientId: u.patientId,
          from: addDays(current.admittedOn, 2),
          to: addDays(current.admittedOn, 3),
        }),
      ),
    );
    expect(some.items.map((d) => [d.day, d.runningTotal])).toEqual([
      [addDays(current.admittedOn, 3), running(3)],
      [addDays(current.admittedOn, 2), running(2)],
    ]);
  });

  it("answers another person's stay and an unknown one C002; bad input C019 and QUERY001", async () => {
    const p = await f.reader();
    const theirs = await f.stay(p, 3, 2, false);
    const mine = await f.dailyBill(u, { patientId: u.patientId, stayId: theirs.stayId });
    expect(mine.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect(mine.json()).toEqual(
      (await f.dailyBill(u, { patientId: u.patientId, stayId: 'C-no-such-20240101' })).json(),
    );
    expect(
      (await f.dailyBill(u, { patientId: u.patientId, stayId: 'bad id!' })).json(),
    ).toMatchObject({ code: 400, messageKey: 'C019' });
    expect(
      (await f.dailyBill(u, { patientId: u.patientId, from: '2026-02-30' })).json(),
    ).toMatchObject({ code: 400, messageKey: 'C019' });
    expect(
      (await f.dailyBill(u, { patientId: u.patientId, from: day(1), to: day(3) })).json(),
    ).toMatchObject({ code: 400, messageKey: 'QUERY001' });
    expect((await f.dailyBill(u, { patientId: u.patientId, page: 0 })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect(
      (
        await get(t.app, `/feature/api/daily-bill/stays?hosId=${H}&patientId=${u.patientId}`, {
          headers: bearer(demo1002),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C024' });
  });

  it('records reads in the access log and answers FUNC001 where the hospital closed the daily bill', async () => {
    await f.stays(u, u.patientId);
    await f.dailyBill(u, { patientId: u.patientId });
    const log = (
      await get(t.app, `/patient/api/patient/access-log?hosId=${H}&patientId=${u.patientId}`, {
        headers: bearer(u.token),
      })
    ).json().data as { action: string }[];
    expect(log.map((e) => e.action).slice(0, 2)).toEqual(['daily-bill', 'stays']);
    await f.setModule('query-payment-day', false);
    try {
      for (const res of [
        await f.stays(u, u.patientId),
        await f.dailyBill(u, { patientId: u.patientId }),
      ])
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    } finally {
      await f.setModule('query-payment-day', true);
    }
  });
});

describe('the demo account at 1001 (Wang Jianguo: current stay in Cardiology)', () => {
  it("reads the current stay's daily bill: bed, nursing, drugs and tests every day", async () => {
    const token = await signIn(t.app, H);
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=${H}`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const wang = patients.find((p) => p.patientName === 'Wang Jianguo')!.patientId;
    const page = dailyBillPageSchema.parse(ok(await f.dailyBill({ token }, { patientId: wang })));
    expect(page.stay).toMatchObject({
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
      dischargedOn: null,
    });
    expect(page.total).toBeGreaterThanOrEqual(3);
    for (const d of page.items)
      expect(d.items.map((i) => i.category)).toEqual(
        expect.arrayContaining(['bed', 'nursing', 'drug']),
      );
    // The stay's inpatient lab reports are billed on their days.
    expect(page.items.some((d) => d.items.some((i) => i.category === 'lab'))).toBe(true);
  });
});
