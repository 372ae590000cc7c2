import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { type ConsoleMemberDetail, consoleMemberDetail } from '@/test/console-member.ts';
import { json } from '@/test/fixtures.ts';
import { ProfileEdit, SponsorChange } from './member-edits.tsx';

type Detail = ConsoleMemberDetail;

const member: Detail = consoleMemberDetail();
const promoter = {
  ...member,
  _id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567890',
  username: 'boss77',
  name: '김정회',
  type: 'PROMOTER',
};

/** The console API: PUT answers `put(body)`; the member search finds one promoter. */
function stubApi(put: (body: Record<string, unknown>) => Response) {
  return stubConsoleApi((call) => {
    if (call.method === 'PUT') return put(call.body as Record<string, unknown>);
    if (call.url.startsWith('/api/console/users?'))
      return json(200, { summary: { totalCount: 1 }, users: [promoter] });
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
}

function renderWith(node: React.ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);
  return userEvent.setup({ delay: null });
}

withOperatorSession();

describe('기본정보 수정', () => {
  it('sends the edit with the updatedAt the screen showed', async () => {
    const calls = stubApi((body) =>
      json(200, { user: { ...member, ...body, updatedAt: '2026-11-02T00:00:00.000Z' } }),
    );
    const user = renderWith(<ProfileEdit user={member} />);
    const name = screen.getByLabelText(/이름/);
    await user.clear(name);
    await user.type(name, '최민수');
    await user.click(screen.getByRole('button', { name: '기본정보 저장' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('기본정보가 수정되었습니다'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/console/users/${member._id}`,
      body: { name: '최민수', email: 'minji@example.com', phone: '01098765432', updatedAt: member.updatedAt },
    });
  });

  it('shows a bad phone’s message without sending, and a stale screen’s 409 with what was typed kept', async () => {
    const calls = stubApi(() =>
      json(409, { message: '다른 관리자가 먼저 변경했습니다', code: 'STALE_EDIT' }),
    );
    const user = renderWith(<ProfileEdit user={member} />);
    const phone = screen.getByLabelText(/연락처/);
    await user.clear(phone);
    await user.type(phone, '02-12');
    await user.click(screen.getByRole('button', { name: '기본정보 저장' }));
    expect(await screen.findByText(/휴대폰 번호|연락처/, { selector: '[id$="-error"], p' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(phone);
    await user.type(phone, '010-2222-3333');
    await user.click(screen.getByRole('button', { name: '기본정보 저장' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '다른 관리자가 먼저 변경했습니다');
    expect(screen.getByRole('button', { name: '최신 정보 불러오기' })).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe('010-2222-3333');
  });
});

describe('추천인 변경', () => {
  it('asks for a promoter and a reason, then sends them with the updatedAt', async () => {
    const calls = stubApi(() => json(200, { user: { ...member, sponsor: promoter } }));
    const user = renderWith(<SponsorChange user={member} />);
    await user.click(screen.getByRole('button', { name: '추천인 변경' }));
    expect(await screen.findByText('추천인을 선택해주세요')).toBeTruthy();
    expect(screen.getByText('변경 사유를 입력해주세요')).toBeTruthy();
    await user.type(screen.getByLabelText(/새 추천인/), 'boss77');
    const found = await screen.findByRole('list', { name: '검색된 회원' });
    await user.click(within(found).getByRole('button', { name: /김정회/ }));
    await user.type(screen.getByLabelText(/추천인 변경 사유/), '추천인 착오 정정');
    await user.click(screen.getByRole('button', { name: '추천인 변경' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('추천인이 변경되었습니다'));
    const search = calls.find((c) => c.url.startsWith('/api/console/users?'))!;
    expect(new URL(search.url, 'http://localhost').searchParams.get('type')).toBe('PROMOTER');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/console/users/${member._id}/sponsor`,
      body: { _promoter: promoter._id, reason: '추천인 착오 정정', updatedAt: member.updatedAt },
    });
  });
});
