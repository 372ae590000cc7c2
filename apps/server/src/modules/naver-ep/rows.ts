import { type ShippingMethod, type ShippingPolicy, shippingBreakdown } from '@shop/contracts';
import { EP_COLUMNS, type EpColumnName } from './columns.ts';

/**
 * One product as the feed reads it: from the cached catalogue (catalogue.ts), so building 20,000
 * rows never touches the database.
 */
export type EpProduct = {
  id: string;
  name: string;
  /** 정가 */
  price: number;
  /** 판매가 */
  salePrice: number;
  /** the cheapest displayed option's extra price (0 without options): what one unit costs at least */
  optionExtraMin: number;
  /** the card file (480×480) and the gallery's detail files, under /res/shop/products/{id}/ */
  thumb: string | null;
  images: readonly string[];
  /** category names from the top level down, already clean (catalogue.ts cleans each once) */
  categoryPath: readonly string[];
  brand: string | null;
  shippingMethod: ShippingMethod;
  /** the product's own fee; null = the shop's policy */
  shippingFee: number | null;
  reviewCount: number;
};

export type EpRowContext = {
  /** the shop's public origin, no trailing slash (service.ts feedBaseUrl) */
  baseUrl: string;
  policy: ShippingPolicy;
  /** the largest remote-area surcharge (islands), 0 when the shop has none */
  remoteMaxFee: number;
  /** `remoteMaxFee` as delivery_detail says it (made once: Intl formatting is slow per row) */
  remoteText?: string;
  /** 기획전 text by product id (the exhibitions running now) */
  eventWords: ReadonlyMap<string, string>;
};

export type EpRow = { ok: true; values: string[] } | { ok: false; reason: string };

/** Naver's bounds of `shipping` (INTEGRATIONS.md h.3 #42): -1 (착불) … 1,000,000. */
export const MAX_EP_SHIPPING = 1_000_000;
const MAX_ADD_IMAGES = 10;

const NEEDS_CLEANING = /[<\p{Cc}\u2028\u2029]|\s\s|^\s|\s$|[^\S ]/u;

/**
 * A value as a TSV cell: no tag, no tab, newline or other control character (the guide forbids
 * them), single spaces, at most `max` characters (cut on a character, never inside a surrogate pair).
 */
export function cleanCell(value: string, max: number): string {
  // Most cells are empty or already clean: 20,000 rows of 49 cells each make the regexes count.
  if (value === '' || (value.length <= max && !NEEDS_CLEANING.test(value))) return value;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * The `shipping` column: what buying one unit costs to ship by the shop's rules (DOMAIN.md
 * Shipping, the same rule as checkout's): the product's own fee when it has one, else the base fee
 * unless one unit reaches the free-shipping amount. Remote-area surcharges are not in it (Naver:
 * the usual 도서산간 surcharge does not count); they go to `delivery_detail`.
 */
export function epShipping(policy: ShippingPolicy, product: EpProduct, unitPrice: number): number {
  return shippingBreakdown(
    policy,
    [
      {
        _product: product.id,
        amount: unitPrice,
        shippingFee: product.shippingFee,
        shippingMethod: product.shippingMethod,
      },
    ],
    null,
  ).shippingFee;
}

const COLUMN_AT = Object.fromEntries(EP_COLUMNS.map((c, i) => [c.name, i])) as Record<EpColumnName, number>;

const productPath = (id: string) => `/shop/products/${encodeURIComponent(id)}`;
const imagePath = (id: string, file: string) =>
  `/res/shop/products/${encodeURIComponent(id)}/${encodeURIComponent(file)}`;

/** The 49 cells of a product's 전체 EP row, or why the product cannot be listed. */
export function buildEpRow(product: EpProduct, ctx: EpRowContext): EpRow {
  if (!/^[A-Za-z0-9_ -]{1,50}$/.test(product.id)) return { ok: false, reason: '상품 ID 형식' };
  const title = cleanCell(product.name, 100);
  if (!title) return { ok: false, reason: '상품명 없음' };
  const unitPrice = product.salePrice + Math.max(0, product.optionExtraMin);
  if (!Number.isSafeInteger(unitPrice) || unitPrice < 1) return { ok: false, reason: '판매가 0원' };
  if (String(unitPrice).length > 10) return { ok: false, reason: '판매가 자릿수 초과' };
  const link = `${ctx.baseUrl}${productPath(product.id)}`;
  if (link.length > 255) return { ok: false, reason: '상품 주소 길이 초과' };
  if (!product.thumb) return { ok: false, reason: '대표 이미지 없음' };
  const image = `${ctx.baseUrl}${imagePath(product.id, product.thumb)}`;
  if (image.length > 255) return { ok: false, reason: '이미지 주소 길이 초과' };
  const categories = product.categoryPath;
  if (!categories[0]) return { ok: false, reason: '카테고리 없음' };
  const shipping = epShipping(ctx.policy, product, unitPrice);
  if (!Number.isSafeInteger(shipping) || shipping < 0 || shipping > MAX_EP_SHIPPING) {
    return { ok: false, reason: '배송비 범위 초과' };
  }

  // One array in column order (no object per row: 20,000 rows of 49 cells).
  const cells: string[] = new Array(EP_COLUMNS.length).fill('');
  const set = (name: EpColumnName, value: string) => {
    cells[COLUMN_AT[name]] = value;
  };
  set('id', product.id);
  set('title', title);
  set('price_pc', String(unitPrice));
  // 정가 only when the price is below it; a product priced at 정가 leaves it empty.
  if (product.price > unitPrice && String(product.price).length <= 10)
    set('normal_price', String(product.price));
  set('link', link);
  // One responsive site: the mobile page is the same address.
  set('mobile_link', link);
  set('image_link', image);
  const extra: string[] = [];
  let length = 0;
  for (const file of product.images.slice(0, MAX_ADD_IMAGES)) {
    const url = `${ctx.baseUrl}${imagePath(product.id, file)}`;
    const next = length + (extra.length > 0 ? 1 : 0) + url.length;
    if (url.length > 255 || next > 2560) break;
    extra.push(url);
    length = next;
  }
  set('add_image_link', extra.join('|'));
  set('category_name1', categories[0]);
  set('category_name2', categories[1] ?? '');
  set('category_name3', categories[2] ?? '');
  set('category_name4', categories[3] ?? '');
  set('brand', product.brand ? cleanCell(product.brand, 60) : '');
  set('event_words', cleanCell(ctx.eventWords.get(product.id) ?? '', 100));
  set('installation_costs', product.shippingMethod === 'INSTALLATION' ? 'Y' : '');
  set('review_count', String(Math.max(0, product.reviewCount)));
  set('shipping', String(shipping));
  const details: string[] = [];
  if (product.shippingMethod === 'INSTALLATION') details.push('설치배송 (설치비 별도 안내)');
  if (ctx.remoteMaxFee > 0) details.push(ctx.remoteText ?? remoteText(ctx.remoteMaxFee));
  set('delivery_detail', cleanCell(details.join(', '), 100));

  // Text cells are clean already; the rest are numbers and addresses built here. Only the limits remain.
  for (let i = 0; i < cells.length; i++) {
    if (cells[i]!.length > EP_COLUMNS[i]!.max) cells[i] = cleanCell(cells[i]!, EP_COLUMNS[i]!.max);
  }
  return { ok: true, values: cells };
}

export const remoteText = (fee: number) => `도서산간 최대 ${fee.toLocaleString('ko-KR')}원 추가`;

/**
 * A 요약 EP row for a product that left the feed (D): its cells when it can still be built, else
 * only its id (a deleted product); the caller appends class and update_time.
 */
export function leavingRow(id: string, product: EpProduct | undefined, ctx: EpRowContext): string[] {
  const built = product ? buildEpRow(product, ctx) : null;
  if (built?.ok) return built.values;
  return EP_COLUMNS.map((c) => (c.name === 'id' ? id : ''));
}

/** The row as one TSV line (no terminator). */
export const tsvLine = (values: readonly string[]) => values.join('\t');

/**
 * What the summary compares: a 53-bit hash of the row as sent (cyrb53), in base 36. Not for
 * security: it only tells a changed row from an unchanged one, one product at a time, where a
 * collision (about 1 in 9·10^15 per change) would hold one update back until the next change.
 */
export function rowHash(line: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
