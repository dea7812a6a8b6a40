import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHospitalConfig, statedArrivalMinutes } from '@portal/shared';
import { demoHospitalFileSchema } from './demo.schema.ts';

/**
 * One source for a hospital's arrival rule: config arriveEarlyMinutes drives the record's "arrive by" and the
 * reminders, so every text of the hospital's demo files (tips, notices, captions, lectures, in both languages) that
 * states how early to arrive must state the same number.
 */
const DEMO_DIR = path.resolve(import.meta.dirname, '../../demo');
const hospitalDirs = fs
  .readdirSync(DEMO_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && /^\d+$/.test(d.name))
  .map((d) => d.name)
  .sort();

/** Every string anywhere in a parsed JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function statements(dir: string): { file: string; minutes: number; text: string }[] {
  const files = fs.readdirSync(path.join(DEMO_DIR, dir)).filter((f) => f.endsWith('.json'));
  return files.flatMap((file) => {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(DEMO_DIR, dir, file), 'utf8'));
    return strings(json).flatMap((text) =>
      statedArrivalMinutes(text).map((minutes) => ({ file, minutes, text: text.slice(0, 120) })),
    );
  });
}

describe.each(hospitalDirs)('hospital folder %s', (dir) => {
  const hospital = demoHospitalFileSchema.parse(
    JSON.parse(fs.readFileSync(path.join(DEMO_DIR, dir, 'hospital.json'), 'utf8')),
  );
  const { arriveEarlyMinutes } = readHospitalConfig(hospital.config);

  it('states the arrival rule only as its config arriveEarlyMinutes says', () => {
    const wrong = statements(dir).filter((s) => s.minutes !== arriveEarlyMinutes);
    expect(wrong, `config arriveEarlyMinutes is ${arriveEarlyMinutes}`).toEqual([]);
  });
});

it('finds the arrival rule where the demo hospitals state it (the check reads what it should)', () => {
  for (const dir of ['1001', '1002', '1003'])
    expect(statements(dir).length, dir).toBeGreaterThan(0);
});
