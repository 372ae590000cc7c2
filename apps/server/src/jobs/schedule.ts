import type { ShopContext } from '../http/context.ts';

/**
 * Runs a sweep every `everyMs` with a fresh context (its own clock reading) until stopped, and once
 * `firstAfterMs` after the start when given (work that must not wait a whole period after a deploy).
 * A failed run is logged and the next one tries again; runs of one sweep never overlap on one node.
 * Stopping answers when the run under way (if any) has finished, so the database can close after it.
 */
export function scheduleSweep(
  name: string,
  sweep: (ctx: ShopContext) => Promise<unknown>,
  context: () => ShopContext,
  everyMs: number,
  { firstAfterMs }: { firstAfterMs?: number } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const ctx = context();
    running = sweep(ctx)
      .then(
        () => {},
        (error: unknown) => ctx.log.error({ err: error }, `${name} sweep failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  const first = firstAfterMs === undefined ? null : setTimeout(run, firstAfterMs);
  first?.unref();
  return async () => {
    clearInterval(timer);
    if (first) clearTimeout(first);
    await running;
  };
}
