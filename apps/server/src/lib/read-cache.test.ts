import { describe, expect, it, vi } from 'vitest';
import { cachedRead, evictReads, ReadCache } from './read-cache.ts';

describe('cachedRead', () => {
  it('loads once per key and owner, sharing loads in flight', async () => {
    const owner = {};
    const load = vi.fn(async () => 'v');
    const [a, b] = await Promise.all([cachedRead(owner, 'k', load), cachedRead(owner, 'k', load)]);
    expect([a, b]).toEqual(['v', 'v']);
    expect(await cachedRead(owner, 'k', load)).toBe('v');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps owners apart, so two databases never share entries', async () => {
    expect(await cachedRead({}, 'k', async () => 'first')).toBe('first');
    expect(await cachedRead({}, 'k', async () => 'second')).toBe('second');
  });

  it('does not cache failures', async () => {
    const owner = {};
    await expect(
      cachedRead(owner, 'k', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cachedRead(owner, 'k', async () => 'recovered')).toBe('recovered');
  });

  it('expires entries after the TTL', async () => {
    vi.useFakeTimers();
    try {
      const owner = {};
      await cachedRead(owner, 'k', async () => 'old');
      vi.advanceTimersByTime(5_001);
      expect(await cachedRead(owner, 'k', async () => 'new')).toBe('new');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ReadCache (caches told when their data changes)', () => {
  it('evicts what a change names, loading entries included, and a later read loads again', async () => {
    const cache = new ReadCache<{ ids: string[] }>({ max: 10, ttlMs: 60_000 });
    const owner = {};
    await cache.read(owner, 'h1|a', async () => ({ ids: ['s1'] }));
    await cache.read(owner, 'h1|b', async () => ({ ids: ['s2'] }));
    let release: (v: { ids: string[] }) => void = () => undefined;
    const loading = cache.read(owner, 'h1|c', () => new Promise((r) => (release = r)));
    // A notice about s1: its entry goes, and so does the one still loading (it may have read before the change).
    cache.evict(
      owner,
      (key, value) => key.startsWith('h1|') && (!value || value.ids.includes('s1')),
    );
    release({ ids: ['s3'] });
    await loading;
    const load = vi.fn(async () => ({ ids: ['fresh'] }));
    expect(await cache.read(owner, 'h1|a', load)).toEqual({ ids: ['fresh'] });
    expect(await cache.read(owner, 'h1|c', load)).toEqual({ ids: ['fresh'] });
    expect(await cache.read(owner, 'h1|b', load)).toEqual({ ids: ['s2'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ends an entry at the instant expiresAt names, before its TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new ReadCache<string>({ max: 10, ttlMs: 60_000 });
      const owner = {};
      const until = Date.now() + 1_000;
      await cache.read(
        owner,
        'k',
        async () => 'before',
        () => until,
      );
      vi.setSystemTime(until - 1);
      expect(await cache.read(owner, 'k', async () => 'after')).toBe('before');
      vi.setSystemTime(until);
      expect(await cache.read(owner, 'k', async () => 'after')).toBe('after');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed load evicted meanwhile does not remove the load that replaced it', async () => {
    const cache = new ReadCache<string>({ max: 10, ttlMs: 60_000 });
    const owner = {};
    let fail: (e: Error) => void = () => undefined;
    const first = cache.read(owner, 'k', () => new Promise((_, reject) => (fail = reject)));
    cache.clear(owner);
    expect(await cache.read(owner, 'k', async () => 'second')).toBe('second');
    fail(new Error('down'));
    await expect(first).rejects.toThrow('down');
    expect(await cache.read(owner, 'k', async () => 'third')).toBe('second');
  });

  it('evictReads drops the shared cache entries under a prefix', async () => {
    const owner = {};
    await cachedRead(owner, 'sessions:1001:a', async () => 'old');
    await cachedRead(owner, 'sessions:10011:a', async () => 'other');
    evictReads(owner, 'sessions:1001:');
    expect(await cachedRead(owner, 'sessions:1001:a', async () => 'new')).toBe('new');
    expect(await cachedRead(owner, 'sessions:10011:a', async () => 'new')).toBe('other');
  });
});
