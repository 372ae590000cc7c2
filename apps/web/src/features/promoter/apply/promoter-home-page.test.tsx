import type { MemberRequest, Term } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, json, promoterPayload } from '@/test/fixtures.ts';
import { PromoterHomePage } from './promoter-home-page.tsx';

const promoterTerm: Term = {
  _id: '5a5a5a5a-0000-4000-8000-000000000001',
  code: 'promoter',
  subject: '정회원(추천인) 이용약관',
  content: '<p>제1조 (목적)</p>',
  necessary: true,
  order: 10,
  _version: '5a5a5a5a-0000-4000-8000-000000000002',
  version: 1,
  effectiveAt: '2026-01-01T00:00:00.000Z',
  state: 'CURRENT',
  withdrawn: false,
};
const request = (over: Partial<MemberRequest>): MemberRequest => ({
  _id: '6b6b6b6b-0000-4000-8000-000000000001',
  type: 'PROMOTER_APPROVAL',
  status: 'AWAITING',
  reason: null,
  bank: { code: '088', name: '신한은행', accountNumber: '********6789', accountHolder: '최민지' },
  residentRegistrationNumber: '900101-2******',
  createdAt: '2026-03-02T01:00:00.000Z',
  decidedAt: null,
  ...over,
});
const verification = {
  _id: '7c7c7c7c-0000-4000-8000-000000000001',
  bank: { code: '088', name: '신한은행', accountNumber: '110123456789', accountHolder: '최민지' },
  sendAmount: 1,
  attemptCount: 0,
  isSuccess: false,
  isOutDated: false,
  expiresAt: '2026-03-02T01:10:00.000Z',
};

type Call = { method: string; url: string; body: unknown };
function stubApi(requests: MemberRequest[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.url === '/api/v1/me/requests')
        return json(200, { summary: { totalCount: requests.length }, requests });
      if (call.url === '/api/v1/terms/promoter') return json(200, { term: promoterTerm, versions: [] });
      if (call.url === '/api/auth/accessToken') {
        return json(200, { accessToken: fakeAccessToken(promoterPayload), refreshToken: 'refresh-2' });
      }
      if (call.url === '/api/v1/promoter/bank/hold-verifications') {
        return json(201, {
          verification,
          sandbox: { label: '테스트 입금', senderName: '바스4321', code: '4321' },
        });
      }
      if (call.url.endsWith('/verify')) {
        return json(422, {
          message: '인증번호가 일치하지 않습니다 (남은 횟수 4회)',
          code: 'BANK_VERIFICATION_MISMATCH',
        });
      }
      return json(404, { message: '없음', code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/promoter']}>
        <Routes>
          <Route path="/promoter" element={<PromoterHomePage />} />
          <Route path="/promoter/dashboard" element={<h1>대시보드 화면</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  session.clear();
  resetApiClientForTests();
  session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/promoter for a consumer', () => {
  it('shows the programme and the application, which waits for every step', async () => {
    stubApi([]);
    renderPage();
    expect(await screen.findByText('정회원이 되면')).toBeTruthy();
    expect(
      await screen.findByRole('checkbox', { name: /정회원\(추천인\) 이용약관에 동의합니다/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '휴대폰 본인인증' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '정회원 전환 신청' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sends 1 won, shows the 테스트 입금 notice, and keeps the account after a wrong code', async () => {
    const calls = stubApi([]);
    const user = renderPage();
    const step = await screen.findByRole('region', { name: /수당 받을 계좌 인증/ });
    await user.selectOptions(within(step).getByLabelText(/은행/), '088');
    await user.type(within(step).getByLabelText(/예금주/), '최민지');
    await user.type(within(step).getByLabelText(/계좌번호/), '110-123-456789');
    await user.click(within(step).getByRole('button', { name: '1원 보내기' }));
    expect(await within(step).findByText('바스4321')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/hold-verifications'))?.body).toEqual({
      bank: { code: '088', accountNumber: '110123456789', accountHolder: '최민지' },
    });
    await user.type(within(step).getByLabelText('인증번호'), '1111');
    await user.click(within(step).getByRole('button', { name: '확인' }));
    expect(await within(step).findByText('인증번호가 일치하지 않습니다 (남은 횟수 4회)')).toBeTruthy();
    expect(within(step).getByText('남은 횟수 4회')).toBeTruthy();
    expect((within(step).getByLabelText(/계좌번호/) as HTMLInputElement).value).toBe('110-123-456789');
  });

  it('shows a rejection with its reason, and the application again', async () => {
    stubApi([
      request({
        status: 'REJECTED',
        reason: '예금주 확인이 필요합니다',
        decidedAt: '2026-03-03T01:00:00.000Z',
      }),
    ]);
    renderPage();
    expect(await screen.findByText('반려')).toBeTruthy();
    expect(screen.getByText('예금주 확인이 필요합니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '정회원 전환 신청' })).toBeTruthy();
  });

  it('shows a waiting application without the form', async () => {
    stubApi([request({})]);
    renderPage();
    expect(await screen.findByText('대기')).toBeTruthy();
    expect(screen.getByText('900101-2******')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '정회원 전환 신청' })).toBeNull();
  });

  it('refreshes the token once approved and goes to the dashboard', async () => {
    const calls = stubApi([request({ status: 'APPROVED', decidedAt: '2026-03-03T01:00:00.000Z' })]);
    renderPage();
    expect(await screen.findByRole('heading', { name: '대시보드 화면' })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/auth/accessToken')).toBe(true);
    await waitFor(() => expect(session.get().payload?.userType).toBe('PROMOTER'));
  });
});

describe('/promoter for a promoter', () => {
  it('goes on to the dashboard without asking for requests', async () => {
    const calls = stubApi([]);
    session.setTokens(fakeAccessToken(promoterPayload), 'refresh-1');
    renderPage();
    expect(await screen.findByRole('heading', { name: '대시보드 화면' })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/v1/me/requests')).toBe(false);
  });
});
