import type { ShopContext } from '../http/context.ts';

/**
 * Runs a sweep every `everyMs` with a fresh context (its own clock reading) until stopped. A failed
 * run is logged and the next one tries again; runs of one sweep never overlap on one node.
 */
export function scheduleSweep(
  name: string,
  sweep: (ctx: ShopContext) => Promise<unknown>,
  context: () => ShopContext,
  everyMs: number,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const ctx = context();
    sweep(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, `${name} sweep failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
