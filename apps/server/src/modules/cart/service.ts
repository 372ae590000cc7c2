import {
  CART_LINES_MAX,
  type CartItem,
  type CartType,
  type cartAddInput,
  type cartMergeInput,
} from '@shop/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { carts } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused, ShopError } from '../../http/errors.ts';
import {
  chosenValues,
  loadOffers,
  type Offer,
  resolveLine,
  soldOut,
  stockShortage,
  visibleOffer,
} from './lines.ts';

type CartRow = typeof carts.$inferSelect;

const lineNotFound = () => notFound('CART_NOT_FOUND', '장바구니 상품을 찾을 수 없습니다');
const cartFull = () => refused('CART_FULL', `장바구니에는 상품을 ${CART_LINES_MAX}개까지 담을 수 있습니다`);

function toItem(row: CartRow, offer: Offer): CartItem {
  const line = resolveLine(offer, row.optionValues, row.quantity);
  return {
    _id: row._id,
    type: row.type,
    _product: row._product,
    product: offer.card,
    _option: line.option?._id ?? null,
    option: line.option,
    optionValues: row.optionValues,
    optionLabel: line.optionLabel,
    quantity: row.quantity,
    unitPrice: line.unitPrice,
    amount: line.unitPrice * row.quantity,
    stock: line.stock,
    shippingMethod: offer.shippingMethod,
    shippingFee: offer.shippingFee,
    available: line.available,
    ...(line.reason ? { reason: line.reason } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function itemsOf(ctx: ShopContext, rows: CartRow[]): Promise<CartItem[]> {
  const offers = await loadOffers(
    ctx,
    rows.map((r) => r._product),
  );
  // A line whose product is gone is dropped (spec §7); a hidden one stays, marked 판매 중지.
  return rows.flatMap((row) => {
    const offer = offers.get(row._product);
    return offer ? [toItem(row, offer)] : [];
  });
}

/**
 * The member's cart: one list by type, newest first, or the lines named by `_carts` (the side
 * panel, the order form). Others' ids among `_carts` are simply not found.
 */
export async function listCarts(
  ctx: ShopContext,
  query: { type?: CartType | undefined; _carts?: string[] | undefined },
): Promise<CartItem[]> {
  const actor = actorOf(ctx);
  if (query._carts && query._carts.length === 0) return [];
  const conditions: SQL[] = [eq(carts._user, actor._user)];
  if (query.type) conditions.push(eq(carts.type, query.type));
  if (query._carts) conditions.push(inArray(carts._id, query._carts));
  const rows = await ctx.db
    .select()
    .from(carts)
    .where(and(...conditions))
    .orderBy(desc(carts.createdAt), desc(carts._id));
  return itemsOf(ctx, rows);
}

async function itemById(ctx: ShopContext, _cart: string): Promise<CartItem> {
  const [item] = await listCarts(ctx, { _carts: [_cart] });
  if (!item) throw lineNotFound();
  return item;
}

/** The stock a new or bigger line may reach, or 품절. */
function stockFor(offer: Offer, values: string[]): number {
  const line = resolveLine(offer, values, 1);
  if (!line.available) throw soldOut();
  return line.stock;
}

async function lineCount(ctx: ShopContext, _user: string, type: CartType): Promise<number> {
  const [row] = await ctx.db
    .select({ value: count() })
    .from(carts)
    .where(and(eq(carts._user, _user), eq(carts.type, type)));
  return Number(row?.value ?? 0);
}

const lineKey = [carts._user, carts.type, carts._product, carts.optionValues];

/**
 * 장바구니 담기. The same product and option added again adds its quantity to the line. One
 * statement does it (INSERT … ON CONFLICT DO UPDATE … WHERE), so racing requests neither make two
 * lines nor pass the stock together: each sees the quantity the one before it left.
 */
export async function addToCart(
  ctx: ShopContext,
  input: z.output<typeof cartAddInput>,
): Promise<{ cart: CartItem; created: boolean }> {
  const actor = actorOf(ctx);
  const offer = visibleOffer(await loadOffers(ctx, [input._product]), input._product);
  const optionValues = chosenValues(offer, input._option);
  const stock = stockFor(offer, optionValues);
  if (input.quantity > stock) throw stockShortage(stock);

  const [existing] = await ctx.db
    .select({ _id: carts._id })
    .from(carts)
    .where(
      and(
        eq(carts._user, actor._user),
        eq(carts.type, input.type),
        eq(carts._product, input._product),
        sql`${carts.optionValues} = ${JSON.stringify(optionValues)}::jsonb`,
      ),
    );
  if (!existing && (await lineCount(ctx, actor._user, input.type)) >= CART_LINES_MAX) throw cartFull();

  const [row] = await ctx.db
    .insert(carts)
    .values({
      _user: actor._user,
      type: input.type,
      _product: input._product,
      optionValues,
      quantity: input.quantity,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: lineKey,
      set: { quantity: sql`"carts"."quantity" + excluded.quantity`, updatedAt: ctx.now },
      setWhere: sql`"carts"."quantity" + excluded.quantity <= ${stock}`,
    })
    // xmax is 0 only on a freshly inserted row version: tells a new line from an added quantity.
    .returning({ _id: carts._id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw stockShortage(stock);
  return { cart: await itemById(ctx, row._id), created: row.created };
}

/**
 * The guest cart of session storage, pushed at login (spec §4). A login must never fail on it:
 * lines that can no longer be bought are skipped and quantities are capped at stock (a line
 * already in the cart never shrinks). Answers the merged list.
 */
export async function mergeGuestCart(
  ctx: ShopContext,
  input: z.output<typeof cartMergeInput>,
): Promise<CartItem[]> {
  const actor = actorOf(ctx);
  // Read before the transaction, which then holds its locks only for the writes.
  const offers = await loadOffers(
    ctx,
    input.items.map((i) => i._product),
  );
  await inTransaction(ctx, async (ctx) => {
    const present = await ctx.db
      .select({ _product: carts._product, optionValues: carts.optionValues })
      .from(carts)
      .where(and(eq(carts._user, actor._user), eq(carts.type, input.type)));
    const keyOf = (_product: string, values: string[]) => JSON.stringify([_product, values]);
    const keys = new Set(present.map((p) => keyOf(p._product, p.optionValues)));
    for (const item of input.items) {
      const offer = offers.get(item._product);
      if (!offer?.visible) continue;
      let optionValues: string[];
      let stock: number;
      try {
        optionValues = chosenValues(offer, item._option);
        stock = stockFor(offer, optionValues);
      } catch (error) {
        if (error instanceof ShopError) continue;
        throw error;
      }
      const key = keyOf(item._product, optionValues);
      if (!keys.has(key) && keys.size >= CART_LINES_MAX) continue;
      keys.add(key);
      await ctx.db
        .insert(carts)
        .values({
          _user: actor._user,
          type: input.type,
          _product: item._product,
          optionValues,
          quantity: Math.min(item.quantity, stock),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .onConflictDoUpdate({
          target: lineKey,
          set: {
            quantity: sql`greatest("carts"."quantity", least("carts"."quantity" + excluded.quantity, ${stock}::integer))`,
            updatedAt: ctx.now,
          },
        });
    }
  });
  return listCarts(ctx, { type: input.type });
}

/** 수량 변경: the new quantity, checked against stock now. */
export async function changeQuantity(ctx: ShopContext, _cart: string, quantity: number): Promise<CartItem> {
  const actor = actorOf(ctx);
  const mine = and(eq(carts._id, _cart), eq(carts._user, actor._user));
  const [row] = await ctx.db.select().from(carts).where(mine);
  if (!row) throw lineNotFound();
  const offer = (await loadOffers(ctx, [row._product])).get(row._product);
  if (!offer) throw lineNotFound();
  const line = resolveLine(offer, row.optionValues, quantity);
  if (line.reason === '판매 중지') throw conflict('PRODUCT_UNAVAILABLE', '판매가 중지된 상품입니다');
  if (line.reason === '옵션 변경') {
    throw conflict('OPTION_CHANGED', '상품의 옵션이 변경되었습니다. 삭제 후 다시 담아주세요');
  }
  if (line.reason === '품절') throw soldOut();
  if (line.reason === '재고 부족') throw stockShortage(line.stock);
  const [updated] = await ctx.db.update(carts).set({ quantity, updatedAt: ctx.now }).where(mine).returning();
  if (!updated) throw lineNotFound();
  return toItem(updated, offer);
}

export async function removeLine(ctx: ShopContext, _cart: string): Promise<void> {
  const actor = actorOf(ctx);
  const deleted = await ctx.db
    .delete(carts)
    .where(and(eq(carts._id, _cart), eq(carts._user, actor._user)))
    .returning({ _id: carts._id });
  if (deleted.length === 0) throw lineNotFound();
}

/** 선택 삭제: the caller's lines among `_ids`; others' ids and ids already gone change nothing. */
export async function removeLines(ctx: ShopContext, _ids: string[]): Promise<number> {
  const actor = actorOf(ctx);
  const deleted = await ctx.db
    .delete(carts)
    .where(and(inArray(carts._id, _ids), eq(carts._user, actor._user)))
    .returning({ _id: carts._id });
  return deleted.length;
}
