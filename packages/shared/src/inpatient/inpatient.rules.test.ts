import { describe, expect, it } from 'vitest';
import { lowDeposit, settlementAction } from './inpatient.rules.ts';

describe('inpatient rules', () => {
  it('warns when the deposit left after the costs is under the threshold', () => {
    expect(lowDeposit(100_000, 60_000, 50_000)).toBe(true);
    expect(lowDeposit(100_000, 50_000, 50_000)).toBe(false);
    expect(lowDeposit(0, 10_000, 0)).toBe(true);
  });
  it('asks to pay a positive difference and refunds a negative one', () => {
    expect(settlementAction(1)).toBe('pay');
    expect(settlementAction(-1)).toBe('refund');
    expect(settlementAction(0)).toBe('none');
  });
});
