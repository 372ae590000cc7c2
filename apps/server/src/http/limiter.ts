import type { Redis } from 'ioredis';

/**
 * Counts events per key within a window: failed logins per username and per address.
 * In-process by default; Redis when REDIS_URL is set so several app nodes share the counts.
 */
export interface Limiter {
  /** Adds one event and answers how many the key has in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Takes back one event (an attempt counted in advance that turned out fine). */
  forgive(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.endsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    async hit(key, windowSeconds) {
      const w = live(key) ?? { count: 0, endsAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      if (windows.size > 100_000) {
        for (const k of windows.keys()) live(k);
      }
      return w.count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async forgive(key) {
      const w = live(key);
      if (w && --w.count <= 0) windows.delete(key);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisLimiter(redis: Redis, prefix = 'limit:'): Limiter {
  return {
    async hit(key, windowSeconds) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec()) as [[null, number]];
      return count;
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async forgive(key) {
      // A key that expired meanwhile comes back as -1 without a TTL: remove it.
      if ((await redis.decr(prefix + key)) <= 0) await redis.del(prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
