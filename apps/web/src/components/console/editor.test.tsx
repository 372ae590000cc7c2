import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { BackLink, DialogSaveRow, EditorButtons, LoadFailure, SaveBar } from './editor.tsx';
import { useUnsavedChanges } from './unsaved-changes.ts';

afterEach(() => vi.restoreAllMocks());

/** An editor screen: dirty or not, with a link away and a way to leave on purpose (after saving). */
function Editor({ dirty }: { dirty: boolean }) {
  const leaving = useUnsavedChanges(dirty);
  return (
    <>
      <Link to="/console/banners">목록으로</Link>
      <Link to="/console/banners/b1?tab=2">같은 화면</Link>
      <button type="button" onClick={() => (leaving.current = true)}>
        저장 후 이동
      </button>
    </>
  );
}

const routerWith = (dirty: boolean) =>
  createMemoryRouter(
    [
      { path: '/console/banners/:_banner', element: <Editor dirty={dirty} /> },
      { path: '/console/banners', element: <p>배너 목록</p> },
    ],
    { initialEntries: ['/console/banners/b1'] },
  );

describe('useUnsavedChanges', () => {
  it('asks before leaving with unsaved edits, and stays when the operator says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = routerWith(true);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: '목록으로' }));
    expect(confirm).toHaveBeenCalledWith('저장하지 않은 내용이 있습니다. 페이지를 떠나시겠습니까?');
    expect(router.state.location.pathname).toBe('/console/banners/b1');
  });

  it('leaves when the operator agrees', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = routerWith(true);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: '목록으로' }));
    expect(await screen.findByText('배너 목록')).toBeTruthy();
  });

  it('lets a clean form, a change of query only, and a leave after saving go without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const clean = routerWith(false);
    const { unmount } = render(<RouterProvider router={clean} />);
    await userEvent.click(screen.getByRole('link', { name: '목록으로' }));
    expect(clean.state.location.pathname).toBe('/console/banners');
    unmount();

    const dirty = routerWith(true);
    render(<RouterProvider router={dirty} />);
    await userEvent.click(screen.getByRole('link', { name: '같은 화면' }));
    expect(dirty.state.location.search).toBe('?tab=2');
    await userEvent.click(screen.getByRole('button', { name: '저장 후 이동' }));
    await act(() => dirty.navigate('/console/banners'));
    expect(dirty.state.location.pathname).toBe('/console/banners');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('warns before the tab closes only while there are unsaved edits', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const router = routerWith(true);
    const { unmount } = render(<RouterProvider router={router} />);
    const added = add.mock.calls.find(([type]) => type === 'beforeunload');
    if (!added) throw new Error('no beforeunload listener');
    const event = new Event('beforeunload', { cancelable: true });
    (added[1] as EventListener)(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    expect(remove.mock.calls.some(([type, fn]) => type === 'beforeunload' && fn === added[1])).toBe(true);

    add.mockClear();
    render(<RouterProvider router={routerWith(false)} />);
    expect(add.mock.calls.some(([type]) => type === 'beforeunload')).toBe(false);
  });
});

describe('SaveBar', () => {
  it("shows the server's message, or asks to check the fields when the form is invalid", () => {
    const { rerender } = render(
      <SaveBar message="배너를 저장하지 못했습니다" invalid>
        <button type="submit">저장하기</button>
      </SaveBar>,
    );
    expect(screen.getByRole('alert').textContent).toBe('배너를 저장하지 못했습니다');
    rerender(
      <SaveBar invalid>
        <button type="submit">저장하기</button>
      </SaveBar>,
    );
    expect(screen.getByRole('alert').textContent).toBe('입력 내용을 확인해주세요.');
    rerender(
      <SaveBar>
        <button type="submit">저장하기</button>
      </SaveBar>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '저장하기' })).toBeTruthy();
  });
});

describe('LoadFailure and BackLink', () => {
  const inRouter = (ui: React.ReactNode) =>
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />);

  it('calls a missing detail not found, with the way back to the list', () => {
    inRouter(
      <LoadFailure
        error={new ApiError(404, '배너를 찾을 수 없습니다', 'NOT_FOUND')}
        notFound="배너를 찾을 수 없습니다"
        listTo="/console/banners"
        listLabel="배너 목록으로"
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('배너를 찾을 수 없습니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '배너 목록으로' }).getAttribute('href')).toBe('/console/banners');
  });

  it('offers a retry for any other failure, and links back to the list', async () => {
    const onRetry = vi.fn();
    inRouter(
      <>
        <BackLink to="/console/popups">팝업 목록</BackLink>
        <LoadFailure
          error={new Error('network')}
          notFound="팝업을 찾을 수 없습니다"
          listTo="/console/popups"
          listLabel="팝업 목록으로"
          onRetry={onRetry}
        />
      </>,
    );
    expect(screen.getByRole('link', { name: '팝업 목록' }).getAttribute('href')).toBe('/console/popups');
    await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('EditorButtons', () => {
  const inRouter = (ui: React.ReactNode) =>
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />);

  it('registers a new item without a delete button', () => {
    inRouter(<EditorButtons listTo="/console/popups" isNew saving={false} />);
    expect(screen.getByRole('button', { name: '등록하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /삭제/ })).toBeNull();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/console/popups');
  });

  it('saves and deletes a saved item, and says so while it saves', async () => {
    const onDelete = vi.fn();
    inRouter(
      <EditorButtons
        listTo="/console/popups"
        isNew={false}
        saving
        onDelete={onDelete}
        deleteLabel="팝업 삭제"
      />,
    );
    const save = screen.getByRole('button', { name: '저장하는 중…' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '팝업 삭제' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('keeps delete disabled while the item is being deleted', () => {
    inRouter(<EditorButtons listTo="/" isNew={false} saving={false} onDelete={() => {}} deleting />);
    expect((screen.getByRole('button', { name: '삭제' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '저장하기' })).toBeTruthy();
  });
});

describe('DialogSaveRow', () => {
  it('shows the form’s message above its submit, busy while saving', () => {
    render(
      <form>
        <DialogSaveRow message="이미 사용 중인 코드입니다" saving>
          저장
        </DialogSaveRow>
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('이미 사용 중인 코드입니다');
    const submit = screen.getByRole('button', { name: '저장' }) as HTMLButtonElement;
    expect(submit.type).toBe('submit');
    expect(submit.disabled).toBe(true);
  });
});
