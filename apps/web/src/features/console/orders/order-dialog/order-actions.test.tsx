import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { makeOrder, makePurchase } from '@/test/order-fixtures.ts';
import { OrderActions } from './order-actions.tsx';

const unpaid = makeOrder(
  {
    status: 'ORDER_NONPAYMENT',
    payment: {
      method: 'BANK_TRANSFER',
      tid: null,
      paidAt: null,
      expiresAt: '2026-04-04T01:00:00.000Z',
      depositorName: '홍길동',
      bankAccount: null,
      receiptUrl: null,
    },
  },
  [makePurchase({ status: 'ORDER_NONPAYMENT' })],
);

/** PUT …/orders/{_id} answering `put(body)`. */
const serve = (put: (body: Record<string, unknown>) => Response) =>
  stubConsoleApi((call) =>
    call.method === 'PUT'
      ? put(call.body as Record<string, unknown>)
      : json(404, { message: '없음', code: 'NOT_FOUND' }),
  );

const renderActions = () => renderConsole(<OrderActions order={unpaid} />);

withOperatorSession();

describe('입금확인 (OrderActions)', () => {
  it('asks for the reason first and sends it with the deposit confirmation', async () => {
    const calls = serve(() => json(200, { order: { ...unpaid, status: 'ORDER_PAYMENT' } }));
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: '입금확인' }));
    const form = screen.getByRole('form', { name: '입금 확인하기' });
    await user.click(within(form).getByRole('button', { name: '입금 확인하기' }));
    expect(await within(form).findByText('변경 사유를 입력해주세요')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(within(form).getByLabelText(/변경 사유/), '통장 입금 내역 확인 (홍길동 33,000원)');
    expect(within(form).queryByText('변경 사유를 입력해주세요')).toBeNull();
    await user.click(within(form).getByRole('button', { name: '입금 확인하기' }));
    expect(await screen.findByText(`${unpaid.orderNo} 입금을 확인했습니다 (결제완료)`)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: `/api/console/shop/orders/${unpaid._id}`,
        body: { status: 'ORDER_PAYMENT', reason: '통장 입금 내역 확인 (홍길동 33,000원)' },
      },
    ]);
    expect(screen.queryByRole('form', { name: '입금 확인하기' })).toBeNull();
  });

  it("shows the server's 400 beside the reason and keeps the form open", async () => {
    serve(() =>
      json(400, {
        message: '변경 사유를 입력해주세요',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'reason', message: '변경 사유를 입력해주세요' }],
      }),
    );
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: '입금확인' }));
    const form = screen.getByRole('form', { name: '입금 확인하기' });
    await user.type(within(form).getByLabelText(/변경 사유/), '확인');
    await user.click(within(form).getByRole('button', { name: '입금 확인하기' }));
    expect(await within(form).findByText('변경 사유를 입력해주세요')).toBeTruthy();
    expect(screen.getByRole('form', { name: '입금 확인하기' })).toBeTruthy();
  });
});
