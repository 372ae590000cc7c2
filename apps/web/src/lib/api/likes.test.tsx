import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopProductCard } from '@/components/ui/shop-product-card.tsx';
import { LikeIndexProvider } from '@/lib/api/likes.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { makeCard } from '@/test/catalog-fixtures.ts';
import { consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';

const liked = makeCard({ _id: '0b9f6a36-6d0e-4a55-9a3b-1f6f0d1c2a01', name: '좋아요 한 양변기' });
const other = makeCard({ _id: '0b9f6a36-6d0e-4a55-9a3b-1f6f0d1c2a02', name: '다른 세면대' });

function renderCards(client = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LikeIndexProvider>
          <ShopProductCard product={liked} />
          <ShopProductCard product={other} />
        </LikeIndexProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const heartOf = (name: string) => {
  const card = screen.getAllByTestId('product-card').find((c) => c.textContent?.includes(name));
  return within(card as HTMLElement).getByRole('button', { name: /좋아요/ });
};

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LikeIndexProvider (one read of the likes for every heart)', () => {
  it('reads a member’s likes once for all the cards and fills the hearts of the liked ones', async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
    const fetch = vi.fn<(url: string) => Promise<Response>>(async () =>
      json(200, {
        summary: { totalCount: 1 },
        likes: [{ _id: 'like-1', _product: liked._id, createdAt: '2026-11-01T00:00:00.000Z' }],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    renderCards(client);
    await waitFor(() => expect(heartOf('좋아요 한 양변기').getAttribute('aria-label')).toBe('좋아요 취소'));
    expect(heartOf('다른 세면대').getAttribute('aria-label')).toBe('좋아요');
    const likeReads = fetch.mock.calls.filter(([url]) => String(url).includes('/api/v1/me/likes'));
    expect(likeReads).toHaveLength(1);
    // One observer of the index, however many cards: a card does not subscribe to the query.
    const index = client.getQueryCache().find({ queryKey: ['me', 'likes', 'index', consumerPayload._user] });
    expect(index?.getObserversCount()).toBe(1);
  });

  it('asks nothing for a guest, whose hearts are empty', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetch);
    renderCards();
    expect(heartOf('좋아요 한 양변기').getAttribute('aria-label')).toBe('좋아요');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fills a heart at once when the member likes the product, and sends the like', async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
    const created = { _id: 'like-2', _product: other._id, createdAt: '2026-11-02T00:00:00.000Z' };
    let stored: (typeof created)[] = [];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST')
        return json(200, { summary: { totalCount: stored.length }, likes: stored });
      stored = [created];
      return json(201, { like: created });
    });
    vi.stubGlobal('fetch', fetch);
    const user = renderCards();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await user.click(heartOf('다른 세면대'));
    await waitFor(() => expect(heartOf('다른 세면대').getAttribute('aria-label')).toBe('좋아요 취소'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });
});
