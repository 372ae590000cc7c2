import { randomUUID } from 'node:crypto';
import {
  brands,
  categories,
  productGrams,
  productOptionGroups,
  productOptions,
  products,
} from '../db/schema/index.ts';
import { gramsOf } from '../modules/catalog/amounts.ts';
import type { TestApp } from './app.ts';

const code = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

export async function makeCategory(
  app: TestApp,
  input: {
    name?: string;
    parent?: { _id: string; depth: number };
    isVisible?: boolean;
    order?: number;
    code?: string;
  } = {},
) {
  const [row] = await app.database.db
    .insert(categories)
    .values({
      code: input.code ?? code('c'),
      name: input.name ?? '테스트 카테고리',
      _parent: input.parent?._id ?? null,
      depth: input.parent ? input.parent.depth + 1 : 1,
      order: input.order ?? 0,
      isVisible: input.isVisible ?? true,
    })
    .returning();
  await app.catalogCache.bump();
  return row!;
}

export async function makeBrand(
  app: TestApp,
  input: { name?: string; isVisible?: boolean; code?: string } = {},
) {
  const [row] = await app.database.db
    .insert(brands)
    .values({
      code: input.code ?? code('b'),
      name: input.name ?? '테스트 브랜드',
      isVisible: input.isVisible ?? true,
    })
    .returning();
  await app.catalogCache.bump();
  return row!;
}

type ProductInput = Partial<typeof products.$inferInsert> & {
  _category: string;
  options?: {
    groups: { name: string; values: string[] }[];
    combos: { values: string[]; extraPrice?: number; stock?: number }[];
  };
};

/** Inserts a product the way the catalogue service keeps it (search grams included). */
export async function makeProduct(app: TestApp, input: ProductInput) {
  const { options, ...values } = input;
  const [row] = await app.database.db
    .insert(products)
    .values({ name: '테스트 상품', price: 10000, salePrice: 9000, stock: 10, ...values })
    .returning();
  const product = row!;
  await app.database.db
    .insert(productGrams)
    .values(gramsOf(product.name).map((gram) => ({ gram, _product: product._id })))
    .onConflictDoNothing();
  if (options) {
    await app.database.db
      .insert(productOptionGroups)
      .values(options.groups.map((g, order) => ({ ...g, order, _product: product._id })));
    await app.database.db.insert(productOptions).values(
      options.combos.map((c, order) => ({
        _product: product._id,
        values: c.values,
        extraPrice: c.extraPrice ?? 0,
        stock: c.stock ?? 5,
        order,
      })),
    );
  }
  await app.catalogCache.bump();
  return product;
}
