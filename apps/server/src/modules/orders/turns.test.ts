import { describe, expect, it } from 'vitest';
import { Turns } from './turns.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Turns', () => {
  it('lets at most `width` orders of one product run at once, in the order they came', async () => {
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const waited: boolean[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        turns.take(['bidet'], async (w) => {
          waited[i] = w;
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          finished.push(i);
        }),
      ),
    );
    expect(most).toBe(2);
    expect(finished.slice(0, 2).sort()).toEqual([0, 1]);
    expect(waited).toEqual([false, false, true, true, true, true, true, true]);
  });

  it('never lets orders sharing products wait for each other in a circle', async () => {
    const turns = new Turns(1);
    const names = ['a', 'b', 'c'];
    const done = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        turns.take([names[i % 3]!, names[(i + 1) % 3]!], async () => {
          await tick();
          return i;
        }),
      ),
    );
    expect(done).toHaveLength(30);
  });

  it('does not hold other products, and frees a product once its orders are done', async () => {
    const turns = new Turns(1);
    let release!: () => void;
    const long = turns.take(['tub'], () => new Promise<void>((resolve) => (release = resolve)));
    expect(await turns.take(['sink'], async (w) => w)).toBe(false);
    const queued = turns.take(['tub'], async (w) => w);
    release();
    await long;
    expect(await queued).toBe(true);
    expect(await turns.take(['tub'], async (w) => w)).toBe(false);
  });

  it('holds none of an order’s products while it waits for one of them', async () => {
    const turns = new Turns(1);
    let release!: () => void;
    const sale = turns.take(['sale'], () => new Promise<void>((resolve) => (release = resolve)));
    const both = turns.take(['soap', 'sale'], async (w) => w);
    expect(await turns.take(['soap'], async (w) => w)).toBe(false);
    release();
    await sale;
    expect(await both).toBe(true);
  });

  it('passes the turn on when an order fails', async () => {
    const turns = new Turns(1);
    await expect(
      turns.take(['tap'], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await turns.take(['tap'], async (w) => w)).toBe(false);
  });
});
