import type { PaymentOutcome } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { authorizationOf, consumerPayload, fakeAccessToken, json } from '@/test/fixtures.ts';
import { makeOrder } from '@/test/order-fixtures.ts';
import { PAYMENT_CLOSED, PaymentResultPage } from './payment-result-page.tsx';

/**
 * /plugins/nice/pay/result is public (spec §6): with a session the member's approval runs and the
 * order page follows; without one (never logged in here, or the refresh expired on the way) the
 * order's proof the window carried settles the payment and the outcome is shown in place.
 */

const ORDER_ID = '5d1c6b1f-0000-4000-8000-000000000001';
const PROOF = 'proof-of-the-order-0123456789abcdefghijklmno';
const windowQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    orderId: ORDER_ID,
    tid: 'SANDBOX-0123456789abcdef01234567',
    amount: '43000',
    status: 'paid',
    proof: PROOF,
    ...overrides,
  }).toString();

const outcome: PaymentOutcome = {
  orderId: ORDER_ID,
  orderNo: '20260401-000001',
  status: 'ORDER_PAYMENT',
  title: '원피스 양변기 외 1건',
  amount: 43_000,
  method: 'CARD',
  paidAt: '2026-04-01T01:00:00.000Z',
};

type Call = { method: string; url: string; body: unknown; authorization: string | undefined };
type Answer = (call: Call) => Response | undefined;

function stubApi(answer: Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        authorization: authorizationOf(init),
      };
      calls.push(call);
      return answer(call) ?? json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(query = windowQuery()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/plugins/nice/pay/result?${query}`]}>
        <Routes>
          <Route path="/plugins/nice/pay/result" element={<PaymentResultPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('PaymentResultPage (/plugins/nice/pay/result)', () => {
  it('approves as the member and goes on to the order when the session is there', async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    const calls = stubApi((call) =>
      call.url === '/api/plugins/nice/pay/approval' ? json(200, { order: makeOrder() }) : undefined,
    );
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/shop/result?order=${ORDER_ID}`),
    );
    const approval = calls.find((c) => c.url === '/api/plugins/nice/pay/approval');
    expect(approval?.authorization).toMatch(/^Bearer /);
    expect(calls.some((c) => c.url === '/api/plugins/nice/pay/result')).toBe(false);
  });

  it('settles by the order’s proof without a session and shows the outcome, nothing personal', async () => {
    const calls = stubApi((call) =>
      call.url === '/api/plugins/nice/pay/result' ? json(200, { result: outcome }) : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeTruthy();
    const shown = screen.getByTestId('payment-outcome').textContent ?? '';
    expect(shown).toContain('20260401-000001');
    expect(shown).toContain('원피스 양변기 외 1건');
    expect(shown).toContain('43,000원');
    expect(shown).toContain('신용카드');
    expect(screen.getByRole('link', { name: '로그인하고 주문 내역 보기' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/mypage/orders')}`,
    );
    const sent = calls.find((c) => c.url === '/api/plugins/nice/pay/result')!;
    expect(sent.method).toBe('POST');
    expect(sent.authorization).toBeUndefined();
    expect(sent.body).toMatchObject({ orderId: ORDER_ID, amount: 43_000, proof: PROOF });
    expect(calls.some((c) => c.url === '/api/plugins/nice/pay/approval')).toBe(false);
  });

  it('falls back to the proof when the session ends on the way (its refresh expired)', async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-expired');
    const calls = stubApi((call) => {
      if (call.url === '/api/plugins/nice/pay/approval') {
        return json(401, {
          message: '로그인 정보가 만료되었습니다. 다시 로그인해주세요',
          code: 'ACCESS_TOKEN_EXPIRED',
        });
      }
      if (call.url === '/api/auth/accessToken') {
        return json(401, { message: '로그인 후 이용가능합니다', code: 'REFRESH_TOKEN_INVALID' });
      }
      if (call.url === '/api/plugins/nice/pay/result') return json(200, { result: outcome });
      return undefined;
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeTruthy();
    expect(session.get().accessToken).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/api/plugins/nice/pay/result');
    // Nothing was cancelled on the way.
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says the payment did not go through, in the server’s words, when the proof is refused', async () => {
    stubApi((call) =>
      call.url === '/api/plugins/nice/pay/result'
        ? json(404, { message: '주문 정보를 찾을 수 없습니다', code: 'ORDER_NOT_FOUND' })
        : undefined,
    );
    renderPage(windowQuery({ proof: 'guessed' }));
    expect(await screen.findByRole('heading', { name: '결제가 완료되지 않았습니다' })).toBeTruthy();
    expect(screen.getByTestId('payment-failure').textContent).toBe('주문 정보를 찾을 수 없습니다');
    expect(screen.queryByTestId('payment-outcome')).toBeNull();
  });

  it('shows a closed window’s message without a session and calls nothing', async () => {
    const calls = stubApi(() => undefined);
    renderPage(windowQuery({ status: 'closed' }));
    expect(await screen.findByTestId('payment-failure')).toBeTruthy();
    expect(screen.getByTestId('payment-failure').textContent).toBe(PAYMENT_CLOSED);
    expect(calls).toEqual([]);
  });

  it('sends a browser with neither a session nor a proof to log in first', async () => {
    const calls = stubApi(() => undefined);
    const { proof: _proof, ...rest } = Object.fromEntries(new URLSearchParams(windowQuery()));
    const query = new URLSearchParams(rest).toString();
    renderPage(query);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/login?redirect=${encodeURIComponent(`/plugins/nice/pay/result?${query}`)}`,
      ),
    );
    expect(calls).toEqual([]);
  });
});
