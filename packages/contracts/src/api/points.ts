import { z } from 'zod';
import { type PointSource, pointSources, pointTypes } from '../enums.ts';
import { id, searchText } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset, memberFilter, periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/** 적립금 (DOMAIN.md "Points"): the member's history and the console's ledger (docs/decisions/0034). */

/** What a row says when it carries no reason of its own. */
export const pointSourceLabel: Record<PointSource, string> = {
  PURCHASE: '구매확정 적립',
  ORDER: '주문 시 사용',
  TEXT_REVIEW: '리뷰 작성 적립',
  PHOTO_REVIEW: '포토리뷰 작성 적립',
  OPERATOR: '관리자 조정',
  LEAVE: '회원탈퇴로 소멸',
};

/** One ledger row as the member sees it: date, type, reason, ± won. */
export const pointRow = z.object({
  _id: z.string(),
  type: z.enum(pointTypes),
  typeLabel: z.string(),
  source: z.enum(pointSources),
  /** the row's own reason, else what its source says */
  reason: z.string(),
  /** ± won */
  amount: z.number().int(),
  createdAt: timestamp,
});
export type PointRow = z.infer<typeof pointRow>;

/** GET /api/v1/me/points: Seoul days, both ends included. */
export const myPointsQuery = z.object(periodFields).refine(periodInOrder, periodOrderProblem);
export type MyPointsQuery = z.input<typeof myPointsQuery>;

/** `balance` is the whole ledger's sum, whatever the period shows. */
export const myPointsEnvelope = z.object({
  summary: listSummary.extend({ balance: z.number().int() }),
  points: z.array(pointRow),
});
export type MyPointsEnvelope = z.infer<typeof myPointsEnvelope>;

// ---- console ----

export const consolePointsQuery = z
  .object({
    /** the member's id (username) or name */
    searchValue: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
    /** one member's rows (the member page's 적립금 tab) */
    _user: memberFilter,
    type: blankAsUnset(z.enum(pointTypes, { error: '적립금 구분이 올바르지 않습니다' })),
    format: blankAsUnset(z.enum(['xlsx'], { error: '형식이 올바르지 않습니다' })),
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsolePointsQuery = z.input<typeof consolePointsQuery>;

const person = z.object({ _id: z.string(), username: z.string(), name: z.string() });

export const consolePoint = pointRow.extend({
  user: person,
  /** the operator of an ADMIN row */
  by: person.nullable(),
  reference: z.string(),
});
export type ConsolePoint = z.infer<typeof consolePoint>;

export const consolePointsEnvelope = z.object({ summary: listSummary, points: z.array(consolePoint) });

/** The most one grant or deduction may move, so a slipped key cannot create millions. */
export const POINT_ADJUST_MAX = 10_000_000;

/** POST /api/console/users/points: a grant (+) or deduction (−) with the operator's reason. */
export const pointAdjustInput = z.object({
  _user: id,
  amount: z
    .number({ error: '금액을 숫자로 입력해주세요' })
    .int('금액은 원 단위 정수로 입력해주세요')
    .refine((v) => v !== 0, '0원은 지급하거나 차감할 수 없습니다')
    .refine((v) => Math.abs(v) <= POINT_ADJUST_MAX, '한 번에 1,000만원까지 지급하거나 차감할 수 있습니다'),
  reason: z
    .string({ error: '변경 사유를 입력해주세요' })
    .trim()
    .min(1, '변경 사유를 입력해주세요')
    .max(100, '변경 사유를 100자 이하로 입력해주세요'),
});
export type PointAdjustInput = z.input<typeof pointAdjustInput>;

export const pointAdjustEnvelope = z.object({ point: consolePoint, balance: z.number().int() });
