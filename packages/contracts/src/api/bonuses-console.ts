import { z } from 'zod';
import { approvalStatuses, bonusSources, bonusTypes, scoreSources } from '../enums.ts';
import { id, searchText } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset, memberFilter, periodFields, periodInOrder, periodOrderProblem } from './period.ts';
import { withdrawal } from './withdrawals.ts';

/** The console's 수당 관리 (/console/user-bonuses) and 실적 점수 관리 (/console/user-scores). */

const person = z.object({ _id: z.string(), username: z.string(), name: z.string() });
const xlsx = blankAsUnset(z.enum(['xlsx'], { error: '형식이 올바르지 않습니다' }));
const memberSearch = searchText(50, '검색어를 50자 이하로 입력해주세요').optional();

const reason = z
  .string({ error: '변경 사유를 입력해주세요' })
  .trim()
  .min(1, '변경 사유를 입력해주세요')
  .max(100, '변경 사유를 100자 이하로 입력해주세요');

/** The most one adjustment may move, so a slipped key cannot create millions. */
export const BONUS_ADJUST_MAX = 10_000_000;
const signedAmount = (max: number, maxMessage: string) =>
  z
    .number({ error: '금액을 숫자로 입력해주세요' })
    .int('금액은 정수로 입력해주세요')
    .refine((v) => v !== 0, '0은 지급하거나 차감할 수 없습니다')
    .refine((v) => Math.abs(v) <= max, maxMessage);

// ---- bonus ledger ----

export const consoleBonusesQuery = z
  .object({
    /** the member's id (username) or name */
    searchValue: memberSearch,
    /** one promoter's rows (the member page's 수당 tab) */
    _user: memberFilter,
    type: blankAsUnset(z.enum(bonusTypes, { error: '수당 구분이 올바르지 않습니다' })),
    source: blankAsUnset(z.enum(bonusSources, { error: '수당 내용이 올바르지 않습니다' })),
    format: xlsx,
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsoleBonusesQuery = z.input<typeof consoleBonusesQuery>;

export const consoleBonus = z.object({
  _id: z.string(),
  type: z.enum(bonusTypes),
  typeLabel: z.string(),
  source: z.enum(bonusSources),
  sourceLabel: z.string(),
  /** the operator's reason of an ADMIN row, else null */
  reason: z.string().nullable(),
  /** ± won */
  amount: z.number().int(),
  reference: z.string(),
  _purchase: z.string().nullable(),
  user: person,
  by: person.nullable(),
  createdAt: timestamp,
});
export type ConsoleBonus = z.infer<typeof consoleBonus>;
export const consoleBonusesEnvelope = z.object({ summary: listSummary, bonuses: z.array(consoleBonus) });

/** POST /api/console/users/bonuses: 조정 (BONUS__ADMIN) with a reason; a promotee's purchase optional. */
export const bonusAdjustInput = z.object({
  _user: id,
  amount: signedAmount(BONUS_ADJUST_MAX, '한 번에 1,000만원까지 지급하거나 차감할 수 있습니다'),
  reason,
  _purchase: blankAsUnset(id),
});
export type BonusAdjustInput = z.input<typeof bonusAdjustInput>;
export const bonusAdjustEnvelope = z.object({ bonus: consoleBonus, balance: z.number().int() });

// ---- withdrawals ----

export const consoleWithdrawalsQuery = z
  .object({
    searchValue: memberSearch,
    status: blankAsUnset(z.enum(approvalStatuses, { error: '상태가 올바르지 않습니다' })),
    /** xlsx: the bank-transfer sheet of every AWAITING withdrawal matching the search */
    format: xlsx,
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsoleWithdrawalsQuery = z.input<typeof consoleWithdrawalsQuery>;

/** The operator sees the whole account number: the transfer needs it. */
export const consoleWithdrawal = withdrawal.extend({
  user: person,
  decidedBy: person.nullable(),
  decidedAt: timestamp.nullable(),
});
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawal>;
export const consoleWithdrawalsEnvelope = z.object({
  summary: listSummary,
  withdrawals: z.array(consoleWithdrawal),
});
export const consoleWithdrawalEnvelope = z.object({ withdrawal: consoleWithdrawal });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '입금일을 YYYY-MM-DD 형식으로 입력해주세요');

/** PUT /api/console/users/bonuses/withdrawals/{_id}: 입금완료 (with its date, today by default) or 반려. */
export const withdrawalDecisionInput = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('APPROVED'), paidAt: blankAsUnset(day) }),
    z.object({
      status: z.literal('REJECTED'),
      reason: z
        .string({ error: '반려 사유를 입력해주세요' })
        .trim()
        .min(1, '반려 사유를 입력해주세요')
        .max(200, '반려 사유를 200자 이하로 입력해주세요'),
    }),
  ],
  { error: '처리 상태가 올바르지 않습니다' },
);
export type WithdrawalDecisionInput = z.input<typeof withdrawalDecisionInput>;

/** GET /api/console/users/bonuses/tax-report: 사업소득 지급명세 of a month, as Excel; a reason is required. */
export const taxReportQuery = z.object({
  month: z
    .string({ error: '조회할 월을 선택해주세요' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '조회할 월을 YYYY-MM 형식으로 선택해주세요'),
  reason: z
    .string({ error: '다운로드 사유를 입력해주세요' })
    .trim()
    .min(1, '다운로드 사유를 입력해주세요')
    .max(100, '다운로드 사유를 100자 이하로 입력해주세요'),
});
export type TaxReportQuery = z.input<typeof taxReportQuery>;

// ---- scores ----

export const consoleScoresQuery = z
  .object({
    searchValue: memberSearch,
    source: blankAsUnset(z.enum(scoreSources, { error: '점수 내용이 올바르지 않습니다' })),
    format: xlsx,
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsoleScoresQuery = z.input<typeof consoleScoresQuery>;

export const consoleScore = z.object({
  _id: z.string(),
  source: z.enum(scoreSources),
  sourceLabel: z.string(),
  reason: z.string().nullable(),
  amount: z.number().int(),
  _purchase: z.string().nullable(),
  user: person,
  by: person.nullable(),
  createdAt: timestamp,
});
export type ConsoleScore = z.infer<typeof consoleScore>;
export const consoleScoresEnvelope = z.object({ summary: listSummary, scores: z.array(consoleScore) });

/** POST /api/console/users/scores: 점수 조정 (MANUAL) with a reason. */
export const scoreAdjustInput = z.object({
  _user: id,
  amount: signedAmount(1_000_000, '한 번에 1,000,000점까지 조정할 수 있습니다'),
  reason,
});
export type ScoreAdjustInput = z.input<typeof scoreAdjustInput>;
export const scoreAdjustEnvelope = z.object({ score: consoleScore, total: z.number().int() });
