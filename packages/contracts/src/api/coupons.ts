import { z } from 'zod';
import { couponKinds, couponScopes } from '../discounts.ts';
import { formatWon } from '../format.ts';
import { id } from '../validation.ts';
import { changeReason, listSummary } from './common.ts';
import { blankAsUnset } from './period.ts';

/** Coupons (DOMAIN.md "Checkout discounts"; docs/decisions/0035). */

export const couponValidities = ['PERIOD', 'DAYS'] as const;
export type CouponValidity = (typeof couponValidities)[number];
export const couponIssueModes = ['MANUAL', 'JOIN'] as const;
export type CouponIssueMode = (typeof couponIssueModes)[number];
export const couponStates = ['USABLE', 'USED', 'EXPIRED'] as const;
export type CouponState = (typeof couponStates)[number];

export const couponKindLabel = { AMOUNT: '정액 할인', RATE: '정률 할인' } as const;
export const couponScopeLabel = {
  ALL: '전체 상품',
  CATEGORY: '특정 카테고리',
  PRODUCT: '특정 상품',
} as const;
export const couponIssueModeLabel = { MANUAL: '관리자 발급', JOIN: '회원가입 시 자동 발급' } as const;
export const couponStateLabel: Record<CouponState, string> = {
  USABLE: '사용가능',
  USED: '사용완료',
  EXPIRED: '기간만료',
};

const named = z.object({ _id: z.string(), name: z.string() });

/** The terms a member and the order form see. */
export const couponTerms = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(couponKinds),
  /** won (AMOUNT) or percent (RATE) */
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  scope: z.enum(couponScopes),
  categories: z.array(named),
  products: z.array(named),
});
export type CouponTermsView = z.infer<typeof couponTerms>;

/** The console's coupon. */
export const coupon = couponTerms.extend({
  validity: z.enum(couponValidities),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  validDays: z.number().int().nullable(),
  issueMode: z.enum(couponIssueModes),
  issueLimit: z.number().int().nullable(),
  active: z.boolean(),
  issuedCount: z.number().int(),
  usedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;
export const couponEnvelope = z.object({ coupon });
export const couponsEnvelope = z.object({ summary: listSummary, coupons: z.array(coupon) });

export const couponsQuery = z.object({
  kind: blankAsUnset(z.enum(couponKinds, { error: '할인 방식이 올바르지 않습니다' })),
  issueMode: blankAsUnset(z.enum(couponIssueModes, { error: '발급 방식이 올바르지 않습니다' })),
  active: blankAsUnset(z.enum(['true', 'false'], { error: '사용 여부가 올바르지 않습니다' })),
  searchValue: blankAsUnset(z.string().trim().max(100, '검색어는 100자 이하로 입력해주세요')),
});

const isoDate = z.iso.datetime({ offset: true, error: '날짜와 시각을 올바르게 입력해주세요' });
const won = (label: string) =>
  z
    .number({ error: `${label}을 숫자로 입력해주세요` })
    .int(`${label}은 원 단위 정수로 입력해주세요`)
    .min(0, `${label}은 0원 이상이어야 합니다`)
    .max(100_000_000, `${label}은 1억원 이하여야 합니다`);

/** POST /api/console/shop/coupons and PUT …/{_id} (the whole coupon). */
export const couponInput = z
  .object({
    name: z
      .string({ error: '쿠폰 이름을 입력해주세요' })
      .trim()
      .min(1, '쿠폰 이름을 입력해주세요')
      .max(50, '쿠폰 이름은 50자 이하로 입력해주세요'),
    kind: z.enum(couponKinds, { error: '할인 방식을 선택해주세요' }),
    value: z
      .number({ error: '할인 값을 숫자로 입력해주세요' })
      .int('할인 값은 정수로 입력해주세요')
      .min(1, '할인 값은 1 이상이어야 합니다')
      .max(100_000_000, '할인 값은 1억 이하여야 합니다'),
    maxDiscount: won('최대 할인금액')
      .min(1, '최대 할인금액은 1원 이상이어야 합니다')
      .nullable()
      .default(null),
    minOrderAmount: won('최소 주문금액').default(0),
    scope: z.enum(couponScopes, { error: '적용 범위를 선택해주세요' }).default('ALL'),
    _categories: z.array(id).max(100, '카테고리는 100개까지 선택할 수 있습니다').default([]),
    _products: z.array(id).max(500, '상품은 500개까지 선택할 수 있습니다').default([]),
    validity: z.enum(couponValidities, { error: '유효기간 방식을 선택해주세요' }),
    startAt: isoDate.nullable().default(null),
    endAt: isoDate.nullable().default(null),
    validDays: z
      .number({ error: '유효일수를 숫자로 입력해주세요' })
      .int('유효일수는 정수로 입력해주세요')
      .min(1, '유효일수는 1일 이상이어야 합니다')
      .max(3650, '유효일수는 3650일 이하여야 합니다')
      .nullable()
      .default(null),
    issueMode: z.enum(couponIssueModes, { error: '발급 방식을 선택해주세요' }).default('MANUAL'),
    issueLimit: z
      .number({ error: '발급 한도를 숫자로 입력해주세요' })
      .int('발급 한도는 정수로 입력해주세요')
      .min(1, '발급 한도는 1 이상이어야 합니다')
      .max(10_000_000, '발급 한도가 너무 큽니다')
      .nullable()
      .default(null),
    active: z.boolean({ error: '사용 여부를 선택해주세요' }).default(true),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'RATE' && c.value > 100) issue('value', '할인율은 1~100% 사이로 입력해주세요');
    if (c.scope === 'CATEGORY' && c._categories.length === 0)
      issue('_categories', '적용할 카테고리를 선택해주세요');
    if (c.scope === 'PRODUCT' && c._products.length === 0) issue('_products', '적용할 상품을 선택해주세요');
    if (c.validity === 'PERIOD') {
      if (!c.startAt) issue('startAt', '사용 시작일시를 입력해주세요');
      if (!c.endAt) issue('endAt', '사용 종료일시를 입력해주세요');
      if (c.startAt && c.endAt && Date.parse(c.startAt) >= Date.parse(c.endAt)) {
        issue('endAt', '사용 종료일시는 시작일시 뒤여야 합니다');
      }
    } else if (!c.validDays) issue('validDays', '유효일수를 입력해주세요');
  })
  // What the scope and validity do not use is dropped, so the row holds one reading of the terms.
  .transform((c) => ({
    ...c,
    maxDiscount: c.kind === 'RATE' ? c.maxDiscount : null,
    _categories: c.scope === 'CATEGORY' ? [...new Set(c._categories)] : [],
    _products: c.scope === 'PRODUCT' ? [...new Set(c._products)] : [],
    startAt: c.validity === 'PERIOD' ? c.startAt : null,
    endAt: c.validity === 'PERIOD' ? c.endAt : null,
    validDays: c.validity === 'DAYS' ? c.validDays : null,
  }));
export type CouponInput = z.input<typeof couponInput>;

/**
 * POST /api/console/shop/coupons/{_id}/issue: chosen members, every member of a type, or all, with
 * the operator's reason (a discount handed out is money; the audit log keeps why).
 */
export const couponIssueInput = z
  .object({
    _users: z.array(id).max(1000, '한 번에 1,000명까지 발급할 수 있습니다').optional(),
    userType: z.enum(['CONSUMER', 'PROMOTER'], { error: '회원 구분이 올바르지 않습니다' }).optional(),
    all: z.literal(true, { error: '전체 발급 값이 올바르지 않습니다' }).optional(),
    reason: changeReason,
  })
  .refine(
    (b) => [b._users?.length ? 1 : 0, b.userType ? 1 : 0, b.all ? 1 : 0].reduce((a, x) => a + x, 0) === 1,
    '발급할 회원을 선택해주세요',
  );
export type CouponIssueInput = z.input<typeof couponIssueInput>;
export const couponIssueResult = z.object({
  /** new issues */
  issued: z.number().int(),
  /** already holding it, left or not found, or over the issue limit */
  skipped: z.number().int(),
});

export const couponIssue = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), username: z.string(), name: z.string(), type: z.string() }),
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  _order: z.string().nullable(),
  state: z.enum(couponStates),
});
export type CouponIssue = z.infer<typeof couponIssue>;
export const couponIssuesEnvelope = z.object({ summary: listSummary, issues: z.array(couponIssue) });
export const couponIssueParams = z.object({ _id: id, _issue: id });

/** GET /api/v1/me/coupons */
export const meCouponsQuery = z.object({
  state: z.enum(couponStates, { error: '쿠폰 상태가 올바르지 않습니다' }).default('USABLE'),
});
/** GET /api/console/users/{_id}/coupons: the member's coupons, every state unless one is asked. */
export const memberCouponsQuery = z.object({
  state: blankAsUnset(z.enum(couponStates, { error: '쿠폰 상태가 올바르지 않습니다' })),
});
export const memberCoupon = z.object({
  /** the issue */
  _id: z.string(),
  coupon: couponTerms,
  issuedAt: z.string(),
  /** usable from: the period's start, or the issue */
  startsAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  _order: z.string().nullable(),
  state: z.enum(couponStates),
});
export type MemberCoupon = z.infer<typeof memberCoupon>;
export const memberCouponsEnvelope = z.object({
  summary: listSummary,
  coupons: z.array(memberCoupon),
});

/** "5% 할인 (최대 10,000원)" or "3,000원 할인": the coupon's discount in words. */
export function couponBenefitText(c: Pick<CouponTermsView, 'kind' | 'value' | 'maxDiscount'>): string {
  if (c.kind === 'AMOUNT') return `${formatWon(c.value)} 할인`;
  return `${c.value}% 할인${c.maxDiscount ? ` (최대 ${formatWon(c.maxDiscount)})` : ''}`;
}

/** "전체 상품", or the chosen categories / products by name. */
export function couponScopeText(c: Pick<CouponTermsView, 'scope' | 'categories' | 'products'>): string {
  if (c.scope === 'ALL') return couponScopeLabel.ALL;
  const names = (c.scope === 'CATEGORY' ? c.categories : c.products).map((x) => x.name);
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} 외 ${names.length - 3}개` : shown;
}
