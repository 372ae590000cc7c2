import type { AuditLog } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveBlob } from '@/components/console/files.ts';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json, operatorPayload } from '@/test/fixtures.ts';
import { ConsoleAuditLogsPage } from './audit-logs-page.tsx';

vi.mock('@/components/console/files.ts', () => ({ saveBlob: vi.fn() }));

const gradeChange: AuditLog = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T01:02:03.000Z',
  operator: { _id: operatorPayload._user, username: 'admin', name: '관리자' },
  action: 'POINTS_ADJUST',
  actionLabel: '적립금 지급·차감',
  targetKind: 'USER',
  targetLabel: '회원',
  _target: '7b3f4f5e-0c1a-4d55-9c1e-2f9a4f4b1a01',
  before: { points: 5_000 },
  after: { points: 3_000 },
  reason: '오지급 회수',
  requestId: 'req-7',
  ip: '203.0.113.7',
};

function stubApi() {
  return stubConsoleApi(({ url }) => {
    if (url.includes('format=xlsx'))
      return new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    if (url.startsWith('/api/console/audit-logs'))
      return json(200, { summary: { totalCount: 1 }, auditLogs: [gradeChange] });
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
}

function renderPage(entry = '/console/audit-logs') {
  return renderConsoleRoute('/console/audit-logs', entry, <ConsoleAuditLogsPage />).user;
}

withOperatorSession();

describe('ConsoleAuditLogsPage', () => {
  it('shows who changed what, before and after in words with won grouping, the reason and the address', async () => {
    stubApi();
    renderPage();
    const row = await screen.findByRole('row', { name: /오지급 회수/ });
    expect(row.textContent).toContain('관리자');
    expect(row.textContent).toContain('적립금 지급·차감');
    expect(row.textContent).toContain('회원');
    expect(within(row).getByText('적립금 잔액')).toBeTruthy();
    expect(within(row).getByText('5,000')).toBeTruthy();
    expect(within(row).getByText('3,000')).toBeTruthy();
    expect(row.textContent).toContain('203.0.113.7');
  });

  it('filters by action and operator through the query string', async () => {
    const calls = stubApi();
    const user = renderPage();
    await screen.findByRole('row', { name: /오지급 회수/ });
    await user.selectOptions(screen.getByLabelText('작업'), 'MEMBER_GRADE');
    await waitFor(() => expect(calls.some((c) => c.url.includes('action=MEMBER_GRADE'))).toBe(true));
    await user.type(screen.getByLabelText('처리자 (이름 또는 아이디)'), '관리자');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes(`operator=${encodeURIComponent('관리자')}`))).toBe(true),
    );
  });

  it('downloads the filtered rows as Excel', async () => {
    const calls = stubApi();
    const user = renderPage('/console/audit-logs?targetKind=USER');
    await screen.findByRole('row', { name: /오지급 회수/ });
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(vi.mocked(saveBlob)).toHaveBeenCalled());
    expect(calls.some((c) => c.url.includes('format=xlsx') && c.url.includes('targetKind=USER'))).toBe(true);
  });
});
