import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';
import { Header } from './header.tsx';

function renderHeader() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers every header read; `categories` decides the category tree's answer. */
function stubApi(categories: () => Response) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/v1/shop/categories')) return categories();
    if (url.startsWith('/api/v1/band-banners'))
      return json(200, { summary: { totalCount: 0 }, bandBanners: [] });
    if (url.startsWith('/api/v1/center/notifications'))
      return json(200, { summary: { totalCount: 0 }, notifications: [] });
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

describe('Header', () => {
  it('alerts the server’s message when the categories cannot be loaded (spec §8)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubApi(() => json(400, { message: '카테고리를 불러올 수 없습니다', code: 'BAD_CATEGORY' }));
    renderHeader();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('카테고리를 불러올 수 없습니다'));
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('says a refusal (403) once: the API client has alerted it already', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubApi(() => json(403, { message: '접근권한이 없습니다', code: 'FORBIDDEN' }));
    renderHeader();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('접근권한이 없습니다'));
    await new Promise((r) => setTimeout(r, 50));
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('shows guests 로그인, 회원가입, 장바구니 and 고객센터', async () => {
    stubApi(() => json(200, { categories: [] }));
    renderHeader();
    for (const name of ['로그인', '회원가입', '장바구니', '고객센터']) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
  });

  it('shows members 로그아웃 (after 로그아웃 하시겠습니까?) and 마이페이지', async () => {
    stubApi(() => json(200, { categories: [] }));
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderHeader();
    expect(screen.getAllByRole('link', { name: '마이페이지' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: '로그아웃' })[0]!);
    expect(confirm).toHaveBeenCalledWith('로그아웃 하시겠습니까?');
    // declined: still logged in
    expect(session.get().accessToken).not.toBeNull();
  });
});
