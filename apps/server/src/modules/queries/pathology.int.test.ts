import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathologyDetailSchema, pathologyPageSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openQueryLimits } from '../../../test/fixtures/config.fixtures.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard, UNMASKED } from '../../../test/patient-helpers.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { pathologyPriceFixtures } from '../../../test/fixtures/queries/pathology-prices.fixtures.ts';
import { at, day } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Pathology over HTTP, on PGlite and PostgreSQL: a patient's pathology results from the HIS (list with date
 * filters and paging, detail with descriptions and markers), only through a proven link, refusals with clear keys,
 * the access log, the closed function, and the demo account's generated result.
 */
let t: TestApp;
let f: ReturnType<typeof pathologyPriceFixtures>;
let u: Awaited<ReturnType<ReturnType<typeof pathologyPriceFixtures>['reader']>>;
const NAMES = ['day2', 'day30', 'startOf40', 'endOf40', 'day100', 'day800'] as const;
let r: Record<(typeof NAMES)[number], string>;
const MARKERS = [
  { name: 'ER', result: '90% strong +' },
  { name: 'HER2', result: '1+ (negative)' },
  { name: 'Ki-67', result: '20% +' },
];

beforeAll(async () => {
  t = await createTestApp();
  // These suites test the queries' own rules; the hospital's period limits are query-limits.int.test.ts's.
  for (const hosId of ['1001', '1002', '1003'] as const)
    await openQueryLimits(t.db, hosIdOf(hosId));
  f = pathologyPriceFixtures(t);
  u = await f.reader();
  const ids = await f.file([
    f.result(u, {
      reportedAt: at(2, '15:30'),
      specimen: 'Left breast, core needle biopsy',
      diagnosis: 'Invasive ductal carcinoma, grade 2',
      markers: MARKERS,
    }),
    f.result(u, { reportedAt: at(30), receivedAt: null }),
    f.result(u, { reportedAt: at(40, '00:00') }),
    f.result(u, { reportedAt: new Date(at(40, '00:00').getTime() + 86_400_000 - 1000) }),
    f.result(u, { reportedAt: at(100) }),
    f.result(u, { reportedAt: at(800) }),
  ]);
  r = Object.fromEntries(NAMES.map((name, i) => [name, ids[i]!])) as typeof r;
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;
const ids = (page: unknown) =>
  (page as { items: { pathologyId: string }[] }).items.map((i) => i.pathologyId);

describe('getPathologies', () => {
  it("lists the patient's results of the last 3 months by default, newest first", async () => {
    const res = await f.list(u, { patientId: u.patientId });
    expect(res.statusCode).toBe(200);
    const page = pathologyPageSchema.strict().parse(ok(res));
    expect(ids(page)).toEqual([r.day2, r.day30, r.endOf40, r.startOf40]);
    expect(page).toMatchObject({ total: 4, pageSize: 10 });
    expect(page.items[0]).toEqual({
      pathologyId: r.day2,
      reportedAt: at(2, '15:30').toISOString(),
      deptName: 'Gastroenterology',
      doctorName: 'Test Doctor',
      specimen: 'Left breast, core needle biopsy',
      specimenType: 'biopsy',
      diagnosis: 'Invasive ductal carcinoma, grade 2',
    });
    expect(res.body).not.toMatch(UNMASKED);
  });

  it("takes whole days of the hospital's calendar, both ends included", async () => {
    const list = async (from: string, to: string) =>
      ids(ok(await f.list(u, { patientId: u.patientId, from, to })));
    expect(await list(day(40), day(40))).toEqual([r.endOf40, r.startOf40]);
    expect(await list(day(41), day(41))).toEqual([]);
    expect(await list(day(39), day(39))).toEqual([]);
    expect(await list(day(1000), day(0))).toEqual([
      r.day2,
      r.day30,
      r.endOf40,
      r.startOf40,
      r.day100,
      r.day800,
    ]);
  });

  it('pages by 10: a page past the end is empty and keeps the total; a bad page is C019', async () => {
    const p = await f.reader();
    const filed = await f.file(
      Array.from({ length: 23 }, (_, i) => f.result(p, { reportedAt: at(1 + i) })),
    );
    const page = async (n: number) =>
      ok(await f.list(p, { patientId: p.patientId, page: n })) as {
        items: { pathologyId: string }[];
        total: number;
      };
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((x) => x.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((x) => x.total)).toEqual([23, 23, 23, 23]);
    expect(pages.flatMap((x) => x.items.map((i) => i.pathologyId))).toEqual(filed);
    for (const bad of [0, -1, 10_001, 'x'])
      expect(
        (await f.list(p, { patientId: p.patientId, page: bad })).json(),
        `page ${bad}`,
      ).toMatchObject({ code: 400, messageKey: 'C019' });
  });

  it("is empty for a patient without results, and for one not linked to the hospital's record", async () => {
    const p = await f.reader();
    expect(ok(await f.list(p, { patientId: p.patientId }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    const certNo = idCard('19680303');
    const unlinked = await addPatientOk(t.app, p.token, H, { patientName: 'Not Proven', certNo });
    const [filed] = await f.file([f.result({ certNo }, { reportedAt: at(2) })]);
    expect(ok(await f.list(p, { patientId: unlinked }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect((await f.detail(p, filed!)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
  });

  it('refuses impossible dates (C019) and reversed or too long ranges (QUERY001)', async () => {
    const list = (params: Record<string, string>) =>
      f.list(u, { patientId: u.patientId, ...params });
    for (const [field, value] of [
      ['from', '2026-02-30'],
      ['to', '2025-13-01'],
      ['from', 'yesterday'],
    ]) {
      expect((await list({ [field!]: value! })).json(), `${field}=${value}`).toMatchObject({
        code: 400,
        messageKey: 'C019',
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
  });

  it("answers another user's patient PATIENT004, like an unknown one", async () => {
    const other = await f.reader();
    expect((await f.list(other, { patientId: u.patientId })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await f.list(other, { patientId: 'no-such-patient' })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
  });
});

describe('getPathology', () => {
  it('shows a result whole: specimen, descriptions, diagnosis, conclusion and markers in order', async () => {
    const res = await f.detail(u, r.day2);
    const detail = pathologyDetailSchema.strict().parse(ok(res));
    expect(detail).toMatchObject({
      pathologyId: r.day2,
      patientId: u.patientId,
      specimen: 'Left breast, core needle biopsy',
      receivedAt: new Date(at(2, '15:30').getTime() - 3 * 86_400_000).toISOString(),
      grossDescription: 'Three grey-white fragments.',
      microscopicDescription: 'Chronic active inflammation.',
      diagnosis: 'Invasive ductal carcinoma, grade 2',
      conclusion: 'No dysplasia.',
      markers: MARKERS,
    });
    expect(ok(await f.detail(u, r.day30))).toMatchObject({ receivedAt: null, markers: [] });
    expect(res.body).not.toMatch(UNMASKED);
  });

  it("answers another person's result and an unknown one C002, the same way; bad ids C019; another hospital's token C024", async () => {
    const other = await f.reader();
    const theirs = await f.detail(other, r.day2);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await f.detail(other, 'PT-no-such-result')).json());
    expect(theirs.json()).toMatchObject({ messageKey: 'C002' });
    expect((await f.detail(u, 'bad id!')).json()).toMatchObject({ code: 400, messageKey: 'C019' });
    const demo1003 = await signIn(t.app, hosIdOf('1003'));
    expect(
      (
        await get(t.app, `/feature/api/pathology/info?hosId=${H}&pathologyId=${r.day2}`, {
          headers: bearer(demo1003),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C024' });
    // The result is 1001's: at 1003 the same id is unknown (1003's pathology query is closed: FUNC001 before anything is read).
    expect((await f.detail({ token: demo1003 }, r.day2, hosIdOf('1003'))).json()).toMatchObject({
      messageKey: 'FUNC001',
    });
  });
});

describe('the access log and the closed function', () => {
  it('records every read in the patient-visible access log', async () => {
    const p = await f.reader();
    const [id] = await f.file([f.result(p, { reportedAt: at(3) })]);
    await f.list(p, { patientId: p.patientId });
    await f.detail(p, id!);
    const log = (
      await get(t.app, `/patient/api/patient/access-log?hosId=${H}&patientId=${p.patientId}`, {
        headers: bearer(p.token),
      })
    ).json().data as { action: string }[];
    expect(log.map((e) => e.action).slice(0, 2)).toEqual(['pathology', 'pathologies']);
  });

  it('answers FUNC001 for both calls where the hospital closed its pathology query', async () => {
    await f.setModule(H, 'query-pathology', false);
    try {
      for (const res of [await f.list(u, { patientId: u.patientId }), await f.detail(u, r.day2)])
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    } finally {
      await f.setModule(H, 'query-pathology', true);
    }
    expect((await f.list(u, { patientId: u.patientId })).statusCode).toBe(200);
  });
});

describe('the demo account at 1001 (generated pathology results)', () => {
  it('finds a recent result of Wang Jianguo with its descriptions', async () => {
    const token = await signIn(t.app, H);
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=${H}`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const wang = patients.find((p) => p.patientName === 'Wang Jianguo')!.patientId;
    const page = pathologyPageSchema.parse(ok(await f.list({ token }, { patientId: wang })));
    expect(page.total).toBeGreaterThanOrEqual(1);
    const detail = pathologyDetailSchema.parse(
      ok(await f.detail({ token }, page.items[0]!.pathologyId)),
    );
    expect(detail.patientId).toBe(wang);
    expect(detail.grossDescription.length).toBeGreaterThan(20);
    expect(detail.microscopicDescription.length).toBeGreaterThan(20);
    expect(detail.conclusion.length).toBeGreaterThan(10);
  });
});
