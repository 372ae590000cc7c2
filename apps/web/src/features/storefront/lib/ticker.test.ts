// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepIndex, TICKER_INTERVAL_MS, useTicker } from './ticker.ts';

describe('stepIndex', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, -7, 5)).toBe(0);
  });

  it('stays at 0 with nothing to show', () => {
    expect(stepIndex(3, 1, 0)).toBe(0);
  });
});

describe('useTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on by itself every interval', () => {
    const { result } = renderHook(() => useTicker(3, { paused: false }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS * 2));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused (hover, focus or reduced motion) but still follows the arrows', () => {
    const { result } = renderHook(() => useTicker(3, { paused: true }));
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS * 3));
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
  });

  it('gives a full interval after an arrow before moving on', () => {
    const { result } = renderHook(() => useTicker(4, { paused: false }));
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS - 100));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS - 100));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.index).toBe(2);
  });
});
