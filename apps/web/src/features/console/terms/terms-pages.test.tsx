import type { ConsoleTermDetail } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleTermPage } from './term-page.tsx';
import { ConsoleTermsPage } from './terms-page.tsx';

const TERM_ID = '0d8f3c1e-8a3b-4c2d-9e1f-000000000001';

// The term page lazy-loads its rich-text editor, and no test here waits for it: loaded first, no
// import is still in flight when the file ends (one left in flight held the worker's next file
// for a minute, until Vitest's call for the module timed out).
beforeAll(() => import('@/components/console/rich-text-editor.tsx'));

const term = (extra: Partial<ConsoleTermDetail> = {}): ConsoleTermDetail => ({
  _id: TERM_ID,
  code: 'service',
  subject: '이용약관',
  necessary: true,
  order: 1,
  withdrawn: false,
  current: { version: 1, effectiveAt: '2026-01-01T00:00:00.000Z', adverse: false },
  scheduled: null,
  agreements: 1234,
  updatedAt: '2026-01-01T00:00:00.000Z',
  versions: [
    {
      _id: 'v1',
      version: 1,
      content: '<p>제1조 (목적) 처음 약관</p>',
      effectiveAt: '2026-01-01T00:00:00.000Z',
      adverse: false,
      reason: null,
      state: 'CURRENT',
      by: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  notice: { days: 7, earliest: '2026-12-04', adverseDays: 30, adverseEarliest: '2026-12-27' },
  ...extra,
});

type Call = { method: string; path: string; body: Record<string, unknown> | null };

/** The console API as these screens call it: each request by method, path and JSON body. */
function serve(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  stubConsoleApi((c) => {
    const call = {
      method: c.method,
      path: new URL(c.url, 'http://localhost').pathname,
      body: (c.body ?? null) as Call['body'],
    };
    calls.push(call);
    return answer(call) ?? json(404, { message: '없음', code: 'NOT_FOUND' });
  });
  return calls;
}

withOperatorSession();
const renderList = () => renderConsoleRoute('/console/terms', '/console/terms', <ConsoleTermsPage />);
const renderTerm = () =>
  renderConsoleRoute('/console/terms/:_term', `/console/terms/${TERM_ID}`, <ConsoleTermPage />);

describe('/console/terms', () => {
  it('lists each term with the version in effect, the announced one and the members who agreed', async () => {
    const scheduled = { version: 2, effectiveAt: '2027-01-09T15:00:00.000Z', adverse: true };
    serve((c) =>
      c.path === '/api/console/terms'
        ? json(200, {
            terms: [
              term({ scheduled }),
              term({ _id: 'other', code: 'event', subject: '이벤트 약관', withdrawn: true, agreements: 0 }),
            ],
          })
        : undefined,
    );
    renderList();
    const table = await screen.findByRole('table', { name: '약관 목록' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '이용약관' }).getAttribute('href')).toBe(
      `/console/terms/${TERM_ID}`,
    );
    expect(first!.textContent).toContain('버전 1 · 2026-01-01');
    expect(first!.textContent).toContain('2027-01-10 시행');
    expect(first!.textContent).toContain('불리한 변경');
    expect(first!.textContent).toContain('1,234명');
    expect(second!.textContent).toContain('적용 중단');
  });
});

describe('/console/terms/:_term', () => {
  it('keeps the form and says so when another operator changed the term first (409)', async () => {
    const calls = serve((c) => {
      if (c.method === 'GET' && c.path === `/api/console/terms/${TERM_ID}`)
        return json(200, { term: term() });
      if (c.method === 'PUT')
        return json(409, { code: 'STALE_EDIT', message: '다른 관리자가 먼저 변경했습니다' });
      return undefined;
    });
    const { user } = renderTerm();
    const subject = await screen.findByLabelText(/^제목/, { selector: 'input' });
    await user.clear(subject);
    await user.type(subject, '쇼핑몰 이용약관');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('다른 관리자가 먼저 변경했습니다')).toBeTruthy();
    expect((screen.getByLabelText(/^제목/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '쇼핑몰 이용약관',
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      subject: '쇼핑몰 이용약관',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    // 1,234 members agreed: it cannot be deleted, only withdrawn from new joins
    expect((screen.getByRole('button', { name: '약관 삭제' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends an amendment from the text in effect; the notice rule lands beside 시행일; the preview shows it', async () => {
    const calls = serve((c) => {
      if (c.method === 'GET') return json(200, { term: term() });
      if (c.method === 'POST')
        return json(422, { code: 'TERM_NOTICE_TOO_SHORT', message: '시행일은 30일 이후로 지정해주세요' });
      return undefined;
    });
    const { user } = renderTerm();
    const day = await screen.findByLabelText(/^시행일/);
    expect((day as HTMLInputElement).value).toBe('2026-12-04');
    expect(day.getAttribute('min')).toBe('2026-12-04');
    await user.click(screen.getByLabelText(/회원에게 불리한 변경/));
    expect(day.getAttribute('min')).toBe('2026-12-27');
    await user.type(screen.getByLabelText(/^개정 사유/), '배송 조항 정비');
    await user.click(screen.getByRole('button', { name: '미리보기' }));
    const preview = screen.getByRole('region', { name: '쇼핑몰 미리보기' });
    expect(preview.textContent).toContain(
      '2026-12-04부터 개정 약관이 시행됩니다 (회원에게 불리한 변경 포함)',
    );
    expect(preview.textContent).toContain('개정 사유: 배송 조항 정비');
    expect(preview.textContent).toContain('제1조 (목적) 처음 약관');
    await user.click(screen.getByRole('button', { name: '개정안 등록' }));
    expect(await screen.findByText('시행일은 30일 이후로 지정해주세요')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      content: '<p>제1조 (목적) 처음 약관</p>',
      effectiveAt: '2026-12-04',
      adverse: true,
      reason: '배송 조항 정비',
    });
  });

  it('withdraws an announced amendment with a reason, and reads any version', async () => {
    const announced = term({
      scheduled: { version: 2, effectiveAt: '2026-12-03T15:00:00.000Z', adverse: false },
      versions: [
        {
          _id: 'v2',
          version: 2,
          content: '<p>개정된 제1조</p>',
          effectiveAt: '2026-12-03T15:00:00.000Z',
          adverse: false,
          reason: '배송 조항 정비',
          state: 'SCHEDULED',
          by: '운영관리자',
          createdAt: '2026-11-27T01:00:00.000Z',
        },
        ...term().versions,
      ],
    });
    let shown = announced;
    const calls = serve((c) => {
      if (c.method === 'GET') return json(200, { term: shown });
      if (c.method === 'DELETE') {
        shown = term();
        return json(200, { term: shown });
      }
      return undefined;
    });
    const { user } = renderTerm();
    const rows = await screen.findAllByTestId('term-version-row');
    expect(rows[0]!.textContent).toContain('2026-12-04');
    expect(rows[0]!.textContent).toContain('시행 예정');
    expect(screen.getByText(/새 개정안은 이 개정안을 취소한 뒤 등록할 수 있습니다/)).toBeTruthy();
    await user.click(within(rows[0]!).getByRole('button', { name: /내용 보기/ }));
    expect((await screen.findByRole('dialog')).textContent).toContain('개정된 제1조');
    await user.keyboard('{Escape}');
    await user.click(within(rows[0]!).getByRole('button', { name: '개정 취소' }));
    await user.click(await screen.findByRole('button', { name: '개정 취소하기' }));
    expect(await screen.findByText('변경 사유를 입력해주세요')).toBeTruthy();
    await user.type(screen.getByLabelText(/^사유/), '문구 오류');
    await user.click(screen.getByRole('button', { name: '개정 취소하기' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const cancel = calls.find((c) => c.method === 'DELETE')!;
    expect(cancel.path).toBe(`/api/console/terms/${TERM_ID}/versions/2`);
    expect(cancel.body).toEqual({ reason: '문구 오류' });
    expect(await screen.findByRole('button', { name: '개정안 등록' })).toBeTruthy();
  });
});
