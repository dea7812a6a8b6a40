import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFen } from './money.ts';

afterEach(() => vi.restoreAllMocks());

describe('formatFen', () => {
  it('shows integer fen as yuan with two decimals', () => {
    expect(formatFen(20000)).toBe('¥200.00');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(1)).toBe('¥0.01');
    expect(formatFen(99)).toBe('¥0.99');
    expect(formatFen(150050)).toBe('¥1500.50');
  });

  it('keeps the sign of a negative amount in front of the currency sign', () => {
    expect(formatFen(-1234)).toBe('-¥12.34');
    expect(formatFen(-5)).toBe('-¥0.05');
  });

  it('never goes through floating-point yuan (0.1 + 0.2 style errors)', () => {
    // 1.15 yuan in float is 1.149999…; in fen it is exactly 115.
    expect(formatFen(115)).toBe('¥1.15');
    expect(formatFen(100000029)).toBe('¥1000000.29');
  });

  it('shows nothing for a non-number and warns above the maximum safe integer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatFen(Number.NaN)).toBe('');
    expect(formatFen(Number.POSITIVE_INFINITY)).toBe('');
    expect(warn).not.toHaveBeenCalled();
    formatFen(Number.MAX_SAFE_INTEGER + 2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
