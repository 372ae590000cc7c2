import type { MemberCoupon, WritableReview } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json, shopperUser } from '@/test/fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

const coupon = (n: number, over: Partial<MemberCoupon['coupon']> = {}): MemberCoupon => ({
  _id: `c0000000-0000-4000-8000-00000000000${n}`,
  coupon: {
    _id: `d0000000-0000-4000-8000-00000000000${n}`,
    name: `쿠폰 ${n}`,
    kind: 'AMOUNT',
    value: 3_000,
    maxDiscount: null,
    minOrderAmount: 0,
    scope: 'ALL',
    categories: [],
    products: [],
    ...over,
  },
  issuedAt: '2026-11-01T00:00:00.000Z',
  startsAt: '2026-11-01T00:00:00.000Z',
  expiresAt: `2026-12-0${n}T14:59:59.000Z`,
  usedAt: null,
  _order: null,
  state: 'USABLE',
});

const writable = (n: number): WritableReview => ({
  _purchase: `e0000000-0000-4000-8000-00000000000${n}`,
  purchaseNo: `2026110100001-0${n}`,
  product: { _id: null, name: `리뷰 기다리는 상품 ${n}`, thumbUrl: null },
  optionLabel: '',
  confirmedAt: '2026-11-10T01:00:00.000Z',
  writableUntil: `2027-02-0${n}T01:00:00.000Z`,
});

/** Answers each my-page endpoint by its path; `coupons` and `reviews` are the two blocks' lists. */
function serve({
  coupons,
  couponCount = coupons.length,
  reviews,
  reviewCount = reviews.length,
}: {
  coupons: MemberCoupon[];
  couponCount?: number;
  reviews: WritableReview[];
  reviewCount?: number;
}) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      switch (url.pathname) {
        case '/api/v1/me/info':
          return json(200, { user: shopperUser });
        case '/api/v1/me/orders':
          return json(200, { summary: { totalCount: 0 }, orders: [] });
        case '/api/v1/me/inquires':
          return json(200, { summary: { totalCount: 0 }, inquires: [] });
        case '/api/v1/me/coupons':
          return json(200, { summary: { totalCount: couponCount }, coupons });
        case '/api/v1/me/reviews/writable':
          return json(200, { summary: { totalCount: reviewCount }, purchases: reviews });
        case '/api/v1/boards':
          return url.searchParams.get('code') === 'questions'
            ? json(200, { summary: { totalCount: 5, waitingCount: 2 }, board: questionsBoard, boards: [] })
            : json(404, { message: '없음', code: 'NOT_FOUND' });
        case '/api/v1/me/inquiries':
          return url.searchParams.get('kind') === 'BULK_PURCHASE'
            ? json(200, { summary: { totalCount: 3, unansweredCount: 1 }, inquiries: [] })
            : json(200, { summary: { totalCount: 9, unansweredCount: 4 }, inquiries: [] });
        default:
          return json(404, { message: '없음', code: 'NOT_FOUND' });
      }
    }),
  );
  return urls;
}

const questionsBoard = {
  _id: 'b1',
  code: 'questions',
  name: '1:1 문의',
  kind: 'QUESTION',
  secret: true,
  useFiles: true,
  useThumb: false,
  readRoles: ['CONSUMER', 'PROMOTER'],
  writeRoles: ['CONSUMER', 'PROMOTER'],
  commentRoles: ['CONSUMER', 'PROMOTER'],
  canWrite: true,
  canComment: true,
};

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/mypage', Component: DashboardPage }], {
    initialEntries: ['/mypage'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const block = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(() => session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token'));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/mypage dashboard: coupons and reviews to write', () => {
  it('counts the usable coupons and lists the 3 that expire soonest, each leading to /mypage/coupons', async () => {
    const urls = serve({
      coupons: [coupon(1), coupon(2, { kind: 'RATE', value: 5, maxDiscount: 10_000 }), coupon(3), coupon(4)],
      couponCount: 7,
      reviews: [],
    });
    renderDashboard();
    await screen.findByText('쿠폰 1');
    expect(screen.getByTestId('usable-coupons').textContent).toBe('7');
    const coupons = block('사용 가능한 쿠폰');
    expect(within(coupons).getByRole('heading', { level: 2 }).textContent).toBe('사용 가능한 쿠폰 7장');
    const items = within(coupons).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '쿠폰 13,000원 할인2026-12-01까지',
      '쿠폰 25% 할인 (최대 10,000원)2026-12-02까지',
      '쿠폰 33,000원 할인2026-12-03까지',
    ]);
    for (const link of within(coupons).getAllByRole('link')) {
      expect(link.getAttribute('href')).toBe('/mypage/coupons');
    }
    expect(within(coupons).getByRole('link', { name: '사용 가능한 쿠폰 전체보기' })).toBeTruthy();
    const asked = urls.filter((u) => u.pathname === '/api/v1/me/coupons');
    expect(asked.map((u) => u.searchParams.get('state'))).toEqual(['USABLE']);
  });

  it('counts the purchases that can be reviewed and lists the first 3 with their deadline, leading to /mypage/reviews', async () => {
    serve({ coupons: [], reviews: [writable(1), writable(2), writable(3), writable(4)], reviewCount: 12 });
    renderDashboard();
    await screen.findByText('리뷰 기다리는 상품 1');
    expect(screen.getByTestId('writable-reviews').textContent).toBe('12');
    const reviews = block('작성 가능한 리뷰');
    expect(within(reviews).getByRole('heading', { level: 2 }).textContent).toBe('작성 가능한 리뷰 12건');
    const items = within(reviews).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '리뷰 기다리는 상품 12027-02-01까지 작성 가능',
      '리뷰 기다리는 상품 22027-02-02까지 작성 가능',
      '리뷰 기다리는 상품 32027-02-03까지 작성 가능',
    ]);
    for (const link of within(reviews).getAllByRole('link')) {
      expect(link.getAttribute('href')).toBe('/mypage/reviews');
    }
  });

  it('says so when there is no coupon and nothing to review', async () => {
    serve({ coupons: [], reviews: [] });
    renderDashboard();
    expect(await screen.findByText('사용 가능한 쿠폰이 없습니다')).toBeTruthy();
    expect(await screen.findByText('작성 가능한 리뷰가 없습니다')).toBeTruthy();
    expect(screen.getByTestId('usable-coupons').textContent).toBe('0');
    expect(screen.getByTestId('writable-reviews').textContent).toBe('0');
  });
});

describe('/mypage dashboard: inquiries and the 정회원 전환 entry', () => {
  it('counts the unanswered inquiries and open bulk requests, and offers a 준회원 the 정회원 전환 신청', async () => {
    serve({ coupons: [], reviews: [] });
    renderDashboard();
    const requests = await screen.findByRole('region', { name: '문의·상담' });
    await vi.waitFor(() => expect(screen.getByTestId('unanswered-inquiries').textContent).toBe('4'));
    expect(screen.getByTestId('open-bulk-purchases').textContent).toBe('1');
    await vi.waitFor(() => expect(screen.getByTestId('waiting-questions').textContent).toBe('2'));
    expect(
      within(requests)
        .getByRole('link', { name: /1:1 문의 답변 대기/ })
        .getAttribute('href'),
    ).toBe('/mypage/questions');
    expect(
      within(requests)
        .getByRole('link', { name: /문의·상담 답변 대기/ })
        .getAttribute('href'),
    ).toBe('/mypage/inquiry');
    expect(
      within(requests)
        .getByRole('link', { name: /대량구매/ })
        .getAttribute('href'),
    ).toBe('/mypage/bulk-purchase');
    expect(screen.getByRole('link', { name: '정회원 전환 신청' }).getAttribute('href')).toBe('/promoter');
  });
});
