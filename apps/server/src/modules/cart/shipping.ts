import {
  type Island,
  type islandInput,
  type ShippingPolicy,
  type ShippingQuote,
  shippingBreakdown,
  type shippingQuoteInput,
} from '@shop/contracts';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { islands } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { unitPrice } from '../catalog/amounts.ts';
import { getShopSetting, updateShopSetting } from '../settings/service.ts';
import { chosenValues, loadOffers, visibleOffer } from './lines.ts';

// ---- the policy: a section of the shop setting ----

export async function getShippingPolicy(ctx: ShopContext): Promise<ShippingPolicy> {
  return (await getShopSetting(ctx)).shipping;
}

/** The console's 배송비 정책; saved through the setting so the two screens never disagree. */
export async function updateShippingPolicy(ctx: ShopContext, input: ShippingPolicy): Promise<ShippingPolicy> {
  return (await updateShopSetting(ctx, { shipping: input })).shipping;
}

// ---- islands: remote-area postcode ranges ----

type IslandRow = typeof islands.$inferSelect;
const toIsland = (row: IslandRow): Island => ({
  _id: row._id,
  name: row.name,
  fromPostcode: row.fromPostcode,
  toPostcode: row.toPostcode,
  extraFee: row.extraFee,
});
/** The remote-area table is part of the shop's shipping setting: its changes are setting changes. */
const islandAudit = (_id: string) => ({
  action: 'SETTING_CHANGE' as const,
  targetKind: 'SETTING' as const,
  _target: _id,
});
const islandFields = (row: IslandRow) => ({ ...toIsland(row), table: 'islands' });
const islandNotFound = () => notFound('ISLAND_NOT_FOUND', '지역을 찾을 수 없습니다');

export async function listIslands(ctx: ShopContext): Promise<Island[]> {
  const rows = await ctx.db
    .select()
    .from(islands)
    .orderBy(asc(islands.fromPostcode), asc(islands.toPostcode));
  return rows.map(toIsland);
}

export async function getIsland(ctx: ShopContext, _island: string): Promise<Island> {
  const [row] = await ctx.db.select().from(islands).where(eq(islands._id, _island));
  if (!row) throw islandNotFound();
  return toIsland(row);
}

/**
 * The range holding `postcode`, if any. Every order and quote asks, and only the console changes
 * the ranges: they are kept in the storefront cache, dropped by each write below.
 */
export async function islandOf(ctx: ShopContext, postcode: string | undefined): Promise<Island | null> {
  if (!postcode) return null;
  const { ranges } = await ctx.catalogCache.get(ISLANDS_CACHE_KEY, async () => ({
    ranges: Object.freeze((await listIslands(ctx)).map((i) => Object.freeze(i))),
  }));
  return ranges.find((i) => i.fromPostcode <= postcode && postcode <= i.toPostcode) ?? null;
}

const ISLANDS_CACHE_KEY = 'islands';

/** A write of the ranges in its own transaction; the cached ranges are dropped after the commit. */
async function rangesChanged<T>(ctx: ShopContext, work: (ctx: ShopContext) => Promise<T>): Promise<T> {
  const result = await inTransaction(ctx, work);
  await ctx.catalogCache.bump();
  return result;
}

/**
 * Ranges may not overlap: a postcode must have one surcharge. The table is locked against other
 * writers for the check and the write, so two operators adding overlapping ranges at once cannot
 * both pass (the table is small and rarely written; readers are not blocked).
 */
async function assertNoOverlap(ctx: ShopContext, input: z.output<typeof islandInput>, except?: string) {
  await ctx.db.execute(sql`lock table ${islands} in share row exclusive mode`);
  const [clash] = await ctx.db
    .select()
    .from(islands)
    .where(
      and(
        lte(islands.fromPostcode, input.toPostcode),
        gte(islands.toPostcode, input.fromPostcode),
        ...(except ? [ne(islands._id, except)] : []),
      ),
    )
    .orderBy(asc(islands.fromPostcode))
    .limit(1);
  if (clash) {
    throw conflict(
      'ISLAND_OVERLAP',
      `우편번호 구간이 다른 지역(${clash.name} ${clash.fromPostcode}~${clash.toPostcode})과 겹칩니다`,
    );
  }
}

export async function createIsland(ctx: ShopContext, input: z.output<typeof islandInput>): Promise<Island> {
  return rangesChanged(ctx, async (ctx) => {
    await assertNoOverlap(ctx, input);
    const [row] = await ctx.db
      .insert(islands)
      .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await recordAudit(ctx, { ...islandAudit(row!._id), before: null, after: islandFields(row!) });
    return toIsland(row!);
  });
}

export async function updateIsland(
  ctx: ShopContext,
  _island: string,
  input: z.output<typeof islandInput>,
): Promise<Island> {
  return rangesChanged(ctx, async (ctx) => {
    await assertNoOverlap(ctx, input, _island);
    const [current] = await ctx.db.select().from(islands).where(eq(islands._id, _island)).for('update');
    const [row] = await ctx.db
      .update(islands)
      .set({ ...input, updatedAt: ctx.now })
      .where(eq(islands._id, _island))
      .returning();
    if (!row || !current) throw islandNotFound();
    await recordAudit(ctx, {
      ...islandAudit(row._id),
      before: islandFields(current),
      after: islandFields(row),
    });
    return toIsland(row);
  });
}

export async function deleteIsland(ctx: ShopContext, _island: string): Promise<void> {
  await rangesChanged(ctx, async (ctx) => {
    const deleted = await ctx.db.delete(islands).where(eq(islands._id, _island)).returning();
    if (deleted.length === 0) throw islandNotFound();
    await recordAudit(ctx, { ...islandAudit(_island), before: islandFields(deleted[0]!), after: null });
  });
}

// ---- the quote ----

/**
 * What these lines cost to send to this postcode, priced from the catalogue now (the browser's
 * figures are never used). A quote reserves nothing and so does not check stock; the order does.
 */
export async function quoteShipping(
  ctx: ShopContext,
  input: z.output<typeof shippingQuoteInput>,
): Promise<ShippingQuote> {
  const [offers, policy, island] = await Promise.all([
    loadOffers(
      ctx,
      input.items.map((i) => i._product),
    ),
    getShippingPolicy(ctx),
    islandOf(ctx, input.postcode),
  ]);
  const lines = input.items.map((item) => {
    const offer = visibleOffer(offers, item._product);
    chosenValues(offer, item._option); // 400 without a needed option, 404 for an unknown one
    const option = item._option ? offer.options.find((o) => o._id === item._option) : undefined;
    const price = unitPrice(offer.salePrice, option?.extraPrice ?? 0);
    return {
      _product: item._product,
      _option: option?._id ?? null,
      quantity: item.quantity,
      unitPrice: price,
      amount: price * item.quantity,
      shippingMethod: offer.shippingMethod,
      shippingFee: offer.shippingFee,
      categoryPath: offer.categoryPath,
    };
  });
  return { lines, ...shippingBreakdown(policy, lines, island) };
}
