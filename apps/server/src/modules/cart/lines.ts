import type { CartUnavailableReason, ProductCard, ShippingMethod } from '@shop/contracts';
import { statement, timestamp } from '../../db/statements.ts';
import type { ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { isSoldOut, unitPrice } from '../catalog/amounts.ts';
import { toCard } from '../catalog/cards.ts';
import { categoryPathOf, loadCategoryTree, visibleCategoryIds } from '../catalog/service.ts';

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
  /** the bonus rate in effect, basis points: copied onto the purchase at order creation */
  bonusRateBp: number;
  /** the product's category and its ancestors (a category coupon's scope) */
  categoryPath: string[];
  /** option group names, in order; [] without options */
  groups: string[];
  /** displayed combinations only */
  options: { _id: string; values: string[]; extraPrice: number; stock: number }[];
};

type OfferRow = {
  id: string;
  name: string;
  thumb: string | null;
  price: number;
  sale_price: number;
  discount_price: number | null;
  discount_rate: number | null;
  soldout: boolean;
  stock: number;
  review_star_average: number;
  review_count: number;
  created_at: string;
  is_displayed: boolean;
  category_id: string;
  category_code: string;
  category_name: string;
  brand_id: string | null;
  brand_code: string | null;
  brand_name: string | null;
  shipping_method: ShippingMethod;
  shipping_fee: number | null;
  bonus_rate_bp: number;
  groups: string[];
  options: (Offer['options'][number] & { isDisplayed: boolean })[];
};

/** Every offer's product, card, option groups and combinations in one statement. */
const offerRows = statement<OfferRow>(
  'load_offers',
  `select p.id, p.name, p.thumb, p.price, p.sale_price, p.discount_price, p.discount_rate, p.soldout,
          p.stock, p.review_star_average, p.review_count, p.created_at, p.is_displayed, p.category_id,
          c.code as category_code, c.name as category_name, b.id as brand_id, b.code as brand_code,
          b.name as brand_name, p.shipping_method, p.shipping_fee, p.bonus_rate_bp,
          coalesce((select json_agg(g.name order by g.sort_order)
                    from product_option_groups g where g.product_id = p.id), '[]') as groups,
          coalesce((select json_agg(json_build_object('_id', o.id, 'values', o.values,
                             'extraPrice', o.extra_price, 'stock', o.stock, 'isDisplayed', o.is_displayed)
                             order by o.sort_order)
                    from product_options o where o.product_id = p.id), '[]') as options
   from products p
   join categories c on c.id = p.category_id
   left join brands b on b.id = p.brand_id
   where p.id = any($1::uuid[])`,
);

export async function loadOffers(ctx: ShopContext, ids: readonly string[]): Promise<Map<string, Offer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, visibleCategories, tree] = await Promise.all([
    offerRows(ctx.db, [unique]),
    visibleCategoryIds(ctx), // the category tree is cached
    loadCategoryTree(ctx),
  ]);
  const shown = new Set(visibleCategories);
  const offers = new Map<string, Offer>();
  for (const row of rows) {
    const card = toCard({
      product: {
        _id: row.id,
        name: row.name,
        thumb: row.thumb,
        price: row.price,
        salePrice: row.sale_price,
        discountPrice: row.discount_price,
        discountRate: row.discount_rate,
        soldout: row.soldout,
        stock: row.stock,
        reviewStarAverage: row.review_star_average,
        reviewCount: row.review_count,
        createdAt: timestamp(row.created_at),
      },
      category: { _id: row.category_id, code: row.category_code, name: row.category_name },
      brand: { _id: row.brand_id, code: row.brand_code, name: row.brand_name },
    });
    offers.set(row.id, {
      card,
      visible: row.is_displayed && shown.has(row.category_id),
      soldout: card.soldout,
      stock: card.stock,
      salePrice: card.salePrice,
      shippingMethod: row.shipping_method,
      shippingFee: row.shipping_fee,
      bonusRateBp: row.bonus_rate_bp,
      categoryPath: categoryPathOf(tree, row.category_id),
      groups: row.groups,
      options: row.options
        .filter((o) => o.isDisplayed)
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
