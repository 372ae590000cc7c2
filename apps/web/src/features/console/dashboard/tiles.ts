import type { DashboardFigures } from '@shop/contracts';

/**
 * The dashboard's tiles: a figure and the list it comes from, filtered with the list's own URL
 * names (the desk's tab and status, the member list's request, …), so a click shows the same rows
 * the figure counts.
 */
export type Tile = { key: string; label: string; value: number; unit: '건' | '명' | '원'; to: string };

export function todayTiles(f: DashboardFigures): Tile[] {
  const day = f.today.day;
  const today = `from=${day}&to=${day}`;
  return [
    {
      key: 'orders',
      label: '오늘 주문',
      value: f.today.orders,
      unit: '건',
      to: `/console/shop/purchases/all?${today}`,
    },
    {
      key: 'amount',
      label: '오늘 주문금액',
      value: f.today.amount,
      unit: '원',
      to: `/console/shop/purchases/all?${today}`,
    },
    {
      key: 'paidSales',
      label: '오늘 결제금액',
      value: f.today.paidSales,
      unit: '원',
      to: `/console/statistics?tab=daily&${today}`,
    },
    {
      key: 'newMembers',
      label: '오늘 가입 회원',
      value: f.today.newMembers,
      unit: '명',
      to: `/console/users?${today}`,
    },
  ];
}

export function waitingTiles(f: DashboardFigures): Tile[] {
  const w = f.waiting;
  return [
    {
      key: 'cancel',
      label: '취소 요청',
      value: w.cancelRequested,
      unit: '건',
      to: '/console/shop/purchases/cancel?status=CANCEL_REQUESTED',
    },
    {
      key: 'exchange',
      label: '교환 요청',
      value: w.exchangeRequested,
      unit: '건',
      to: '/console/shop/purchases/exchange?status=EXCHANGE_REQUESTED',
    },
    {
      key: 'return',
      label: '반품 요청',
      value: w.returnRequested,
      unit: '건',
      to: '/console/shop/purchases/return?status=RETURN_REQUESTED',
    },
    {
      key: 'bankTransfers',
      label: '입금 확인 대기',
      value: w.bankTransfers,
      unit: '건',
      to: '/console/shop/purchases/nonpayment?paymentMethod=BANK_TRANSFER',
    },
    {
      key: 'applications',
      label: '회원 전환 신청',
      value: w.applications,
      unit: '명',
      to: '/console/users?request=AWAITING',
    },
    {
      key: 'withdrawals',
      label: '수당 출금 신청',
      value: w.withdrawals,
      unit: '건',
      to: '/console/user-bonuses?view=withdrawals&status=AWAITING',
    },
    {
      key: 'productQuestions',
      label: '상품 문의 미답변',
      value: w.productQuestions,
      unit: '건',
      to: '/console/shop/inquires?answered=UNANSWERED',
    },
    {
      key: 'questions',
      label: '1:1 문의 답변대기',
      value: w.questions,
      unit: '건',
      to: '/console/center/questions?state=WAITING',
    },
    // 접수 and 상담중 without an answer: the list's 미답변 filter is that same condition
    {
      key: 'inquiries',
      label: '설치·상담 문의 미답변',
      value: w.inquiries,
      unit: '건',
      to: '/console/inquiries?answered=UNANSWERED',
    },
  ];
}
