import type { CenterPage, Faq, Notification } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { json } from '@/test/fixtures.ts';
import { FaqPage } from './faq-page.tsx';
import { NoticePage } from './notice-page.tsx';
import { NoticesPage } from './notices-page.tsx';
import { ServicePage } from './service-page.tsx';

type Answer = (url: URL, init: RequestInit | undefined) => Response;

/** Stubs fetch with `answer` and records every request (address and headers). */
function serve(answer: Answer) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      return answer(url, init);
    }),
  );
  return calls;
}

/** The address the router is at, to check where a link or a search led. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: [
          { path: '/center/notice', Component: NoticesPage },
          { path: '/center/notice/:_notification', Component: NoticePage },
          { path: '/center/faq', Component: FaqPage },
          { path: '/center/:code', Component: ServicePage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const location = () => screen.getByTestId('location').textContent;

const notice = (n: number, extra: Partial<Notification> = {}): Notification => ({
  _id: `n${n}`,
  subject: `공지 ${n}`,
  content: '',
  isPinned: false,
  views: 0,
  createdAt: '2026-03-01T15:30:00.000Z', // 2026-03-02 in Seoul
  updatedAt: '2026-03-01T15:30:00.000Z',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('/center/notice', () => {
  it('marks pinned notices 공지, numbers the rest and shows Seoul dates', async () => {
    const calls = serve(() =>
      json(200, {
        summary: { totalCount: 12 },
        notifications: [notice(1, { isPinned: true, subject: '설 연휴 배송 안내' }), notice(2), notice(3)],
      }),
    );
    renderAt('/center/notice');
    const table = await screen.findByRole('table', { name: '공지사항 목록' });
    const rows = within(table).getAllByTestId('notice-row');
    expect(rows[0]?.textContent).toContain('공지');
    expect(rows[0]?.textContent).toContain('설 연휴 배송 안내');
    expect(rows[1]?.textContent).toMatch(/^11공지 22026-03-02$/);
    expect(calls[0]?.headers).toMatchObject({ skip: '0', limit: '10' });
  });

  it('asks for the page of its query, and its links keep that page', async () => {
    const calls = serve(() =>
      json(200, { summary: { totalCount: 12 }, notifications: [notice(11), notice(12)] }),
    );
    renderAt('/center/notice?page=2');
    const link = (await screen.findAllByRole('link', { name: '공지 11' }))[0];
    expect(link?.getAttribute('href')).toBe('/center/notice/n11?page=2');
    expect(calls[0]?.headers).toMatchObject({ skip: '10', limit: '10' });
    expect(screen.getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe('/center/notice');
  });

  it('searches by subject from page 1, and says so when nothing matches', async () => {
    const calls = serve(() => json(200, { summary: { totalCount: 0 }, notifications: [] }));
    const user = renderAt('/center/notice?page=3');
    expect(await screen.findByText('등록된 공지사항이 없습니다')).toBeTruthy();
    await user.type(screen.getByLabelText('공지사항 제목 검색'), '배송{Enter}');
    expect(location()).toBe('/center/notice?searchValue=%EB%B0%B0%EC%86%A1');
    expect(await screen.findByText('에 해당하는 공지사항이 없습니다', { exact: false })).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('searchValue')).toBe('배송');
    expect(calls.at(-1)?.headers).toMatchObject({ skip: '0' });
  });
});

describe('/center/notice/:_notification', () => {
  it('shows the notice with its neighbours and a 목록 link back to the page it came from', async () => {
    serve(() =>
      json(200, {
        notification: notice(5, { content: '<p>본문입니다</p>', views: 1234 }),
        previous: { _id: 'n4', subject: '공지 4' },
        next: null,
      }),
    );
    renderAt('/center/notice/n5?page=2');
    expect(await screen.findByRole('heading', { name: '공지 5' })).toBeTruthy();
    expect(screen.getByText('본문입니다')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByRole('link', { name: '이전글: 공지 4' }).getAttribute('href')).toBe(
      '/center/notice/n4?page=2',
    );
    expect(screen.getByText('다음글이 없습니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/center/notice?page=2');
  });

  it('says the notice is not found for an unknown id', async () => {
    serve(() => json(404, { message: '공지사항을 찾을 수 없습니다', code: 'NOTIFICATION_NOT_FOUND' }));
    renderAt('/center/notice/missing');
    expect(await screen.findByText('삭제되었거나 주소가 바뀐 공지입니다.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/center/notice');
  });
});

const faq = (n: number, extra: Partial<Faq> = {}): Faq => ({
  _id: `f${n}`,
  category: 'DELIVERY',
  question: `질문 ${n}`,
  answer: `<p>답변 ${n}</p>`,
  order: n,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('/center/faq', () => {
  it('opens an answer from the keyboard and filters by the category tab', async () => {
    const calls = serve((url) =>
      json(200, {
        summary: { totalCount: 2 },
        faqs:
          url.searchParams.get('category') === 'CLAIM' ? [faq(3, { category: 'CLAIM' })] : [faq(1), faq(2)],
      }),
    );
    const user = renderAt('/center/faq');
    const question = await screen.findByRole('button', { name: /질문 1/ });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('답변 1')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /질문 2/ }));

    await user.click(screen.getByRole('tab', { name: '취소/교환/반품' }));
    expect(location()).toBe('/center/faq?category=CLAIM');
    expect(await screen.findByRole('button', { name: /질문 3/ })).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('category')).toBe('CLAIM');
  });
});

const page: CenterPage = {
  _id: 'p1',
  code: 'installation-service',
  title: '전문 기사 설치 서비스',
  summary: '구매하신 욕실 제품을 전문 기사가 직접 설치해드립니다.',
  content: '<h2>설치 절차</h2><p>방문 일정 확정 후 설치합니다.</p>',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('service pages', () => {
  it('show the page of their address as the operator wrote it, with the next step', async () => {
    const calls = serve((url) =>
      url.pathname.startsWith('/api/v1/center/pages/') ? json(200, { page }) : json(404, {}),
    );
    renderAt('/center/installation-service');
    expect(await screen.findByRole('heading', { name: '전문 기사 설치 서비스', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '설치 절차' })).toBeTruthy();
    expect(screen.getByText(page.summary)).toBeTruthy();
    // the page carries the inquiry form itself, and its call to action leads there
    expect(screen.getByRole('link', { name: '설치 문의하기' }).getAttribute('href')).toBe(
      '/center/installation-service#inquiry-form',
    );
    expect(await screen.findByRole('group', { name: '문의 종류' })).toBeTruthy();
    expect(calls.map((c) => c.url.pathname)).toContain('/api/v1/center/pages/installation-service');
  });

  it('send the other inquiries to the home page form', async () => {
    serve(() =>
      json(200, { page: { ...page, code: 'dedicated-repair-service', title: '전담 수리 서비스' } }),
    );
    renderAt('/center/dedicated-repair-service');
    expect(await screen.findByRole('link', { name: 'A/S 문의하기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A/S 문의하기' }).getAttribute('href')).toBe('/#inquiry');
    expect(screen.queryByRole('group', { name: '문의 종류' })).toBeNull();
  });

  it('say the guide is being prepared when the operator has none', async () => {
    serve(() => json(404, { message: '페이지를 찾을 수 없습니다', code: 'CENTER_PAGE_NOT_FOUND' }));
    renderAt('/center/consultation');
    expect(await screen.findByText('준비 중인 안내입니다', { exact: false })).toBeTruthy();
  });
});
