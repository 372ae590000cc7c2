import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Storefront catalogue answers, cached per catalogue version, and the operator-edited data every
 * order and quote reads (the shop setting, the remote-area ranges). Any operator change of these
 * bumps the version, so every cached answer is stale at once. With Redis the version is shared by
 * all app nodes; the answers themselves stay in each node's memory.
 */
export interface CatalogCache {
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * A value kept for the whole catalogue version outside the LRU, so answers never push it out:
   * the search index (search.ts), large and costly to rebuild. Loaded again once the version moves.
   */
  keep<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  bump(): Promise<void>;
}

const MAX_ENTRIES = 5_000;
const VERSION_KEY = 'catalog:version';

export function catalogCache(redis: Redis | null = null): CatalogCache {
  const entries = new LRUCache<string, object>({ max: MAX_ENTRIES });
  let localVersion = 0;
  // Concurrent misses of one key share a single load.
  const loading = new Map<string, Promise<object>>();
  const kept = new Map<string, { version: number; value: Promise<object> }>();
  const version = async () => (redis ? Number((await redis.get(VERSION_KEY)) ?? 0) : localVersion);

  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      const full = `${await version()}|${key}`;
      const hit = entries.get(full);
      if (hit) return hit as T;
      let pending = loading.get(full);
      if (!pending) {
        pending = load().finally(() => loading.delete(full));
        loading.set(full, pending);
        entries.set(full, await pending);
      }
      return (await pending) as T;
    },
    async keep<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      const current = await version();
      const held = kept.get(key);
      if (held?.version === current) return held.value as Promise<T>;
      const value = load();
      kept.set(key, { version: current, value });
      // A failed load is not kept: the next call tries again.
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    async bump() {
      if (redis) await redis.incr(VERSION_KEY);
      localVersion += 1;
      entries.clear();
      kept.clear();
    },
  };
}
