/**
 * Orders naming the same product take turns in this process before their placing statement, at
 * most `width` at a time per product. In a flash sale a hundred buyers reach for one product at
 * once: without turns each of their statements waits in the database on that product's row lock,
 * holding one of the pool's few connections, and every other query of the shop waits behind them.
 * With turns they wait here, where waiting costs nothing; `width` 2 keeps the next statement queued
 * in the database, so the row passes on as soon as the previous order commits.
 *
 * Products are entered in sorted order, so two orders sharing products never wait for each other
 * in a circle. Other server processes have their own turns; the row lock stays the guarantee.
 */
export class Turns {
  readonly #lanes = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(private readonly width: number) {}

  /** Runs `work` in turn; it learns whether it had to wait for orders ahead of it. */
  async take<T>(keys: readonly string[], work: (waited: boolean) => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const entered: string[] = [];
    let waited = false;
    try {
      for (const key of sorted) {
        if (await this.#enter(key)) waited = true;
        entered.push(key);
      }
      return await work(waited);
    } finally {
      for (const key of entered) this.#leave(key);
    }
  }

  /** Answers whether it had to wait. */
  async #enter(key: string): Promise<boolean> {
    let lane = this.#lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.#lanes.set(key, lane);
    }
    if (lane.running < this.width) {
      lane.running += 1;
      return false;
    }
    // The one leaving hands its place over: `running` stays as it is.
    await new Promise<void>((resolve) => lane.waiting.push(resolve));
    return true;
  }

  #leave(key: string): void {
    const lane = this.#lanes.get(key);
    if (!lane) return;
    const next = lane.waiting.shift();
    if (next) next();
    else if (--lane.running === 0) this.#lanes.delete(key);
  }
}
