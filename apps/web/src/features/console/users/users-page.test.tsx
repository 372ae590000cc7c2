import type { ConsoleGradesEnvelope, ConsoleUser } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, urlOf, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleUsersPage } from './users-page.tsx';

const promoter: ConsoleUser = {
  _id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567890',
  username: 'boss77',
  name: '김정회',
  email: 'boss@example.com',
  phone: '01012345678',
  type: 'PROMOTER',
  promoterCode: 'AB2CD3E',
  point: 12_300,
  createdAt: '2026-03-01T01:00:00.000Z',
  state: 'ACTIVE',
  leftAt: null,
  sponsor: null,
  promoteeCount: 4,
  updatedAt: '2026-11-01T00:00:00.000Z',
  grade: { code: 'GOLD', name: '골드' },
  bonusBalance: 1_234_560,
  lastLoginAt: '2026-11-26T23:30:00.000Z',
  leave: null,
};

const gold = {
  _id: '0f0f0f0f-0000-4000-8000-000000000001',
  code: 'GOLD',
  name: '골드',
  rank: 2,
  criterion: 'SCORE__ACCUMULATED' as const,
  threshold: 5_000,
  pointRateBp: 200,
  bonusRateBp: 300,
  retired: false,
  effectiveFrom: '2000-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const grades: ConsoleGradesEnvelope = {
  summary: { totalCount: 1 },
  grades: [{ ...gold, memberCount: 1 }],
  scheduled: [],
  earliestEffectiveDay: '2027-03-01',
};

function serve() {
  const asked: URL[] = [];
  stubConsoleApi((call) => {
    const url = urlOf(call);
    if (url.pathname === '/api/console/users/grades') return json(200, grades);
    asked.push(url);
    return json(200, { summary: { totalCount: 1 }, users: [promoter] });
  });
  return asked;
}

function renderAt(path: string) {
  return renderConsoleRoute('/console/users', path, <ConsoleUsersPage />).user;
}

withOperatorSession();

describe('/console/users', () => {
  it('shows grade, points, bonus balance, join day and last login (Seoul) in each row', async () => {
    serve();
    renderAt('/console/users');
    const table = await screen.findByRole('table', { name: '회원 목록' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(
      expect.arrayContaining(['골드', '12,300P', '1,234,560원', '2026-03-01', '2026-11-27']),
    );
  });

  it('asks the server for the chosen grade, marketing consent, join days and ordering', async () => {
    const asked = serve();
    const user = renderAt('/console/users?_promoter=5c1d2e3f-4a5b-4c6d-8e7f-901234567890');
    await screen.findByRole('table', { name: '회원 목록' });
    expect(asked.at(-1)!.searchParams.get('_promoter')).toBe(promoter._id);
    await user.selectOptions(await screen.findByLabelText('등급'), 'GOLD');
    await user.selectOptions(screen.getByLabelText('마케팅 수신'), 'AGREED');
    await user.type(screen.getByLabelText('가입 시작일'), '2026-03-01');
    await user.type(screen.getByLabelText('가입 종료일'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.selectOptions(screen.getByLabelText('정렬'), 'BONUS_DESC');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('BONUS_DESC'));
    const last = asked.at(-1)!.searchParams;
    expect(
      Object.fromEntries(['grade', 'marketing', 'from', 'to', '_promoter'].map((k) => [k, last.get(k)])),
    ).toEqual({
      grade: 'GOLD',
      marketing: 'AGREED',
      from: '2026-03-01',
      to: '2026-03-31',
      _promoter: promoter._id,
    });
  });

  it('downloads the filtered list as Excel, with contacts only after a reason', async () => {
    const asked = serve();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderAt('/console/users?grade=GOLD&sort=NAME');
    await screen.findByRole('table', { name: '회원 목록' });
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 엑셀 다운로드' });
    expect(dialog.textContent).toContain('회원 1명');
    expect(within(dialog).queryByLabelText(/다운로드 사유/)).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: '연락처 포함' }));
    await user.click(within(dialog).getByRole('button', { name: '엑셀 다운로드' }));
    expect(await within(dialog).findByText('변경 사유를 입력해주세요')).toBeTruthy();
    expect(asked.some((u) => u.searchParams.get('format') === 'xlsx')).toBe(false);
    await user.type(within(dialog).getByLabelText(/다운로드 사유/), '배송 안내 문자');
    await user.click(within(dialog).getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = asked.find((u) => u.searchParams.get('format') === 'xlsx')!.searchParams;
    expect(Object.fromEntries(['grade', 'sort', 'contacts', 'reason'].map((k) => [k, file.get(k)]))).toEqual({
      grade: 'GOLD',
      sort: 'NAME',
      contacts: 'true',
      reason: '배송 안내 문자',
    });
    expect(file.get('skip')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
