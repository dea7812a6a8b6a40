/**
 * Bench:booking: at the release time every attempt that arrived while a session still showed free numbers
 * went on to the card lookup and the transaction — nine statements and a connection held — though only as many as
 * there are numbers can win; the rest learnt 'sold out' from the claim. The gate lets at most as many attempts per
 * session (and number asked for) past the early read as it showed free numbers, per instance; the others wait for one
 * of them to leave and read again, so once the winners have committed they hear 'sold out' from the two-statement
 * path, and if a number is still free (an attempt inside was refused) one of them goes on.
 *
 * The gate refuses nobody and decides nothing: it only orders attempts, and the claim stays the only guard. A wait is
 * bounded, so an attempt stuck inside cannot hold the others: after MAX_WAIT_MS they go on as before.
 *
 * A read is marked before it is made (`mark`): one that an attempt left the gate during (`leftSince`) may predate that
 * attempt's claim, so it is read again rather than let in (the early read is made with the token check, a
 * few hooks before the gate).
 */
export const MAX_WAIT_MS = 5_000;

/** How many keys' last leave the gate remembers (the most recent ones); an older read simply counts as current. */
const REMEMBERED_LEAVES = 10_000;

interface Gate {
  inside: number;
  waiting: (() => void)[];
}

export class ClaimGate {
  private readonly gates = new Map<string, Gate>();
  private leaves = 0;
  /** Per key, the number of the last leave; in the order of those leaves (the oldest is forgotten first). */
  private readonly lastLeave = new Map<string, number>();

  /** To take just before reading a key's free numbers. */
  mark(): number {
    return this.leaves;
  }

  /** Whether an attempt left the gate of `key` after `mark` was taken. */
  leftSince(key: string, mark: number): boolean {
    return (this.lastLeave.get(key) ?? 0) > mark;
  }

  private gateOf(key: string): Gate {
    let g = this.gates.get(key);
    if (!g) this.gates.set(key, (g = { inside: 0, waiting: [] }));
    return g;
  }

  private tidy(key: string, g: Gate) {
    if (g.inside <= 0 && g.waiting.length === 0) this.gates.delete(key);
  }

  /** Enters when fewer than `free` attempts are inside. */
  tryEnter(key: string, free: number): boolean {
    const g = this.gateOf(key);
    if (g.inside >= free) return false;
    g.inside += 1;
    return true;
  }

  /** Enters whatever the count (after a wait that timed out). */
  enter(key: string): void {
    this.gateOf(key).inside += 1;
  }

  leave(key: string): void {
    this.lastLeave.delete(key);
    this.lastLeave.set(key, ++this.leaves);
    if (this.lastLeave.size > REMEMBERED_LEAVES)
      this.lastLeave.delete(this.lastLeave.keys().next().value!);
    const g = this.gates.get(key);
    if (!g) return;
    g.inside -= 1;
    g.waiting.shift()?.();
    this.tidy(key, g);
  }

  /** True once woken by an attempt leaving (or passing its turn on), false after `maxMs`. */
  wait(key: string, maxMs = MAX_WAIT_MS): Promise<boolean> {
    const g = this.gateOf(key);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const i = g.waiting.indexOf(wake);
        if (i >= 0) g.waiting.splice(i, 1);
        this.tidy(key, g);
        resolve(false);
      }, maxMs);
      g.waiting.push(wake);
    });
  }

  /** A woken attempt that neither enters nor waits again hands its turn to the next one. */
  passOn(key: string): void {
    const g = this.gates.get(key);
    if (!g) return;
    g.waiting.shift()?.();
    this.tidy(key, g);
  }

  /** Sold out: every waiting attempt will read the same, so all of them read it now. */
  wakeAll(key: string): void {
    const g = this.gates.get(key);
    if (!g) return;
    for (const wake of g.waiting.splice(0)) wake();
    this.tidy(key, g);
  }

  /** Attempts inside and waiting, for tests. */
  size(key: string): { inside: number; waiting: number } {
    const g = this.gates.get(key);
    return { inside: g?.inside ?? 0, waiting: g?.waiting.length ?? 0 };
  }
}
