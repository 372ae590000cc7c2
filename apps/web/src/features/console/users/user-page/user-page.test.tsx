import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { type ConsoleMemberDetail, consoleMemberDetail } from '@/test/console-member.ts';
import { json, operatorPayload } from '@/test/fixtures.ts';
import { ConsoleUserPage } from './user-page.tsx';

type Detail = ConsoleMemberDetail;

const member: Detail = consoleMemberDetail();
const closed: Detail = {
  ...member,
  username: 'left_0123456789abcdef',
  name: '탈퇴회원',
  email: '',
  phone: '',
  state: 'LEFT',
  leftAt: '2026-04-01T01:00:00.000Z',
  histories: [
    {
      _id: '1d1d1d1d-0000-4000-8000-000000000001',
      action: 'LEAVE',
      before: 'ACTIVE',
      after: 'LEFT',
      reason: '고객센터 전화 요청',
      by: { _id: operatorPayload._user, username: 'admin' },
      createdAt: '2026-04-01T01:00:00.000Z',
    },
  ],
};

function stubApi(user: Detail) {
  return stubConsoleApi((call) => {
    if (call.url.startsWith(`/api/console/users/${user._id}/requests/`)) {
      return json(200, {
        request: {
          ...user.requests[0],
          status: 'REJECTED',
          reason: (call.body as { reason: string }).reason,
        },
      });
    }
    if (call.url === `/api/console/users/${user._id}/type`) {
      return json(200, {
        user: { ...user, type: 'PROMOTER', requests: [{ ...user.requests[0], status: 'APPROVED' }] },
      });
    }
    if (call.url === `/api/console/users/${user._id}`) {
      if (call.method === 'GET') return json(200, { user });
      if (call.method === 'DELETE') return json(200, { user: closed });
    }
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
}

const renderPage = (_user: string) =>
  renderConsoleRoute('/console/users/:_user', `/console/users/${_user}`, <ConsoleUserPage />).user;

withOperatorSession();

describe('ConsoleUserPage: 탈퇴 처리', () => {
  it('closes the account with a reason from the dialog and shows the member as left', async () => {
    const calls = stubApi(member);
    const user = renderPage(member._id);
    const panel = await screen.findByRole('region', { name: '탈퇴 처리' });
    await user.click(within(panel).getByRole('button', { name: '탈퇴 처리' }));
    const dialog = await screen.findByRole('dialog', { name: '탈퇴 처리' });

    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '탈퇴 처리' }));
    expect(await within(dialog).findByText('탈퇴 처리 사유를 입력해주세요')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.type(within(dialog).getByLabelText(/탈퇴 처리 사유/), '고객센터 전화 요청');
    await user.click(within(dialog).getByRole('button', { name: '탈퇴 처리' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('탈퇴 처리되었습니다'));
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      url: `/api/console/users/${member._id}`,
      body: { reason: '고객센터 전화 요청' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: /탈퇴회원/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '탈퇴 처리' })).toBeNull();
    // the closing is told in 변경이력
    await user.click(screen.getByRole('tab', { name: '변경이력' }));
    expect(screen.getByText('고객센터 전화 요청')).toBeTruthy();
  });

  it('offers no closing for a console account', async () => {
    stubApi({ ...member, _id: '7b3f4f5e-0c1a-4d55-9c1e-2f9a4f4b1a09', type: 'OPERATOR' });
    renderPage('7b3f4f5e-0c1a-4d55-9c1e-2f9a4f4b1a09');
    const panel = await screen.findByRole('region', { name: '탈퇴 처리' });
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(panel.textContent).toContain('관리자 계정은 탈퇴 처리할 수 없습니다');
  });
});

const applicant: Detail = {
  ...member,
  requests: [
    {
      _id: '2e2e2e2e-0000-4000-8000-000000000001',
      type: 'PROMOTER_APPROVAL',
      status: 'AWAITING',
      reason: null,
      bank: { code: '088', name: '신한은행', accountNumber: '********6789', accountHolder: '최민지' },
      residentRegistrationNumber: '900101-2******',
      createdAt: '2026-03-02T01:00:00.000Z',
      decidedAt: null,
      certified: { name: '최민지', phone: '01098765432', birthDay: '19900101' },
      decidedBy: null,
    },
  ],
};

describe('ConsoleUserPage: 정회원 전환 신청', () => {
  it('shows the application masked and approves it through the type change with a reason', async () => {
    const calls = stubApi(applicant);
    const user = renderPage(applicant._id);
    const panel = await screen.findByRole('region', { name: '정회원 전환 신청' });
    expect(within(panel).getByText('900101-2******')).toBeTruthy();
    expect(within(panel).getByText('신한은행 ********6789 (최민지)')).toBeTruthy();
    expect(within(panel).getByText('1990-01-01')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '승인' }));
    const dialog = await screen.findByRole('dialog', { name: '정회원 전환 승인' });
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('정회원으로 전환되었습니다'));
    expect(calls.find((c) => c.url.endsWith('/type'))?.body).toEqual({
      type: 'PROMOTER',
      reason: '정회원 전환 승인',
    });
  });

  it('rejects only with a reason', async () => {
    const calls = stubApi(applicant);
    const user = renderPage(applicant._id);
    const panel = await screen.findByRole('region', { name: '정회원 전환 신청' });
    await user.click(within(panel).getByRole('button', { name: '반려' }));
    const dialog = await screen.findByRole('dialog', { name: '정회원 전환 반려' });
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(await within(dialog).findByText('변경 사유를 입력해주세요')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/반려 사유/), '예금주 확인 필요');
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('신청을 반려했습니다'));
    expect(calls.find((c) => c.url.includes('/requests/'))).toMatchObject({
      method: 'PUT',
      body: { status: 'REJECTED', reason: '예금주 확인 필요' },
    });
  });
});
