import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, Toaster, toast } from './toast.tsx';

afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('announces a success politely and lets it go after a few seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('배너를 저장했습니다');
    });
    expect(screen.getByRole('status').textContent).toContain('배너를 저장했습니다');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('status').textContent).not.toContain('배너를 저장했습니다');
  });

  it('keeps a failure on screen as an alert until it is closed, once per message', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    let id = 0;
    act(() => {
      toast.error('이미지를 올리지 못했습니다');
      id = toast.error('이미지를 올리지 못했습니다');
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getAllByText('이미지를 올리지 못했습니다')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('이미지를 올리지 못했습니다');
    act(() => dismissToast(id));
    expect(screen.queryByText('이미지를 올리지 못했습니다')).toBeNull();
  });
});
