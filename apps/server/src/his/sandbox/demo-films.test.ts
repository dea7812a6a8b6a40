import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hospitalToday, zonedInstant, hosIdOf } from '@portal/shared';
import { demoFilms, type DemoFilmInput } from './demo-films.ts';
import { FILM_DIR } from './sandbox-films.ts';
import {
  DEMO_NOW as NOW,
  DEMO_ZONE as ZONE,
  demoTestInput,
} from '../../../test/fixtures/his-sandbox/demo-input.fixtures.ts';

/** The demo imaging is generated, reproducible and realistic, and names only files the repository ships. */
const input: DemoFilmInput = demoTestInput([
  { doctorName: 'Chen Jianguo', deptName: 'Cardiology' },
  { doctorName: 'Wu Fang', deptName: 'Orthopaedics' },
]);
const studies = demoFilms(input);
const DAY = 86_400_000;

describe('demoFilms', () => {
  it('gives the same studies for the same input, and other ones at another hospital', () => {
    expect(demoFilms(input)).toEqual(studies);
    expect(demoFilms({ ...input, hosId: hosIdOf('1003') }).map((s) => s.title)).not.toEqual(
      studies.map((s) => s.title),
    );
  });

  it('gives each person three to eight studies over the last three years, before today, with unique ids', () => {
    const todayStart = zonedInstant(hospitalToday(NOW, ZONE), '00:00', ZONE).getTime();
    for (const p of input.persons) {
      const mine = studies.filter((s) => s.certNo === p.certNo);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.length).toBeLessThanOrEqual(8);
      for (const s of mine) {
        expect(s.studyAt.getTime()).toBeLessThan(todayStart);
        expect(todayStart - s.studyAt.getTime()).toBeLessThan(1100 * DAY);
        expect(s.reportedAt!.getTime()).toBeGreaterThan(s.studyAt.getTime());
      }
      expect(Math.min(...mine.map((s) => todayStart - s.studyAt.getTime()))).toBeLessThan(81 * DAY);
    }
    expect(new Set(studies.map((s) => s.studyId)).size).toBe(studies.length);
    expect(
      new Set(studies.flatMap((s) => s.series.flatMap((x) => x.images.map((i) => i.imageId)))).size,
    ).toBe(studies.reduce((n, s) => n + s.series.reduce((m, x) => m + x.images.length, 0), 0));
  });

  it('has one to three series of images per study, each image a shipped file, and a report', () => {
    for (const s of studies) {
      expect(s.series.length).toBeGreaterThanOrEqual(1);
      expect(s.series.length).toBeLessThanOrEqual(3);
      expect(s.series.map((x) => x.seriesNo)).toEqual(s.series.map((_, i) => i + 1));
      for (const x of s.series)
        for (const i of x.images)
          expect(existsSync(path.join(FILM_DIR, i.fileName)), i.fileName).toBe(true);
      expect(s.findings.length).toBeGreaterThan(20);
      expect(s.impression.length).toBeGreaterThan(5);
    }
    expect(new Set(studies.map((s) => s.modality)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps adult-only studies (CT, MR) away from children', () => {
    expect(
      studies
        .filter((s) => s.certNo === '330106201507080152')
        .every((s) => s.modality === 'DX' || s.modality === 'US'),
    ).toBe(true);
  });
});
