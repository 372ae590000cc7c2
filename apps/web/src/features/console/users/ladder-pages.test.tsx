import type {
  ConsoleGradesEnvelope,
  ConsoleLevelsEnvelope,
  GradeVersion,
  LevelVersion,
} from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  renderConsoleRoute,
  stubConsoleApi,
  withOperatorSession,
} from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleUserGradesPage } from './grades-page.tsx';
import { ConsoleUserLevelsPage } from './levels-page.tsx';

/** The two screens that schedule a change in time: the grade ladder and the 장려 levels. */

const at = '2026-01-01T00:00:00.000Z';
const earliest = '2026-07-01';

const silver: GradeVersion = {
  _id: 'g1',
  code: 'SILVER',
  name: '실버',
  rank: 1,
  criterion: 'SCORE__ACCUMULATED',
  threshold: 1000,
  pointRateBp: 100,
  bonusRateBp: 100,
  retired: false,
  effectiveFrom: at,
  createdAt: at,
};
const grades: ConsoleGradesEnvelope = {
  summary: { totalCount: 1 },
  grades: [{ ...silver, memberCount: 12 }],
  scheduled: [{ ...silver, _id: 'g2', bonusRateBp: 150, effectiveFrom: '2026-06-30T15:00:00.000Z' }],
  earliestEffectiveDay: earliest,
};

const bronze: LevelVersion = {
  _id: 'l1',
  code: 'BRONZE',
  name: '브론즈',
  threshold: 1_000_000,
  amount: 30_000,
  retired: false,
  effectiveFrom: at,
  createdAt: at,
};
const levels: ConsoleLevelsEnvelope = {
  summary: { totalCount: 1 },
  levels: [bronze],
  scheduled: [{ ...bronze, _id: 'l2', retired: true, effectiveFrom: '2026-06-30T15:00:00.000Z' }],
  earliestEffectiveDay: earliest,
};

function stubApi(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubConsoleApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.url === '/api/console/users/grades') return json(200, grades);
    if (call.method === 'GET' && call.url === '/api/console/levels') return json(200, levels);
    if (call.method === 'DELETE') return json(204, undefined);
    if (call.url.includes('/grades')) return json(200, { grade: silver });
    return json(200, { level: bronze });
  });
}

function renderPage(page: ReactNode) {
  return renderConsoleRoute('/', '/', page).user;
}

const saved = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT' || c.method === 'POST');

withOperatorSession();
beforeEach(() => {
  vi.spyOn(window, 'confirm').mockImplementation(() => true);
});

describe('ConsoleUserGradesPage: /console/user-grades', () => {
  it('shows the ladder in effect and its scheduled versions, and cancels one after asking', async () => {
    const calls = stubApi();
    const user = renderPage(<ConsoleUserGradesPage />);
    const ladder = await screen.findByRole('table', { name: '적용 중인 등급표' });
    expect(ladder.textContent).toContain('실버');
    expect(ladder.textContent).toContain('12명');
    const scheduled = screen.getByRole('table', { name: '예약된 등급 변경' });
    expect(scheduled.textContent).toContain('1.5%');
    await user.click(within(scheduled).getByRole('button', { name: '취소' }));
    expect(window.confirm).toHaveBeenCalledWith("2026-07-01부터 적용될 '실버' 변경을 취소할까요?");
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url === '/api/console/users/grades/versions/g2'),
      ).toBe(true),
    );
  });

  it('schedules a change of the grade picked with 변경, and renames at once without a day', async () => {
    const calls = stubApi();
    const user = renderPage(<ConsoleUserGradesPage />);
    const ladder = await screen.findByRole('table', { name: '적용 중인 등급표' });
    await user.click(within(ladder).getByRole('button', { name: '변경' }));
    const form = await screen.findByRole('region', { name: "'실버' 등급 변경 예약" });
    expect(within(form).getByText(`${earliest} 이후 (등급명만 바꿀 때는 비워 두면 즉시 적용)`)).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^직급수당률/));
    await user.type(within(form).getByLabelText(/^직급수당률/), '1.5');
    await user.type(within(form).getByLabelText(/^적용일/), earliest);
    await user.click(within(form).getByRole('button', { name: '변경 저장' }));
    expect(await within(form).findByText(`${earliest}부터 적용되도록 예약했습니다`)).toBeTruthy();
    expect(saved(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/console/users/grades/SILVER',
      body: { name: '실버', bonusRateBp: 150, pointRateBp: 100, retired: false, effectiveFrom: earliest },
    });

    await user.clear(within(form).getByLabelText(/^적용일/));
    await user.clear(within(form).getByLabelText(/^등급명/));
    await user.type(within(form).getByLabelText(/^등급명/), '실버 플러스');
    await user.click(within(form).getByRole('button', { name: '변경 저장' }));
    expect(await within(form).findByText('등급명을 바꿨습니다')).toBeTruthy();
    expect(saved(calls)[1]?.body).not.toHaveProperty('effectiveFrom');
  });

  it('asks a new grade for its day, and shows the server’s refusal', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST'
        ? json(422, { message: '수당 변경은 저장 후 3개월이 지나야 적용됩니다', code: 'TOO_EARLY' })
        : undefined,
    );
    const user = renderPage(<ConsoleUserGradesPage />);
    const form = await screen.findByRole('region', { name: '등급 추가 예약' });
    await user.type(within(form).getByLabelText(/^등급 코드/), 'GOLD');
    await user.type(within(form).getByLabelText(/^등급명/), '골드');
    await user.type(within(form).getByLabelText(/^순위/), '2');
    await user.type(within(form).getByLabelText(/^기준값/), '5,000');
    await user.type(within(form).getByLabelText(/^적립률/), '2');
    await user.type(within(form).getByLabelText(/^직급수당률/), '3');
    await user.click(within(form).getByRole('button', { name: '등급 추가 예약' }));
    expect(await within(form).findByText('적용일을 입력해주세요')).toBeTruthy();
    expect(saved(calls)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^적용일/), '2026-02-01');
    await user.click(within(form).getByRole('button', { name: '등급 추가 예약' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      '수당 변경은 저장 후 3개월이 지나야 적용됩니다',
    );
    expect(saved(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/console/users/grades',
      body: { code: 'GOLD', name: '골드', rank: 2, threshold: 5000, pointRateBp: 200, bonusRateBp: 300 },
    });
  });
});

describe('ConsoleUserLevelsPage: /console/user-levels', () => {
  it('shows the levels and their scheduled versions, and schedules a retirement', async () => {
    const calls = stubApi();
    const user = renderPage(<ConsoleUserLevelsPage />);
    const inEffect = await screen.findByRole('table', { name: '적용 중인 레벨' });
    expect(inEffect.textContent).toContain('1,000,000원 이상');
    expect(screen.getByRole('table', { name: '예약된 레벨 변경' }).textContent).toContain('폐지');

    await user.selectOptions(screen.getByLabelText('대상'), 'BRONZE');
    const form = await screen.findByRole('region', { name: "'브론즈' 레벨 변경 예약" });
    await user.click(within(form).getByRole('checkbox', { name: '이 레벨을 적용일부터 폐지' }));
    await user.type(within(form).getByLabelText(/^적용일/), earliest);
    await user.click(within(form).getByRole('button', { name: '변경 저장' }));
    expect(await within(form).findByText(`${earliest}부터 적용되도록 예약했습니다`)).toBeTruthy();
    expect(saved(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/console/levels/BRONZE',
      body: { name: '브론즈', threshold: 1_000_000, amount: 30_000, retired: true, effectiveFrom: earliest },
    });
  });

  it('checks a new level’s amounts in the browser, then adds it and empties the form', async () => {
    const calls = stubApi();
    const user = renderPage(<ConsoleUserLevelsPage />);
    const form = await screen.findByRole('region', { name: '레벨 추가 예약' });
    expect(within(form).getByText(`${earliest} 이후`)).toBeTruthy();
    await user.type(within(form).getByLabelText(/^레벨 코드/), 'SILVER');
    await user.type(within(form).getByLabelText(/^레벨명/), '실버');
    await user.type(within(form).getByLabelText(/^월 구매실적 기준/), '삼백만');
    await user.type(within(form).getByLabelText(/^장려금/), '50,000');
    await user.type(within(form).getByLabelText(/^적용일/), earliest);
    await user.click(within(form).getByRole('button', { name: '레벨 추가 예약' }));
    expect(await within(form).findByText('금액을 숫자로 입력해주세요')).toBeTruthy();

    await user.clear(within(form).getByLabelText(/^월 구매실적 기준/));
    await user.type(within(form).getByLabelText(/^월 구매실적 기준/), '3,000,000');
    await user.click(within(form).getByRole('button', { name: '레벨 추가 예약' }));
    expect(await within(form).findByText(`${earliest}부터 적용되도록 예약했습니다`)).toBeTruthy();
    expect(saved(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/console/levels',
      body: { code: 'SILVER', name: '실버', threshold: 3_000_000, amount: 50_000, effectiveFrom: earliest },
    });
    expect((within(form).getByLabelText(/^레벨명/) as HTMLInputElement).value).toBe('');
  });
});
