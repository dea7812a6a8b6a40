import { describe, expect, it } from 'vitest';
import {
  packageSuits,
  physicalPayBy,
  physicalPayExpired,
  unsuitedMembers,
} from './physical.rules.ts';

/** The deadline an unpaid physical-exam booking is shown, and the instant the expiry job cancels it. */
describe('physicalPayBy / physicalPayExpired', () => {
  const made = new Date('2026-11-27T13:08:50.123Z');

  it('is the pay time limit after the booking was made; 86400 is a day, not "no limit"', () => {
    expect(physicalPayBy(made, 900).toISOString()).toBe('2026-11-27T13:23:50.123Z');
    expect(physicalPayBy(made, 86400).toISOString()).toBe('2026-11-28T13:08:50.123Z');
  });

  it('has expired at the deadline itself, not a millisecond before', () => {
    const by = physicalPayBy(made, 900);
    expect(physicalPayExpired(made, 900, new Date(by.getTime() - 1))).toBe(false);
    expect(physicalPayExpired(made, 900, by)).toBe(true);
    expect(physicalPayExpired(made, 900, new Date(by.getTime() + 60_000))).toBe(true);
    expect(physicalPayExpired(made, 86400, new Date(made.getTime() + 86_399_999))).toBe(false);
  });
});

describe('packageSuits', () => {
  const man = { sex: 1, birthDate: '1980-05-20' };
  const woman = { sex: 2, birthDate: '1966-12-01' };

  it("gives a men's package to men and a women's to women only", () => {
    expect(packageSuits('male', man, '2026-12-01')).toBe(true);
    expect(packageSuits('male', woman, '2026-12-01')).toBe(false);
    expect(packageSuits('female', woman, '2026-12-01')).toBe(true);
    expect(packageSuits('female', man, '2026-12-01')).toBe(false);
    expect(packageSuits('female', { sex: 0, birthDate: '1980-05-20' }, '2026-12-01')).toBe(false);
  });

  it('gives a senior package from the 60th birthday on, counted on the exam date', () => {
    expect(packageSuits('senior', woman, '2026-11-30')).toBe(false);
    expect(packageSuits('senior', woman, '2026-12-01')).toBe(true);
    expect(packageSuits('senior', man, '2026-12-01')).toBe(false);
  });

  it('gives a package for everyone, or for a group this portal does not know, to anyone', () => {
    expect(packageSuits('all', man, '2026-12-01')).toBe(true);
    expect(packageSuits('children', woman, '2026-12-01')).toBe(true);
  });
});

describe('unsuitedMembers', () => {
  // Valid ID card numbers: a man born 1990-03-07 (17th digit odd) and a woman born 1958-06-15 (even).
  const members = [
    { row: 2, name: 'Zhang Wei', certNo: '110105199003071239', phone: '13800000001' },
    { row: 3, name: 'Li Fang', certNo: '110105195806150020', phone: '13800000002' },
  ];

  it("names, by row, each member the package is not for, on the certificate's cell", () => {
    expect(unsuitedMembers(members, 'female', '2026-12-01')).toEqual([
      { row: 2, field: 'certNo', messageKey: 'PHYSICAL011' },
    ]);
    expect(unsuitedMembers(members, 'senior', '2026-12-01')).toEqual([
      { row: 2, field: 'certNo', messageKey: 'PHYSICAL011' },
    ]);
    expect(unsuitedMembers(members, 'male', '2026-12-01')).toEqual([
      { row: 3, field: 'certNo', messageKey: 'PHYSICAL011' },
    ]);
    expect(unsuitedMembers(members, 'all', '2026-12-01')).toEqual([]);
  });
});
