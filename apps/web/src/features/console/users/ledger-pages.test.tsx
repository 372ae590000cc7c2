import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  renderConsoleRoute,
  stubConsoleApi,
  withOperatorSession,
} from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { awaiting, bonuses, member, memberRow, points, scores } from '@/test/ledger-fixtures.ts';
import { ConsoleBonusesPage } from './bonuses-page.tsx';
import { ConsolePointsPage } from './points-page.tsx';
import { ConsoleScoresPage } from './scores-page.tsx';

/** The three ledger screens of the console (적립금, 실적 점수, 수당): list, search, 지급/차감 with a reason. */

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = (call: Call) => Response | undefined;

/** The request as these tests read it: its path and query apart. */
function asCall({ method, url, body }: ApiCall): Call {
  const [path = '', search] = url.split('?');
  return { method, path, query: new URLSearchParams(search), body };
}

/** A stubbed fetch answering the screen's requests; `answer` first, then the lists and the member search. */
function stubApi(answer: Answer = () => undefined) {
  return stubConsoleApi((request) => {
    const call = asCall(request);
    const { path } = call;
    const own = answer(call);
    if (own) return own;
    if (call.method !== 'GET') return json(404, { message: '없음', code: 'NOT_FOUND' });
    if (path === '/api/console/users') return json(200, { summary: { totalCount: 1 }, users: [memberRow] });
    if (path === '/api/console/users/points') return json(200, { summary: { totalCount: 2 }, points });
    if (path === '/api/console/users/scores') return json(200, { summary: { totalCount: 2 }, scores });
    if (path === '/api/console/users/bonuses') return json(200, { summary: { totalCount: 1 }, bonuses });
    if (path === '/api/console/users/bonuses/withdrawals') {
      return json(200, { summary: { totalCount: 0 }, withdrawals: [] });
    }
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
}

const lists = (calls: ApiCall[], path: string) =>
  calls.map(asCall).filter((c) => c.method === 'GET' && c.path === path);

function renderAt(url: string, page: ReactNode) {
  return renderConsoleRoute('*', url, page).user;
}

/** Finds the member by id in the dialog's 회원 찾기 and chooses them. */
async function chooseMember(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/^회원/), member.username);
  await user.click(await within(form).findByRole('button', { name: /minji01/ }));
}

withOperatorSession();

describe('ConsolePointsPage: /console/user-points', () => {
  it('lists signed won with the operator, and searches a member in a period', async () => {
    const calls = stubApi();
    const user = renderAt('/console/user-points', <ConsolePointsPage />);
    const table = await screen.findByRole('table', { name: '적립금 내역' });
    const [, granted, used] = within(table).getAllByRole('row');
    expect(granted!.textContent).toContain('+3,000원');
    expect(granted!.textContent).toContain('관리자');
    expect(used!.textContent).toContain('-500원');
    expect(screen.queryByRole('button', { name: '초기화' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: '회원 (이름 또는 아이디)' }), ' minji ');
    await user.type(screen.getByLabelText('시작일'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lists(calls, '/api/console/users/points').at(-1)?.query.get('searchValue')).toBe('minji'),
    );
    expect(lists(calls, '/api/console/users/points').at(-1)?.query.get('from')).toBe('2026-03-01');

    await user.selectOptions(screen.getByLabelText('구분'), 'ADMIN');
    await waitFor(() =>
      expect(lists(calls, '/api/console/users/points').at(-1)?.query.get('type')).toBe('ADMIN'),
    );
    // 초기화: every filter off (the unfiltered first page is still cached, so no new request).
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '초기화' })).toBeNull());
    expect((screen.getByLabelText('구분') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('시작일') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('회원 (이름 또는 아이디)') as HTMLInputElement).value).toBe('');
  });

  it('says so when a search finds nothing', async () => {
    stubApi((c) =>
      c.path === '/api/console/users/points'
        ? json(200, { summary: { totalCount: 0 }, points: [] })
        : undefined,
    );
    renderAt('/console/user-points?searchValue=nobody', <ConsolePointsPage />);
    expect(await screen.findByText('검색 조건에 맞는 내역이 없습니다')).toBeTruthy();
  });

  it('deducts with a reason: each field says what is missing, then the balance is announced', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST' && c.path === '/api/console/users/points'
        ? json(201, { point: points[1], balance: 2500 })
        : undefined,
    );
    const user = renderAt('/console/user-points', <ConsolePointsPage />);
    await user.click(await screen.findByRole('button', { name: '지급/차감' }));
    const form = await screen.findByRole('form', { name: '적립금 지급/차감' });

    await user.click(within(form).getByRole('button', { name: '지급' }));
    expect(await within(form).findByText('회원을 선택해주세요')).toBeTruthy();
    expect(within(form).getByText('금액을 1원 이상 숫자로 입력해주세요')).toBeTruthy();
    expect(within(form).getByText('변경 사유를 입력해주세요')).toBeTruthy();

    await chooseMember(user, form);
    await user.click(within(form).getByRole('radio', { name: '차감' }));
    await user.type(within(form).getByLabelText(/^차감 금액\(원\)/), '500');
    await user.type(within(form).getByLabelText(/^변경 사유/), '오지급 회수');
    await user.click(within(form).getByRole('button', { name: '차감' }));

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('차감되었습니다 (보유 적립금 2,500원)'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      _user: member._id,
      amount: -500,
      reason: '오지급 회수',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: '적립금 지급/차감' })).toBeNull());
  });

  it('keeps the form and shows a refusal beside it', async () => {
    stubApi((c) =>
      c.method === 'POST'
        ? json(422, { message: '보유 적립금을 초과하여 차감할 수 없습니다', code: 'POINTS_OVER_BALANCE' })
        : undefined,
    );
    const user = renderAt('/console/user-points?dialog=adjust', <ConsolePointsPage />);
    const form = await screen.findByRole('form', { name: '적립금 지급/차감' });
    await chooseMember(user, form);
    await user.type(within(form).getByLabelText(/^지급 금액\(원\)/), '1,000');
    await user.type(within(form).getByLabelText(/^변경 사유/), '보상');
    await user.click(within(form).getByRole('button', { name: '지급' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      '보유 적립금을 초과하여 차감할 수 없습니다',
    );
    expect((within(form).getByLabelText(/^지급 금액\(원\)/) as HTMLInputElement).value).toBe('1,000');
  });
});

describe('ConsoleScoresPage: /console/user-scores', () => {
  it('lists signed scores and filters by 내용 at once', async () => {
    const calls = stubApi();
    const user = renderAt('/console/user-scores', <ConsoleScoresPage />);
    const table = await screen.findByRole('table', { name: '실적 점수 내역' });
    const [, manual, purchase] = within(table).getAllByRole('row');
    expect(manual!.textContent).toContain('+10점');
    expect(manual!.textContent).toContain('이벤트');
    expect(purchase!.textContent).toContain('-4점');

    await user.selectOptions(screen.getByLabelText('내용'), 'MANUAL');
    await waitFor(() =>
      expect(lists(calls, '/api/console/users/scores').at(-1)?.query.get('source')).toBe('MANUAL'),
    );
    await user.type(screen.getByLabelText('종료일'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lists(calls, '/api/console/users/scores').at(-1)?.query.get('to')).toBe('2026-03-31'),
    );
    expect(lists(calls, '/api/console/users/scores').at(-1)?.query.get('source')).toBe('MANUAL');
  });

  it('says the ledger is empty without a search', async () => {
    stubApi((c) =>
      c.path === '/api/console/users/scores'
        ? json(200, { summary: { totalCount: 0 }, scores: [] })
        : undefined,
    );
    renderAt('/console/user-scores', <ConsoleScoresPage />);
    expect(await screen.findByText('실적 점수 내역이 없습니다')).toBeTruthy();
  });

  it('adjusts a member’s score with a reason, one problem at a time', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST' && c.path === '/api/console/users/scores'
        ? json(201, { score: scores[0], total: 110 })
        : undefined,
    );
    const user = renderAt('/console/user-scores', <ConsoleScoresPage />);
    await user.click(await screen.findByRole('button', { name: '점수 조정' }));
    const form = await screen.findByRole('form', { name: '실적 점수 조정' });

    await user.click(within(form).getByRole('button', { name: '지급' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('회원을 선택해주세요');
    await chooseMember(user, form);
    await user.click(within(form).getByRole('button', { name: '지급' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('점수을 1 이상 숫자로 입력해주세요');
    await user.type(within(form).getByLabelText(/^점수/), '10');
    await user.click(within(form).getByRole('button', { name: '지급' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('변경 사유를 입력해주세요');
    await user.type(within(form).getByLabelText(/^변경 사유/), ' 이벤트 ');
    await user.click(within(form).getByRole('button', { name: '지급' }));

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('처리되었습니다 (누적 점수 110점)'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      _user: member._id,
      amount: 10,
      reason: '이벤트',
    });
  });
});

describe('ConsoleBonusesPage: /console/user-bonuses', () => {
  it('lists the ledger and credits a promotee’s purchase with 수당 조정', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST' && c.path === '/api/console/users/bonuses'
        ? json(201, { bonus: bonuses[0], balance: 50_000 })
        : undefined,
    );
    const user = renderAt('/console/user-bonuses', <ConsoleBonusesPage />);
    const table = await screen.findByRole('table', { name: '수당 내역' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('+50,000원');

    await user.click(screen.getByRole('button', { name: '수당 조정' }));
    const form = await screen.findByRole('form', { name: '수당 조정' });
    await chooseMember(user, form);
    await user.click(within(form).getByRole('radio', { name: '차감' }));
    await user.type(within(form).getByLabelText(/^금액\(원\)/), '2,000');
    await user.type(within(form).getByLabelText('관련 구매 ID (선택)'), 'purchase-1');
    await user.type(within(form).getByLabelText(/^변경 사유/), '반품 회수');
    await user.click(within(form).getByRole('button', { name: '차감' }));

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('처리되었습니다 (보유 수당 50,000원)'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      _user: member._id,
      amount: -2000,
      reason: '반품 회수',
      _purchase: 'purchase-1',
    });
  });

  it('filters the ledger by 구분 and 내용, and 초기화 clears every filter', async () => {
    const calls = stubApi();
    const user = renderAt('/console/user-bonuses', <ConsoleBonusesPage />);
    await screen.findByRole('table', { name: '수당 내역' });
    await user.selectOptions(screen.getByLabelText('구분'), 'BONUS__ADMIN');
    await user.selectOptions(screen.getByLabelText('내용'), 'MANUAL_PROMOTER');
    await waitFor(() =>
      expect(lists(calls, '/api/console/users/bonuses').at(-1)?.query.get('source')).toBe('MANUAL_PROMOTER'),
    );
    expect(lists(calls, '/api/console/users/bonuses').at(-1)?.query.get('type')).toBe('BONUS__ADMIN');
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '초기화' })).toBeNull());
    expect((screen.getByLabelText('구분') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('내용') as HTMLSelectElement).value).toBe('');
  });

  it('lists a withdrawal with its account, withholding and transfer, and opens 처리 on it', async () => {
    stubApi((c) =>
      c.path === '/api/console/users/bonuses/withdrawals'
        ? json(200, { summary: { totalCount: 1 }, withdrawals: [awaiting] })
        : undefined,
    );
    const user = renderAt('/console/user-bonuses?view=withdrawals', <ConsoleBonusesPage />);
    const table = await screen.findByRole('table', { name: '출금 신청' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      '최민지 (minji01)',
      'KB국민은행 12345678903456 최민지',
      '30,000원',
      '990원',
      '29,010원',
      '대기',
      '처리',
    ]);
    expect(screen.getByRole('heading', { name: /^출금 신청/ }).textContent).toBe('출금 신청 1건');
    await user.click(within(table).getByRole('button', { name: '최민지 출금 처리' }));
    expect(await screen.findByRole('dialog', { name: '출금 처리' })).toBeTruthy();
  });

  it('opens 출금 신청 on the awaiting ones and says when there are none', async () => {
    const calls = stubApi();
    renderAt('/console/user-bonuses?view=withdrawals&status=AWAITING', <ConsoleBonusesPage />);
    expect(await screen.findByText('출금 신청이 없습니다')).toBeTruthy();
    expect(lists(calls, '/api/console/users/bonuses/withdrawals').at(-1)?.query.get('status')).toBe(
      'AWAITING',
    );
    expect(screen.getByRole('button', { name: '초기화' })).toBeTruthy();
  });
});
