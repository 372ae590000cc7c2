import type { BoardPost, BoardPostsEnvelope } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardListScreen } from '@/components/boards/board-list.tsx';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { json } from '@/test/fixtures.ts';

const post = (n: number, thumb: string | null): BoardPost => ({
  _id: `0c0c0c0c-0000-4000-8000-00000000000${n}`,
  code: 'gallery',
  author: '운영자',
  mine: false,
  subject: `시공 사례 ${n}`,
  content: '',
  thumb,
  secret: false,
  views: 0,
  state: null,
  commentCount: 0,
  fileCount: 0,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
});

function stub(useThumb: boolean) {
  const body: BoardPostsEnvelope = {
    summary: { totalCount: 2, waitingCount: 0 },
    board: {
      _id: '0b0b0b0b-0000-4000-8000-000000000001',
      code: 'gallery',
      name: '시공 사례',
      kind: 'GENERAL',
      secret: false,
      useFiles: true,
      useThumb,
      readRoles: ['GUEST'],
      writeRoles: [],
      commentRoles: [],
      canWrite: false,
      canComment: false,
    },
    boards: [post(1, '/res/boards/p1/thumb.webp'), post(2, null)],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, body)),
  );
}

const renderList = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BoardListScreen code="gallery" base="/gallery" title="시공 사례" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BoardListScreen: 대표 이미지', () => {
  it('shows each post’s thumb on a board that uses thumbs, an empty square when it has none', async () => {
    stub(true);
    renderList();
    expect(await screen.findByText('시공 사례 1')).toBeTruthy();
    const thumbs = screen.getAllByTestId('post-thumb');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual(['/res/boards/p1/thumb.webp']);
    expect(screen.getByText('대표 이미지 없음')).toBeTruthy();
  });

  it('shows no thumbs on a board that does not use them', async () => {
    stub(false);
    renderList();
    expect(await screen.findByText('시공 사례 1')).toBeTruthy();
    expect(screen.queryByTestId('post-thumb')).toBeNull();
    expect(screen.queryByText('대표 이미지 없음')).toBeNull();
  });
});
