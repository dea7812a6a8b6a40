import { describe, expect, it } from 'vitest';
import { isIdCard, parseIdCard } from './id-card.ts';

// Check characters below are hard-coded (published examples, or worked out independently of this code).
const NOW = new Date('2025-06-01T12:00:00Z');

describe('isIdCard', () => {
  it.each([
    '11010519491231002X', // published GB 11643 example, check char X
    '440524188001010014', // published example, born 1880
    '11010119900307803X',
    '11010120000229123X', // 2000 is a leap year
    '320102202406150040',
  ])('accepts %s', (id) => {
    expect(isIdCard(id, NOW)).toBe(true);
  });

  it('accepts a lowercase x check character', () => {
    expect(isIdCard('11010519491231002x', NOW)).toBe(true);
  });

  it.each([
    ['110105194912310021', 'wrong check character'],
    ['440524188001010015', 'wrong check digit'],
    ['110101199002301236', 'Feb 30 (check char correct)'],
    ['110101190002291233', 'Feb 29 1900, not a leap year'],
    ['110101199013011234', 'month 13'],
    ['110101199001001231', 'day 00'],
    ['110101179912311232', 'year before 1800'],
    ['01010119900307123X', 'area code starting with 0'],
    ['11010519491231002', '17 characters'],
    ['11010519491231002X1', '19 characters'],
    ['1101051949123100XX', 'X outside the last place'],
    ['11010519491231002Y', 'check char not digit or X'],
    [' 11010519491231002X', 'leading blank'],
    ['', 'empty'],
  ])('rejects %s (%s)', (id) => {
    expect(isIdCard(id, NOW)).toBe(false);
  });

  it('rejects a birth date in the future relative to now', () => {
    expect(isIdCard('110101203001011236', NOW)).toBe(false);
    expect(isIdCard('110101203001011236', new Date('2031-01-01T12:00:00Z'))).toBe(true);
  });

  it('accepts a birth date equal to today', () => {
    expect(isIdCard('110101202501011238', new Date(2025, 0, 1, 12))).toBe(true);
    expect(isIdCard('110101202501011238', new Date(2024, 11, 31, 12))).toBe(false);
  });

  it('rejects non-strings without throwing', () => {
    expect(isIdCard(undefined)).toBe(false);
    expect(isIdCard(null)).toBe(false);
    expect(isIdCard(110105194912310020)).toBe(false);
  });

  it('lower bound 1800 is inclusive', () => {
    expect(isIdCard('110101180001011237', NOW)).toBe(true);
  });
});

describe('parseIdCard', () => {
  it('reads birth date and sex (17th digit even → female)', () => {
    expect(parseIdCard('11010519491231002X', NOW)).toEqual({ birthDate: '1949-12-31', sex: 2 });
  });

  it('reads an odd 17th digit as male', () => {
    expect(parseIdCard('440524188001010014', NOW)).toEqual({ birthDate: '1880-01-01', sex: 1 });
    expect(parseIdCard('110101199003078033', NOW)).toBeNull(); // same number, wrong check char
  });

  it('returns null for invalid numbers', () => {
    expect(parseIdCard('110101199002301236', NOW)).toBeNull();
    expect(parseIdCard('abc', NOW)).toBeNull();
  });
});
