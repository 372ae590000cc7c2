import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { useRowWork, WorkingNote } from './row-work.tsx';

const report = () => ({ done: vi.fn(), failed: vi.fn() });

describe('useRowWork', () => {
  it('is busy with what it does while the work runs, then tells it done', async () => {
    const told = report();
    const { result } = renderHook(() => useRowWork(told));
    let finish!: () => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(
        '삭제하는 중',
        () => new Promise<void>((done) => (finish = done)),
        '삭제했습니다',
      );
    });
    expect(result.current).toMatchObject({ working: '삭제하는 중', busy: true });
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ working: undefined, busy: false });
    expect(told.done).toHaveBeenCalledWith('삭제했습니다');
  });

  it('tells a failure in the server’s words, but not a 403 the API client alerted already', async () => {
    const told = report();
    const { result } = renderHook(() => useRowWork(told));
    await act(() =>
      result.current.run(
        '삭제하는 중',
        () => Promise.reject(new ApiError(409, '사용 중인 택배사입니다', 'IN_USE')),
        '삭제했습니다',
      ),
    );
    expect(told.failed).toHaveBeenCalledWith('사용 중인 택배사입니다');
    await act(() =>
      result.current.run(
        '삭제하는 중',
        () => Promise.reject(new ApiError(403, '권한이 없습니다', 'FORBIDDEN')),
        '삭제했습니다',
      ),
    );
    expect(told.failed).toHaveBeenCalledTimes(1);
    expect(told.done).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});

describe('WorkingNote', () => {
  it('shows what is being done, and nothing otherwise', () => {
    const { rerender, container } = render(<WorkingNote working="삭제하는 중" />);
    expect(screen.getByText('삭제하는 중…')).toBeTruthy();
    rerender(<WorkingNote working={undefined} />);
    expect(container.textContent).toBe('');
  });
});
