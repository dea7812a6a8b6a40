import { describe, expect, it } from 'vitest';
import { addDays, hospitalToday, hosIdOf } from '@portal/shared';
import { demoFees, type DemoFeeInput } from './demo-fees.ts';
import { demoReports } from './demo-reports.ts';

/** Demo fees and daily bills are generated from the demo reports, reproducible and realistic. */
const NOW = new Date('2026-11-24T06:00:00Z');
const ZONE = 'Asia/Shanghai';
const WANG = { certType: 0, certNo: '330106198604150314' };
const LIU = { certType: 0, certNo: '330106195809230429' };
const XIAOYU = { certType: 0, certNo: '330106201507080152' };
const persons = [
  { ...WANG, patientName: 'Wang Jianguo', inpatient: true },
  { ...LIU, patientName: 'Liu Guifang', inpatient: true },
  { ...XIAOYU, patientName: 'Wang Xiaoyu', inpatient: false },
];
const reports = demoReports({
  hosId: hosIdOf('1001'),
  timeZone: ZONE,
  now: NOW,
  persons,
  doctors: [
    { doctorName: 'Chen Jianguo', deptName: 'Cardiology' },
    { doctorName: 'Wu Fang', deptName: 'Endocrinology' },
  ],
  stays: [{ ...WANG, deptName: 'Cardiology', doctorName: 'Li Wei', admittedDaysAgo: 3 }],
});
const today = hospitalToday(NOW, ZONE);
const input: DemoFeeInput = {
  hosId: hosIdOf('1001'),
  timeZone: ZONE,
  now: NOW,
  persons,
  reports,
  payModes: ['card', 'wechat', 'insurance'],
  currentStays: [
    { cardId: 'C1001-02', ...WANG, deptName: 'Cardiology', admittedOn: addDays(today, -3) },
  ],
  inpatientCards: [
    { cardId: 'C1001-02', ...WANG },
    { cardId: 'C1001-09', ...LIU },
  ],
};
const out = demoFees(input);

describe('demoFees', () => {
  it('is reproducible', () => {
    expect(demoFees(input)).toEqual(out);
  });

  it("gives years of paid fees per person: a registration per visit, the reports' tests, prescriptions; pay modes of the hospital", () => {
    const wang = out.fees.filter((f) => f.certNo === WANG.certNo);
    expect(wang.length).toBeGreaterThan(150);
    const visits = new Set(
      reports
        .filter((r) => r.certNo === WANG.certNo && r.source === 'out')
        .map((r) => hospitalToday(r.reportedAt, ZONE)),
    );
    expect(wang.filter((f) => f.paymentType === 'registration')).toHaveLength(visits.size);
    expect(new Set(wang.map((f) => f.paymentType))).toEqual(
      new Set(['registration', 'lab', 'exam', 'prescription', 'treatment']),
    );
    expect(new Set(out.fees.map((f) => f.payMode))).toEqual(new Set(input.payModes));
    expect(new Set(out.fees.map((f) => f.feeId)).size).toBe(out.fees.length);
    expect(new Set(out.fees.map((f) => f.invoiceNo)).size).toBe(out.fees.length);
    for (const f of out.fees) {
      expect(f.paidAt.getTime()).toBeLessThan(NOW.getTime());
      for (const i of f.items) expect(i.amount).toBe(i.price * i.quantity);
    }
    expect(out.fees.some((f) => f.refundedAt)).toBe(true);
  });

  it("bills every day of the current stay up to today, and every card holder's past stay of their inpatient reports", () => {
    const current = out.days.filter((d) => d.cardId === 'C1001-02' && d.day >= addDays(today, -3));
    expect(current.map((d) => d.day)).toEqual([0, 1, 2, 3].map((n) => addDays(today, n - 3)));
    expect(out.pastStays.map((s) => s.cardId).sort()).toEqual(['C1001-02', 'C1001-09']);
    const readmitted = out.pastStays.find((s) => s.cardId === 'C1001-02')!;
    expect(readmitted.dischargedOn! < addDays(today, -3)).toBe(true);
    const past = out.pastStays.find((s) => s.cardId === 'C1001-09')!;
    const inDays = reports
      .filter((r) => r.certNo === LIU.certNo && r.source === 'in')
      .map((r) => hospitalToday(r.reportedAt, ZONE))
      .sort();
    expect(past).toMatchObject({
      cardId: 'C1001-09',
      admittedOn: inDays[0],
      dischargedOn: inDays.at(-1),
    });
    const pastDays = out.days.filter((d) => d.cardId === 'C1001-09');
    expect(pastDays[0]!.day).toBe(past.admittedOn);
    expect(pastDays.at(-1)!.day).toBe(past.dischargedOn);
    for (const d of out.days) {
      expect(d.items.map((i) => i.category)).toEqual(
        expect.arrayContaining(['bed', 'nursing', 'drug']),
      );
    }
    // The admission day's work-up is on the bill.
    expect(pastDays[0]!.items.filter((i) => i.category === 'lab').length).toBeGreaterThan(2);
  });

  it("gives a child paediatric drugs, never an adult's chronic-disease ones", () => {
    const drugs = new Set(
      out.fees
        .filter((f) => f.certNo === XIAOYU.certNo)
        .flatMap((f) => f.items.filter((i) => i.category === 'drug').map((i) => i.name)),
    );
    expect(drugs.size).toBeGreaterThan(0);
    for (const adult of [
      'Atorvastatin calcium tablets',
      'Metformin hydrochloride tablets',
      'Amlodipine besylate tablets',
    ])
      expect(drugs.has(adult)).toBe(false);
  });
});
