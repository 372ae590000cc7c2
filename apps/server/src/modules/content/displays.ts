import { type DisplayCode, type displayInput, MAX_DISPLAY_PRODUCTS, type ProductCard } from '@shop/contracts';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { displays, products } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { cardsByIds } from '../catalog/service.ts';

/**
 * Products placed on the home page by display code (section1 베스트셀러, section2 MD PICK), in the
 * operator's order. The cards are the catalogue's own, read live: a product hidden, deleted or
 * moved into a hidden category drops out of the shop's answer at once, with nothing to invalidate.
 */

export type DisplayEntry = {
  _id: string;
  code: DisplayCode;
  _product: string;
  order: number;
  product: ProductCard;
};

type DisplayRow = typeof displays.$inferSelect;

/** The rows with their product cards; a row whose product the shopper may not see is left out. */
async function withCards(ctx: ShopContext, rows: DisplayRow[], hiddenToo: boolean): Promise<DisplayEntry[]> {
  const cards = await cardsByIds(
    ctx,
    rows.map((r) => r._product),
    { hiddenToo },
  );
  return rows.flatMap((r) => {
    const product = cards.get(r._product);
    const code = r.code as DisplayCode; // the table's check allows only the display codes
    return product ? [{ _id: r._id, code, _product: r._product, order: r.order, product }] : [];
  });
}

async function loadDisplays(
  ctx: ShopContext,
  code: DisplayCode,
  hiddenToo: boolean,
): Promise<DisplayEntry[]> {
  const rows = await ctx.db
    .select()
    .from(displays)
    .where(eq(displays.code, code))
    .orderBy(asc(displays.order), asc(displays.createdAt));
  return withCards(ctx, rows, hiddenToo);
}

/** GET /api/v1/shop/displays?code=: only products shoppers may see. */
export const listVisibleDisplays = (ctx: ShopContext, code: DisplayCode) => loadDisplays(ctx, code, false);

/** GET /api/console/shop/displays?code=: every placed product, hidden ones too. */
export const listDisplays = (ctx: ShopContext, code: DisplayCode) => loadDisplays(ctx, code, true);

/**
 * Checks an operator's ordered product list (a display's, an exhibition's): each product once,
 * and each one existing. Hidden products may be placed; the shop leaves them out until shown.
 */
export async function assertProducts(ctx: ShopContext, ids: string[]) {
  if (new Set(ids).size !== ids.length) {
    throw badRequest('DUPLICATE_PRODUCT', '같은 상품을 두 번 담을 수 없습니다');
  }
  if (ids.length === 0) return;
  const found = await ctx.db.select({ _id: products._id }).from(products).where(inArray(products._id, ids));
  if (found.length !== ids.length) throw refused('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
}

/** Two writes of one code at once would interleave their deletes, inserts and moves; one waits. */
async function lockCode(ctx: ShopContext, code: DisplayCode) {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`displays:${code}`}))`);
}

/** PUT /api/console/shop/displays: the whole ordered list of one code replaces the old one. */
export async function replaceDisplays(ctx: ShopContext, code: DisplayCode, ids: string[]) {
  await inTransaction(ctx, async (ctx) => {
    await lockCode(ctx, code);
    await assertProducts(ctx, ids);
    await ctx.db.delete(displays).where(eq(displays.code, code));
    if (ids.length) {
      await ctx.db
        .insert(displays)
        .values(ids.map((_product, order) => ({ code, _product, order, createdAt: ctx.now })));
    }
  });
  return listDisplays(ctx, code);
}

// ---- one display at a time (GET/POST/PUT/DELETE /api/console/shop/displays[/{_id}]) ----

type DisplayInput = z.output<typeof displayInput>;

const displayNotFound = () => notFound('DISPLAY_NOT_FOUND', '진열 상품을 찾을 수 없습니다');

/** GET /api/console/shop/displays without a code: every display, section1 then section2, paged. */
export async function listAllDisplays(ctx: ShopContext, paging: Paging) {
  const [total] = await ctx.db.select({ value: count() }).from(displays);
  const rows = await ctx.db
    .select()
    .from(displays)
    .orderBy(asc(displays.code), asc(displays.order), asc(displays.createdAt), asc(displays._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), displays: await withCards(ctx, rows, true) };
}

export async function getDisplay(ctx: ShopContext, _display: string): Promise<DisplayEntry> {
  const [row] = await ctx.db.select().from(displays).where(eq(displays._id, _display));
  const [entry] = row ? await withCards(ctx, [row], true) : [];
  if (!entry) throw displayNotFound();
  return entry;
}

/**
 * Puts `_display` at place `order` of its code's list (the end without one) and numbers the list
 * 0, 1, 2… again, so the order the console shows is the order the shop shows. The row itself is
 * already written with its code; the others of that code keep their relative order.
 */
async function placeInCode(ctx: ShopContext, code: DisplayCode, _display: string, order: number | undefined) {
  const others = await ctx.db
    .select({ _id: displays._id, order: displays.order })
    .from(displays)
    .where(and(eq(displays.code, code), ne(displays._id, _display)))
    .orderBy(asc(displays.order), asc(displays.createdAt));
  const ids = others.map((o) => o._id);
  ids.splice(Math.min(order ?? ids.length, ids.length), 0, _display);
  await renumber(ctx, code, ids);
}

async function renumber(ctx: ShopContext, code: DisplayCode, ids: string[]) {
  const current = new Map(
    (
      await ctx.db
        .select({ _id: displays._id, order: displays.order })
        .from(displays)
        .where(eq(displays.code, code))
    ).map((r) => [r._id, r.order]),
  );
  for (const [order, _id] of ids.entries()) {
    if (current.get(_id) !== order) await ctx.db.update(displays).set({ order }).where(eq(displays._id, _id));
  }
}

/** 40 products at most per code (what the list editor allows too), the product once per code. */
async function assertRoom(ctx: ShopContext, input: DisplayInput, _display?: string) {
  await assertProducts(ctx, [input._product]);
  const sameCode = await ctx.db
    .select({ _id: displays._id, _product: displays._product })
    .from(displays)
    .where(eq(displays.code, input.code));
  const others = sameCode.filter((r) => r._id !== _display);
  if (others.some((r) => r._product === input._product)) throw alreadyPlaced();
  if (others.length >= MAX_DISPLAY_PRODUCTS) {
    throw refused('DISPLAY_FULL', `한 진열에는 ${MAX_DISPLAY_PRODUCTS}개까지 담을 수 있습니다`);
  }
}

const alreadyPlaced = () => conflict('DISPLAY_DUPLICATE', '이미 이 영역에 진열된 상품입니다');

/** POST /api/console/shop/displays: places one product in one code. */
export async function createDisplay(ctx: ShopContext, input: DisplayInput) {
  const _display = await inTransaction(ctx, async (ctx) => {
    await lockCode(ctx, input.code);
    await assertRoom(ctx, input);
    try {
      const [row] = await ctx.db
        .insert(displays)
        .values({ code: input.code, _product: input._product, order: 0, createdAt: ctx.now })
        .returning({ _id: displays._id });
      await placeInCode(ctx, input.code, row!._id, input.order);
      return row!._id;
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyPlaced();
      throw error;
    }
  });
  return getDisplay(ctx, _display);
}

/** PUT /api/console/shop/displays/{_id}: another product, another place, or into the other code. */
export async function updateDisplay(ctx: ShopContext, _display: string, input: DisplayInput) {
  await inTransaction(ctx, async (ctx) => {
    const [before] = await ctx.db.select().from(displays).where(eq(displays._id, _display));
    if (!before) throw displayNotFound();
    const from = before.code as DisplayCode;
    // Both codes' locks, always in the same order, so two moves in opposite directions cannot deadlock.
    for (const code of [...new Set([from, input.code])].sort()) await lockCode(ctx, code);
    const [row] = await ctx.db.select().from(displays).where(eq(displays._id, _display)).for('update');
    if (!row) throw displayNotFound();
    if (row.code !== from && row.code !== input.code) await lockCode(ctx, row.code as DisplayCode);
    await assertRoom(ctx, input, _display);
    try {
      await ctx.db
        .update(displays)
        .set({ code: input.code, _product: input._product })
        .where(eq(displays._id, _display));
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyPlaced();
      throw error;
    }
    await placeInCode(
      ctx,
      input.code,
      _display,
      input.order ?? (row.code === input.code ? row.order : undefined),
    );
    if (row.code !== input.code) await closeGaps(ctx, row.code as DisplayCode);
  });
  return getDisplay(ctx, _display);
}

/** DELETE /api/console/shop/displays/{_id}: takes the product off; the rest of its code closes up. */
export async function deleteDisplay(ctx: ShopContext, _display: string) {
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(displays).where(eq(displays._id, _display));
    if (!row) throw displayNotFound();
    await lockCode(ctx, row.code as DisplayCode);
    const deleted = await ctx.db
      .delete(displays)
      .where(eq(displays._id, _display))
      .returning({ _id: displays._id });
    if (deleted.length === 0) throw displayNotFound(); // deleted meanwhile by another save
    await closeGaps(ctx, row.code as DisplayCode);
  });
}

async function closeGaps(ctx: ShopContext, code: DisplayCode) {
  const rows = await ctx.db
    .select({ _id: displays._id })
    .from(displays)
    .where(eq(displays.code, code))
    .orderBy(asc(displays.order), asc(displays.createdAt));
  await renumber(
    ctx,
    code,
    rows.map((r) => r._id),
  );
}
