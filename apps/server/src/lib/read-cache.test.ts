import { describe, expect, it, vi } from 'vitest';
import { cachedRead } from './read-cache.ts';

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
    await expect(cachedRead(owner, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
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
