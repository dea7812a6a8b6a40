import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeDetailSchema, feePageSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openQueryLimits } from '../../../test/fixtures/config.fixtures.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../../test/patient-helpers.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { feeFixtures } from '../../../test/fixtures/queries/fees.fixtures.ts';
import { at, day } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Payment query over HTTP, on PGlite and PostgreSQL: a patient's paid outpatient fees from the HIS (list with
 * payment type and date filters and paging, detail with items and invoice), bills paid in the portal among them,
 * only through a proven link, refusals with clear keys, the access log, the closed function.
 */
let t: TestApp;
let f: ReturnType<typeof feeFixtures>;
let u: Awaited<ReturnType<ReturnType<typeof feeFixtures>['reader']>>;
const NAMES = [
  'today',
  'day10',
  'registration',
  'refunded',
  'day100',
  'startOf40',
  'endOf40',
] as const;
let r: Record<(typeof NAMES)[number], string>;

beforeAll(async () => {
  t = await createTestApp();
  // These suites test the queries' own rules; the hospital's period limits are query-limits.int.test.ts's.
  for (const hosId of ['1001', '1002', '1003'] as const)
    await openQueryLimits(t.db, hosIdOf(hosId));
  f = feeFixtures(t);
  u = await f.reader();
  const ids = await f.file([
    f.fee(u, { paidAt: at(0, '08:30') }),
    f.fee(u, { paidAt: at(10), payMode: 'insurance' }),
    f.fee(u, {
      paidAt: at(20),
      paymentType: 'registration',
      items: [
        {
          category: 'registration',
          name: 'Ordinary outpatient registration',
          spec: 'Resident physician',
          quantity: 1,
          unit: 'visit',
          price: 1000,
          amount: 1000,
        },
      ],
    }),
    f.fee(u, { paidAt: at(30), paymentType: 'exam', refundedAt: at(29) }),
    f.fee(u, { paidAt: at(100) }),
    f.fee(u, { paidAt: at(40, '00:00') }),
    f.fee(u, { paidAt: new Date(at(40, '00:00').getTime() + 86_400_000 - 1000) }),
  ]);
  r = Object.fromEntries(NAMES.map((name, i) => [name, ids[i]!])) as typeof r;
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;
const ids = (page: unknown) => (page as { items: { feeId: string }[] }).items.map((i) => i.feeId);

describe('getFees', () => {
  it("lists the patient's fees of the last 3 months by default, newest first, with type and pay mode names", async () => {
    const page = feePageSchema.strict().parse(ok(await f.list(u, { patientId: u.patientId })));
    expect(ids(page)).toEqual([
      r.today,
      r.day10,
      r.registration,
      r.refunded,
      r.endOf40,
      r.startOf40,
    ]);
    expect(page).toMatchObject({ total: 6, pageSize: 10 });
    expect(page.items[0]).toEqual({
      feeId: r.today,
      paidAt: at(0, '08:30').toISOString(),
      deptName: 'Endocrinology',
      doctorName: 'Test Doctor',
      paymentType: 'lab',
      paymentTypeName: 'Laboratory test',
      payMode: 'wechat',
      payModeName: 'WeChat Pay',
      amount: 8760,
      invoiceNo: `INV-${r.today}`,
      refundedAt: null,
    });
    expect(page.items.find((i) => i.feeId === r.refunded)).toMatchObject({
      paymentTypeName: 'Examination',
      refundedAt: at(29).toISOString(),
    });
  });

  it("answers names in the request's language", async () => {
    const page = ok(
      await f.list(
        u,
        { patientId: u.patientId, paymentType: 'registration' },
        { 'accept-language': 'zh-CN' },
      ),
    ) as { items: { paymentTypeName: string; payModeName: string }[] };
    expect(page.items.map((i) => [i.paymentTypeName, i.payModeName])).toEqual([
      ['挂号费', '微信支付'],
    ]);
  });

  it("filters by payment type and takes whole days of the hospital's calendar", async () => {
    expect(ids(ok(await f.list(u, { patientId: u.patientId, paymentType: 'exam' })))).toEqual([
      r.refunded,
    ]);
    expect(ok(await f.list(u, { patientId: u.patientId, paymentType: 'no-such-type' }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect(
      (await f.list(u, { patientId: u.patientId, paymentType: 'bad type!' })).json(),
    ).toMatchObject({ code: 400, messageKey: 'C019' });
    const range = async (from: string, to: string) =>
      ids(ok(await f.list(u, { patientId: u.patientId, from, to })));
    expect(await range(day(40), day(40))).toEqual([r.endOf40, r.startOf40]);
    expect(await range(day(41), day(41))).toEqual([]);
    expect(await range(day(39), day(39))).toEqual([]);
    expect(await range(day(100), day(100))).toEqual([r.day100]);
  });

  it('pages by 10: a page past the end is empty and keeps the total', async () => {
    const p = await f.reader();
    const filed = await f.file(
      Array.from({ length: 23 }, (_, i) => f.fee(p, { paidAt: at(1 + i) })),
    );
    const pages = await Promise.all(
      [1, 2, 3, 4].map(
        async (n) =>
          ok(await f.list(p, { patientId: p.patientId, page: n })) as {
            items: { feeId: string }[];
            total: number;
          },
      ),
    );
    expect(pages.map((pg) => [pg.items.length, pg.total])).toEqual([
      [10, 23],
      [10, 23],
      [3, 23],
      [0, 23],
    ]);
    expect(pages.flatMap((pg) => pg.items.map((i) => i.feeId))).toEqual(filed);
    for (const bad of [0, -1, 10_001, 'x'])
      expect((await f.list(p, { patientId: p.patientId, page: bad })).json()).toMatchObject({
        code: 400,
        messageKey: 'C019',
      });
  });

  it("is empty without fees and for a patient not linked to the hospital's record", async () => {
    const p = await f.reader();
    expect(ok(await f.list(p, { patientId: p.patientId }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    const certNo = idCard('19780808');
    const unlinked = await addPatientOk(t.app, p.token, H, { patientName: 'Not Proven', certNo });
    const [filed] = await f.file([f.fee({ certNo }, { paidAt: at(2) })]);
    expect(ok(await f.list(p, { patientId: unlinked }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect((await f.detail(p, filed!)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
  });

  it("refuses impossible dates (C019), reversed or too long ranges (QUERY001), another user's patient (PATIENT004)", async () => {
    for (const [field, value] of [
      ['from', '2026-02-30'],
      ['to', 'yesterday'],
    ]) {
      expect((await f.list(u, { patientId: u.patientId, [field!]: value })).json()).toMatchObject({
        code: 400,
        messageKey: 'C019',
      });
    }
    expect(
      (await f.list(u, { patientId: u.patientId, from: day(1), to: day(2) })).json(),
    ).toMatchObject({ code: 400, messageKey: 'QUERY001' });
    expect(
      (await f.list(u, { patientId: u.patientId, from: day(1098), to: day(0) })).json(),
    ).toMatchObject({ code: 400, messageKey: 'QUERY001' });
    const other = await f.reader();
    expect((await f.list(other, { patientId: u.patientId })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
  });
});

describe('getFee', () => {
  it('shows a fee whole: items, invoice number, refund', async () => {
    const fee = feeDetailSchema.strict().parse(ok(await f.detail(u, r.today)));
    expect(fee).toMatchObject({
      feeId: r.today,
      patientId: u.patientId,
      invoiceNo: `INV-${r.today}`,
      amount: 8760,
      refundedAt: null,
    });
    expect(fee.items).toEqual([
      {
        category: 'lab',
        name: 'Lipid panel',
        spec: '',
        quantity: 1,
        unit: 'time',
        price: 4800,
        amount: 4800,
      },
      {
        category: 'drug',
        name: 'Metformin hydrochloride tablets',
        spec: '',
        quantity: 2,
        unit: 'time',
        price: 1980,
        amount: 3960,
      },
    ]);
    expect(ok(await f.detail(u, r.refunded))).toMatchObject({ refundedAt: at(29).toISOString() });
  });

  it("answers another person's fee and an unknown one C002, the same way; another hospital's token finds no session", async () => {
    const other = await f.reader();
    const theirs = await f.detail(other, r.today);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await f.detail(other, 'FT-no-such-fee')).json());
    expect(theirs.json()).toMatchObject({ messageKey: 'C002' });
    expect((await f.detail(u, 'bad id!')).json()).toMatchObject({ code: 400, messageKey: 'C019' });
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect(
      (
        await get(t.app, `/feature/api/fee/info?hosId=${H}&feeId=${r.today}`, {
          headers: bearer(demo1002),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C024' });
  });
});

describe('bills paid in the portal', () => {
  it('show as paid fees afterwards, with their items, without a second copy', async () => {
    const p = await f.reader(10_000);
    const billId = await f.bill(p, 1800);
    expect(ok(await f.list(p, { patientId: p.patientId }))).toMatchObject({ total: 0 });
    expect((await f.payBillByCard(p, billId)).json()).toMatchObject({ code: 0 });
    const page = feePageSchema.parse(ok(await f.list(p, { patientId: p.patientId })));
    expect(page.items).toEqual([
      expect.objectContaining({
        feeId: billId,
        amount: 1800,
        payMode: 'card',
        payModeName: 'Patient card balance',
        paymentType: 'treatment',
        invoiceNo: `INV-${billId}`,
      }),
    ]);
    expect(ok(await f.detail(p, billId))).toMatchObject({
      feeId: billId,
      items: [{ name: 'Test item', quantity: 1, price: 1800, amount: 1800, category: 'treatment' }],
    });
    expect(
      await t.db.selectFrom('his_fee').select('fee_id').where('fee_id', '=', billId).execute(),
    ).toEqual([]);
    // Another user cannot read it.
    expect((await f.detail(await f.reader(), billId)).json()).toMatchObject({ messageKey: 'C002' });
  });

  it('an unpaid bill is not a fee', async () => {
    const p = await f.reader();
    const billId = await f.bill(p, 900);
    expect(ok(await f.list(p, { patientId: p.patientId }))).toMatchObject({ total: 0 });
    expect((await f.detail(p, billId)).json()).toMatchObject({ messageKey: 'C002' });
  });
});

describe('the access log and the closed function', () => {
  it('records every read', async () => {
    const p = await f.reader();
    const [id] = await f.file([f.fee(p, { paidAt: at(3) })]);
    await f.list(p, { patientId: p.patientId });
    await f.detail(p, id!);
    const log = (
      await get(t.app, `/patient/api/patient/access-log?hosId=${H}&patientId=${p.patientId}`, {
        headers: bearer(p.token),
      })
    ).json().data as { action: string }[];
    expect(log.map((e) => e.action).slice(0, 2)).toEqual(['fee', 'fees']);
  });

  it('answers FUNC001 where the hospital closed its payment query', async () => {
    await f.setModule('query-payment', false);
    try {
      for (const res of [await f.list(u, { patientId: u.patientId }), await f.detail(u, r.today)])
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    } finally {
      await f.setModule('query-payment', true);
    }
    expect((await f.list(u, { patientId: u.patientId })).statusCode).toBe(200);
  });
});

describe('the demo account at 1001 (Wang Jianguo: years of generated fees)', () => {
  it('reads pages of realistic fees and their details', async () => {
    const token = await signIn(t.app, H);
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=${H}`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const wang = patients.find((p) => p.patientName === 'Wang Jianguo')!.patientId;
    const page = feePageSchema.parse(ok(await f.list({ token }, { patientId: wang })));
    expect(page.items).toHaveLength(10);
    const all = feePageSchema.parse(
      ok(await f.list({ token }, { patientId: wang, from: day(1097), to: day(0) })),
    );
    expect(all.total).toBeGreaterThan(200);
    const detail = feeDetailSchema.parse(ok(await f.detail({ token }, page.items[0]!.feeId)));
    expect(detail.items.reduce((s, i) => s + i.amount, 0)).toBe(detail.amount);
  });
});
