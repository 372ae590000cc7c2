import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingImage } from './image-slot.tsx';

describe('usePendingImage', () => {
  it('holds a picked file until it is sent, and removing it only drops it', () => {
    const { result } = renderHook(usePendingImage);
    const file = new Blob(['x'], { type: 'image/png' });
    act(() => result.current.pick(file));
    expect(result.current).toMatchObject({ file, removed: false, changed: true });
    act(() => result.current.remove());
    expect(result.current).toMatchObject({ file: null, removed: false, changed: false });
  });

  it('marks the saved image for deletion, until a new file is picked or it is sent', () => {
    const { result } = renderHook(usePendingImage);
    act(() => result.current.remove());
    expect(result.current).toMatchObject({ file: null, removed: true, changed: true });
    act(() => result.current.pick(new Blob(['y'])));
    expect(result.current.removed).toBe(false);
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ file: null, removed: false, changed: false });
  });
});
