import { LRUCache } from 'lru-cache';

/**
 * Short-lived caches for public, read-mostly data, which every page load of every patient reads. One cache per
 * database handle (the owner), so two apps on two databases never share entries. Loads in flight are shared too, so
 * a burst at release time reaches the database once per key. Failures are not cached. Bounded (LRU) and expiring.
 *
 * Two uses: `cachedRead` (hospital rows, config lists, catalogue: staleness bounded by a 5 s TTL, so edits show up
 * within seconds) and caches of their own for data that is told when it changes — the schedule week's pre-serialized
 * answers (modules/schedule/schedule.cache.ts) are dropped by `evict` when the database announces a change, and
 * expire early with `expiresAt` when the clock would change the answer.
 */
interface Entry<V> {
  promise: Promise<V>;
  /** Set once the load has succeeded. */
  value?: V;
  /** Epoch ms after which the entry is not served, whatever the TTL says (from ReadCache.read's expiresAt). */
  until?: number;
}

export interface ReadCacheOptions {
  max: number;
  ttlMs: number;
}

export class ReadCache<V> {
  private readonly caches = new WeakMap<object, LRUCache<string, Entry<V>>>();

  constructor(private readonly options: ReadCacheOptions) {}

  private cacheOf(owner: object) {
    let cache = this.caches.get(owner);
    if (!cache) {
      // Date as the clock so tests can move time with fake timers.
      cache = new LRUCache({ max: this.options.max, ttl: this.options.ttlMs, perf: Date });
      this.caches.set(owner, cache);
    }
    return cache;
  }

  /** The cached value of `key`, or `load`'s (shared while in flight). `expiresAt(value)` may end the entry before its TTL. */
  read(
    owner: object,
    key: string,
    load: () => Promise<V>,
    expiresAt?: (value: V) => number,
  ): Promise<V> {
    const cache = this.cacheOf(owner);
    const hit = cache.get(key);
    if (hit && !(hit.until !== undefined && hit.until <= Date.now())) return hit.promise;
    const entry: Entry<V> = { promise: load() };
    cache.set(key, entry);
    entry.promise.then(
      (value) => {
        entry.value = value;
        if (expiresAt) entry.until = expiresAt(value);
      },
      // Only this entry: an eviction may already have put a newer load under the key.
      () => cache.get(key) === entry && cache.delete(key),
    );
    return entry.promise;
  }

  /**
   * Drops the entries `match` names. `value` is undefined while an entry is still loading: whether that load read
   * before or after the change is unknown, so callers drop loading entries too.
   */
  evict(owner: object, match: (key: string, value: V | undefined) => boolean): void {
    const cache = this.caches.get(owner);
    if (!cache) return;
    const doomed: string[] = [];
    for (const [key, entry] of cache.entries()) if (match(key, entry.value)) doomed.push(key);
    for (const key of doomed) cache.delete(key);
  }

  clear(owner: object): void {
    this.caches.get(owner)?.clear();
  }
}

const shared = new ReadCache<unknown>({ max: 2_000, ttlMs: 5_000 });

export function cachedRead<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  return shared.read(owner, key, load) as Promise<T>;
}

/** Drops the shared cache's entries whose key starts with `prefix` (data that is known to have changed). */
export function evictReads(owner: object, prefix: string): void {
  shared.evict(owner, (key) => key.startsWith(prefix));
}
