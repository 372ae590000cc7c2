import type { AccessTokenPayload, User } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json, promoterPayload, shopperUser } from '@/test/fixtures.ts';
import { MyInfo } from './my-info.tsx';

function renderAs(payload: AccessTokenPayload, user: User, usableCoupons: number) {
  session.setTokens(fakeAccessToken(payload), 'refresh-token');
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      if (url.pathname === '/api/v1/me/info') return json(200, { user });
      if (url.pathname === '/api/v1/me/coupons') {
        return json(200, { summary: { totalCount: usableCoupons }, coupons: [] });
      }
      if (url.pathname === '/api/v1/promoter/bonuses') {
        return json(200, { summary: { totalCount: 3, balance: 12_345 }, bonuses: [] });
      }
      return json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
  const router = createMemoryRouter([{ path: '/', Component: MyInfo }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return urls;
}

const terms = () => screen.getAllByRole('term').map((dt) => dt.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the side panel’s 내 정보', () => {
  it('shows a consumer their points and usable coupons, and no 예치금', async () => {
    const urls = renderAs(consumerPayload, shopperUser, 2);
    await screen.findByText('2장');
    expect(terms()).toEqual(['적립금', '쿠폰']);
    expect(screen.getByTestId('side-points').textContent).toBe('1,200P');
    expect(screen.getByTestId('side-coupons').getAttribute('href')).toBe('/mypage/coupons');
    const coupons = urls.find((u) => u.pathname === '/api/v1/me/coupons');
    expect(coupons?.searchParams.get('state')).toBe('USABLE');
  });

  it('shows a promoter’s bonus balance as 예치금 beside points and coupons', async () => {
    renderAs(
      promoterPayload,
      { ...shopperUser, _id: promoterPayload._user, type: 'PROMOTER', promoterCode: 'AB12CD' },
      0,
    );
    await screen.findByText('0장');
    expect(terms()).toEqual(['적립금', '예치금', '쿠폰']);
    expect((await screen.findByText('12,345원')).getAttribute('href')).toBe('/promoter/bonuses');
  });
});
