import { describe, expect, it } from 'vitest';
import { abnormalFlag, hospitalToday, zonedInstant, hosIdOf } from '@portal/shared';
import { demoReports, pastStayOf, type DemoReportInput } from './demo-reports.ts';
import {
  DEMO_NOW as NOW,
  DEMO_ZONE as ZONE,
  demoTestInput,
} from '../../../test/fixtures/his-sandbox/demo-input.fixtures.ts';

/** The demo reports are generated, reproducible and realistic: years of them per person, some out of range. */
const input: DemoReportInput = {
  ...demoTestInput([
    { doctorName: 'Chen Jianguo', deptName: 'Cardiology' },
    { doctorName: 'Wu Fang', deptName: 'Endocrinology' },
  ]),
  stays: [
    {
      certType: 0,
      certNo: '330106198604150314',
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
      admittedDaysAgo: 3,
    },
  ],
};
const reports = demoReports(input);
const of = (certNo: string) => reports.filter((r) => r.certNo === certNo);
const DAY = 86_400_000;

describe('demoReports', () => {
  it('gives the same reports for the same input (a seeded generator, never Math.random)', () => {
    expect(demoReports(input)).toEqual(reports);
    expect(
      demoReports({ ...input, hosId: hosIdOf('1003') }).map((r) => r.items.map((i) => i.result)),
    ).not.toEqual(reports.map((r) => r.items.map((i) => i.result)));
  });

  it("covers two to three years up to yesterday in the hospital's calendar, hundreds of reports per adult", () => {
    const todayStart = zonedInstant(hospitalToday(NOW, ZONE), '00:00', ZONE).getTime();
    for (const p of input.persons) {
      const mine = of(p.certNo);
      const times = mine.map((r) => r.reportedAt.getTime());
      expect(Math.max(...times)).toBeLessThan(todayStart);
      expect(todayStart - Math.min(...times)).toBeGreaterThanOrEqual(700 * DAY);
      expect(todayStart - Math.min(...times)).toBeLessThanOrEqual(1100 * DAY);
    }
    expect(of('330106198604150314').length).toBeGreaterThan(150);
    expect(of('330106201507080152').length).toBeGreaterThan(20);
  });

  it('has lab panels with units and ranges, some results out of range, and exam reports with findings and conclusions', () => {
    for (const p of input.persons.slice(0, 2)) {
      const items = of(p.certNo).flatMap((r) => r.items);
      const flags = items.map((i) => abnormalFlag(i.result, i.low, i.high));
      expect(flags.filter((f) => f === 'H' || f === 'L').length).toBeGreaterThan(10);
      expect(flags.filter((f) => f === 'N').length).toBeGreaterThan(flags.length / 2);
    }
    const codes = new Set(reports.flatMap((r) => r.items.map((i) => i.code)));
    for (const code of [
      'WBC',
      'RBC',
      'HGB',
      'PLT',
      'TC',
      'TG',
      'HDL-C',
      'LDL-C',
      'ALT',
      'AST',
      'TBIL',
      'ALB',
      'CREA',
      'UREA',
      'UA',
      'GLU',
      'HbA1c',
      'TSH',
      'FT3',
      'FT4',
    ]) {
      expect(codes, code).toContain(code);
    }
    for (const r of reports.filter((x) => x.kind === 'lab')) {
      expect(r.items.length).toBeGreaterThan(0);
      for (const i of r.items)
        if (i.low !== null || i.high !== null) expect(i.result).toMatch(/^\d+(\.\d+)?$/);
    }
    const exams = reports.filter((r) => r.kind === 'exam');
    expect(new Set(exams.map((e) => e.title)).size).toBeGreaterThanOrEqual(3);
    for (const e of exams)
      expect(e).toMatchObject({
        items: [],
        findings: expect.stringMatching(/\w/),
        conclusion: expect.stringMatching(/\w/),
        sampledAt: null,
      });
  });

  it("files inpatient reports for inpatient card holders: a past stay's, and the current stay's for someone in hospital now", () => {
    const stays = of('330106198604150314').filter((r) => r.source === 'in');
    const current = stays.filter((r) => NOW.getTime() - r.reportedAt.getTime() < 4 * DAY);
    expect(current.length).toBeGreaterThan(3);
    expect(stays.every((r) => r.deptName === 'Cardiology' && r.doctorName === 'Li Wei')).toBe(true);
    // The earlier stay (a readmission) ended at least two months before this admission.
    const past = stays.filter((r) => !current.includes(r));
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((r) => NOW.getTime() - r.reportedAt.getTime() > 55 * DAY)).toBe(true);
    const stay = pastStayOf(
      reports,
      { certType: 0, certNo: '330106198604150314' },
      ZONE,
      hospitalToday(current[0]!.reportedAt, ZONE),
    );
    expect(stay).toMatchObject({ deptName: 'Cardiology', doctorName: 'Li Wei' });
    expect(stay!.admittedOn < stay!.dischargedOn).toBe(true);
    expect(stay!.dischargedOn).toBe(
      past
        .map((r) => hospitalToday(r.reportedAt, ZONE))
        .sort()
        .at(-1),
    );
    expect(of('330106201507080152').some((r) => r.source === 'in')).toBe(true);
    expect(of('330106195809230429').some((r) => r.source === 'in')).toBe(false);
  });

  it('gives unique ids the contract accepts, and no child a gastroscopy', () => {
    expect(new Set(reports.map((r) => r.reportId)).size).toBe(reports.length);
    for (const r of reports) expect(r.reportId).toMatch(/^[\w-]{1,64}$/);
    expect(of('330106201507080152').some((r) => r.title === 'Gastroscopy')).toBe(false);
  });
});
