import type { CashReceipt } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { makeOrder } from '@/test/order-fixtures.ts';
import { CashReceiptPanel } from './cash-receipt-panel.tsx';

const receipt = (overrides: Partial<CashReceipt>): CashReceipt => ({
  _id: 'c1000000-0000-4000-8000-000000000001',
  source: 'SHOP',
  type: 'INCOME_DEDUCTION',
  maskedNumber: '010-****-5678',
  status: 'REQUESTED',
  amount: 33_000,
  cancelledAmount: 0,
  tid: 'RCPT00000001',
  approveNo: null,
  receiptUrl: null,
  failure: null,
  requestedAt: '2026-04-01T01:00:00.000Z',
  issuedAt: null,
  cancelledAt: null,
  createdAt: '2026-04-01T00:00:00.000Z',
  ...overrides,
});
const base = makeOrder();
const transfer = (cashReceipts: CashReceipt[]) =>
  makeOrder({ payment: { ...base.payment, method: 'BANK_TRANSFER', tid: null }, cashReceipts });

withOperatorSession();

describe('현금영수증 in the console order (CashReceiptPanel)', () => {
  it('shows a failed receipt with NICE’s reason and issues it again with a reason', async () => {
    const failed = receipt({
      status: 'FAILED',
      tid: null,
      amount: 0,
      failure: '결제사와 연결할 수 없습니다',
    });
    const calls = stubConsoleApi((call) =>
      call.method === 'POST'
        ? json(200, { cashReceipt: { ...failed, status: 'REQUESTED', failure: null } })
        : json(404, { message: '없음', code: 'NOT_FOUND' }),
    );
    const user = renderConsole(<CashReceiptPanel order={transfer([failed])} />);
    const list = screen.getByTestId('console-cash-receipts');
    expect(list.textContent).toContain('발급실패');
    expect(list.textContent).toContain('결제사와 연결할 수 없습니다');
    await user.click(screen.getByRole('button', { name: '다시 발급' }));
    const form = screen.getByRole('form', { name: '현금영수증 발급' });
    await user.click(within(form).getByRole('button', { name: '현금영수증 발급' }));
    expect(await within(form).findByText('발급 사유를 입력해주세요')).toBeTruthy();
    await user.type(within(form).getByLabelText(/발급 사유/), '발급 실패 후 재발급');
    await user.click(within(form).getByRole('button', { name: '현금영수증 발급' }));
    await screen.findByRole('button', { name: '다시 발급' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/console/shop/orders/${base._id}/cash-receipt`,
        body: { type: 'INCOME_DEDUCTION', number: '', reason: '발급 실패 후 재발급' },
      },
    ]);
  });

  it('cancels a part of an issued receipt with the amount and a reason', async () => {
    const issued = receipt({ status: 'ISSUED', approveNo: '100000001' });
    const calls = stubConsoleApi((call) =>
      call.method === 'POST'
        ? json(200, { cashReceipt: { ...issued, cancelledAmount: 10_000 } })
        : json(404, { message: '없음', code: 'NOT_FOUND' }),
    );
    const user = renderConsole(<CashReceiptPanel order={transfer([issued])} />);
    expect(screen.getByTestId('console-cash-receipts').textContent).toContain('100000001');
    expect(screen.queryByRole('button', { name: /발급/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await user.type(screen.getByLabelText(/취소 금액/), '10000');
    await user.type(screen.getByLabelText(/취소 사유/), '일부 환불');
    await user.click(screen.getByRole('button', { name: '현금영수증 취소' }));
    await screen.findByRole('button', { name: '취소' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/console/shop/cash-receipts/${issued._id}/cancel`,
        body: { reason: '일부 환불', amount: 10_000 },
      },
    ]);
  });

  it('checks a typed business number before sending it', async () => {
    const calls = stubConsoleApi(() => json(404, { message: '없음', code: 'NOT_FOUND' }));
    const user = renderConsole(<CashReceiptPanel order={transfer([])} />);
    expect(screen.getByText('신청된 현금영수증이 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '수동 발급' }));
    const form = screen.getByRole('form', { name: '현금영수증 발급' });
    await user.selectOptions(within(form).getByLabelText('발행 용도'), 'EXPENSE_PROOF');
    await user.type(within(form).getByLabelText(/사업자등록번호/), '220-81-62518');
    await user.type(within(form).getByLabelText(/발급 사유/), '구매자 요청');
    await user.click(within(form).getByRole('button', { name: '현금영수증 발급' }));
    expect(await within(form).findByText('유효한 사업자등록번호를 입력해주세요')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
