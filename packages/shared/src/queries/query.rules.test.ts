import { describe, expect, it } from 'vitest';
import { earliestDay, queryRange } from './query.rules.ts';

describe('queryRange (QUERY001)', () => {
  it('defaults to the last 3 months up to today', () => {
    expect(queryRange('2026-11-24', undefined, undefined)).toEqual({
      ok: true,
      from: '2026-08-25',
      to: '2026-11-24',
    });
  });
  it('keeps a given range, and a single day', () => {
    expect(queryRange('2026-11-24', '2025-01-01', '2025-12-31')).toEqual({
      ok: true,
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(queryRange('2026-11-24', '2026-11-24', '2026-11-24')).toMatchObject({ ok: true });
  });
  it('refuses a reversed range and one longer than the maximum', () => {
    expect(queryRange('2026-11-24', '2026-11-25', '2026-11-24')).toEqual({
      ok: false,
      reason: 'QUERY001',
      params: { days: 1098 },
    });
    expect(queryRange('2026-11-24', '2020-01-01', '2026-11-24')).toMatchObject({
      ok: false,
      reason: 'QUERY001',
    });
  });
  it('a query limited to its last 90 days defaults to them and refuses a range longer or older', () => {
    // A limit past the default leaves the default.
    expect(queryRange('2026-11-24', undefined, undefined, { lookBackDays: 180 })).toMatchObject({
      from: '2026-08-25',
    });
    const limit = { lookBackDays: 90 };
    expect(earliestDay('2026-11-24', 90)).toBe('2026-08-27');
    expect(queryRange('2026-11-24', undefined, undefined, limit)).toEqual({
      ok: true,
      from: '2026-08-27',
      to: '2026-11-24',
    });
    expect(queryRange('2026-11-24', '2026-08-27', '2026-11-24', limit)).toMatchObject({ ok: true });
    const refused = { ok: false, reason: 'QUERY001', params: { days: 90 } };
    // One day older than the period allows, though only a week long.
    expect(queryRange('2026-11-24', '2026-08-26', '2026-09-01', limit)).toEqual(refused);
    // Longer than 90 days.
    expect(queryRange('2026-11-24', '2026-08-26', '2026-11-24', limit)).toEqual(refused);
  });
});
