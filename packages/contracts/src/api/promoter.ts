import { z } from 'zod';
import { bonusListTabs, bonusSources, bonusTypes, gradeCriteria, scoreSources } from '../enums.ts';
import { listSummary, timestamp } from './common.ts';
import { periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/** The promoter's own screens (/promoter/*, DOMAIN.md "Promoter rewards"): read-only answers. */

// ---- GET /api/v1/promoter/bonuses ----

/** `tab` as the path spells it (`goods`, `GOODS`); absent or '' is WHOLE. */
export const promoterBonusesQuery = z
  .object({
    tab: z.preprocess(
      (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
      z.enum(bonusListTabs, { error: '수당 구분이 올바르지 않습니다' }).default('WHOLE'),
    ),
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type PromoterBonusesQuery = z.input<typeof promoterBonusesQuery>;

/** One bonus row as the promoter sees it: date, 구분, 내용, ± won, the purchase when it has one. */
export const promoterBonusRow = z.object({
  _id: z.string(),
  createdAt: timestamp,
  type: z.enum(bonusTypes),
  typeLabel: z.string(),
  source: z.enum(bonusSources),
  sourceLabel: z.string(),
  /** ± won */
  amount: z.number().int(),
  /** the row's own reason, else what its source says */
  reason: z.string(),
  purchaseNo: z.string().nullable(),
  productName: z.string().nullable(),
});
export type PromoterBonusRow = z.infer<typeof promoterBonusRow>;

/** `balance` is the whole ledger's (what may be withdrawn), whatever the tab and period show. */
export const promoterBonusesEnvelope = z.object({
  summary: listSummary.extend({ balance: z.number().int() }),
  bonuses: z.array(promoterBonusRow),
});
export type PromoterBonusesEnvelope = z.infer<typeof promoterBonusesEnvelope>;

// ---- GET /api/v1/promoter/purchases ----

export const promoterPurchaseTypes = ['PROMOTEE', 'PROMOTER'] as const;
export type PromoterPurchaseType = (typeof promoterPurchaseTypes)[number];

export const promoterPurchasesQuery = z
  .object({
    type: z.preprocess(
      (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
      z.enum(promoterPurchaseTypes, { error: '구매내역 구분이 올바르지 않습니다' }).default('PROMOTEE'),
    ),
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type PromoterPurchasesQuery = z.input<typeof promoterPurchasesQuery>;

export const promoterPurchaseRow = z.object({
  _id: z.string(),
  purchaseNo: z.string(),
  /** when the order was placed */
  orderedAt: timestamp,
  confirmedAt: timestamp.nullable(),
  /** masked (김**) */
  buyerName: z.string(),
  productName: z.string(),
  optionName: z.string().nullable(),
  quantity: z.number().int(),
  /** won paid in money: coupon and points excluded */
  paid: z.number().int(),
  statusLabel: z.string(),
  /** the promoter's BONUS__GOODS for it so far (0 before 구매확정) */
  bonus: z.number().int(),
});
export type PromoterPurchaseRow = z.infer<typeof promoterPurchaseRow>;

export const promoterPurchasesEnvelope = z.object({
  summary: listSummary,
  purchases: z.array(promoterPurchaseRow),
});
export type PromoterPurchasesEnvelope = z.infer<typeof promoterPurchasesEnvelope>;

// ---- grades, as the promoter sees them ----

export const promoterGrade = z.object({
  code: z.string(),
  name: z.string(),
  /** 직급 수당률 */
  bonusRateBp: z.number().int(),
});

/** The next grade up and what is missing to reach it (score or this month's won by criterion). */
export const nextGrade = z.object({
  code: z.string(),
  name: z.string(),
  criterion: z.enum(gradeCriteria),
  criterionLabel: z.string(),
  threshold: z.number().int(),
  /** where the member stands on that criterion now */
  current: z.number().int(),
  missing: z.number().int(),
  /** current / threshold in basis points, at most 10,000 */
  progressBp: z.number().int(),
});
export type NextGrade = z.infer<typeof nextGrade>;

// ---- GET /api/v1/promoter/scores ----

export const promoterScoresQuery = z.object(periodFields).refine(periodInOrder, periodOrderProblem);

export const promoterScoreRow = z.object({
  _id: z.string(),
  createdAt: timestamp,
  source: z.enum(scoreSources),
  sourceLabel: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  purchaseNo: z.string().nullable(),
});
export type PromoterScoreRow = z.infer<typeof promoterScoreRow>;

export const promoterScoresEnvelope = z.object({
  summary: listSummary.extend({ total: z.number().int() }),
  grade: promoterGrade,
  nextGrade: nextGrade.nullable(),
  scores: z.array(promoterScoreRow),
});
export type PromoterScoresEnvelope = z.infer<typeof promoterScoresEnvelope>;

// ---- GET /api/v1/promoter/promotees ----

export const promoteeRow = z.object({
  _id: z.string(),
  /** masked (김**) */
  name: z.string(),
  joinedAt: timestamp,
  /** paid amounts of purchases confirmed this Seoul month / ever */
  monthPaid: z.number().int(),
  totalPaid: z.number().int(),
});
export type PromoteeRow = z.infer<typeof promoteeRow>;

export const promoteesEnvelope = z.object({
  summary: listSummary,
  promotees: z.array(promoteeRow),
});
export type PromoteesEnvelope = z.infer<typeof promoteesEnvelope>;

// ---- GET /api/v1/promoter/dashboard ----

export const rateAnnouncement = z.object({
  kind: z.enum(['PRODUCT_BONUS_RATE', 'LEGAL_CAP', 'GRADE', 'LEVEL']),
  /** what changes, in Korean (상품 수당률: 세면대, 직급: 골드 …) */
  title: z.string(),
  /** the new value, in Korean (3.00%, 누적 점수 5,000점 · 직급 수당 2.00% …) */
  detail: z.string(),
  effectiveFrom: timestamp,
});
export type RateAnnouncement = z.infer<typeof rateAnnouncement>;

export const promoterDashboard = z.object({
  /** withdrawable 수당 */
  balance: z.number().int(),
  /** 'YYYY-MM', Seoul */
  month: z.string(),
  /** BONUS__GOODS credited this month so far */
  goods: z.number().int(),
  /** estimates for the month so far, before the legal cap: promoteesPaid × grade rate; the level reached */
  gradeEstimate: z.number().int(),
  salesEstimate: z.number().int(),
  promoteesPaid: z.number().int(),
  levelName: z.string().nullable(),
  grade: promoterGrade,
  score: z.number().int(),
  nextGrade: nextGrade.nullable(),
  promotees: z.object({ total: z.number().int(), newThisMonth: z.number().int() }),
  promoterCode: z.string().nullable(),
  /** the join link's path; the page puts the shop's origin in front */
  referralPath: z.string(),
  announcements: z.array(rateAnnouncement),
});
export type PromoterDashboard = z.infer<typeof promoterDashboard>;
export const promoterDashboardEnvelope = z.object({ dashboard: promoterDashboard });

// ---- GET /api/v1/promoter/settlements (the settlement slice answers it) ----

/** The link a promotee joins through. */
export const referralPath = (code: string) => `/join?promoterCode=${encodeURIComponent(code)}`;
