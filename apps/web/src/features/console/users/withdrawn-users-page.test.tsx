import { type ConsoleUser, memberNumberOf } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, urlOf, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleWithdrawnUsersPage } from './withdrawn-users-page.tsx';

const left = (n: number, extra: Partial<ConsoleUser> = {}): ConsoleUser => ({
  _id: `${String(n).padStart(8, 'a')}-0000-4000-8000-000000000000`,
  username: `left_${n}`,
  name: '탈퇴회원',
  email: '',
  phone: '',
  type: 'CONSUMER',
  promoterCode: null,
  point: 0,
  createdAt: '2025-03-01T03:00:00.000Z',
  state: 'LEFT',
  leftAt: '2026-04-02T03:00:00.000Z',
  sponsor: null,
  promoteeCount: 0,
  updatedAt: '2026-04-02T03:00:00.000Z',
  grade: { code: 'NORMAL', name: '일반' },
  bonusBalance: 0,
  lastLoginAt: null,
  leave: { reason: '배송이 느려요', by: 'MEMBER', orderCount: 1234 },
  ...extra,
});

const rows = [
  left(1),
  left(2, { type: 'PROMOTER', leave: { reason: '장기 미접속 정리', by: 'OPERATOR', orderCount: 0 } }),
];

function serve() {
  const calls: URL[] = [];
  stubConsoleApi((call) => {
    const url = urlOf(call);
    calls.push(url);
    if (url.pathname !== '/api/console/users') return json(404, { message: '없음' });
    const type = url.searchParams.get('type');
    const found = rows.filter((r) => !type || r.type === type);
    return json(200, { summary: { totalCount: found.length }, users: found });
  });
  return calls;
}

let location = () => '';
function renderAt(path: string) {
  const page = renderConsoleRoute('/console/withdrawn-users', path, <ConsoleWithdrawnUsersPage />);
  location = page.location;
  return page.user;
}

withOperatorSession();

describe('/console/withdrawn-users', () => {
  it('lists members who left: number, type, dates, reason, orders; asks only for LEFT', async () => {
    const calls = serve();
    renderAt('/console/withdrawn-users');
    const table = await screen.findByRole('table', { name: '탈퇴 회원 목록' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getByRole('link', { name: memberNumberOf(rows[0]!._id) })
        .getAttribute('href'),
    ).toBe(`/console/users/${rows[0]!._id}`);
    expect(first!.textContent).toContain('준회원');
    expect(first!.textContent).toContain('2025-03-01');
    expect(first!.textContent).toContain('2026-04-02');
    expect(first!.textContent).toContain('본인 탈퇴');
    expect(first!.textContent).toContain('배송이 느려요');
    expect(first!.textContent).toContain('1,234건');
    expect(second!.textContent).toContain('운영자 처리');
    expect(second!.textContent).toContain('장기 미접속 정리');
    // no column for names, contacts or usernames
    expect(table.textContent).not.toContain('탈퇴회원');
    expect(table.textContent).not.toContain('left_1');
    expect(calls.at(-1)!.searchParams.get('state')).toBe('LEFT');
  });

  it('filters by the type at leave through the URL, and says when nobody matches', async () => {
    const calls = serve();
    const user = renderAt('/console/withdrawn-users');
    await screen.findByRole('table', { name: '탈퇴 회원 목록' });
    await user.selectOptions(screen.getByLabelText('탈퇴 당시 유형'), 'OPERATOR');
    expect(await screen.findByText('조건에 맞는 탈퇴 회원이 없습니다')).toBeTruthy();
    expect(location()).toBe('/console/withdrawn-users?type=OPERATOR');
    expect(calls.at(-1)!.searchParams.get('type')).toBe('OPERATOR');
    expect(calls.at(-1)!.searchParams.get('state')).toBe('LEFT');
  });
});
