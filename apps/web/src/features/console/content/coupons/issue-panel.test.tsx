import type { Coupon } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { IssuePanel } from './issue-panel.tsx';

const coupon: Coupon = {
  _id: '7c0e0000-0000-4000-8000-000000000001',
  name: '주말 특가',
  kind: 'AMOUNT',
  value: 2_000,
  maxDiscount: null,
  minOrderAmount: 20_000,
  scope: 'ALL',
  categories: [],
  products: [],
  validity: 'DAYS',
  startAt: null,
  endAt: null,
  validDays: 30,
  issueMode: 'MANUAL',
  issueLimit: null,
  active: true,
  issuedCount: 0,
  usedCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** The issues list (empty) and POST …/issue answering `post(body)`. */
const serve = (post: (body: Record<string, unknown>) => Response) =>
  stubConsoleApi((call) =>
    call.method === 'POST'
      ? post(call.body as Record<string, unknown>)
      : json(200, { summary: { totalCount: 0 }, issues: [] }),
  );

const renderPanel = () => renderConsole(<IssuePanel coupon={coupon} />);

withOperatorSession();

describe('쿠폰 발급 (IssuePanel)', () => {
  it('asks for the reason before sending, then sends it with the members', async () => {
    const calls = serve(() => json(200, { issued: 12, skipped: 0 }));
    const user = renderPanel();
    await user.selectOptions(screen.getByLabelText('발급 대상'), 'ALL');
    await user.click(screen.getByRole('button', { name: '발급하기' }));
    expect(await screen.findByText('변경 사유를 입력해주세요')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/변경 사유/), '  창립 기념 이벤트 ');
    await user.click(screen.getByRole('button', { name: '발급하기' }));
    expect(await screen.findByText('12명에게 발급했습니다')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/console/shop/coupons/${coupon._id}/issue`,
        body: { all: true, reason: '창립 기념 이벤트' },
      },
    ]);
    // sent: the box is empty for the next issue
    await waitFor(() => expect((screen.getByLabelText(/변경 사유/) as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByText('변경 사유를 입력해주세요')).toBeNull();
  });

  it("shows the server's refusal of the reason beside the field, keeping what was typed", async () => {
    serve(() =>
      json(400, {
        message: '변경 사유를 200자 이하로 입력해주세요',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'reason', message: '변경 사유를 200자 이하로 입력해주세요' }],
      }),
    );
    const user = renderPanel();
    await user.selectOptions(screen.getByLabelText('발급 대상'), 'PROMOTER');
    await user.type(screen.getByLabelText(/변경 사유/), '정회원 감사');
    await user.click(screen.getByRole('button', { name: '발급하기' }));
    expect(await screen.findByText('변경 사유를 200자 이하로 입력해주세요')).toBeTruthy();
    expect((screen.getByLabelText(/변경 사유/) as HTMLTextAreaElement).value).toBe('정회원 감사');
  });
});
