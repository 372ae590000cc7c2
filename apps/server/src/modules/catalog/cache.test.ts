import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogCache } from './cache.ts';

describe('catalogCache', () => {
  it('answers a cached value until the catalogue version is bumped', async () => {
    const cache = catalogCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    await cache.bump();
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = catalogCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { ok: true };
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
  });

  it('keeps a kept value for the whole version, however many answers come after it', async () => {
    const cache = catalogCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.keep('index', load)).toEqual({ n: 1 });
    // More answers than the LRU holds: a kept value is not one of them.
    for (let i = 0; i < 6_000; i++) await cache.get(`answer:${i}`, async () => ({ i }));
    expect(await cache.keep('index', load)).toEqual({ n: 1 });
    await cache.bump();
    expect(await cache.keep('index', load)).toEqual({ n: 2 });
  });

  it('shares one kept load between concurrent callers, and does not keep a failure', async () => {
    const cache = catalogCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { ok: true };
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.keep('index', load)));
    expect(loads).toBe(1);
    await expect(cache.keep('other', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.keep('other', async () => ({ ok: 2 }))).toEqual({ ok: 2 });
  });

  it('does not keep a failed load', async () => {
    const cache = catalogCache();
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => ({ ok: 1 }))).toEqual({ ok: 1 });
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
afterAll(() => probe.disconnect());

describe.skipIf(!redisUp)('catalogCache with Redis (skipped when Redis is not running)', () => {
  it('invalidates every node when one bumps the shared version', async () => {
    const nodeA = catalogCache(probe);
    const nodeB = catalogCache(probe);
    let loadsB = 0;
    await nodeB.get('k', async () => ({ n: ++loadsB }));
    await nodeA.bump();
    expect(await nodeB.get('k', async () => ({ n: ++loadsB }))).toEqual({ n: 2 });
  });

  it('loads a kept value again on every node when one bumps the version', async () => {
    const nodeA = catalogCache(probe);
    const nodeB = catalogCache(probe);
    let loadsB = 0;
    await nodeB.keep('index', async () => ({ n: ++loadsB }));
    expect(await nodeB.keep('index', async () => ({ n: ++loadsB }))).toEqual({ n: 1 });
    await nodeA.bump();
    expect(await nodeB.keep('index', async () => ({ n: ++loadsB }))).toEqual({ n: 2 });
  });
});
