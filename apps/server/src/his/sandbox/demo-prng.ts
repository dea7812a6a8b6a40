/**
 * The demo data's randomness, reproducible: the same seed gives the same reports on every machine and every run
 * (never Math.random). mulberry32 is a tiny, well-known 32-bit generator — plenty for demo values, not for secrets.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** Roughly normal (mean 0, sd 1): the sum of three uniforms, rescaled. */
  normal(): number;
}

export function mulberry32(seed: number): Prng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const prng: Prng = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(items.length * next())]!,
    normal: () => (next() + next() + next() - 1.5) * 2,
  };
  return prng;
}

/** A 32-bit seed from text (FNV-1a), so each person's reports follow from who they are, not from the file's order. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
