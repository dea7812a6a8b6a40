import { describe, expect, it, vi } from 'vitest';
import { ClaimGate } from './claim-gate.ts';

/** The gate orders attempts on one session; it never refuses one and never holds one for good. */
describe('ClaimGate', () => {
  it('lets in as many attempts as there are free numbers; one leaving wakes one waiting', async () => {
    const gate = new ClaimGate();
    expect(gate.tryEnter('s', 2)).toBe(true);
    expect(gate.tryEnter('s', 2)).toBe(true);
    expect(gate.tryEnter('s', 2)).toBe(false);
    const first = gate.wait('s');
    const second = gate.wait('s');
    expect(gate.size('s')).toEqual({ inside: 2, waiting: 2 });
    gate.leave('s');
    expect(await first).toBe(true);
    expect(gate.size('s')).toEqual({ inside: 1, waiting: 1 });
    // The woken one read 'sold out': all the others read it too.
    gate.wakeAll('s');
    expect(await second).toBe(true);
    gate.leave('s');
    expect(gate.size('s')).toEqual({ inside: 0, waiting: 0 });
  });

  it('hands the turn on when a woken attempt goes no further', async () => {
    const gate = new ClaimGate();
    gate.tryEnter('s', 1);
    const a = gate.wait('s');
    const b = gate.wait('s');
    gate.leave('s');
    expect(await a).toBe(true);
    gate.passOn('s');
    expect(await b).toBe(true);
  });

  it('never holds an attempt for good: a wait ends after its bound', async () => {
    vi.useFakeTimers();
    try {
      const gate = new ClaimGate();
      gate.tryEnter('s', 1);
      const waiting = gate.wait('s', 1_000);
      vi.advanceTimersByTime(1_000);
      expect(await waiting).toBe(false);
      expect(gate.size('s')).toEqual({ inside: 1, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ClaimGate read marks', () => {
  it('tells a read made before an attempt left that gate from one made after', () => {
    const gate = new ClaimGate();
    const before = gate.mark();
    gate.tryEnter('s', 1);
    expect(gate.leftSince('s', before)).toBe(false);
    gate.leave('s');
    expect(gate.leftSince('s', before)).toBe(true);
    // Another session's leave does not make this one's read stale.
    expect(gate.leftSince('t', before)).toBe(false);
    expect(gate.leftSince('s', gate.mark())).toBe(false);
  });
});
