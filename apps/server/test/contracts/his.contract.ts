import { expect, it } from 'vitest';
import {
  abnormalFlag,
  addDays,
  formatRange,
  numericResult,
  zonedInstant,
  type DictionaryCode,
  type HosId,
  hosIdOf,
} from '@portal/shared';
import type {
  HisAdapter,
  HisLabItem,
  HisPerson,
  HisReport,
  HisReportSource,
} from '../../src/his/his.ts';
import { contractDays } from './contract-days.ts';

/**
 * The HIS contract (docs/architecture.md#the-his-is-an-adapter): what any HisAdapter must do, whoever implements it. A runner loads
 * `contractData` into its HIS (the sandbox through its own loader; a real HIS's test environment by its own means),
 * then calls `hisContract` inside a describe block. The suite asserts only through the interface.
 */

/** A report as the contract states it: plain facts, flags left to the implementation (they must match abnormalFlag). */
export type ContractReport = Omit<HisReport, 'abnormalCount' | 'items'> & {
  items: Omit<HisLabItem, 'range' | 'flag'>[];
};

export interface ContractData {
  /** Prefixes every report id of the run. */
  tag: string;
  person: HisPerson;
  other: HisPerson;
  reports: ContractReport[];
  /** The first day of the data, its days 0–22 are used ('YYYY-MM-DD', the hospital's calendar). */
  base: string;
}

const GLU_VALUES = [
  '5.1',
  '6.4',
  '3.5',
  '3.9',
  '6.1',
  '7.0',
  '4.8',
  '5.5',
  '12.3',
  '4.0',
  '2.9',
  '5.0',
];

/**
 * The data every run loads: for `person`, twelve outpatient glucose reports on days 0–11 (two of them at the same
 * instant), two exam reports, two inpatient reports, and three reports at the edges of days 20–22 (local midnight,
 * one second before midnight, and the next midnight); for `other`, three reports of their own. `tag` keeps the ids
 * and certificate numbers of one run apart from any other data.
 */
export function contractData(tag: string, timeZone: string, base = '2024-03-10'): ContractData {
  const person: HisPerson = { certType: 1, certNo: `HISCT-${tag}-A` };
  const other: HisPerson = { certType: 1, certNo: `HISCT-${tag}-B` };
  const at = (day: number, hm: string) => zonedInstant(addDays(base, day), hm, timeZone);
  const lab = (
    id: string,
    who: HisPerson,
    source: HisReportSource,
    reportedAt: Date,
    glu: string,
  ): ContractReport => ({
    reportId: `${tag}-${id}`,
    person: who,
    patientName: who === person ? 'Contract Alpha' : 'Contract Beta',
    source,
    kind: 'lab',
    reportType: 'lab',
    title: 'Fasting glucose',
    deptName: 'Endocrinology',
    doctorName: 'Contract Doctor',
    specimen: 'Serum',
    sampledAt: new Date(reportedAt.getTime() - 3_600_000),
    reportedAt,
    findings: '',
    conclusion: '',
    items: [
      { code: 'GLU', name: 'Fasting glucose', result: glu, unit: 'mmol/L', low: 3.9, high: 6.1 },
      {
        code: 'TC',
        name: 'Total cholesterol',
        result: '5.3',
        unit: 'mmol/L',
        low: null,
        high: 5.2,
      },
      { code: 'U-PRO', name: 'Urine protein', result: 'negative', unit: '', low: null, high: null },
    ],
  });
  const exam = (id: string, reportedAt: Date): ContractReport => ({
    ...lab(id, person, 'out', reportedAt, ''),
    kind: 'exam',
    reportType: 'exam',
    title: 'Chest X-ray (PA view)',
    specimen: '',
    sampledAt: null,
    findings: 'Both lung fields are clear.',
    conclusion: 'No active disease in the chest.',
    items: [],
  });
  const reports: ContractReport[] = [
    ...GLU_VALUES.map((glu, day) =>
      lab(
        `a-${String(day).padStart(2, '0')}`,
        person,
        'out',
        at(day === 9 ? 8 : day, '09:00'),
        glu,
      ),
    ),
    exam('a-exam-1', at(5, '14:00')),
    exam('a-exam-2', at(6, '14:00')),
    lab('a-in-1', person, 'in', at(3, '07:00'), '8.8'),
    lab('a-in-2', person, 'in', at(4, '07:00'), '7.9'),
    lab('a-edge-start', person, 'out', at(20, '00:00'), '5.0'),
    lab('a-edge-end', person, 'out', new Date(at(22, '00:00').getTime() - 1000), '5.0'),
    lab('a-edge-after', person, 'out', at(22, '00:00'), '5.0'),
    lab('b-1', other, 'out', at(1, '10:00'), '9.9'),
    lab('b-2', other, 'out', at(2, '10:00'), '9.8'),
    lab('b-3', other, 'in', at(2, '11:00'), '9.7'),
  ];
  return { tag, person, other, reports, base };
}

export interface HisContractContext {
  his: HisAdapter;
  hosId: HosId;
  /** Another hospital of the same HIS: ids never cross hospitals. */
  otherHosId: HosId;
  timeZone: string;
  data: ContractData;
  /** A dictionary the hospital keeps, with its values in display order. */
  dictionary: { code: DictionaryCode; values: string[] };
}

/** Registers the contract's tests; `ctx` is read when they run (after the runner's beforeAll). */
export function hisContract(ctx: () => HisContractContext) {
  const c = () => ctx();
  const { period, short } = contractDays(ctx);
  const list = (
    person: HisPerson,
    q: {
      source?: HisReportSource;
      reportType?: string;
      from?: number;
      to?: number;
      offset?: number;
      limit?: number;
    } = {},
  ) =>
    c().his.reports.list(c().hosId, person, {
      source: q.source ?? 'out',
      reportType: q.reportType,
      period: period(q.from ?? 0, q.to ?? 30),
      offset: q.offset ?? 0,
      limit: q.limit ?? 100,
    });

  it("dictionary: the hospital's entries in display order with English labels; nothing for an unknown hospital", async () => {
    const { his, hosId, dictionary } = c();
    const entries = await his.dictionary(hosId, dictionary.code);
    expect(entries.map((e) => e.value)).toEqual(dictionary.values);
    expect(entries.map((e) => e.sort)).toEqual(
      [...entries.map((e) => e.sort)].sort((a, b) => a - b),
    );
    for (const e of entries) expect(e.labels['en-US']).toMatch(/\S/);
    expect(await his.dictionary(hosIdOf('9999999999'), dictionary.code)).toEqual([]);
  });

  it("list: a person's reports of one source, newest first, the total of the whole query", async () => {
    const page = await list(c().data.person);
    const want = c().data.reports.filter((r) => r.person === c().data.person && r.source === 'out');
    expect(page.total).toBe(want.length);
    expect(new Set(page.items.map((r) => r.reportId))).toEqual(
      new Set(want.map((r) => r.reportId)),
    );
    const times = page.items.map((r) => r.reportedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list(c().data.person, { source: 'in' })).items.map((r) => r.source)).toEqual([
      'in',
      'in',
    ]);
  });

  it('list: pages of any size cover the list once each, in the same order; past the end is empty with the same total', async () => {
    const all = (await list(c().data.person)).items.map((r) => r.reportId);
    for (const limit of [1, 3, 5, 10]) {
      const seen: string[] = [];
      for (let offset = 0; offset < all.length; offset += limit) {
        const page = await list(c().data.person, { offset, limit });
        expect(page.total).toBe(all.length);
        expect(page.items.length).toBe(Math.min(limit, all.length - offset));
        seen.push(...page.items.map((r) => r.reportId));
      }
      expect(seen).toEqual(all);
    }
    expect(await list(c().data.person, { offset: all.length, limit: 10 })).toEqual({
      items: [],
      total: all.length,
    });
    expect(await list(c().data.person, { offset: all.length + 50, limit: 10 })).toEqual({
      items: [],
      total: all.length,
    });
  });

  it("list: a period is whole days of the hospital's calendar, both ends included", async () => {
    const names = async (from: number, to: number) =>
      (await list(c().data.person, { from, to })).items.map((r) => short(r.reportId)).sort();
    expect(await names(20, 21)).toEqual(['a-edge-end', 'a-edge-start']);
    expect(await names(21, 21)).toEqual(['a-edge-end']);
    expect(await names(20, 20)).toEqual(['a-edge-start']);
    expect(await names(22, 22)).toEqual(['a-edge-after']);
    expect(await names(23, 30)).toEqual([]);
    expect(await names(8, 8)).toEqual(['a-08', 'a-09']);
  });

  it("list: filters by report type; never shows another person's reports", async () => {
    const p = c().data.person;
    expect((await list(p, { reportType: 'exam' })).items.map((r) => r.kind)).toEqual([
      'exam',
      'exam',
    ]);
    expect((await list(p, { reportType: 'lab' })).items.every((r) => r.kind === 'lab')).toBe(true);
    expect(await list(p, { reportType: 'no-such-type' })).toEqual({ items: [], total: 0 });
    const mine = (await list(p)).items.map((r) => r.reportId);
    const theirs = [
      ...(await list(c().data.other)).items,
      ...(await list(c().data.other, { source: 'in' })).items,
    ].map((r) => r.reportId);
    expect(theirs).toHaveLength(3);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    expect(await list({ certType: p.certType, certNo: `${p.certNo}-nobody` })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('list and get: flags and abnormal counts follow the shared abnormalFlag rule', async () => {
    const page = await list(c().data.person);
    for (const summary of page.items) {
      const report = (await c().his.reports.get(c().hosId, summary.reportId))!;
      const source = c().data.reports.find((r) => r.reportId === summary.reportId)!;
      expect(report.items.map((i) => i.code)).toEqual(source.items.map((i) => i.code));
      for (const [n, item] of report.items.entries()) {
        const s = source.items[n]!;
        expect(item).toMatchObject({
          result: s.result,
          unit: s.unit,
          low: s.low,
          high: s.high,
          flag: abnormalFlag(s.result, s.low, s.high),
        });
        if (s.low !== null || s.high !== null) expect(item.range).toBe(formatRange(s.low, s.high));
      }
      const abnormal = report.items.filter((i) => i.flag === 'H' || i.flag === 'L').length;
      expect(summary.abnormalCount).toBe(abnormal);
      expect(report.abnormalCount).toBe(abnormal);
    }
  });

  it('get: the whole report with the person it belongs to; undefined for an unknown id or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    for (const source of [
      data.reports[0]!,
      data.reports.find((r) => r.kind === 'exam')!,
      data.reports.find((r) => r.person === data.other)!,
    ]) {
      const got = (await his.reports.get(hosId, source.reportId)) as HisReport;
      expect(got).toMatchObject({
        reportId: source.reportId,
        person: source.person,
        patientName: source.patientName,
        source: source.source,
        kind: source.kind,
        reportType: source.reportType,
        title: source.title,
        deptName: source.deptName,
        doctorName: source.doctorName,
        specimen: source.specimen,
        findings: source.findings,
        conclusion: source.conclusion,
      });
      expect(got.reportedAt.getTime()).toBe(source.reportedAt.getTime());
      expect(got.sampledAt?.getTime() ?? null).toBe(source.sampledAt?.getTime() ?? null);
    }
    expect(await his.reports.get(hosId, 'no-such-report')).toBeUndefined();
    expect(await his.reports.get(otherHosId, data.reports[0]!.reportId)).toBeUndefined();
  });

  it("series: one item's numeric results of the person, oldest first, in the period, flags by the shared rule", async () => {
    const { his, hosId, data } = c();
    const series = await his.reports.series(hosId, data.person, 'GLU', period(0, 30));
    const mine = data.reports.filter((r) => r.person === data.person && r.kind === 'lab');
    expect(series).toMatchObject({ code: 'GLU', name: 'Fasting glucose', unit: 'mmol/L' });
    expect(series.points).toHaveLength(mine.length);
    const times = series.points.map((p) => p.reportedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const p of series.points) {
      const result = mine.find((r) => r.reportId === p.reportId)!.items[0]!.result;
      expect(p).toMatchObject({
        value: numericResult(result),
        low: 3.9,
        high: 6.1,
        flag: abnormalFlag(result, 3.9, 6.1),
      });
    }
    expect(
      (await his.reports.series(hosId, data.person, 'GLU', period(20, 21))).points,
    ).toHaveLength(2);
    // A text result has no point; an unknown item or another person has none of this person's.
    expect((await his.reports.series(hosId, data.person, 'U-PRO', period(0, 30))).points).toEqual(
      [],
    );
    expect((await his.reports.series(hosId, data.person, 'NO-SUCH', period(0, 30))).points).toEqual(
      [],
    );
    const theirs = await his.reports.series(hosId, data.other, 'GLU', period(0, 30));
    expect(theirs.points.map((p) => p.value)).toEqual([9.9, 9.8, 9.7]);
  });
}
