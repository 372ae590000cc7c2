import type { ConsolePoint, ConsoleUser } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { consoleMemberDetail } from '@/test/console-member.ts';
import { json, operatorPayload } from '@/test/fixtures.ts';
import { ConsoleUserPage } from './user-page.tsx';

/** /console/users/:_user's tabs: in the URL, by keyboard, and each reading the member's own rows. */

const member = consoleMemberDetail({ point: 12_300 });
const promoter = consoleMemberDetail({
  _id: '5c5c5c5c-0000-4000-8000-000000000005',
  username: 'promo01',
  name: '김정회',
  type: 'PROMOTER',
  promoterCode: 'P123456',
  promoteeCount: 1,
  bonusBalance: 45_000,
});

const pointRow = (n: number): ConsolePoint => ({
  _id: `0d0d0d0d-0000-4000-8000-00000000000${n}`,
  type: 'ADMIN',
  typeLabel: '관리자',
  source: 'OPERATOR',
  reason: `이벤트 적립 ${n}`,
  amount: 1_500,
  createdAt: '2026-11-02T15:30:00.000Z',
  user: { _id: member._id, username: member.username, name: member.name },
  by: { _id: operatorPayload._user, username: 'admin', name: '관리자' },
  reference: `ref-${n}`,
});

const promotee: ConsoleUser = {
  ...consoleMemberDetail({ _id: '6d6d6d6d-0000-4000-8000-000000000006', username: 'kid01', name: '이추천' }),
};

function stubApi() {
  return stubConsoleApi((call) => {
    const path = call.url.split('?')[0];
    for (const m of [member, promoter]) {
      if (path === `/api/console/users/${m._id}`) return json(200, { user: m });
      if (path === `/api/console/users/${m._id}/coupons`)
        return json(200, { summary: { totalCount: 0 }, coupons: [] });
    }
    if (path === '/api/console/users/points' && call.method === 'POST') {
      return json(201, { point: pointRow(9), balance: 13_300 });
    }
    if (path === '/api/console/users/points') {
      return json(200, { summary: { totalCount: 12 }, points: [pointRow(1), pointRow(2)] });
    }
    if (path === '/api/console/users') return json(200, { summary: { totalCount: 1 }, users: [promotee] });
    if (path === '/api/console/users/bonuses') return json(200, { summary: { totalCount: 0 }, bonuses: [] });
    return json(200, {
      summary: { totalCount: 0, waitingCount: 0 },
      purchases: [],
      reviews: [],
      inquires: [],
      boards: [],
    });
  });
}

let location = () => '';
function renderAt(entry: string) {
  const page = renderConsoleRoute('/console/users/:_user', entry, <ConsoleUserPage />);
  location = page.location;
  return page.user;
}

withOperatorSession();

describe('ConsoleUserPage tabs', () => {
  it('offers the nine tabs, 기본정보 first, and keeps the chosen one in ?tab=', async () => {
    stubApi();
    const user = renderAt(`/console/users/${member._id}`);
    const tabs = within(await screen.findByRole('tablist', { name: '회원 정보' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      '기본정보',
      '주문',
      '적립금',
      '수당',
      '쿠폰',
      '리뷰·문의',
      '추천',
      '등급',
      '변경이력',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '기본정보' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '적립금' }));
    expect(location()).toBe(`/console/users/${member._id}?tab=points`);
    expect(screen.getByRole('tabpanel', { name: '적립금' })).toBeTruthy();
  });

  it('opens the tab the link names, after a reload too', async () => {
    stubApi();
    renderAt(`/console/users/${member._id}?tab=history`);
    const tab = await screen.findByRole('tab', { name: '변경이력' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('region', { name: '변경 이력' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, one tab stop in the list', async () => {
    stubApi();
    const user = renderAt(`/console/users/${member._id}`);
    const first = await screen.findByRole('tab', { name: '기본정보' });
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([first]);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '주문' }));
    expect(location()).toContain('tab=orders');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '변경이력' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(location()).toBe(`/console/users/${member._id}`);
  });

  it('lists the member’s points with won, YYYY-MM-DD and pages, reading only their rows', async () => {
    const calls = stubApi();
    renderAt(`/console/users/${member._id}?tab=points`);
    const panel = await screen.findByRole('tabpanel', { name: '적립금' });
    expect(await within(panel).findByText('이벤트 적립 1')).toBeTruthy();
    expect(within(panel).getByText('12,300원')).toBeTruthy();
    expect(within(panel).getAllByText('+1,500원')).toHaveLength(2);
    // 2026-11-02 15:30 UTC is the 3rd in Seoul; the day links to the ledger of that member and day
    const day = within(panel).getAllByRole('link', { name: '2026-11-03' })[0]!;
    expect(day.getAttribute('href')).toBe(
      '/console/user-points?searchValue=minji01&from=2026-11-03&to=2026-11-03',
    );
    expect(within(panel).getByRole('navigation')).toBeTruthy();
    expect(calls.some((c) => c.url === `/api/console/users/points?_user=${member._id}`)).toBe(true);
  });

  it('grants points from the tab for this member with a reason', async () => {
    const calls = stubApi();
    const user = renderAt(`/console/users/${member._id}?tab=points`);
    const panel = await screen.findByRole('tabpanel', { name: '적립금' });
    await user.click(await within(panel).findByRole('button', { name: '적립금 지급/차감' }));
    expect(location()).toContain('dialog=points');
    const dialog = await screen.findByRole('dialog', { name: '적립금 지급/차감' });
    expect(within(dialog).getByText('선택: 최민지 (minji01)')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/지급 금액/), '1000');
    await user.type(within(dialog).getByLabelText(/변경 사유/), 'CS 보상');
    await user.click(within(dialog).getByRole('button', { name: '지급' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('지급되었습니다 (보유 적립금 13,300원)'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      _user: member._id,
      amount: 1000,
      reason: 'CS 보상',
    });
  });

  it('tells that a consumer has no bonuses without asking for them', async () => {
    const calls = stubApi();
    renderAt(`/console/users/${member._id}?tab=bonuses`);
    const panel = await screen.findByRole('tabpanel', { name: '수당' });
    expect(panel.textContent).toContain('수당은 정회원에게만 지급됩니다');
    expect(calls.some((c) => c.url.startsWith('/api/console/users/bonuses'))).toBe(false);
  });

  it('shows a promoter’s bonus balance and their promotees with a link to each', async () => {
    const calls = stubApi();
    const user = renderAt(`/console/users/${promoter._id}?tab=bonuses`);
    const bonuses = await screen.findByRole('tabpanel', { name: '수당' });
    expect(within(bonuses).getByText('45,000원')).toBeTruthy();
    expect(await within(bonuses).findByText('수당 내역이 없습니다')).toBeTruthy();
    expect(calls.some((c) => c.url === `/api/console/users/bonuses?_user=${promoter._id}`)).toBe(true);
    await user.click(screen.getByRole('tab', { name: '추천' }));
    const referral = await screen.findByRole('tabpanel', { name: '추천' });
    const link = await within(referral).findByRole('link', { name: 'kid01' });
    expect(link.getAttribute('href')).toBe(`/console/users/${promotee._id}`);
    expect(calls.some((c) => c.url.includes(`_promoter=${promoter._id}`))).toBe(true);
  });

  it('reads reviews, product Q&A and 1:1 questions of the member on 리뷰·문의', async () => {
    const calls = stubApi();
    renderAt(`/console/users/${member._id}?tab=posts`);
    const panel = await screen.findByRole('tabpanel', { name: '리뷰·문의' });
    expect(await within(panel).findByText('작성한 리뷰가 없습니다')).toBeTruthy();
    expect(await within(panel).findByText('작성한 상품 문의가 없습니다')).toBeTruthy();
    expect(await within(panel).findByText('작성한 1:1 문의가 없습니다')).toBeTruthy();
    for (const path of [
      '/api/console/shop/reviews',
      '/api/console/shop/inquires',
      '/api/console/center/questions',
    ]) {
      expect(calls.some((c) => c.url === `${path}?_user=${member._id}`)).toBe(true);
    }
  });
});
