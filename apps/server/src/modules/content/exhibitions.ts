import type {
  Exhibition,
  ExhibitionFileSlot,
  ExhibitionKind,
  exhibitionInput,
  ProductCard,
} from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { exhibitionProducts, exhibitions, products } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { cleanDescription } from '../catalog/description.ts';
import { cardsByIds, visibleCategoryIds } from '../catalog/service.ts';
import { assertProducts } from './displays.ts';
import { contentDirs, dropImage, imageUrl, replaceImage } from './files.ts';
import { periodValues, toDisplayPeriod, visibleAt } from './period.ts';

/**
 * 기획전: a titled page of products (특가할인, 기획전, 팝업 이벤트) with a list thumbnail and a top
 * banner, shown in its period. Shoppers see only the products they may buy; the console sees all.
 */

type ExhibitionRow = typeof exhibitions.$inferSelect;

const exhibitionNotFound = () => notFound('EXHIBITION_NOT_FOUND', '기획전을 찾을 수 없습니다');
const exhibitionDir = contentDirs.exhibition;
const byOrder = [asc(exhibitions.order), desc(exhibitions.createdAt), desc(exhibitions._id)];

const toExhibition = (row: ExhibitionRow, productCount: number): Exhibition => ({
  _id: row._id,
  title: row.title,
  kind: row.kind,
  summary: row.summary,
  content: row.content,
  thumb: imageUrl(exhibitionDir(row._id), row.thumb, 'thumb'),
  banner: imageUrl(exhibitionDir(row._id), row.banner, 'banner'),
  order: row.order,
  display: toDisplayPeriod(row),
  productCount,
  createdAt: row.createdAt.toISOString(),
});

/** How many products each exhibition holds: all of them, or only those shoppers may see. */
async function productCounts(ctx: ShopContext, ids: string[], visibleOnly: boolean) {
  if (ids.length === 0) return new Map<string, number>();
  const conditions: SQL[] = [inArray(exhibitionProducts._exhibition, ids)];
  if (visibleOnly) {
    const categoryIds = await visibleCategoryIds(ctx);
    if (categoryIds.length === 0) return new Map<string, number>();
    conditions.push(eq(products.isDisplayed, true), inArray(products._category, categoryIds));
  }
  const rows = await ctx.db
    .select({ _exhibition: exhibitionProducts._exhibition, value: count() })
    .from(exhibitionProducts)
    .innerJoin(products, eq(products._id, exhibitionProducts._product))
    .where(and(...conditions))
    .groupBy(exhibitionProducts._exhibition);
  return new Map(rows.map((r) => [r._exhibition, Number(r.value)]));
}

async function listWhere(ctx: ShopContext, where: SQL | undefined, paging: Paging, visibleOnly: boolean) {
  const [total] = await ctx.db.select({ value: count() }).from(exhibitions).where(where);
  const rows = await ctx.db
    .select()
    .from(exhibitions)
    .where(where)
    .orderBy(...byOrder)
    .offset(paging.skip)
    .limit(paging.limit);
  const counts = await productCounts(
    ctx,
    rows.map((r) => r._id),
    visibleOnly,
  );
  return {
    totalCount: Number(total?.value ?? 0),
    exhibitions: rows.map((r) => toExhibition(r, counts.get(r._id) ?? 0)),
  };
}

async function withProducts(ctx: ShopContext, row: ExhibitionRow, hiddenToo: boolean) {
  const placed = await ctx.db
    .select({ _product: exhibitionProducts._product })
    .from(exhibitionProducts)
    .where(eq(exhibitionProducts._exhibition, row._id))
    .orderBy(asc(exhibitionProducts.order));
  const cards = await cardsByIds(
    ctx,
    placed.map((p) => p._product),
    { hiddenToo },
  );
  const list: ProductCard[] = placed.flatMap((p) => cards.get(p._product) ?? []);
  return { ...toExhibition(row, list.length), products: list };
}

// ---- storefront ----

/** GET /api/v1/shop/exhibitions: those visible now, optionally of one kind. */
export const listVisibleExhibitions = (ctx: ShopContext, kind: ExhibitionKind | undefined, paging: Paging) =>
  listWhere(
    ctx,
    and(visibleAt(exhibitions, ctx.now), kind ? eq(exhibitions.kind, kind) : undefined),
    paging,
    true,
  );

/** GET /api/v1/shop/exhibitions/{_id}: not found when switched off or outside its period. */
export async function getVisibleExhibition(ctx: ShopContext, _exhibition: string) {
  const [row] = await ctx.db
    .select()
    .from(exhibitions)
    .where(and(eq(exhibitions._id, _exhibition), visibleAt(exhibitions, ctx.now)));
  if (!row) throw exhibitionNotFound();
  return withProducts(ctx, row, false);
}

// ---- console ----

export const listExhibitions = (ctx: ShopContext, kind: ExhibitionKind | undefined, paging: Paging) =>
  listWhere(ctx, kind ? eq(exhibitions.kind, kind) : undefined, paging, false);

export async function getExhibition(ctx: ShopContext, _exhibition: string) {
  const [row] = await ctx.db.select().from(exhibitions).where(eq(exhibitions._id, _exhibition));
  if (!row) throw exhibitionNotFound();
  return withProducts(ctx, row, true);
}

type ExhibitionInput = z.output<typeof exhibitionInput>;

const values = (input: ExhibitionInput) => ({
  title: input.title,
  kind: input.kind,
  summary: input.summary,
  content: cleanDescription(input.content),
  order: input.order,
  ...periodValues(input.display),
});

async function replaceProducts(ctx: ShopContext, _exhibition: string, ids: string[]) {
  await ctx.db.delete(exhibitionProducts).where(eq(exhibitionProducts._exhibition, _exhibition));
  if (ids.length) {
    await ctx.db
      .insert(exhibitionProducts)
      .values(ids.map((_product, order) => ({ _exhibition, _product, order })));
  }
}

export async function createExhibition(ctx: ShopContext, input: ExhibitionInput) {
  const _exhibition = await inTransaction(ctx, async (ctx) => {
    await assertProducts(ctx, input._products);
    const [row] = await ctx.db
      .insert(exhibitions)
      .values({ ...values(input), createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ _id: exhibitions._id });
    await replaceProducts(ctx, row!._id, input._products);
    return row!._id;
  });
  return getExhibition(ctx, _exhibition);
}

async function lockExhibition(ctx: ShopContext, _exhibition: string) {
  const [row] = await ctx.db.select().from(exhibitions).where(eq(exhibitions._id, _exhibition)).for('update');
  if (!row) throw exhibitionNotFound();
  return row;
}

/** Writes the exhibition and its whole ordered product list. */
export async function updateExhibition(ctx: ShopContext, _exhibition: string, input: ExhibitionInput) {
  await inTransaction(ctx, async (ctx) => {
    await lockExhibition(ctx, _exhibition);
    await assertProducts(ctx, input._products);
    await ctx.db
      .update(exhibitions)
      .set({ ...values(input), updatedAt: ctx.now })
      .where(eq(exhibitions._id, _exhibition));
    await replaceProducts(ctx, _exhibition, input._products);
  });
  return getExhibition(ctx, _exhibition);
}

export async function deleteExhibition(ctx: ShopContext, _exhibition: string) {
  const deleted = await ctx.db
    .delete(exhibitions)
    .where(eq(exhibitions._id, _exhibition))
    .returning({ _id: exhibitions._id });
  if (deleted.length === 0) throw exhibitionNotFound();
  await ctx.storage.remove(exhibitionDir(_exhibition));
}

/** POST /api/console/shop/exhibitions/{_id}/files, the multipart field named as the slot (thumb, banner). */
export async function setExhibitionFile(
  ctx: ShopContext,
  _exhibition: string,
  slot: ExhibitionFileSlot,
  upload: Buffer,
) {
  await lockExhibition(ctx, _exhibition); // 404 before the image work
  await replaceImage(ctx, exhibitionDir(_exhibition), slot, upload, (stem) =>
    inTransaction(ctx, async (ctx) => {
      const row = await lockExhibition(ctx, _exhibition);
      await ctx.db
        .update(exhibitions)
        .set({ [slot]: stem, updatedAt: ctx.now })
        .where(eq(exhibitions._id, _exhibition));
      return row[slot];
    }),
  );
  return getExhibition(ctx, _exhibition);
}

export async function deleteExhibitionFile(ctx: ShopContext, _exhibition: string, slot: ExhibitionFileSlot) {
  await dropImage(ctx, exhibitionDir(_exhibition), slot, () =>
    inTransaction(ctx, async (ctx) => {
      const row = await lockExhibition(ctx, _exhibition);
      if (row[slot]) {
        await ctx.db
          .update(exhibitions)
          .set({ [slot]: null, updatedAt: ctx.now })
          .where(eq(exhibitions._id, _exhibition));
      }
      return row[slot];
    }),
  );
  return getExhibition(ctx, _exhibition);
}
