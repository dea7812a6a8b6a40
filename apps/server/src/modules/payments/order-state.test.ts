import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  isFinal,
  ORDER_STATES,
  ORDER_TRANSITIONS,
} from './order-state.ts';

describe('pay order state machine', () => {
  it('follows created → paying → paid → refunding → refunded', () => {
    expect(canTransition('created', 'paying')).toBe(true);
    expect(canTransition('paying', 'paid')).toBe(true);
    expect(canTransition('paid', 'refunding')).toBe(true);
    expect(canTransition('refunding', 'refunded')).toBe(true);
  });

  it('closes orders not yet paid, and a refund the gateway never took the money for', () => {
    expect(canTransition('created', 'closed')).toBe(true);
    expect(canTransition('paying', 'closed')).toBe(true);
    expect(canTransition('paid', 'closed')).toBe(false);
    expect(canTransition('refunding', 'closed')).toBe(true);
    expect(canTransition('refunded', 'closed')).toBe(false);
  });

  it('never skips, reverses or leaves a final state', () => {
    expect(canTransition('created', 'paid')).toBe(false);
    expect(canTransition('paid', 'refunded')).toBe(false);
    expect(canTransition('paid', 'paying')).toBe(false);
    expect(canTransition('refunded', 'paid')).toBe(false);
    for (const s of ORDER_STATES) expect(canTransition(s, s)).toBe(false);
    expect(ORDER_STATES.filter(isFinal)).toEqual(['refunded', 'closed']);
  });

  it('every target is a known state, and assertTransition throws on a forbidden one', () => {
    for (const targets of Object.values(ORDER_TRANSITIONS))
      for (const t of targets) expect(ORDER_STATES).toContain(t);
    expect(() => assertTransition('paying', 'paid')).not.toThrow();
    expect(() => assertTransition('closed', 'paying')).toThrow(/closed to paying/);
  });
});
