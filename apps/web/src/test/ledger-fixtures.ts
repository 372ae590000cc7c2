import type {
  ConsoleBonus,
  ConsolePoint,
  ConsoleScore,
  ConsoleUser,
  ConsoleWithdrawal,
} from '@shop/contracts';
import { consoleMemberDetail } from '@/test/console-member.ts';
import { operatorPayload } from '@/test/fixtures.ts';

/** A member's ledger rows as the console's lists answer them (적립금, 실적 점수, 수당, 출금 신청). */

export const member = { _id: '5a5a5a5a-0000-4000-8000-000000000001', username: 'minji01', name: '최민지' };
const admin = { _id: operatorPayload._user, username: 'admin', name: '관리자' };
const at = '2026-03-02T01:00:00.000Z';

const { agreements, histories, audits, requests, ...listed } = consoleMemberDetail({
  ...member,
  type: 'PROMOTER',
  createdAt: at,
});
/** The member as the console's member list answers them. */
export const memberRow: ConsoleUser = listed;

export const points: ConsolePoint[] = [
  {
    _id: 'p1',
    type: 'ADMIN',
    typeLabel: '관리자',
    source: 'OPERATOR',
    reason: '리뷰 이벤트 당첨',
    amount: 3000,
    createdAt: at,
    user: member,
    by: admin,
    reference: 'r1',
  },
  {
    _id: 'p2',
    type: 'USE',
    typeLabel: '사용',
    source: 'ORDER',
    reason: '주문 시 사용',
    amount: -500,
    createdAt: at,
    user: member,
    by: null,
    reference: 'r2',
  },
];
export const scores: ConsoleScore[] = [
  {
    _id: 's1',
    source: 'MANUAL',
    sourceLabel: '수동조정',
    reason: '이벤트',
    amount: 10,
    _purchase: null,
    createdAt: at,
    user: member,
    by: admin,
  },
  {
    _id: 's2',
    source: 'PURCHASE_COMPLETE',
    sourceLabel: '구매확정',
    reason: null,
    amount: -4,
    _purchase: null,
    createdAt: at,
    user: member,
    by: null,
  },
];
export const bonuses: ConsoleBonus[] = [
  {
    _id: 'b1',
    type: 'BONUS__ADMIN',
    typeLabel: '조정',
    source: 'MANUAL_PROMOTER',
    sourceLabel: '본인 수동조정',
    reason: '출금 테스트 지급',
    amount: 50_000,
    reference: 'r3',
    _purchase: null,
    createdAt: at,
    user: member,
    by: admin,
  },
];

export const awaiting: ConsoleWithdrawal = {
  _id: 'w1',
  amount: 30_000,
  remain: 20_000,
  status: 'AWAITING',
  reason: null,
  paidAt: null,
  createdAt: at,
  meta: {
    bank: { code: '004', name: 'KB국민은행', accountNumber: '12345678903456', accountHolder: '최민지' },
    charge: { incomeTax: 900, localTax: 90, transferFee: 0, total: 990 },
    net: 29_010,
  },
  user: member,
  decidedBy: null,
  decidedAt: null,
};
