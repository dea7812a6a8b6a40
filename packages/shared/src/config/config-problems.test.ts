import { describe, expect, it } from 'vitest';
import { configProblems, hasConfigProblems } from './config-problems.ts';
import { readHospitalConfig } from './hospital-config.ts';

const item = (configType: string, configKey: string, configValue: string) => ({
  configType,
  configKey,
  configValue,
});

describe('configProblems', () => {
  it('names unknown keys, keys in another group and values that fall back to the default', () => {
    const items = [
      item('APPOINTMENT', 'maxOpenBooking', '3'),
      item('PATIENT', 'bindProof', ' pin '),
      item('GLOBAL', 'maxPatients', '4'),
      item('LOGIN', 'loginModes', 'sms'),
      item('APPOINTMENT', 'constructor', '1'),
    ];
    const problems = configProblems(items);
    expect(problems).toEqual({
      unknownKeys: ['maxOpenBooking', 'constructor'],
      wrongGroup: ['maxPatients (GLOBAL, expected PATIENT)'],
      malformed: ['bindProof'],
    });
    expect(hasConfigProblems(problems)).toBe(true);
    // What it reports as malformed is what readHospitalConfig replaces by the default.
    expect(readHospitalConfig(items).bindProof).toBe('sms');
  });

  it('finds nothing in a configuration the registry reads as stored', () => {
    const problems = configProblems([
      item('PATIENT', 'bindProof', 'pin'),
      item('CASE_MAIL', 'caseMaxCopies', '3'),
    ]);
    expect(hasConfigProblems(problems)).toBe(false);
  });
});
