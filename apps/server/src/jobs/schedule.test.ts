import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopContext } from '../http/context.ts';
import { scheduleSweep } from './schedule.ts';

const context = () => ({ log: { error: vi.fn() } }) as unknown as ShopContext;

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleSweep', () => {
  it('runs every period, and once soon after the start when asked (the roll-up after a deploy)', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => {});
    const stop = scheduleSweep('test', sweep, context, 60_000, { firstAfterMs: 5_000 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sweep).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(55_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('waits a whole period without firstAfterMs, and never runs two at once', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const sweep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = scheduleSweep('test', sweep, context, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(sweep).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(3_001);
    expect(sweep).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });
});
