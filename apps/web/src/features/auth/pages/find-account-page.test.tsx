import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { json } from '@/test/fixtures.ts';
import { CERT_MESSAGE } from '../api/recovery.ts';
import { FindIdPage, FindPasswordPage } from './find-account-page.tsx';

const certification = { _id: '11111111-1111-4111-8111-111111111111', name: '김찾기', phone: '01012345678' };

function renderPage(page: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** What the response window posts back to the page that opened it. */
const certified = (origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { type: CERT_MESSAGE, certification } }),
    );
  });

afterEach(() => vi.unstubAllGlobals());

describe('아이디 찾기 / 비밀번호 찾기', () => {
  it('opens the 본인인증 window for the purpose of the tab', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const user = renderPage(<FindIdPage />);
    await user.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(open).toHaveBeenCalledWith(
      '/common/kcp/cert/request?purpose=FIND_ID',
      'kcpCert',
      expect.any(String),
    );
    expect(screen.getByRole('link', { name: '아이디 찾기' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the masked usernames once certified, and ignores another origin', async () => {
    const fetch = vi.fn(async () =>
      json(200, { users: [{ username: 'find***', createdAt: '2026-11-01T00:00:00.000Z' }] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage(<FindIdPage />);
    await certified('https://evil.example');
    expect(fetch).not.toHaveBeenCalled();
    await certified();
    expect(await screen.findByText('find***')).toBeTruthy();
    expect(screen.getByText('가입일 2026-11-01')).toBeTruthy();
    expect(screen.getByText('김**')).toBeTruthy();
  });

  it('hears a window its opener was cut from, through a storage event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, { users: [{ username: 'kcp***', createdAt: '2026-11-02T00:00:00.000Z' }] }),
      ),
    );
    renderPage(<FindIdPage />);
    await act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: CERT_MESSAGE,
          newValue: JSON.stringify({ type: CERT_MESSAGE, certification }),
        }),
      );
    });
    expect(await screen.findByText('kcp***')).toBeTruthy();
  });

  it('checks the new password by spec §5 and shows the server’s 422 with a way to certify again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, { code: 'CERTIFICATION_INVALID', message: '본인인증을 다시 진행해주세요' }),
      ),
    );
    const user = renderPage(<FindPasswordPage />);
    await certified();
    await user.type(await screen.findByLabelText('아이디', { exact: true }), 'find1234');
    await user.type(screen.getByLabelText('새 비밀번호', { exact: true }), 'abcdefgh1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'abcdefgh1');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호에 특수문자를 넣어주세요')).toBeTruthy();
    await user.clear(screen.getByLabelText('새 비밀번호', { exact: true }));
    await user.type(screen.getByLabelText('새 비밀번호', { exact: true }), 'NewPass34!');
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'NewPass34!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('본인인증을 다시 진행해주세요')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '본인인증 다시 하기' }));
    expect(screen.getByRole('button', { name: '휴대폰 본인인증' })).toBeTruthy();
  });
});
