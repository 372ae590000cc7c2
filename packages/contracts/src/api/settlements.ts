import { z } from 'zod';
import { settlementStatuses } from '../enums.ts';
import { searchText } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset } from './period.ts';

/**
 * 월 정산 (DOMAIN.md "Promoter rewards"): one settlement per Seoul calendar month, one line per
 * promoter; the console's /console/user-settlements and the promoter's 월 정산 명세.
 */

/** 'YYYY-MM' */
export const settlementMonth = z
  .string({ error: '정산월을 입력해주세요' })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '정산월을 YYYY-MM 형식으로 입력해주세요');

const won = z.number().int();

/** A month as the console lists it. */
export const consoleSettlement = z.object({
  _id: z.string(),
  month: z.string(),
  status: z.enum(settlementStatuses),
  statusLabel: z.string(),
  /** paid amounts of all purchases completed in the month */
  monthSales: won,
  goods: won,
  /** before the legal cap */
  grade: won,
  sales: won,
  /** after the legal cap */
  gradeScaled: won,
  salesScaled: won,
  cap: won,
  capBp: z.number().int(),
  numerator: won,
  denominator: won,
  /** 10,000 = paid whole */
  factorBp: z.number().int(),
  /** goods alone reached the cap: GRADE and SALES are 0 */
  capReached: z.boolean(),
  lineCount: z.number().int(),
  /** GOODS + GRADE + SALES (scaled) of the calendar year up to this month, over its monthSales, bp */
  yearShareBp: z.number().int(),
  /** yearShareBp reached the setting bonuses.yearShareWarningBp */
  yearShareWarning: z.boolean(),
  computedAt: timestamp,
  confirmedAt: timestamp.nullable(),
});
export type ConsoleSettlement = z.infer<typeof consoleSettlement>;

export const consoleSettlementsEnvelope = z.object({
  summary: listSummary.extend({ yearShareWarningBp: z.number().int() }),
  settlements: z.array(consoleSettlement),
});
export type ConsoleSettlementsEnvelope = z.infer<typeof consoleSettlementsEnvelope>;

export const settlementEnvelope = z.object({ settlement: consoleSettlement });
export type SettlementEnvelope = z.infer<typeof settlementEnvelope>;

/** POST /api/console/settlements: a past month not yet settled. */
export const settlementCreateInput = z.object({ month: settlementMonth });
export type SettlementCreateInput = z.infer<typeof settlementCreateInput>;

export const settlementLinesQuery = z.object({
  /** the promoter's id (username) or name */
  searchValue: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
  format: blankAsUnset(z.enum(['xlsx'], { error: '형식이 올바르지 않습니다' })),
});
export type SettlementLinesQuery = z.input<typeof settlementLinesQuery>;

export const consoleSettlementLine = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), username: z.string(), name: z.string() }),
  paid: won,
  promoteesPaid: won,
  gradeCode: z.string().nullable(),
  gradeName: z.string(),
  gradeBonusRateBp: z.number().int(),
  levelCode: z.string().nullable(),
  levelName: z.string(),
  goods: won,
  grade: won,
  sales: won,
  gradeScaled: won,
  salesScaled: won,
  /** goods + gradeScaled + salesScaled */
  total: won,
});
export type ConsoleSettlementLine = z.infer<typeof consoleSettlementLine>;

/** GET /api/console/settlements/{_id}: the month and a page of its lines. */
export const consoleSettlementEnvelope = z.object({
  settlement: consoleSettlement,
  summary: listSummary,
  lines: z.array(consoleSettlementLine),
});
export type ConsoleSettlementEnvelope = z.infer<typeof consoleSettlementEnvelope>;

/** GET /api/v1/promoter/settlements: the promoter's line of every settlement, newest month first. */
export const promoterSettlement = z.object({
  /** the settlement's id */
  _id: z.string(),
  month: z.string(),
  status: z.enum(settlementStatuses),
  paid: won,
  promoteesPaid: won,
  gradeName: z.string(),
  levelName: z.string(),
  goods: won,
  grade: won,
  sales: won,
  gradeScaled: won,
  salesScaled: won,
  /** goods + gradeScaled + salesScaled */
  total: won,
});
export type PromoterSettlement = z.infer<typeof promoterSettlement>;

export const promoterSettlementsEnvelope = z.object({ settlements: z.array(promoterSettlement) });
export type PromoterSettlementsEnvelope = z.infer<typeof promoterSettlementsEnvelope>;
