import { describe, expect, it } from 'vitest';
import { physicalPayBy, physicalPayExpired } from './physical.rules.ts';

/** Issue 17 item 3: the deadline an unpaid physical-exam booking is shown, and the instant the expiry job cancels it. */
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
