import { describe, expect, it } from 'vitest';
import { shownTitle } from './shown-title.ts';

describe('shownTitle', () => {
  const on = { titleByFee: true };
  it("keeps the doctor's own title where the hospital does not map by fee", () => {
    expect(shownTitle({ titleByFee: false }, 'attending physician', 30000)).toBe(
      'attending physician',
    );
  });
  it('maps by the session fee where it does', () => {
    expect(shownTitle(on, 'attending physician', 30000)).toBe('well-known expert');
    expect(shownTitle(on, 'well-known expert', 2800)).toBe('chief physician');
    expect(shownTitle(on, 'chief physician', 2100)).toBe('associate chief physician');
    expect(shownTitle(on, 'resident physician', 500)).toBe('ordinary number');
  });
  it('keeps the own title for a fee the mapping does not cover or a missing fee', () => {
    expect(shownTitle(on, 'chief physician', 5000)).toBe('chief physician');
    expect(shownTitle(on, 'chief physician', null)).toBe('chief physician');
  });
});
