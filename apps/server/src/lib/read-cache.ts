import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache for public, read-mostly hospital data (hospital rows, config lists), which every page
 * load of every patient reads. One cache per database handle, so two apps on two databases never share
 * entries. Loads in flight are shared too, so a burst at release time reaches the database once per key.
 * Failures are not cached. Staleness is bounded by the TTL (5 s): config edits show up within seconds.
 */
const caches = new WeakMap<object, LRUCache<string, Promise<unknown>>>();
const TTL_MS = 5_000;

export function cachedRead<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(owner);
  if (!cache) {
    // Date as the clock so tests can move time with fake timers.
    cache = new LRUCache({ max: 2_000, ttl: TTL_MS, perf: Date });
    caches.set(owner, cache);
  }
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}
