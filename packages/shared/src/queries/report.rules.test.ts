import { describe, expect, it } from 'vitest';
import { abnormalFlag, formatRange, numericResult } from './report.rules.ts';

describe('abnormalFlag', () => {
  it('marks above the upper bound H, below the lower L, inside (bounds included) N', () => {
    expect(abnormalFlag('6.2', 3.9, 6.1)).toBe('H');
    expect(abnormalFlag('3.8', 3.9, 6.1)).toBe('L');
    expect(abnormalFlag('3.9', 3.9, 6.1)).toBe('N');
    expect(abnormalFlag('6.1', 3.9, 6.1)).toBe('N');
  });
  it('works with one bound only, and with a qualified number', () => {
    expect(abnormalFlag('5.3', null, 5.2)).toBe('H');
    expect(abnormalFlag('0.9', 1.0, null)).toBe('L');
    expect(abnormalFlag('<0.1', null, 0.5)).toBe('N');
  });
  it('has no flag for a text result or an item without a range', () => {
    expect(abnormalFlag('negative', null, null)).toBeNull();
    expect(abnormalFlag('positive', 0, 1)).toBeNull();
    expect(abnormalFlag('5', null, null)).toBeNull();
  });
});

describe('numericResult and formatRange', () => {
  it('reads the number of a result', () => {
    expect(numericResult(' 12.5 ')).toBe(12.5);
    expect(numericResult('>100')).toBe(100);
    expect(numericResult('1+')).toBeNull();
  });
  it('prints a range as the lab does', () => {
    expect(formatRange(3.9, 6.1)).toBe('3.9–6.1');
    expect(formatRange(null, 5.2)).toBe('<5.2');
    expect(formatRange(40, null)).toBe('>40');
    expect(formatRange(null, null)).toBe('');
  });
});
