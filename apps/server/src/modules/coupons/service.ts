import type { Coupon, couponInput, couponsQuery } from '@shop/contracts';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import {
  categories,
  couponCategories,
  couponIssues,
  couponProducts,
  coupons,
  products,
} from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { type CouponRow, scopesOf, toTerms } from './terms.ts';

/**
 * The console's coupons (/console/shop/coupons): terms, scope and validity. A coupon somebody holds
 * is never deleted (the member's list and the orders it was used on keep reading it): switch it off
 * instead (docs/decisions/0035).
 */

type CouponInput = z.output<typeof couponInput>;

export const couponNotFound = () => notFound('COUPON_NOT_FOUND', '쿠폰을 찾을 수 없습니다');

// Qualified by hand: drizzle writes a lone "id" for a one-table select, which the subquery's own id would capture.
const issuedCount = sql<number>`(select count(*)::int from coupon_issues i where i.coupon_id = "coupons"."id")`;
const usedCount = sql<number>`(select count(*)::int from coupon_issues i where i.coupon_id = "coupons"."id" and i.used_at is not null)`;

async function toCoupons(
  ctx: ShopContext,
  rows: { coupon: CouponRow; issuedCount: number; usedCount: number }[],
): Promise<Coupon[]> {
  const scopes = await scopesOf(
    ctx,
    rows.map((r) => r.coupon._id),
  );
  return rows.map(({ coupon: c, issuedCount, usedCount }) => ({
    ...toTerms(c, scopes.get(c._id)),
    validity: c.validity as Coupon['validity'],
    startAt: c.startAt?.toISOString() ?? null,
    endAt: c.endAt?.toISOString() ?? null,
    validDays: c.validDays,
    issueMode: c.issueMode as Coupon['issueMode'],
    issueLimit: c.issueLimit,
    active: c.active,
    issuedCount: Number(issuedCount),
    usedCount: Number(usedCount),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }));
}

export async function listCoupons(
  ctx: ShopContext,
  query: z.output<typeof couponsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; coupons: Coupon[] }> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(coupons.kind, query.kind));
  if (query.issueMode) conditions.push(eq(coupons.issueMode, query.issueMode));
  if (query.active) conditions.push(eq(coupons.active, query.active === 'true'));
  if (query.searchValue) conditions.push(ilike(coupons.name, containsPattern(query.searchValue)));
  const where = and(...conditions);
  const [total, rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(coupons).where(where),
    ctx.db
      .select({ coupon: coupons, issuedCount, usedCount })
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons._id))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return { totalCount: Number(total[0]?.value ?? 0), coupons: await toCoupons(ctx, rows) };
}

export async function getCoupon(ctx: ShopContext, _id: string): Promise<Coupon> {
  const rows = await ctx.db
    .select({ coupon: coupons, issuedCount, usedCount })
    .from(coupons)
    .where(eq(coupons._id, _id));
  if (rows.length === 0) throw couponNotFound();
  return (await toCoupons(ctx, rows))[0]!;
}

/** Unknown categories or products are the operator's mistake: 400, before anything is written. */
async function checkScope(ctx: ShopContext, input: CouponInput): Promise<void> {
  if (input._categories.length) {
    const found = await ctx.db
      .select({ _id: categories._id })
      .from(categories)
      .where(inArray(categories._id, input._categories));
    if (found.length !== input._categories.length) {
      throw badRequest('UNKNOWN_CATEGORY', '존재하지 않는 카테고리입니다');
    }
  }
  if (input._products.length) {
    const found = await ctx.db
      .select({ _id: products._id })
      .from(products)
      .where(inArray(products._id, input._products));
    if (found.length !== input._products.length)
      throw badRequest('UNKNOWN_PRODUCT', '존재하지 않는 상품입니다');
  }
}

const columnsOf = (input: CouponInput) => ({
  name: input.name,
  kind: input.kind,
  value: input.value,
  maxDiscount: input.maxDiscount,
  minOrderAmount: input.minOrderAmount,
  scope: input.scope,
  validity: input.validity,
  startAt: input.startAt ? new Date(input.startAt) : null,
  endAt: input.endAt ? new Date(input.endAt) : null,
  validDays: input.validDays,
  issueMode: input.issueMode,
  issueLimit: input.issueLimit,
  active: input.active,
});

async function writeScope(ctx: ShopContext, _coupon: string, input: CouponInput): Promise<void> {
  await ctx.db.delete(couponCategories).where(eq(couponCategories._coupon, _coupon));
  await ctx.db.delete(couponProducts).where(eq(couponProducts._coupon, _coupon));
  if (input._categories.length) {
    await ctx.db
      .insert(couponCategories)
      .values(input._categories.map((_category) => ({ _coupon, _category })));
  }
  if (input._products.length) {
    await ctx.db.insert(couponProducts).values(input._products.map((_product) => ({ _coupon, _product })));
  }
}

export async function createCoupon(ctx: ShopContext, input: CouponInput): Promise<string> {
  return inTransaction(ctx, async (ctx) => {
    await checkScope(ctx, input);
    const [row] = await ctx.db
      .insert(coupons)
      .values({ ...columnsOf(input), createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ _id: coupons._id });
    await writeScope(ctx, row!._id, input);
    return row!._id;
  });
}

/**
 * Edits apply to the coupons members already hold (the terms are read at checkout), except the
 * expiry of an issue, fixed when it was issued. A limit below the issues made so far is refused.
 */
export async function updateCoupon(ctx: ShopContext, _id: string, input: CouponInput): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db.select().from(coupons).where(eq(coupons._id, _id)).for('update');
    if (!current) throw couponNotFound();
    await checkScope(ctx, input);
    if (input.issueLimit !== null) {
      const [issued] = await ctx.db
        .select({ value: count() })
        .from(couponIssues)
        .where(eq(couponIssues._coupon, _id));
      if (Number(issued?.value ?? 0) > input.issueLimit) {
        throw conflict('COUPON_LIMIT_BELOW_ISSUED', '발급 한도는 이미 발급된 수량보다 적을 수 없습니다');
      }
    }
    await ctx.db
      .update(coupons)
      .set({ ...columnsOf(input), updatedAt: ctx.now })
      .where(eq(coupons._id, _id));
    await writeScope(ctx, _id, input);
  });
}

/** Deletes a coupon nobody holds; one with issues answers 409 (switch it off instead). */
export async function deleteCoupon(ctx: ShopContext, _id: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db.select().from(coupons).where(eq(coupons._id, _id)).for('update');
    if (!current) throw couponNotFound();
    const [held] = await ctx.db
      .select({ _id: couponIssues._id })
      .from(couponIssues)
      .where(eq(couponIssues._coupon, _id))
      .limit(1);
    if (held) {
      throw conflict('COUPON_ISSUED', '발급된 쿠폰은 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요');
    }
    await ctx.db.delete(coupons).where(eq(coupons._id, _id));
  });
}
