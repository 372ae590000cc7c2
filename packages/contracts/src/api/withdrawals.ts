import { z } from 'zod';
import { approvalStatuses } from '../enums.ts';
import { listSummary, timestamp } from './common.ts';

/** 수당 출금 (DOMAIN.md "Withdrawal of bonuses"; spec §3 Bonus withdrawal). */

export const withdrawalMessages = {
  amountRequired: '출금할 금액을 입력해주세요',
  amountInteger: '출금 금액은 원 단위 정수로 입력해주세요',
  amountPositive: '출금 금액은 1원 이상이어야 합니다',
  overBalance: '출금 가능 금액을 초과했습니다',
  noBalance: '출금 가능한 수당이 없습니다',
  awaiting: '처리 중인 출금 신청이 있습니다',
  noAccount: '등록된 정산 계좌가 없습니다. 정산 계좌(/promoter/bank)를 먼저 등록해주세요',
  holderMismatch: '본인인증 정보가 정산 계좌의 예금주와 일치하지 않습니다',
  certificationRequired: '본인인증을 진행해주세요',
} as const;

/** `최소 출금 금액은 10,000원입니다` with the setting's figure. */
export const withdrawalMinimumMessage = (minimum: number) =>
  `최소 출금 금액은 ${minimum.toLocaleString('ko-KR')}원입니다`;

const wonAmount = z
  .number({ error: withdrawalMessages.amountRequired })
  .int(withdrawalMessages.amountInteger)
  .min(1, withdrawalMessages.amountPositive)
  .max(1_000_000_000, withdrawalMessages.overBalance);

/** POST /api/v1/promoter/bonuses/withdraw */
export const withdrawInput = z.object({
  _certification: z.uuid({ error: withdrawalMessages.certificationRequired }),
  type: z.literal('BONUS__DEBIT', { error: '출금 구분이 올바르지 않습니다' }),
  amount: wonAmount,
});
export type WithdrawInput = z.input<typeof withdrawInput>;

/** The payout account as every answer shows it: the number masked but its last 4 digits. */
export const payoutBank = z.object({
  code: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});
export type PayoutBank = z.infer<typeof payoutBank>;

export const withdrawalChargeSchema = z.object({
  /** 소득세 3%, truncated below 10 won */
  incomeTax: z.number().int(),
  /** 지방소득세 0.3%, truncated below 10 won */
  localTax: z.number().int(),
  transferFee: z.number().int(),
  total: z.number().int(),
});
export type WithdrawalChargeView = z.infer<typeof withdrawalChargeSchema>;

export const withdrawal = z.object({
  _id: z.string(),
  /** requested, debited at once */
  amount: z.number().int(),
  /** the balance after the debit */
  remain: z.number().int(),
  status: z.enum(approvalStatuses),
  /** the operator's reason of a rejection */
  reason: z.string().nullable(),
  /** the deposit's date once the operator marked it done */
  paidAt: timestamp.nullable(),
  createdAt: timestamp,
  meta: z.object({ bank: payoutBank, charge: withdrawalChargeSchema, net: z.number().int() }),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawalEnvelope = z.object({ withdrawal });

/** GET /api/v1/promoter/bonuses/withdraw?amount=: the first step's figures. */
export const withdrawPreviewQuery = z.object({
  amount: z.coerce.number({ error: withdrawalMessages.amountInteger }).pipe(wonAmount).optional(),
});
export const withdrawPreviewEnvelope = z.object({
  preview: z.object({
    balance: z.number().int(),
    /** the least one may ask: the setting, or the whole balance when smaller */
    minimum: z.number().int(),
    /** the setting itself, for the message */
    minimumSetting: z.number().int(),
    account: payoutBank.nullable(),
    /** the amount asked (or the whole balance) and what it would pay */
    amount: z.number().int(),
    charge: withdrawalChargeSchema,
    net: z.number().int(),
    /** the request in progress, if any: the page opens on its last step */
    awaiting: withdrawal.nullable(),
  }),
});
export type WithdrawPreview = z.infer<typeof withdrawPreviewEnvelope>['preview'];

/** GET /api/v1/promoter/withdrawals: newest first; `awaiting` is the one in progress. */
export const myWithdrawalsEnvelope = z.object({
  summary: listSummary,
  awaiting: withdrawal.nullable(),
  withdrawals: z.array(withdrawal),
});
