import type { BoardSetting } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { type ApiCall, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleBoardSettingsPage } from './board-settings-page.tsx';

const gallery: BoardSetting = {
  _id: '0b0b0b0b-0000-4000-8000-000000000001',
  code: 'gallery',
  name: '시공 갤러리',
  kind: 'GENERAL',
  secret: false,
  useFiles: true,
  useThumb: false,
  readRoles: ['GUEST', 'CONSUMER', 'PROMOTER'],
  writeRoles: ['CONSUMER'],
  commentRoles: ['CONSUMER', 'PROMOTER'],
  postCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const questions: BoardSetting = {
  ...gallery,
  _id: '0b0b0b0b-0000-4000-8000-000000000002',
  code: 'questions',
  name: '1:1 문의',
  kind: 'QUESTION',
  secret: true,
};

/** The console API: the settings list, and the PUT / DELETE answered by `answer` (or echoed). */
function stubApi(answer?: (call: ApiCall) => Response | undefined) {
  let boards = [gallery, questions];
  return stubConsoleApi((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    if (call.url === '/api/console/boards/settings' && call.method === 'GET') return json(200, { boards });
    const put = call.url.match(/^\/api\/console\/boards\/settings\/(.+)$/);
    if (put && call.method === 'PUT') {
      const saved = { ...boards.find((b) => b._id === put[1]), ...(call.body as object) } as BoardSetting;
      boards = boards.map((b) => (b._id === saved._id ? saved : b));
      return json(200, { board: saved });
    }
    return json(404, { message: '게시판을 찾을 수 없습니다', code: 'BOARD_NOT_FOUND' });
  });
}

function renderAt(code: string) {
  const router = createMemoryRouter(
    [
      { path: '/console/boards/:_board/settings', element: <ConsoleBoardSettingsPage /> },
      { path: '/console/boards', element: <p>게시판 목록 화면</p> },
    ],
    { initialEntries: [`/console/boards/${code}/settings`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

withOperatorSession();

describe('ConsoleBoardSettingsPage (게시판 설정)', () => {
  it('loads the board’s settings into the form', async () => {
    stubApi();
    renderAt('gallery');
    expect(((await screen.findByLabelText(/이름/)) as HTMLInputElement).value).toBe('시공 갤러리');
    expect((screen.getByRole('checkbox', { name: '대표 이미지' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '첨부파일' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('시공 갤러리 (gallery)')).toBeTruthy();
  });

  it('saves the name and thumb use through PUT …/settings/{_id} and stays clean afterwards', async () => {
    const calls = stubApi();
    const { router, user } = renderAt('gallery');
    const name = (await screen.findByLabelText(/이름/)) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, '시공 사례');
    await user.click(screen.getByRole('checkbox', { name: '대표 이미지' }));
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/console/boards/settings/${gallery._id}`);
    expect(put?.body).toMatchObject({
      code: 'gallery',
      name: '시공 사례',
      useThumb: true,
      writeRoles: ['CONSUMER'],
    });
    // saved: leaving asks nothing
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('link', { name: '목록으로' }));
    expect(await screen.findByText('게시판 목록 화면')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/console/boards');
  });

  it('shows the API’s 422 message beside the field and in the save bar', async () => {
    stubApi((call) =>
      call.method === 'PUT'
        ? json(422, {
            message: '이미 쓰고 있는 게시판 코드입니다',
            code: 'DUPLICATE_CODE',
            details: [{ path: 'code', message: '이미 쓰고 있는 게시판 코드입니다' }],
          })
        : undefined,
    );
    const { user } = renderAt('gallery');
    const code = (await screen.findByLabelText(/코드/)) as HTMLInputElement;
    await user.clear(code);
    await user.type(code, 'notice');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findAllByText('이미 쓰고 있는 게시판 코드입니다')).length).toBeGreaterThanOrEqual(2);
    expect(code.value).toBe('notice');
  });

  it('keeps a 1:1 문의 board’s code read-only and shows why it cannot be deleted', async () => {
    stubApi((call) =>
      call.method === 'DELETE'
        ? json(422, { message: '1:1 문의 게시판은 코드를 바꾸거나 삭제할 수 없습니다', code: 'BOARD_SEEDED' })
        : undefined,
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAt('questions');
    const code = (await screen.findByLabelText(/코드/)) as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: '게시판 삭제' }));
    expect(await screen.findByText('1:1 문의 게시판은 코드를 바꾸거나 삭제할 수 없습니다')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays when the operator says no', async () => {
    stubApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router, user } = renderAt('gallery');
    await user.type(await screen.findByLabelText(/이름/), ' 2');
    await user.click(screen.getByRole('link', { name: '목록으로' }));
    expect(confirm).toHaveBeenCalledWith('저장하지 않은 내용이 있습니다. 페이지를 떠나시겠습니까?');
    expect(router.state.location.pathname).toBe('/console/boards/gallery/settings');
  });

  it('says so when the board does not exist', async () => {
    stubApi();
    renderAt('nothing');
    expect(await screen.findByText('게시판을 찾을 수 없습니다')).toBeTruthy();
  });
});
