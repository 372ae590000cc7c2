import {
  type brandInput,
  type CategoryNode,
  type ConsoleProduct,
  type categoryInput,
  type consoleProductsQuery,
  MAX_CATEGORY_DEPTH,
  type productInput,
  type productOptionsInput,
} from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import {
  brands,
  categories,
  productGrams,
  productOptionGroups,
  productOptions,
  products,
  stockMovements,
} from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { makeVariants, variantFile, variants } from '../../storage/images.ts';
import { gramsOf } from './amounts.ts';
import { productImageUrl, toCard } from './cards.ts';
import { cleanDescription } from './description.ts';
import { buildTree, loadOptions, toBrand } from './service.ts';

const MAX_IMAGES = 20;
const productNotFound = () => notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');

/** Every catalogue write ends here: shoppers see the change with their next request. */
async function changed(ctx: ShopContext) {
  await ctx.catalogCache.bump();
}

// ---- products ----

const rowColumns = {
  product: products,
  category: { _id: categories._id, code: categories.code, name: categories.name },
  brand: { _id: brands._id, code: brands.code, name: brands.name },
};

type FullRow = {
  product: typeof products.$inferSelect;
  category: { _id: string; code: string; name: string } | null;
  brand: { _id: string | null; code: string | null; name: string | null } | null;
};

function toConsoleRow(row: FullRow) {
  const p = row.product;
  return {
    ...toCard({ ...row, product: p }),
    isDisplayed: p.isDisplayed,
    supplier: p.supplier,
    bonusRateBp: p.bonusRateBp,
    salesCount: p.salesCount,
    imageStems: p.images,
    thumbStem: p.thumb,
    shippingMethod: p.shippingMethod,
    shippingFee: p.shippingFee,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function listProductsForConsole(
  ctx: ShopContext,
  query: z.output<typeof consoleProductsQuery>,
  paging: Paging | null,
) {
  const conditions: SQL[] = [];
  if (query.searchValue) conditions.push(ilike(products.name, containsPattern(query.searchValue)));
  if (query._category) {
    const tree = buildTree(await ctx.db.select().from(categories));
    const node = tree.byId.get(query._category);
    const ids = node ? subtreeIds(node) : [query._category];
    conditions.push(
      sql`${products._category} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  }
  if (query._brand) conditions.push(eq(products._brand, query._brand));
  if (query.soldout !== undefined) {
    conditions.push(
      query.soldout
        ? sql`(${products.soldout} or ${products.stock} = 0)`
        : sql`(not ${products.soldout} and ${products.stock} > 0)`,
    );
  }
  if (query.isDisplayed !== undefined) conditions.push(eq(products.isDisplayed, query.isDisplayed));
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(products).where(where);
  const base = ctx.db
    .select(rowColumns)
    .from(products)
    .leftJoin(categories, eq(categories._id, products._category))
    .leftJoin(brands, eq(brands._id, products._brand))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), products: rows.map(toConsoleRow) };
}

const subtreeIds = (node: CategoryNode): string[] => [node._id, ...node.children.flatMap(subtreeIds)];

export async function getProductForConsole(ctx: ShopContext, _product: string): Promise<ConsoleProduct> {
  const [row] = await ctx.db
    .select(rowColumns)
    .from(products)
    .leftJoin(categories, eq(categories._id, products._category))
    .leftJoin(brands, eq(brands._id, products._brand))
    .where(eq(products._id, _product));
  if (!row) throw productNotFound();
  const { optionGroups, options } = await loadOptions(ctx, _product, { displayedOnly: false });

  return {
    ...toConsoleRow(row),
    description: row.product.description,
    images: row.product.images.map((stem) => productImageUrl(_product, stem, 'detail')),
    optionGroups,
    options,
  };
}

async function assertReferences(ctx: ShopContext, input: z.output<typeof productInput>) {
  const [category] = await ctx.db
    .select({ _id: categories._id })
    .from(categories)
    .where(eq(categories._id, input._category));
  if (!category) throw refused('CATEGORY_NOT_FOUND', '카테고리를 찾을 수 없습니다');
  if (input._brand) {
    const [brand] = await ctx.db.select({ _id: brands._id }).from(brands).where(eq(brands._id, input._brand));
    if (!brand) throw refused('BRAND_NOT_FOUND', '브랜드를 찾을 수 없습니다');
  }
}

const productValues = (input: z.output<typeof productInput>, now: Date) => ({
  name: input.name,
  _category: input._category,
  _brand: input._brand,
  price: input.price,
  salePrice: input.salePrice,
  stock: input.stock,
  soldout: input.soldout,
  isDisplayed: input.isDisplayed,
  description: cleanDescription(input.description),
  supplier: input.supplier,
  bonusRateBp: input.bonusRateBp,
  shippingMethod: input.shippingMethod,
  shippingFee: input.shippingFee,
  updatedAt: now,
});

/** Options are replaced as a whole: the editor always sends every group and combination. */
async function replaceOptions(
  ctx: ShopContext,
  _product: string,
  input: Pick<z.output<typeof productInput>, 'optionGroups' | 'options'>,
) {
  await ctx.db.delete(productOptions).where(eq(productOptions._product, _product));
  await ctx.db.delete(productOptionGroups).where(eq(productOptionGroups._product, _product));
  if (input.optionGroups.length) {
    await ctx.db
      .insert(productOptionGroups)
      .values(input.optionGroups.map((g, order) => ({ ...g, order, _product })));
  }
  if (input.options.length) {
    await ctx.db.insert(productOptions).values(input.options.map((o, order) => ({ ...o, order, _product })));
  }
}

async function replaceGrams(ctx: ShopContext, _product: string, name: string) {
  await ctx.db.delete(productGrams).where(eq(productGrams._product, _product));
  await ctx.db.insert(productGrams).values(gramsOf(name).map((gram) => ({ gram, _product })));
}

type StockLevels = { stock: number; options: { values: string[]; stock: number }[] };

/** A product's stock and its combinations' as they are now, locked until the edit commits. */
async function stockLevels(ctx: ShopContext, _product: string, stock: number): Promise<StockLevels> {
  const options = await ctx.db
    .select({ values: productOptions.values, stock: productOptions.stock })
    .from(productOptions)
    .where(eq(productOptions._product, _product))
    .for('update');
  return { stock, options };
}

/**
 * Stock an operator sets by hand is a movement like an order's (DOMAIN.md "Stock"): one CONSOLE_EDIT
 * row per combination, or for the product itself ([]), whose stock changed, delta = new − old
 * (a combination added or removed counts from or to 0), the operator as reference.
 */
async function recordStockEdits(ctx: ShopContext, _product: string, before: StockLevels, after: StockLevels) {
  const key = (values: string[]) => JSON.stringify(values);
  const deltas = new Map<string, { values: string[]; delta: number }>();
  const add = (values: string[], delta: number) => {
    const seen = deltas.get(key(values)) ?? { values, delta: 0 };
    deltas.set(key(values), { values, delta: seen.delta + delta });
  };
  add([], after.stock - before.stock);
  for (const o of before.options) add(o.values, -o.stock);
  for (const o of after.options) add(o.values, o.stock);
  const rows = [...deltas.values()].filter((d) => d.delta !== 0);
  if (rows.length === 0) return;
  await ctx.db.insert(stockMovements).values(
    rows.map((d) => ({
      _product,
      optionValues: d.values,
      delta: d.delta,
      reason: 'CONSOLE_EDIT' as const,
      reference: ctx.actor?._user ?? 'SYSTEM',
      createdAt: ctx.now,
    })),
  );
}

export async function createProduct(ctx: ShopContext, input: z.output<typeof productInput>) {
  const _product = await inTransaction(ctx, async (ctx) => {
    await assertReferences(ctx, input);
    const [row] = await ctx.db
      .insert(products)
      .values({ ...productValues(input, ctx.now), createdAt: ctx.now })
      .returning({ _id: products._id });
    await replaceOptions(ctx, row!._id, input);
    await replaceGrams(ctx, row!._id, input.name);
    await recordStockEdits(ctx, row!._id, { stock: 0, options: [] }, input);
    return row!._id;
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

export async function updateProduct(
  ctx: ShopContext,
  _product: string,
  input: z.output<typeof productInput>,
) {
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db
      .select({ _id: products._id, stock: products.stock })
      .from(products)
      .where(eq(products._id, _product))
      .for('update');
    if (!current) throw productNotFound();
    await assertReferences(ctx, input);
    const before = await stockLevels(ctx, _product, current.stock);
    await ctx.db.update(products).set(productValues(input, ctx.now)).where(eq(products._id, _product));
    await replaceOptions(ctx, _product, input);
    await replaceGrams(ctx, _product, input.name);
    await recordStockEdits(ctx, _product, before, input);
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/**
 * Deleting removes the product and its files. Once orders exist (a later issue) a product that was
 * sold is hidden instead; until then nothing refers to a product but likes, which go with it.
 */
export async function deleteProduct(ctx: ShopContext, _product: string) {
  const deleted = await ctx.db
    .delete(products)
    .where(eq(products._id, _product))
    .returning({ _id: products._id });
  if (deleted.length === 0) throw productNotFound();
  await ctx.storage.remove(`shop/products/${_product}`);
  await changed(ctx);
}

export async function autocomplete(ctx: ShopContext, q: string) {
  return ctx.db
    .select({ _id: products._id, name: products.name })
    .from(products)
    .where(ilike(products.name, containsPattern(q)))
    .orderBy(asc(products.name))
    .limit(20);
}

export async function listSupplies(ctx: ShopContext): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ supplier: products.supplier })
    .from(products)
    .where(isNotNull(products.supplier))
    .orderBy(asc(products.supplier));
  return rows.map((r) => r.supplier!).filter(Boolean);
}

async function storeImage(ctx: ShopContext, _product: string, upload: Buffer): Promise<string> {
  const { stem, files } = await makeVariants(upload);
  for (const f of files) await ctx.storage.put(`shop/products/${_product}/${f.name}`, f.body);
  return stem;
}

async function removeImageFiles(ctx: ShopContext, _product: string, stem: string) {
  for (const variant of Object.keys(variants) as (keyof typeof variants)[]) {
    await ctx.storage.remove(`shop/products/${_product}/${variantFile(stem, variant)}`);
  }
}

async function lockProduct(ctx: ShopContext, _product: string) {
  const [row] = await ctx.db.select().from(products).where(eq(products._id, _product)).for('update');
  if (!row) throw productNotFound();
  return row;
}

/** The card image. The old one's files are removed unless it is also one of the gallery images. */
export async function setThumb(ctx: ShopContext, _product: string, upload: Buffer) {
  await lockProduct(ctx, _product); // 404 before the image work
  const stem = await storeImage(ctx, _product, upload);
  const old = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    await ctx.db.update(products).set({ thumb: stem, updatedAt: ctx.now }).where(eq(products._id, _product));
    return row;
  });
  if (old.thumb && !old.images.includes(old.thumb)) await removeImageFiles(ctx, _product, old.thumb);
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Replaces only the option groups and combinations of a product (the options editor's save). */
export async function replaceProductOptions(
  ctx: ShopContext,
  _product: string,
  input: z.output<typeof productOptionsInput>,
) {
  await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    if (input.options.some((o) => row.salePrice + o.extraPrice < 0)) {
      throw refused('OPTION_PRICE_NEGATIVE', '옵션 가격이 0원보다 작을 수 없습니다');
    }
    const before = await stockLevels(ctx, _product, row.stock);
    await replaceOptions(ctx, _product, input);
    await recordStockEdits(ctx, _product, before, { stock: row.stock, options: input.options });
    await ctx.db.update(products).set({ updatedAt: ctx.now }).where(eq(products._id, _product));
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Makes one of the gallery's images the card image; an uploaded-only thumb's files are removed. */
export async function chooseThumb(ctx: ShopContext, _product: string, stem: string) {
  const old = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    if (!row.images.includes(stem)) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    await ctx.db.update(products).set({ thumb: stem, updatedAt: ctx.now }).where(eq(products._id, _product));
    return row;
  });
  if (old.thumb && old.thumb !== stem && !old.images.includes(old.thumb)) {
    await removeImageFiles(ctx, _product, old.thumb);
  }
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Puts an image at `index` of the gallery (replacing the one there, or appending at the end). */
export async function putImage(ctx: ShopContext, _product: string, index: number, upload: Buffer) {
  const current = await lockProduct(ctx, _product);
  if (index > current.images.length || index >= MAX_IMAGES) {
    throw refused(
      'IMAGE_INDEX',
      `이미지는 ${Math.min(current.images.length, MAX_IMAGES - 1) + 1}번째 자리까지 올릴 수 있습니다`,
    );
  }
  const stem = await storeImage(ctx, _product, upload);
  const replaced = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const images = [...row.images];
    const replaced = images[index];
    images[index] = stem;
    await ctx.db
      .update(products)
      .set({ images, thumb: row.thumb ?? stem, updatedAt: ctx.now })
      .where(eq(products._id, _product));
    return replaced && replaced !== row.thumb ? replaced : null;
  });
  if (replaced) await removeImageFiles(ctx, _product, replaced);
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

export async function deleteImage(ctx: ShopContext, _product: string, index: number) {
  const removed = await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const stem = row.images[index];
    if (!stem) throw notFound('IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다');
    const images = row.images.filter((_, i) => i !== index);
    const thumb = row.thumb === stem ? (images[0] ?? null) : row.thumb;
    await ctx.db
      .update(products)
      .set({ images, thumb, updatedAt: ctx.now })
      .where(eq(products._id, _product));
    return stem;
  });
  await removeImageFiles(ctx, _product, removed);
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** Reorders the gallery: the new order must hold exactly the images the product has. */
export async function orderImages(ctx: ShopContext, _product: string, imageStems: string[]) {
  await inTransaction(ctx, async (ctx) => {
    const row = await lockProduct(ctx, _product);
    const same =
      imageStems.length === row.images.length &&
      [...imageStems].sort().join() === [...row.images].sort().join();
    if (!same) throw conflict('IMAGES_CHANGED', '이미지 목록이 바뀌었습니다. 새로고침 후 다시 시도해주세요');
    await ctx.db
      .update(products)
      .set({ images: imageStems, updatedAt: ctx.now })
      .where(eq(products._id, _product));
  });
  await changed(ctx);
  return getProductForConsole(ctx, _product);
}

/** 상세설명 editor images: stored once, referenced from product descriptions by URL. */
export async function storeEditorImage(ctx: ShopContext, upload: Buffer): Promise<string> {
  const { stem, files } = await makeVariants(upload);
  const detail = files.find((f) => f.name === variantFile(stem, 'detail'))!;
  await ctx.storage.put(`editor/${detail.name}`, detail.body);
  return `/res/editor/${detail.name}`;
}

// ---- categories ----

export async function consoleCategoryTree(ctx: ShopContext) {
  return buildTree(await ctx.db.select().from(categories)).roots;
}

const toCategory = (row: typeof categories.$inferSelect) => ({
  _id: row._id,
  code: row.code,
  name: row.name,
  depth: row.depth,
  order: row.order,
  isVisible: row.isVisible,
  _parent: row._parent,
});

const duplicateCode = () => conflict('DUPLICATE_CODE', '이미 사용중인 코드입니다');

/** Checks that placing a subtree of `height` levels under `_parent` keeps the tree within 3 levels. */
async function depthUnder(ctx: ShopContext, _parent: string | null, height: number, moving?: string) {
  if (!_parent) return 1;
  const tree = buildTree(await ctx.db.select().from(categories));
  const parent = tree.byId.get(_parent);
  if (!parent) throw refused('CATEGORY_NOT_FOUND', '상위 카테고리를 찾을 수 없습니다');
  for (let n: typeof parent | undefined = parent; n; n = n._parent ? tree.byId.get(n._parent) : undefined) {
    if (n._id === moving) throw refused('CATEGORY_CYCLE', '카테고리를 자기 아래로 옮길 수 없습니다');
  }
  if (parent.depth + height > MAX_CATEGORY_DEPTH) {
    throw refused('CATEGORY_TOO_DEEP', `카테고리는 ${MAX_CATEGORY_DEPTH}단계까지 만들 수 있습니다`);
  }
  return parent.depth + 1;
}

const heightOf = (node: CategoryNode): number => 1 + Math.max(0, ...node.children.map(heightOf));

export async function createCategory(ctx: ShopContext, input: z.output<typeof categoryInput>) {
  const depth = await depthUnder(ctx, input._parent, 1);
  try {
    const [row] = await ctx.db
      .insert(categories)
      .values({ ...input, depth, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await changed(ctx);
    return toCategory(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

/** Renames, hides, reorders or moves a category; a move carries its subtree and re-derives depths. */
export async function updateCategory(
  ctx: ShopContext,
  _category: string,
  input: z.output<typeof categoryInput>,
) {
  const row = await inTransaction(ctx, async (ctx) => {
    const tree = buildTree(await ctx.db.select().from(categories).for('update'));
    const node = tree.byId.get(_category);
    if (!node) throw notFound('CATEGORY_NOT_FOUND', '카테고리를 찾을 수 없습니다');
    const depth = await depthUnder(ctx, input._parent, heightOf(node), _category);
    try {
      const [row] = await ctx.db
        .update(categories)
        .set({ ...input, depth, updatedAt: ctx.now })
        .where(eq(categories._id, _category))
        .returning();
      const fix = async (children: CategoryNode[], d: number) => {
        for (const c of children) {
          await ctx.db.update(categories).set({ depth: d }).where(eq(categories._id, c._id));
          await fix(c.children, d + 1);
        }
      };
      if (depth !== node.depth) await fix(node.children, depth + 1);
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });
  await changed(ctx);
  return toCategory(row);
}

export async function deleteCategory(ctx: ShopContext, _category: string) {
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(categories).where(eq(categories._id, _category)).for('update');
    if (!row) throw notFound('CATEGORY_NOT_FOUND', '카테고리를 찾을 수 없습니다');
    const [child] = await ctx.db
      .select({ _id: categories._id })
      .from(categories)
      .where(eq(categories._parent, _category))
      .limit(1);
    if (child) throw conflict('CATEGORY_HAS_CHILDREN', '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다');
    const [product] = await ctx.db
      .select({ _id: products._id })
      .from(products)
      .where(eq(products._category, _category))
      .limit(1);
    if (product) throw conflict('CATEGORY_HAS_PRODUCTS', '상품이 있는 카테고리는 삭제할 수 없습니다');
    await ctx.db.delete(categories).where(eq(categories._id, _category));
  });
  await changed(ctx);
}

// ---- brands ----

export async function listBrandsForConsole(ctx: ShopContext) {
  return (await ctx.db.select().from(brands).orderBy(asc(brands.order), asc(brands.name))).map(toBrand);
}

export async function createBrand(ctx: ShopContext, input: z.output<typeof brandInput>) {
  try {
    const [row] = await ctx.db
      .insert(brands)
      .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await changed(ctx);
    return toBrand(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

export async function updateBrand(ctx: ShopContext, _brand: string, input: z.output<typeof brandInput>) {
  try {
    const [row] = await ctx.db
      .update(brands)
      .set({ ...input, updatedAt: ctx.now })
      .where(eq(brands._id, _brand))
      .returning();
    if (!row) throw notFound('BRAND_NOT_FOUND', '브랜드를 찾을 수 없습니다');
    await changed(ctx);
    return toBrand(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

export async function deleteBrand(ctx: ShopContext, _brand: string) {
  await inTransaction(ctx, async (ctx) => {
    const [product] = await ctx.db
      .select({ _id: products._id })
      .from(products)
      .where(eq(products._brand, _brand))
      .limit(1);
    if (product) throw conflict('BRAND_HAS_PRODUCTS', '상품이 있는 브랜드는 삭제할 수 없습니다');
    const deleted = await ctx.db.delete(brands).where(eq(brands._id, _brand)).returning({ _id: brands._id });
    if (deleted.length === 0) throw notFound('BRAND_NOT_FOUND', '브랜드를 찾을 수 없습니다');
  });
  await ctx.storage.remove(`shop/brands/${_brand}`);
  await changed(ctx);
}

export async function setBrandLogo(ctx: ShopContext, _brand: string, upload: Buffer) {
  const [current] = await ctx.db.select().from(brands).where(eq(brands._id, _brand));
  if (!current) throw notFound('BRAND_NOT_FOUND', '브랜드를 찾을 수 없습니다');
  const { stem, files } = await makeVariants(upload);
  for (const f of files) await ctx.storage.put(`shop/brands/${_brand}/${f.name}`, f.body);
  const [row] = await ctx.db
    .update(brands)
    .set({ logo: stem, updatedAt: ctx.now })
    .where(eq(brands._id, _brand))
    .returning();
  if (current.logo) {
    for (const v of Object.keys(variants) as (keyof typeof variants)[]) {
      await ctx.storage.remove(`shop/brands/${_brand}/${variantFile(current.logo, v)}`);
    }
  }
  await changed(ctx);
  return toBrand(row!);
}
