import { z } from 'zod';
import { id, searchText } from '../validation.ts';
import { brand, categoryNode, product, shippingMethods } from './catalog.ts';
import { listSummary } from './common.ts';
import { blankAsUnset, periodDay } from './period.ts';

const won = (label: string) =>
  z
    .number({ error: `${label}를 숫자로 입력해주세요` })
    .int(`${label}는 원 단위 정수로 입력해주세요`)
    .min(0, `${label}는 0원 이상이어야 합니다`)
    .max(100_000_000, `${label}가 너무 큽니다`);

const code = z
  .string({ error: '코드를 입력해주세요' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, '코드는 영문 소문자, 숫자, 하이픈으로 40자 이내로 입력해주세요');

export const optionGroupInput = z.object({
  name: z.string().trim().min(1, '옵션명을 입력해주세요').max(30, '옵션명은 30자 이하로 입력해주세요'),
  values: z
    .array(z.string().trim().min(1, '옵션값을 입력해주세요').max(30, '옵션값은 30자 이하로 입력해주세요'))
    .min(1, '옵션값을 하나 이상 입력해주세요')
    .max(30, '옵션값은 30개까지 입력할 수 있습니다'),
});
export const optionInput = z.object({
  values: z.array(z.string().trim().min(1).max(30)),
  extraPrice: z.number().int('추가금액은 원 단위 정수로 입력해주세요').min(-100_000_000).max(100_000_000),
  stock: z.number().int('재고는 정수로 입력해주세요').min(0, '재고는 0 이상이어야 합니다').max(1_000_000),
  isDisplayed: z.boolean().default(true),
});

type OptionsShape = {
  salePrice?: number;
  optionGroups: z.output<typeof optionGroupInput>[];
  options: z.output<typeof optionInput>[];
};

/** Each combination names one value of every group, once; its price never drops below 0원. */
function checkOptions(p: OptionsShape, ctx: z.RefinementCtx) {
  const names = p.optionGroups.map((g) => g.name);
  if (new Set(names).size !== names.length) {
    ctx.addIssue({ code: 'custom', path: ['optionGroups'], message: '옵션명이 중복되었습니다' });
  }
  const seen = new Set<string>();
  for (const [i, option] of p.options.entries()) {
    const valid =
      option.values.length === p.optionGroups.length &&
      option.values.every((v, g) => p.optionGroups[g]?.values.includes(v));
    if (!valid) {
      ctx.addIssue({ code: 'custom', path: ['options', i], message: '옵션 조합이 옵션값과 맞지 않습니다' });
    }
    const key = option.values.join('\u0000');
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['options', i], message: '같은 옵션 조합이 있습니다' });
    seen.add(key);
    if (p.salePrice !== undefined && p.salePrice + option.extraPrice < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', i],
        message: '옵션 가격이 0원보다 작을 수 없습니다',
      });
    }
  }
}

/** What an operator edits on a product. Options are 조합형: one row per combination of group values. */
export const productInput = z
  .object({
    name: z.string().trim().min(1, '상품명을 입력해주세요').max(100, '상품명은 100자 이하로 입력해주세요'),
    _category: id,
    _brand: id.nullable().default(null),
    price: won('정가'),
    salePrice: won('판매가'),
    stock: z.number().int('재고는 정수로 입력해주세요').min(0, '재고는 0 이상이어야 합니다').max(1_000_000),
    soldout: z.boolean().default(false),
    isDisplayed: z.boolean().default(true),
    description: z.string().max(200_000, '상세설명이 너무 깁니다').default(''),
    supplier: z.string().trim().max(100).nullable().default(null),
    bonusRateBp: z
      .number()
      .int()
      .min(0, '수당률은 0% 이상이어야 합니다')
      .max(10_000, '수당률은 100% 이하여야 합니다')
      .optional(),
    /**
     * A new product takes `bonusRateBp` at once (300 bp when left out); an edit that changes it
     * schedules the change from this Seoul day, ≥ 3 months ahead (DOMAIN.md "Rates in time").
     */
    bonusRateFrom: blankAsUnset(periodDay),
    shippingMethod: z.enum(shippingMethods).default('PARCEL'),
    shippingFee: won('배송비').nullable().default(null),
    optionGroups: z.array(optionGroupInput).max(3, '옵션은 3단계까지 만들 수 있습니다').default([]),
    options: z.array(optionInput).max(500, '옵션 조합은 500개까지 만들 수 있습니다').default([]),
  })
  .superRefine((p, ctx) => {
    if (p.salePrice > p.price) {
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: '판매가는 정가보다 클 수 없습니다' });
    }
    checkOptions(p, ctx);
  });
export type ProductInput = z.input<typeof productInput>;

/** PUT /api/console/shop/products/{_id}/options: the option groups and combinations alone. */
export const productOptionsInput = z
  .object({
    optionGroups: z.array(optionGroupInput).max(3, '옵션은 3단계까지 만들 수 있습니다'),
    options: z.array(optionInput).max(500, '옵션 조합은 500개까지 만들 수 있습니다'),
  })
  .superRefine((p, ctx) => checkOptions(p, ctx));

/** A product as an operator sees it: hidden ones too, with the fields shoppers don't see. */
export const consoleProduct = product.extend({
  isDisplayed: z.boolean(),
  supplier: z.string().nullable(),
  bonusRateBp: z.number().int(),
  salesCount: z.number().int(),
  /**
   * The upload each gallery image was made from, in order (`images[i]` is its large file, `thumb`
   * the card file of `thumbStem`): the console names images by it to reorder them or pick the
   * thumb. The first image is not necessarily the thumb.
   */
  imageStems: z.array(z.string()),
  thumbStem: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsoleProduct = z.infer<typeof consoleProduct>;
export const consoleProductEnvelope = z.object({ product: consoleProduct });

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const consoleProductsQuery = z.object({
  searchValue: searchText(50).optional(),
  _category: id.optional(),
  _brand: id.optional(),
  soldout: flag.optional(),
  isDisplayed: flag.optional(),
});
export const consoleProductRow = consoleProduct.omit({
  description: true,
  optionGroups: true,
  options: true,
  images: true,
});
export const consoleProductsEnvelope = z.object({
  summary: listSummary,
  products: z.array(consoleProductRow),
});

/** No `q` (or a blank one) answers no names rather than a 400: the box asks as the operator types. */
export const autocompleteQuery = z.object({ q: searchText(50).optional() });
export const autocompleteEnvelope = z.object({
  products: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export const suppliesEnvelope = z.object({ supplies: z.array(z.string()) });
export const imageOrderBody = z.object({ imageStems: z.array(z.string().regex(/^[a-f0-9]{16}$/)).max(20) });
export const thumbChoiceBody = z.object({
  stem: z.string().regex(/^[a-f0-9]{16}$/, '이미지를 선택해주세요'),
});
export const imageIndexParams = z.object({ _id: id, index: z.coerce.number().int().min(0).max(19) });

export const categoryInput = z.object({
  code,
  name: z
    .string()
    .trim()
    .min(1, '카테고리명을 입력해주세요')
    .max(30, '카테고리명은 30자 이하로 입력해주세요'),
  _parent: id.nullable().default(null),
  order: z.number().int().min(0).max(10_000).default(0),
  isVisible: z.boolean().default(true),
});
const consoleCategory = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  depth: z.number().int(),
  order: z.number().int(),
  isVisible: z.boolean(),
  _parent: z.string().nullable(),
});
export type ConsoleCategory = z.infer<typeof consoleCategory>;
export const consoleCategoryEnvelope = z.object({ category: consoleCategory });

/** GET /api/console/shop/categories: the list (default, paged) or the whole tree (`view=tree`). */
export const consoleCategoriesQuery = z.object({
  view: z.enum(['list', 'tree'], { error: '보기 방식을 확인해주세요' }).default('list'),
  searchValue: searchText(50).optional(),
});
/** A row of the list: the category with the names from the root down to it (욕실 › 세면대). */
export const consoleCategoryRow = consoleCategory.extend({ path: z.array(z.string()) });
export type ConsoleCategoryRow = z.infer<typeof consoleCategoryRow>;
export const consoleCategoriesEnvelope = z.object({
  summary: listSummary,
  categories: z.array(consoleCategoryRow),
});
/** `view=tree`: every category, nested; `totalCount` counts them all. */
export const consoleCategoryTreeEnvelope = z.object({
  summary: listSummary,
  categories: z.array(categoryNode),
});
/** The route's answer: the tree is tried first, so its nodes keep their children. */
export const consoleCategoriesAnswer = z.union([consoleCategoryTreeEnvelope, consoleCategoriesEnvelope]);

export const brandInput = z.object({
  code,
  name: z.string().trim().min(1, '브랜드명을 입력해주세요').max(30, '브랜드명은 30자 이하로 입력해주세요'),
  description: z.string().max(1_000).default(''),
  order: z.number().int().min(0).max(10_000).default(0),
  isVisible: z.boolean().default(true),
});
export const consoleBrandsQuery = z.object({ searchValue: searchText(50).optional() });
export const consoleBrandsEnvelope = z.object({ summary: listSummary, brands: z.array(brand) });
export const consoleBrandEnvelope = z.object({ brand });

export const editorImageEnvelope = z.object({ url: z.string() });
