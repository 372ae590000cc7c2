import { useCallback, useEffect, useState } from 'react';

/**
 * The rotating notice ticker (spec §2 Header): one notice at a time, moving on by itself and by
 * its up/down arrows, wrapping at both ends.
 */

export const TICKER_INTERVAL_MS = 4000;

/** The index `delta` steps from `index` in a ring of `count` items (0 when there are none). */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * The ticker's position. It moves every `interval` ms unless `paused` (hovered, focused, or the
 * shopper prefers reduced motion); a move by the arrows restarts the wait, so the shopper has a
 * full interval to read what they chose.
 */
export function useTicker(
  count: number,
  { paused, interval = TICKER_INTERVAL_MS }: { paused: boolean; interval?: number },
) {
  const [state, setState] = useState({ index: 0, moves: 0 });
  const index = count > 0 ? state.index % count : 0;
  const move = useCallback(
    (delta: number) => setState((s) => ({ index: stepIndex(s.index, delta, count), moves: s.moves + 1 })),
    [count],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.moves` restarts the wait after a manual move
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(
      () => setState((s) => ({ index: stepIndex(s.index, 1, count), moves: s.moves })),
      interval,
    );
    return () => window.clearInterval(timer);
  }, [paused, count, interval, state.moves]);
  return { index, next: () => move(1), previous: () => move(-1) };
}
