import type { ConsoleMessage, MessageTemplate } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleMessagesPage } from './messages-page.tsx';

const placed: ConsoleMessage = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  event: 'ORDER_PLACED',
  eventLabel: '주문 접수 (입금 안내)',
  recipient: '010-****-5678',
  channel: 'LMS',
  text: '[바스하우스] 주문 접수 안내\n주문번호: 20261127-000001\n입금계좌: 신한은행 110-123-456789 바스하우스',
  state: 'SENT',
  stateLabel: '발송',
  attempts: 1,
  statusCode: '2000',
  error: null,
  createdAt: '2026-11-27T01:02:03.000Z',
  sentAt: '2026-11-27T01:02:04.000Z',
  finalAt: null,
};

const template: MessageTemplate = {
  event: 'INQUIRY_ANSWERED',
  eventLabel: '1:1 문의 답변',
  kind: 'TRANSACTION',
  enabled: true,
  text: '#{고객명}님, 답변이 등록되었습니다.',
  providerTemplateId: null,
  variables: [
    { name: '고객명', description: '받는 분의 이름' },
    { name: '문의제목', description: '1:1 문의 제목' },
  ],
  edited: false,
  updatedAt: null,
};

function stubApi() {
  return stubConsoleApi(({ method, url, body }) => {
    if (url.startsWith('/api/console/messages/templates/') && method === 'PUT') {
      const edit = body as MessageTemplate;
      if (edit.text.includes('#{주문번호}')) {
        const message = '사용할 수 없는 변수입니다: #{주문번호}';
        return json(400, { message, code: 'VALIDATION_FAILED', details: [{ path: 'text', message }] });
      }
      return json(200, {
        template: { ...template, ...edit, edited: true, updatedAt: '2026-11-27T02:00:00.000Z' },
      });
    }
    if (url.startsWith('/api/console/messages/templates')) return json(200, { templates: [template] });
    if (url.startsWith('/api/console/messages'))
      return json(200, {
        summary: { totalCount: 1, provider: '테스트 발송 (기록만)' },
        messages: [placed],
      });
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
}

const renderPage = (entry = '/console/messages') =>
  renderConsoleRoute('/console/messages', entry, <ConsoleMessagesPage />).user;

withOperatorSession();

describe('ConsoleMessagesPage', () => {
  it('lists the outbox with the number masked, the text and the state', async () => {
    stubApi();
    renderPage();
    const row = await screen.findByRole('row', { name: /주문 접수 \(입금 안내\)/ });
    expect(row.textContent).toContain('010-****-5678');
    expect(row.textContent).toContain('주문번호: 20261127-000001');
    expect(within(row).getByText('발송')).toBeTruthy();
    expect(screen.getByText('발송: 테스트 발송 (기록만)')).toBeTruthy();
  });

  it('filters by state and a part of the number through the query string', async () => {
    const calls = stubApi();
    const user = renderPage();
    await screen.findByRole('row', { name: /주문 접수/ });
    await user.selectOptions(screen.getByLabelText('상태'), 'FAILED');
    await waitFor(() => expect(calls.some((c) => c.url.includes('state=FAILED'))).toBe(true));
    await user.type(screen.getByLabelText('휴대폰 번호 (일부)'), '5678');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('phone=5678'))).toBe(true));
  });

  it('shows a template’s variables, warns of an unknown one as it is typed, and saves an edit', async () => {
    const calls = stubApi();
    const user = renderPage('/console/messages?view=templates');
    const [panel] = await screen.findAllByRole('region', { name: /1:1 문의 답변/ });
    if (!panel) throw new Error('no template panel');
    expect(within(panel).getByText('#{문의제목}')).toBeTruthy();
    const text = within(panel).getByLabelText(/알림 내용/);
    await user.clear(text);
    await user.type(text, '{{고객명}님, 주문 #{{주문번호}');
    expect(await within(panel).findByText('사용할 수 없는 변수입니다: #{주문번호}')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await user.clear(text);
    await user.type(text, '#{{고객명}님, 답변했습니다.');
    await user.click(within(panel).getByRole('button', { name: '저장하기' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        enabled: true,
        text: '#{고객명}님, 답변했습니다.',
        providerTemplateId: null,
      }),
    );
  });
});
