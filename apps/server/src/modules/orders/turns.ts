/**
 * Orders naming the same product take turns in this process before their placing statement, at
 * most `width` at a time per product. In a flash sale a hundred buyers reach for one product at
 * once: without turns each of their statements waits in the database on that product's row lock,
 * holding one of the pool's few connections, and every other query of the shop waits behind them.
 * With turns they wait here, where waiting costs nothing; `width` 2 keeps the next statement queued
 * in the database, so the row passes on as soon as the previous order commits.
 *
 * An order takes all its products at once, when each has room, and holds none while it waits: a
 * buyer waiting for the sale's product does not keep others from the ordinary products in the same
 * order, and no two orders can wait for each other. Other server processes have their own turns;
 * the row lock stays the guarantee.
 */
export class Turns {
  /** orders running per product; a product with none is absent */
  readonly #running = new Map<string, number>();
  /** per product, the orders to wake when one of its orders is done */
  readonly #waiting = new Map<string, Set<() => void>>();

  constructor(private readonly width: number) {}

  /** Runs `work` in turn; it learns whether it had to wait for orders ahead of it. */
  async take<T>(keys: readonly string[], work: (waited: boolean) => Promise<T>): Promise<T> {
    const products = [...new Set(keys)];
    let waited = false;
    while (!products.every((p) => (this.#running.get(p) ?? 0) < this.width)) {
      waited = true;
      await this.#nextDone(products);
    }
    for (const p of products) this.#running.set(p, (this.#running.get(p) ?? 0) + 1);
    try {
      return await work(waited);
    } finally {
      for (const p of products) this.#leave(p);
    }
  }

  /** Settles when an order of any of `products` is done. */
  #nextDone(products: string[]): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        for (const p of products) this.#waiting.get(p)?.delete(wake);
        resolve();
      };
      for (const p of products) {
        let set = this.#waiting.get(p);
        if (!set) {
          set = new Set();
          this.#waiting.set(p, set);
        }
        set.add(wake);
      }
    });
  }

  #leave(product: string): void {
    const left = (this.#running.get(product) ?? 1) - 1;
    if (left === 0) this.#running.delete(product);
    else this.#running.set(product, left);
    const waiting = this.#waiting.get(product);
    if (!waiting) return;
    this.#waiting.delete(product);
    // In the order they began to wait; each looks again whether all its products have room.
    for (const wake of waiting) wake();
  }
}
