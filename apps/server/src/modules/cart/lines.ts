import type { CartUnavailableReason, ProductCard, ShippingMethod } from '@shop/contracts';
import { asc, inArray } from 'drizzle-orm';
import { productOptionGroups, productOptions, products } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { isSoldOut, unitPrice } from '../catalog/amounts.ts';
import { cardsByIds, visibleCategoryIds } from '../catalog/service.ts';

/**
 * What a product offers a cart or an order right now: its card, whether shoppers can see it, its
 * stock, its displayed option combinations and its shipping terms. Carts, the shipping quote and
 * (later) checkout price their lines from this, never from figures the browser sends.
 */
export type Offer = {
  card: ProductCard;
  /** displayed, in a visible category */
  visible: boolean;
  soldout: boolean;
  stock: number;
  salePrice: number;
  shippingMethod: ShippingMethod;
  shippingFee: number | null;
  /** option group names, in order; [] without options */
  groups: string[];
  /** displayed combinations only */
  options: { _id: string; values: string[]; extraPrice: number; stock: number }[];
};

/** Call it outside a transaction: its queries run side by side, which one connection cannot do. */
export async function loadOffers(ctx: ShopContext, ids: readonly string[]): Promise<Map<string, Offer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [cards, rows, visibleCategories, groups, options] = await Promise.all([
    cardsByIds(ctx, unique, { hiddenToo: true }),
    ctx.db
      .select({
        _id: products._id,
        _category: products._category,
        isDisplayed: products.isDisplayed,
        shippingMethod: products.shippingMethod,
        shippingFee: products.shippingFee,
      })
      .from(products)
      .where(inArray(products._id, unique)),
    visibleCategoryIds(ctx),
    ctx.db
      .select({ _product: productOptionGroups._product, name: productOptionGroups.name })
      .from(productOptionGroups)
      .where(inArray(productOptionGroups._product, unique))
      .orderBy(asc(productOptionGroups.order)),
    ctx.db
      .select({
        _id: productOptions._id,
        _product: productOptions._product,
        values: productOptions.values,
        extraPrice: productOptions.extraPrice,
        stock: productOptions.stock,
        isDisplayed: productOptions.isDisplayed,
      })
      .from(productOptions)
      .where(inArray(productOptions._product, unique))
      .orderBy(asc(productOptions.order)),
  ]);
  const shown = new Set(visibleCategories);
  const offers = new Map<string, Offer>();
  for (const row of rows) {
    const card = cards.get(row._id);
    if (!card) continue;
    offers.set(row._id, {
      card,
      visible: row.isDisplayed && shown.has(row._category),
      soldout: card.soldout,
      stock: card.stock,
      salePrice: card.salePrice,
      shippingMethod: row.shippingMethod,
      shippingFee: row.shippingFee,
      groups: groups.filter((g) => g._product === row._id).map((g) => g.name),
      options: options
        .filter((o) => o._product === row._id && o.isDisplayed)
        .map(({ _id, values, extraPrice, stock }) => ({ _id, values, extraPrice, stock })),
    });
  }
  return offers;
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** "색상: 화이트 / 사이즈: 800"; the bare values when the groups changed since. */
export function optionLabelOf(offer: Pick<Offer, 'groups'>, values: readonly string[]): string {
  if (values.length === 0) return '';
  if (values.length !== offer.groups.length) return values.join(' / ');
  return offer.groups.map((g, i) => `${g}: ${values[i]}`).join(' / ');
}

export type ResolvedLine = {
  option: Offer['options'][number] | null;
  optionLabel: string;
  unitPrice: number;
  /** how many may be ordered now; 0 when the line cannot be ordered at all */
  stock: number;
  available: boolean;
  reason?: CartUnavailableReason;
};

/**
 * A stored line (product + chosen values + quantity) as it stands now. A product with options is
 * stocked per combination; one without, on the product. 품절 wins over 재고 부족.
 */
export function resolveLine(offer: Offer, values: readonly string[], quantity: number): ResolvedLine {
  const optionLabel = optionLabelOf(offer, values);
  const option =
    offer.groups.length > 0 ? (offer.options.find((o) => sameValues(o.values, values)) ?? null) : null;
  const price = unitPrice(offer.salePrice, option?.extraPrice ?? 0);
  const unavailable = (reason: CartUnavailableReason, stock = 0): ResolvedLine => ({
    option,
    optionLabel,
    unitPrice: price,
    stock,
    available: false,
    reason,
  });
  if (!offer.visible) return unavailable('판매 중지');
  const optionChanged = offer.groups.length > 0 ? !option : values.length > 0;
  if (optionChanged) return unavailable('옵션 변경');
  const stock = option ? option.stock : offer.stock;
  if (isSoldOut(offer.soldout, stock)) return unavailable('품절');
  if (quantity > stock) return unavailable('재고 부족', stock);
  return { option, optionLabel, unitPrice: price, stock, available: true };
}

export const productNotFound = () => notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
export const soldOut = () => conflict('SOLD_OUT', '품절된 상품입니다');
export const stockShortage = (left: number) =>
  conflict('STOCK_SHORTAGE', `재고가 부족합니다 (남은 수량 ${left.toLocaleString('ko-KR')}개)`);

/**
 * The combination a shopper picked by its id, as the values a cart line keeps. A product with
 * options needs one of its displayed combinations; a product without takes none.
 */
export function chosenValues(offer: Offer, _option: string | null | undefined): string[] {
  if (offer.groups.length === 0) {
    if (_option) throw notFound('OPTION_NOT_FOUND', '옵션을 찾을 수 없습니다');
    return [];
  }
  if (!_option) throw badRequest('OPTION_REQUIRED', '옵션을 선택해주세요');
  const option = offer.options.find((o) => o._id === _option);
  if (!option) throw notFound('OPTION_NOT_FOUND', '옵션을 찾을 수 없습니다');
  return option.values;
}

/** A visible product the shopper can see, or 404. */
export function visibleOffer(offers: Map<string, Offer>, _product: string): Offer {
  const offer = offers.get(_product);
  if (!offer?.visible) throw productNotFound();
  return offer;
}
