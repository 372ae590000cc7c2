import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Limiter, memoryLimiter, redisLimiter } from './limiter.ts';

describe('memoryLimiter', () => {
  let now = 1_000_000;
  const limiter = memoryLimiter(() => now);

  it('counts hits per key', async () => {
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.hit('a', 60)).toBe(1);
    expect(await limiter.hit('a', 60)).toBe(2);
    expect(await limiter.hit('b', 60)).toBe(1);
    expect(await limiter.count('a')).toBe(2);
  });

  it('forgets a key when its window ends, counted from the first hit', async () => {
    await limiter.hit('w', 10);
    now += 9_000;
    expect(await limiter.hit('w', 10)).toBe(2);
    now += 999;
    expect(await limiter.count('w')).toBe(2);
    now += 1;
    expect(await limiter.count('w')).toBe(0);
    expect(await limiter.hit('w', 10)).toBe(1);
  });

  it('takes back one hit, never going below zero', async () => {
    await limiter.hit('f', 60);
    await limiter.hit('f', 60);
    await limiter.forgive('f');
    expect(await limiter.count('f')).toBe(1);
    await limiter.forgive('f');
    await limiter.forgive('f');
    expect(await limiter.count('f')).toBe(0);
    expect(await limiter.hit('f', 60)).toBe(1);
  });

  it('counts racing hits one by one', async () => {
    const counts = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('race', 60)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('resets a key', async () => {
    await limiter.hit('r', 60);
    await limiter.reset('r');
    expect(await limiter.count('r')).toBe(0);
    await limiter.reset('never-seen');
  });
});

/** Redis-backed limits are checked only where a Redis answers; CI without one skips them. */
async function localRedis(): Promise<Redis | null> {
  const redis = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

const redis = await localRedis();
if (!redis) console.warn('redisLimiter tests skipped: no Redis answers at 127.0.0.1:6379');

describe.skipIf(!redis)('redisLimiter (needs Redis at 127.0.0.1:6379)', () => {
  const prefix = `test:${randomUUID()}:`;
  let limiter: Limiter;
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts hits per key', async () => {
    limiter = redisLimiter(redis!, prefix);
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.hit('a', 60)).toBe(1);
    expect(await limiter.hit('a', 60)).toBe(2);
    expect(await limiter.hit('b', 60)).toBe(1);
    expect(await limiter.count('a')).toBe(2);
  });

  it('keeps the window of the first hit instead of extending it', async () => {
    await limiter.hit('ttl', 60);
    await redis!.expire(`${prefix}ttl`, 5);
    await limiter.hit('ttl', 60);
    expect(await redis!.ttl(`${prefix}ttl`)).toBeLessThanOrEqual(5);
  });

  it('forgets a key when its window ends', async () => {
    await limiter.hit('w', 1);
    expect(await limiter.count('w')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await limiter.count('w')).toBe(0);
  });

  it('takes back one hit, never leaving a key below zero or without a window', async () => {
    await limiter.hit('f', 60);
    await limiter.hit('f', 60);
    await limiter.forgive('f');
    expect(await limiter.count('f')).toBe(1);
    await limiter.forgive('f');
    await limiter.forgive('f');
    expect(await limiter.count('f')).toBe(0);
    expect(await redis!.exists(`${prefix}f`)).toBe(0);
    expect(await limiter.hit('f', 60)).toBe(1);
    expect(await redis!.ttl(`${prefix}f`)).toBeGreaterThan(0);
  });

  it('counts racing hits one by one', async () => {
    const counts = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('race', 60)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('resets a key', async () => {
    await limiter.hit('r', 60);
    await limiter.reset('r');
    expect(await limiter.count('r')).toBe(0);
  });
});
