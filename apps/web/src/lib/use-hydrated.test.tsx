import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating, useHydrated } from './use-hydrated.ts';

afterEach(() => setHydrating(false));

describe('useHydrated', () => {
  it('is true at once for a component rendered in the browser from scratch', () => {
    const { result } = renderHook(() => useHydrated());
    expect(result.current).toBe(true);
  });

  it('is false during a hydration (as on the server) and true once its effects have run', async () => {
    setHydrating(true);
    const seen: boolean[] = [];
    await act(async () => {
      renderHook(() => {
        const hydrated = useHydrated();
        seen.push(hydrated);
        return hydrated;
      });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true at once for a component mounted after the hydration has committed', () => {
    setHydrating(true);
    setHydrating(false);
    const { result } = renderHook(() => useHydrated());
    expect(result.current).toBe(true);
  });
});
