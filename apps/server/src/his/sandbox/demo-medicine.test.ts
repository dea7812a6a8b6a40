import { hosIdOf } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { DRUGS } from './demo-medicine-catalogue.ts';
import { demoMedicine, packsFor, type DemoMedicineInput } from './demo-medicine.ts';
import { itemAmount } from './medicine-data.ts';

/** Demo prescriptions and discharge medicine are generated, reproducible and realistic. */
const NOW = new Date('2026-11-24T06:00:00Z');
const ZONE = 'Asia/Shanghai';
const WANG = '330106198604150314';
const LIU = '330106195809230429';
const XIAOYU = '330106201507080152';
const input: DemoMedicineInput = {
  hosId: hosIdOf('1001'),
  timeZone: ZONE,
  now: NOW,
  persons: [
    { certType: 0, certNo: WANG, patientName: 'Wang Jianguo', inpatient: true },
    { certType: 0, certNo: LIU, patientName: 'Liu Guifang', inpatient: false },
    { certType: 0, certNo: XIAOYU, patientName: 'Wang Xiaoyu', inpatient: true },
  ],
  doctors: [
    { doctorName: 'Chen Jianguo', deptName: 'Cardiology' },
    { doctorName: 'Wu Fang', deptName: 'Endocrinology' },
    { doctorName: 'Zhou Min', deptName: 'Pediatrics' },
    { doctorName: 'He Lin', deptName: 'Respiratory Medicine' },
  ],
  stays: [
    { certType: 0, certNo: WANG, deptName: 'Cardiology', doctorName: 'Li Wei', admittedDaysAgo: 3 },
  ],
  // Wang Xiaoyu's past stay as his inpatient reports tell it: 2026-03-02 to 2026-03-07 (hospital days); Wang Jianguo's
  // earlier stay 2026-05-10 to 2026-05-15, then the current one since 2026-11-21.
  reports: [
    {
      certType: 0,
      certNo: WANG,
      source: 'in',
      reportedAt: new Date('2026-05-10T02:00:00Z'),
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
    },
    {
      certType: 0,
      certNo: WANG,
      source: 'in',
      reportedAt: new Date('2026-05-15T02:00:00Z'),
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
    },
    {
      certType: 0,
      certNo: WANG,
      source: 'in',
      reportedAt: new Date('2026-11-22T02:00:00Z'),
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
    },
    {
      certType: 0,
      certNo: XIAOYU,
      source: 'in',
      reportedAt: new Date('2026-03-02T01:00:00Z'),
      deptName: 'Pediatrics',
      doctorName: 'Zhou Min',
    },
    {
      certType: 0,
      certNo: XIAOYU,
      source: 'in',
      reportedAt: new Date('2026-03-06T23:30:00Z'),
      deptName: 'Pediatrics',
      doctorName: 'Zhou Min',
    },
    {
      certType: 0,
      certNo: XIAOYU,
      source: 'out',
      reportedAt: new Date('2026-05-01T01:00:00Z'),
      deptName: 'Pediatrics',
      doctorName: 'Zhou Min',
    },
  ],
  statuses: ['unpaid', 'paid', 'dispensed', 'refunded'],
};
const data = demoMedicine(input);
const of = (certNo: string) => data.prescriptions.filter((p) => p.certNo === certNo);

describe('demoMedicine', () => {
  it('gives the same data for the same input (a seeded generator, never Math.random)', () => {
    expect(demoMedicine(input)).toEqual(data);
    expect(
      demoMedicine({ ...input, hosId: hosIdOf('1003') }).prescriptions.map((p) => p.diagnosis),
    ).not.toEqual(data.prescriptions.map((p) => p.diagnosis));
  });

  it('covers years of prescriptions up to now, dozens per adult, with real drugs and their doses', () => {
    for (const p of input.persons) {
      const mine = of(p.certNo);
      expect(mine.length, p.patientName).toBeGreaterThan(p.certNo === XIAOYU ? 6 : 15);
      const times = mine.map((x) => x.issuedAt.getTime());
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - Math.min(...times)).toBeGreaterThan(300 * 86_400_000);
    }
    expect(of(LIU).length).toBeGreaterThan(30);
    const names = new Set(Object.values(DRUGS).map((d) => d.name));
    for (const p of data.prescriptions) {
      expect(p.items.length).toBeGreaterThan(0);
      expect(p.prescriptionId).toMatch(/^[\w-]{1,64}$/);
      for (const i of p.items) {
        expect(names).toContain(i.drugName);
        expect(i).toMatchObject({ dose: expect.stringMatching(/^\d/), days: expect.any(Number) });
        expect(i.quantity).toBeGreaterThanOrEqual(1);
        expect(i.unitPrice).toBeGreaterThan(0);
      }
    }
    expect(new Set(data.prescriptions.map((p) => p.prescriptionId)).size).toBe(
      data.prescriptions.length,
    );
  });

  it("gives children children's forms and doctors of a fitting department where the hospital has one", () => {
    const child = of(XIAOYU);
    expect(
      child
        .flatMap((p) => p.items)
        .some((i) => /granules|suspension|chewable|oral solution|drops|powder/i.test(i.drugName)),
    ).toBe(true);
    expect(child.flatMap((p) => p.items).some((i) => i.drugName === DRUGS.metformin.name)).toBe(
      false,
    );
    for (const p of data.prescriptions.filter((x) => x.diagnosis === 'Type 2 diabetes mellitus'))
      expect(p.deptName).toBe('Endocrinology');
  });

  it("uses the hospital's status values: the older ones dispensed, only the last days still open", () => {
    const statuses = new Set(data.prescriptions.map((p) => p.status));
    expect([...statuses].every((s) => input.statuses.includes(s))).toBe(true);
    expect(statuses.has('dispensed')).toBe(true);
    const weekAgo = NOW.getTime() - 7 * 86_400_000;
    for (const p of data.prescriptions.filter((x) => x.status === 'unpaid' || x.status === 'paid'))
      expect(p.issuedAt.getTime()).toBeGreaterThan(weekAgo);
    expect(demoMedicine({ ...input, statuses: [] }).prescriptions).toEqual([]);
  });

  it('counts packs for the days and prices them in whole fen', () => {
    expect(packsFor(DRUGS.amlodipine, 30)).toBe(2);
    expect(packsFor(DRUGS.metformin, 30)).toBe(2);
    expect(packsFor(DRUGS.glargine, 30)).toBe(2);
    expect(packsFor(DRUGS.loratadine, 1)).toBe(1);
    expect(itemAmount({ unitPrice: 3080, quantity: 2 })).toBe(6160);
  });

  it("discharges the past stay each inpatient's reports tell of, also for someone in hospital now", () => {
    expect(data.discharges.map((d) => d.certNo).sort()).toEqual([WANG, XIAOYU].sort());
    const child = data.discharges.find((d) => d.certNo === XIAOYU)!;
    expect(child).toMatchObject({
      admittedOn: '2026-03-02',
      dischargedOn: '2026-03-07',
      deptName: 'Pediatrics',
      dischargeDiagnosis: 'Community-acquired pneumonia',
    });
    const wang = data.discharges.find((d) => d.certNo === WANG)!;
    expect(wang).toMatchObject({
      admittedOn: '2026-05-10',
      dischargedOn: '2026-05-15',
      deptName: 'Cardiology',
      doctorName: 'Li Wei',
    });
    for (const d of data.discharges) {
      expect(d.medicines.length).toBeGreaterThan(2);
      for (const m of d.medicines)
        expect(m).toMatchObject({
          dose: expect.stringMatching(/^\d/),
          instructions: expect.stringMatching(/\w{3}/),
          quantity: expect.stringMatching(/^\d+ \w+/),
        });
    }
  });
});
