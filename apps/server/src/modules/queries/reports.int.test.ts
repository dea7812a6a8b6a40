import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDetailSchema, reportPageSchema, reportTrendSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openQueryLimits } from '../../../test/fixtures/config.fixtures.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard, UNMASKED } from '../../../test/patient-helpers.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { at, day, queryFixtures } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Reports over HTTP, on PGlite and PostgreSQL: a patient's reports from the HIS (list with source, type and
 * date filters and paging, detail, trend), only through a proven link, refusals with clear keys, the access log.
 */
let t: TestApp;
let f: ReturnType<typeof queryFixtures>;
let u: Awaited<ReturnType<ReturnType<typeof queryFixtures>['reader']>>;
/** u's reports, by name: when each was issued (days ago in the hospital's calendar) and what it is. */
const NAMES = [
  'today',
  'day10',
  'exam',
  'inpatient',
  'day100',
  'day400',
  'startOf40',
  'endOf40',
] as const;
let r: Record<(typeof NAMES)[number], string>;

beforeAll(async () => {
  t = await createTestApp();
  // These suites test the queries' own rules; the hospital's period limits are query-limits.int.test.ts's.
  for (const hosId of ['1001', '1002', '1003'] as const)
    await openQueryLimits(t.db, hosIdOf(hosId));
  f = queryFixtures(t);
  u = await f.reader();
  const ids = await f.file([
    f.report(u, { reportId: `QT-${u.userId.slice(0, 8)}-today`, reportedAt: at(0, '08:30') }),
    f.report(u, { reportedAt: at(10), title: 'Lipid panel' }),
    f.report(u, {
      reportedAt: at(20),
      kind: 'exam',
      reportType: 'exam',
      title: 'Chest X-ray (PA view)',
      specimen: '',
      sampledAt: null,
      items: [],
      findings: 'Both lung fields are clear.',
      conclusion: 'No active disease in the chest.',
    }),
    f.report(u, { reportedAt: at(30), source: 'in', title: 'Complete blood count' }),
    f.report(u, { reportedAt: at(100) }),
    f.report(u, {
      reportedAt: at(400),
      items: [
        {
          code: 'GLU',
          name: 'Fasting glucose',
          result: '3.2',
          unit: 'mmol/L',
          low: 3.9,
          high: 6.1,
        },
      ],
    }),
    // The edges of one hospital day (40 days ago): its first second and its last.
    f.report(u, { reportedAt: at(40, '00:00') }),
    f.report(u, { reportedAt: new Date(at(40, '00:00').getTime() + 86_400_000 - 1000) }),
  ]);
  r = Object.fromEntries(NAMES.map((name, i) => [name, ids[i]!])) as typeof r;
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;

describe('getReports', () => {
  it("lists the patient's outpatient reports of the last 3 months by default, newest first, with type names", async () => {
    const res = await f.list(u, { patientId: u.patientId });
    expect(res.statusCode).toBe(200);
    const page = reportPageSchema.strict().parse(ok(res));
    expect(page.items.map((i) => i.reportId)).toEqual([
      r.today,
      r.day10,
      r.exam,
      r.endOf40,
      r.startOf40,
    ]);
    expect(page).toMatchObject({ total: 5, pageSize: 10 });
    expect(page.items[0]).toEqual({
      reportId: r.today,
      kind: 'lab',
      source: 'out',
      reportType: 'lab',
      reportTypeName: 'Laboratory tests',
      title: 'Fasting glucose',
      deptName: 'Endocrinology',
      doctorName: 'Test Doctor',
      reportedAt: at(0, '08:30').toISOString(),
      abnormalCount: 2,
    });
    expect(page.items.find((i) => i.reportId === r.exam)).toMatchObject({
      kind: 'exam',
      reportTypeName: 'Examinations (imaging, ECG, endoscopy)',
      abnormalCount: 0,
    });
    expect(res.body).not.toMatch(UNMASKED);
  });

  it("answers type names in the request's language", async () => {
    const page = ok(
      await f.list(
        u,
        { patientId: u.patientId, reportType: 'exam' },
        { 'accept-language': 'zh-CN,zh;q=0.9' },
      ),
    ) as { items: { reportTypeName: string }[] };
    expect(page.items.map((i) => i.reportTypeName)).toEqual(['检查报告']);
  });

  it('filters by source and report type', async () => {
    expect(ok(await f.list(u, { patientId: u.patientId, source: 'in' }))).toMatchObject({
      total: 1,
      items: [
        { reportId: r.inpatient, source: 'in', reportTypeName: 'Inpatient laboratory tests' },
      ],
    });
    expect(ok(await f.list(u, { patientId: u.patientId, reportType: 'exam' }))).toMatchObject({
      total: 1,
      items: [{ reportId: r.exam }],
    });
    expect(ok(await f.list(u, { patientId: u.patientId, reportType: 'lab' }))).toMatchObject({
      total: 4,
    });
    expect(ok(await f.list(u, { patientId: u.patientId, reportType: 'no-such-type' }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
  });

  it("takes whole days of the hospital's calendar, both ends included", async () => {
    const ids = async (from: string, to: string) =>
      (
        ok(await f.list(u, { patientId: u.patientId, from, to })) as {
          items: { reportId: string }[];
        }
      ).items.map((i) => i.reportId);
    expect(await ids(day(40), day(40))).toEqual([r.endOf40, r.startOf40]);
    expect(await ids(day(41), day(41))).toEqual([]);
    expect(await ids(day(39), day(39))).toEqual([]);
    expect(await ids(day(500), day(0))).toEqual([
      r.today,
      r.day10,
      r.exam,
      r.endOf40,
      r.startOf40,
      r.day100,
      r.day400,
    ]);
    expect(await ids(day(100), day(100))).toEqual([r.day100]);
  });

  it('pages by 10: a page past the end is empty and keeps the total', async () => {
    const p = await f.reader();
    const ids = await f.file(
      Array.from({ length: 23 }, (_, i) => f.report(p, { reportedAt: at(1 + i) })),
    );
    const page = async (n: number) =>
      ok(await f.list(p, { patientId: p.patientId, page: n })) as {
        items: { reportId: string }[];
        total: number;
      };
    const [one, two, three, four] = [await page(1), await page(2), await page(3), await page(4)];
    expect([one.items.length, two.items.length, three.items.length, four.items.length]).toEqual([
      10, 10, 3, 0,
    ]);
    expect([one.total, two.total, three.total, four.total]).toEqual([23, 23, 23, 23]);
    expect([...one.items, ...two.items, ...three.items].map((i) => i.reportId)).toEqual(ids);
    expect(ok(await f.list(p, { patientId: p.patientId, page: 10_000 }))).toEqual({
      items: [],
      total: 23,
      pageSize: 10,
    });
    for (const bad of [0, -1, 10_001, 'x', 1.5])
      expect(
        (await f.list(p, { patientId: p.patientId, page: bad })).json(),
        `page ${bad}`,
      ).toMatchObject({ code: 400, messageKey: 'C019' });
  });

  it("is empty for a patient without reports, and for one not linked to the hospital's record (no proof, no data)", async () => {
    const p = await f.reader();
    expect(ok(await f.list(p, { patientId: p.patientId }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    // The same person's reports exist, but this account added the person without the hospital's proof.
    const certNo = idCard('19770707');
    const unlinked = await addPatientOk(t.app, p.token, H, { patientName: 'Not Proven', certNo });
    const [filed] = await f.file([f.report({ certNo }, { reportedAt: at(2) })]);
    expect(ok(await f.list(p, { patientId: unlinked }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect((await f.detail(p, filed!)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect(ok(await f.trend(p, { patientId: unlinked, itemCode: 'GLU' }))).toEqual({
      code: 'GLU',
      name: '',
      unit: '',
      points: [],
    });
  });

  it('refuses impossible dates (C019) and reversed or too long ranges (QUERY001)', async () => {
    const list = (params: Record<string, string>) =>
      f.list(u, { patientId: u.patientId, ...params });
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
    const reversed = await list({ from: day(1), to: day(2) });
    expect(reversed.json()).toMatchObject({
      code: 400,
      messageKey: 'QUERY001',
      params: { days: 1098 },
    });
    expect(reversed.json().msg).toMatch(/1098/);
    expect((await list({ from: day(1098), to: day(0) })).json()).toMatchObject({
      code: 400,
      messageKey: 'QUERY001',
    });
    expect(ok(await list({ from: day(1097), to: day(0) }))).toMatchObject({ total: 7 });
    // Only `to`: the 3 months before it.
    expect(ok(await list({ to: day(95) }))).toMatchObject({
      total: 1,
      items: [{ reportId: r.day100 }],
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

describe('getReport', () => {
  it('shows a lab report whole: every item with result, unit, range and flag', async () => {
    const res = await f.detail(u, r.today);
    const report = reportDetailSchema.strict().parse(ok(res));
    expect(report).toMatchObject({
      reportId: r.today,
      patientId: u.patientId,
      patientName: 'Test Person',
      kind: 'lab',
      specimen: 'Serum',
      abnormalCount: 2,
      sampledAt: new Date(at(0, '08:30').getTime() - 3_600_000).toISOString(),
      findings: '',
      conclusion: '',
    });
    expect(report.items).toEqual([
      {
        code: 'GLU',
        name: 'Fasting glucose',
        result: '6.8',
        unit: 'mmol/L',
        low: 3.9,
        high: 6.1,
        range: '3.9–6.1',
        flag: 'H',
      },
      {
        code: 'HDL-C',
        name: 'HDL cholesterol',
        result: '0.9',
        unit: 'mmol/L',
        low: 1.04,
        high: null,
        range: '>1.04',
        flag: 'L',
      },
      {
        code: 'U-PRO',
        name: 'Urine protein',
        result: 'negative',
        unit: '',
        low: null,
        high: null,
        range: '',
        flag: null,
      },
    ]);
    expect(res.body).not.toMatch(UNMASKED);
  });

  it("shows an exam report's findings and conclusion", async () => {
    expect(ok(await f.detail(u, r.exam))).toMatchObject({
      kind: 'exam',
      items: [],
      sampledAt: null,
      findings: 'Both lung fields are clear.',
      conclusion: 'No active disease in the chest.',
    });
  });

  it("answers another person's report and an unknown one C002, the same way", async () => {
    const other = await f.reader();
    const theirs = await f.detail(other, r.today);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await f.detail(other, 'QT-no-such-report')).json());
    expect(theirs.json()).toMatchObject({ messageKey: 'C002' });
    // A token of another hospital finds no session there.
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect(
      (
        await get(t.app, `/feature/api/report/info?hosId=${H}&reportId=${r.today}`, {
          headers: bearer(demo1002),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C024' });
  });
});

describe('getReportTrend', () => {
  it("gives one item's values oldest first, over the last 3 years by default, with range and flags", async () => {
    const trend = reportTrendSchema
      .strict()
      .parse(ok(await f.trend(u, { patientId: u.patientId, itemCode: 'GLU' })));
    expect(trend).toMatchObject({ code: 'GLU', name: 'Fasting glucose', unit: 'mmol/L' });
    expect(trend.points.map((p) => p.reportId)).toEqual([
      r.day400,
      r.day100,
      r.startOf40,
      r.endOf40,
      r.inpatient,
      r.day10,
      r.today,
    ]);
    expect(trend.points[0]).toEqual({
      reportId: r.day400,
      reportedAt: at(400).toISOString(),
      value: 3.2,
      low: 3.9,
      high: 6.1,
      flag: 'L',
    });
    expect(trend.points.at(-1)).toMatchObject({ value: 6.8, flag: 'H' });
  });

  it('takes a period, skips text results and knows no unknown item', async () => {
    const points = async (params: Record<string, string>) =>
      (ok(await f.trend(u, { patientId: u.patientId, ...params })) as { points: unknown[] }).points;
    expect(await points({ itemCode: 'GLU', from: day(40), to: day(10) })).toHaveLength(4);
    expect(await points({ itemCode: 'U-PRO' })).toEqual([]);
    expect(ok(await f.trend(u, { patientId: u.patientId, itemCode: 'NOPE' }))).toEqual({
      code: 'NOPE',
      name: '',
      unit: '',
      points: [],
    });
    expect(
      (await f.trend(u, { patientId: u.patientId, itemCode: 'bad code!' })).json(),
    ).toMatchObject({ code: 400, messageKey: 'C019' });
    expect(
      (
        await f.trend(u, { patientId: u.patientId, itemCode: 'GLU', from: day(0), to: day(1) })
      ).json(),
    ).toMatchObject({ messageKey: 'QUERY001' });
  });

  it("answers another user's patient PATIENT004", async () => {
    const other = await f.reader();
    expect(
      (await f.trend(other, { patientId: u.patientId, itemCode: 'GLU' })).json(),
    ).toMatchObject({ code: 404, messageKey: 'PATIENT004' });
  });
});

describe('the access log and the closed function', () => {
  it('records every read in the patient-visible access log', async () => {
    const p = await f.reader();
    const [id] = await f.file([f.report(p, { reportedAt: at(3) })]);
    await f.list(p, { patientId: p.patientId });
    await f.detail(p, id!);
    await f.trend(p, { patientId: p.patientId, itemCode: 'GLU' });
    await f.pdf(p, id!);
    const log = (
      await get(t.app, `/patient/api/patient/access-log?hosId=${H}&patientId=${p.patientId}`, {
        headers: bearer(p.token),
      })
    ).json().data as { action: string }[];
    expect(log.map((e) => e.action).slice(0, 4)).toEqual([
      'report-pdf',
      'report-trend',
      'report',
      'reports',
    ]);
  });

  it('answers FUNC001 for every report call where the hospital closed its report query', async () => {
    await f.setReportModule(false);
    try {
      for (const res of [
        await f.list(u, { patientId: u.patientId }),
        await f.detail(u, r.today),
        await f.trend(u, { patientId: u.patientId, itemCode: 'GLU' }),
        await f.pdf(u, r.today),
      ])
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
      // The dictionaries stay: other pages use them.
      expect((await f.dictionary({ code: 'out_report_type' })).statusCode).toBe(200);
    } finally {
      await f.setReportModule(true);
    }
    expect((await f.list(u, { patientId: u.patientId })).statusCode).toBe(200);
  });
});

describe('the demo account at 1001 (Wang Jianguo: years of generated reports and a current inpatient stay)', () => {
  it('reads pages of realistic reports, their details and trends', async () => {
    const token = await signIn(t.app, H);
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=${H}`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const wang = patients.find((p) => p.patientName === 'Wang Jianguo')!.patientId;
    const demo = { token };
    const out = reportPageSchema.parse(ok(await f.list(demo, { patientId: wang })));
    expect(out.items).toHaveLength(10);
    expect(out.total).toBeGreaterThan(10);
    const all = reportPageSchema.parse(
      ok(await f.list(demo, { patientId: wang, from: day(1097), to: day(0) })),
    );
    expect(all.total).toBeGreaterThan(150);
    const stay = reportPageSchema.parse(ok(await f.list(demo, { patientId: wang, source: 'in' })));
    expect(stay.items.length).toBeGreaterThan(2);
    expect(stay.items.every((i) => i.deptName === 'Cardiology' && i.doctorName === 'Li Wei')).toBe(
      true,
    );
    const lab = out.items.find((i) => i.kind === 'lab')!;
    const detail = reportDetailSchema.parse(ok(await f.detail(demo, lab.reportId)));
    expect(detail.items.length).toBeGreaterThan(1);
    expect(detail.items.filter((i) => i.flag === 'H' || i.flag === 'L')).toHaveLength(
      lab.abnormalCount,
    );
    const trend = reportTrendSchema.parse(
      ok(await f.trend(demo, { patientId: wang, itemCode: detail.items[0]!.code })),
    );
    expect(trend.points.length).toBeGreaterThan(5);
  });
});
