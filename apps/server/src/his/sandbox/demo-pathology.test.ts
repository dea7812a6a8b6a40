import { describe, expect, it } from 'vitest';
import { hospitalToday, parseIdCard, queryIdSchema, zonedInstant } from '@portal/shared';
import { demoPathology, PATHOLOGY_TEMPLATES, type DemoPathologyInput } from './demo-pathology.ts';
import {
  DEMO_NOW as NOW,
  DEMO_ZONE as ZONE,
  demoTestInput,
} from '../../../test/fixtures/his-sandbox/demo-input.fixtures.ts';

/** The demo pathology results are generated, reproducible, recent enough to show by default, and fit the person. */
const input: DemoPathologyInput = demoTestInput([
  { doctorName: 'Chen Jianguo', deptName: 'Gastroenterology' },
  { doctorName: 'Wu Fang', deptName: 'General Surgery' },
]);
const results = demoPathology(input);
const DAY = 86_400_000;

describe('demoPathology', () => {
  it('gives the same results for the same input, with unique ids the detail route accepts and no certificate in them', () => {
    expect(demoPathology(input)).toEqual(results);
    expect(new Set(results.map((r) => r.pathologyId)).size).toBe(results.length);
    for (const r of results) {
      expect(queryIdSchema.safeParse(r.pathologyId).success).toBe(true);
      expect(r.pathologyId).not.toContain(r.certNo.slice(-6));
    }
  });

  it('gives every person one result in the last two months (the default 3-month query shows it), some a second older one', () => {
    const todayStart = zonedInstant(hospitalToday(NOW, ZONE), '00:00', ZONE).getTime();
    for (const p of input.persons) {
      const mine = results.filter((r) => r.certNo === p.certNo);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(2);
      expect(todayStart - mine[0]!.reportedAt.getTime()).toBeLessThan(60 * DAY);
      for (const r of mine) {
        expect(r.reportedAt.getTime()).toBeLessThan(NOW.getTime());
        expect(r.receivedAt!.getTime()).toBeLessThan(r.reportedAt.getTime());
      }
    }
  });

  it("takes specimens that fit the person's age and sex, with full descriptions and, for stains, markers", () => {
    for (const r of results) {
      const template = PATHOLOGY_TEMPLATES.find((t) => t.specimen === r.specimen)!;
      const id = parseIdCard(r.certNo, NOW)!;
      const age = 2026 - Number(id.birthDate.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(template.minAge);
      if (template.sex) expect(id.sex).toBe(template.sex);
      expect(r.grossDescription.length).toBeGreaterThan(20);
      expect(r.microscopicDescription.length).toBeGreaterThan(20);
      expect(r.markers).toEqual(template.markers ?? []);
      // Sent by a clinic that sends such specimens (of the hospital's own doctors here).
      expect(template.senders.test(r.deptName), `${r.specimen} from ${r.deptName}`).toBe(true);
      expect(
        input.doctors.some((d) => d.doctorName === r.doctorName && d.deptName === r.deptName),
      ).toBe(true);
    }
    // An 11-year-old gets none of the adult specimens.
    const child = results.filter((r) => r.patientName === 'Wang Xiaoyu');
    for (const r of child)
      expect(
        PATHOLOGY_TEMPLATES.find((t) => t.specimen === r.specimen)!.minAge,
      ).toBeLessThanOrEqual(11);
  });
});
