import type { Exhibition, Showroom } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { makeCard } from '@/test/catalog-fixtures.ts';
import { json } from '@/test/fixtures.ts';
import { ExhibitionPage } from './exhibition-page.tsx';
import { ExhibitionsPage } from './exhibitions-page.tsx';
import { ShowroomsPage } from './showrooms-page.tsx';

function serve(answer: (url: URL) => Response) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      return answer(url);
    }),
  );
  return calls;
}

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
          { path: '/shop/exhibitions', Component: ExhibitionsPage },
          { path: '/shop/exhibitions/:_exhibition', Component: ExhibitionPage },
          { path: '/shop/showrooms', Component: ShowroomsPage },
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

const exhibition = (n: number, extra: Partial<Exhibition> = {}): Exhibition => ({
  _id: `e${n}`,
  title: `봄맞이 욕실 기획전 ${n}`,
  kind: 'PLANNED_SALES',
  summary: '세면대와 수전을 함께 바꾸는 계절',
  content: '',
  thumb: `/res/exhibitions/e${n}-thumb.webp`,
  banner: null,
  order: n,
  display: {
    enabled: true,
    hasPeriod: true,
    startedAt: '2026-02-28T15:00:00.000Z',
    endedAt: '2026-03-31T14:59:59.000Z',
  },
  productCount: 8,
  createdAt: '2026-02-01T00:00:00.000Z',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('/shop/exhibitions', () => {
  it('shows each 기획전 with its kind, sized lazy thumbnail and Seoul period', async () => {
    serve(() => json(200, { summary: { totalCount: 1 }, exhibitions: [exhibition(1)] }));
    renderAt('/shop/exhibitions');
    const card = await screen.findByTestId('exhibition-card');
    expect(within(card).getByRole('link', { name: '봄맞이 욕실 기획전 1' }).getAttribute('href')).toBe(
      '/shop/exhibitions/e1',
    );
    expect(card.textContent).toContain('2026-03-01 ~ 2026-03-31');
    expect(card.textContent).toContain('상품 8개');
    const img = card.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBeTruthy();
    expect(img?.getAttribute('height')).toBeTruthy();
  });

  it('filters by the kind tab, asking the API for that kind from page 1', async () => {
    const calls = serve(() => json(200, { summary: { totalCount: 0 }, exhibitions: [] }));
    const user = renderAt('/shop/exhibitions?page=2');
    expect(await screen.findByText('진행 중인 기획전이 없습니다')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '팝업 이벤트' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/exhibitions?kind=POP_UP_EVENTS');
    expect(await screen.findByText('진행 중인 팝업 이벤트가 없습니다')).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('kind')).toBe('POP_UP_EVENTS');
    expect(calls.at(-1)?.headers).toMatchObject({ skip: '0' });
  });
});

describe('/shop/exhibitions/:_exhibition', () => {
  it('shows the period, the operator HTML and the products', async () => {
    serve(() =>
      json(200, {
        exhibition: {
          ...exhibition(2, { content: '<p>최대 30% 할인</p>', banner: '/res/exhibitions/e2-banner.webp' }),
          products: [makeCard()],
        },
      }),
    );
    renderAt('/shop/exhibitions/e2');
    expect(await screen.findByRole('heading', { name: '봄맞이 욕실 기획전 2', level: 1 })).toBeTruthy();
    expect(screen.getByText('최대 30% 할인')).toBeTruthy();
    expect(screen.getByText('2026-03-01 ~ 2026-03-31')).toBeTruthy();
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
  });

  it('says the 기획전 is not found for an unknown id', async () => {
    serve(() => json(404, { message: '기획전을 찾을 수 없습니다', code: 'EXHIBITION_NOT_FOUND' }));
    renderAt('/shop/exhibitions/missing');
    expect(await screen.findByText('종료되었거나 주소가 바뀐 기획전입니다.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: '진행 중인 기획전 보기' }).getAttribute('href')).toBe(
      '/shop/exhibitions',
    );
  });
});

const showroom: Showroom = {
  _id: 's1',
  name: '강남 쇼룸',
  address: '서울특별시 강남구 논현로 123',
  phone: '025123400',
  hours: '평일 10:00-19:00',
  description: '도기와 수전 200여 종 전시',
  image: null,
  order: 1,
  isVisible: true,
};

describe('/shop/showrooms', () => {
  it('gives each showroom a formatted tel: link and a map link in a new tab', async () => {
    serve(() => json(200, { summary: { totalCount: 1 }, showrooms: [showroom] }));
    renderAt('/shop/showrooms');
    const card = await screen.findByRole('article', { name: '강남 쇼룸' });
    expect(within(card).getByRole('link', { name: '02-512-3400' }).getAttribute('href')).toBe(
      'tel:025123400',
    );
    const map = within(card).getByRole('link', { name: '강남 쇼룸 지도 보기 (새 창)' });
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(map.getAttribute('href')).toBe(
      `https://map.kakao.com/link/search/${encodeURIComponent(showroom.address)}`,
    );
  });
});
