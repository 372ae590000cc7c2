import { z } from 'zod';
import { email, id, messages, name, phone } from '../validation.ts';
import { productCard, shippingMethods } from './catalog.ts';
import { listSummary, timestamp } from './common.ts';
import { shippingSection } from './settings.ts';

/**
 * Carts (spec §3 Cart item, §7 me/carts), the address book (§3 Destination, §7 me/destinations),
 * remote-area postcode ranges (§7 shop/islands) and the shipping policy and quote (§7 shop/shippings).
 */

// ---- carts ----

/** /mypage/cart holds type `cart`; /mypage/cart/regular holds `regular`, what a member buys again and again. */
export const cartTypes = ['cart', 'regular'] as const;
export type CartType = (typeof cartTypes)[number];
export const cartTypeLabel: Record<CartType, string> = { cart: '장바구니', regular: '자주 사는 상품' };

export const CART_QUANTITY_MAX = 999;
/** lines per list; a guest cart pushed at login is merged up to this */
export const CART_LINES_MAX = 100;

export const cartQuantity = z
  .number({ error: '수량을 입력해주세요' })
  .int('수량은 정수로 입력해주세요')
  .min(1, '수량은 1개 이상이어야 합니다')
  .max(CART_QUANTITY_MAX, `수량은 ${CART_QUANTITY_MAX}개 이하로 입력해주세요`);

/** Why a line cannot be ordered now; shown beside it as is. */
export const cartUnavailableReasons = ['품절', '재고 부족', '판매 중지', '옵션 변경'] as const;
export type CartUnavailableReason = (typeof cartUnavailableReasons)[number];

/** A product with options is bought as one of its combinations; `_option` is that combination. */
const lineInput = z.object({
  _product: id,
  _option: id.nullable().optional(),
  quantity: cartQuantity,
});

/** POST /api/v1/me/carts: adds `quantity` to the same product and option's line, or makes the line. */
export const cartAddInput = lineInput.extend({ type: z.enum(cartTypes).default('cart') });
export type CartAddInput = z.input<typeof cartAddInput>;

/**
 * POST /api/v1/me/carts/merge: the guest cart of session storage, pushed at login (spec §4). Lines
 * that can no longer be bought are skipped and quantities are capped at stock: a login never fails.
 */
export const cartMergeInput = z.object({
  type: z.enum(cartTypes).default('cart'),
  items: z.array(lineInput).max(CART_LINES_MAX, `한 번에 ${CART_LINES_MAX}개까지 담을 수 있습니다`),
});

/** PUT /api/v1/me/carts/{_id} */
export const cartQuantityInput = z.object({ quantity: cartQuantity });

/** DELETE /api/v1/me/carts: 선택 삭제 */
export const cartDeleteInput = z.object({
  _ids: z
    .array(id)
    .min(1, '삭제할 상품을 선택해주세요')
    .max(CART_LINES_MAX * 2),
});

/** `_carts` as the side panel sends it: repeated, `_carts[]`, or comma-separated. */
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(id).max(CART_LINES_MAX * 2));

/**
 * GET /api/v1/me/carts: one list by `type` (default `cart`), or the lines named by `_carts` (the
 * side panel and the order form ask for the chosen ones), of any type unless `type` is given too.
 */
export const cartsQuery = z
  .object({
    type: z.enum(cartTypes).optional(),
    _carts: idList.optional(),
    '_carts[]': idList.optional(),
  })
  .transform(({ type, _carts, '_carts[]': bracketed }) => {
    const ids = _carts || bracketed ? [...(_carts ?? []), ...(bracketed ?? [])] : undefined;
    return { type: type ?? (ids ? undefined : ('cart' as const)), _carts: ids };
  });

export const cartItem = z.object({
  _id: z.string(),
  type: z.enum(cartTypes),
  _product: z.string(),
  product: productCard,
  /** the combination as it is offered now; null for a product without options or a vanished one */
  _option: z.string().nullable(),
  option: z
    .object({
      _id: z.string(),
      values: z.array(z.string()),
      extraPrice: z.number().int(),
      stock: z.number().int(),
    })
    .nullable(),
  /** the chosen values, in group order, as they were put in the cart; [] without options */
  optionValues: z.array(z.string()),
  /** "색상: 화이트 / 사이즈: 800", or '' */
  optionLabel: z.string(),
  quantity: z.number().int(),
  /** 판매가 + 옵션 추가금액, won */
  unitPrice: z.number().int(),
  /** unitPrice × quantity, won */
  amount: z.number().int(),
  /** how many may be ordered now (0 when the line cannot be ordered) */
  stock: z.number().int(),
  shippingMethod: z.enum(shippingMethods),
  /** the product's own shipping fee; null = the shop's policy (see shippingBreakdown) */
  shippingFee: z.number().int().nullable(),
  /** false: sold out, short of stock, no longer sold, or its option changed; `reason` says which */
  available: z.boolean(),
  reason: z.enum(cartUnavailableReasons).optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CartItem = z.infer<typeof cartItem>;
export const cartsEnvelope = z.object({ carts: z.array(cartItem) });
export const cartEnvelope = z.object({ cart: cartItem });

// ---- destinations (배송지) ----

export const DESTINATIONS_MAX = 20;

export const destinationMessages = {
  title: '배송지명을 입력해주세요',
  postcode: '우편번호를 입력해주세요',
  address1: '주소를 입력해주세요',
} as const;

export const postcode = z
  .string({ error: destinationMessages.postcode })
  .trim()
  .regex(/^\d{5}$/, destinationMessages.postcode);

/** POST and PUT /api/v1/me/destinations/{_id}: the whole address. The email is optional. */
export const destinationInput = z.object({
  title: z
    .string({ error: destinationMessages.title })
    .trim()
    .min(1, destinationMessages.title)
    .max(20, '배송지명을 20자 이하로 입력해주세요'),
  name,
  phone,
  email: z.union([z.string().trim().length(0), email], { error: messages.email }).default(''),
  postcode,
  address1: z
    .string({ error: destinationMessages.address1 })
    .trim()
    .min(1, destinationMessages.address1)
    .max(200, '주소를 200자 이하로 입력해주세요'),
  address2: z.string().trim().max(200, '상세주소를 200자 이하로 입력해주세요').default(''),
  /** true makes it the default and the previous default an ordinary address */
  isDefault: z.boolean().default(false),
});
export type DestinationInput = z.input<typeof destinationInput>;

export const destination = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  /** digits only */
  phone: z.string(),
  email: z.string(),
  postcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  isDefault: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Destination = z.infer<typeof destination>;
export const destinationsEnvelope = z.object({ summary: listSummary, destinations: z.array(destination) });
export const destinationEnvelope = z.object({ destination });

// ---- islands (지역별 추가 배송비) ----

const won = (message: string) =>
  z
    .number({ error: message })
    .int('추가 배송비는 원 단위 정수로 입력해주세요')
    .min(0, '추가 배송비는 0원 이상이어야 합니다')
    .max(1_000_000, '추가 배송비가 너무 큽니다');

export const island = z.object({
  _id: z.string(),
  name: z.string(),
  fromPostcode: z.string(),
  toPostcode: z.string(),
  extraFee: z.number().int(),
});
export type Island = z.infer<typeof island>;

/** An operator's range; both ends are included and may be equal (one postcode). */
export const islandInput = z
  .object({
    name: z
      .string({ error: '지역명을 입력해주세요' })
      .trim()
      .min(1, '지역명을 입력해주세요')
      .max(50, '지역명을 50자 이하로 입력해주세요'),
    fromPostcode: z
      .string({ error: '시작 우편번호를 입력해주세요' })
      .trim()
      .regex(/^\d{5}$/, '시작 우편번호를 5자리 숫자로 입력해주세요'),
    toPostcode: z
      .string({ error: '끝 우편번호를 입력해주세요' })
      .trim()
      .regex(/^\d{5}$/, '끝 우편번호를 5자리 숫자로 입력해주세요'),
    extraFee: won('추가 배송비를 입력해주세요'),
  })
  .refine((i) => i.fromPostcode <= i.toPostcode, {
    path: ['toPostcode'],
    message: '끝 우편번호는 시작 우편번호보다 작을 수 없습니다',
  });
export const islandsEnvelope = z.object({ summary: listSummary, islands: z.array(island) });
export const islandEnvelope = z.object({ island });

// ---- shipping policy and quote ----

/** GET /api/v1/shop/shippings and /api/console/shop/shippings; PUT takes the same shape. */
export const shippingEnvelope = z.object({ shipping: shippingSection });
export const shippingInput = shippingSection;

/** POST /api/v1/shop/shippings/quote: what these lines cost to send to this postcode. */
export const shippingQuoteInput = z.object({
  items: z
    .array(lineInput)
    .min(1, '상품을 선택해주세요')
    .max(CART_LINES_MAX, `한 번에 ${CART_LINES_MAX}개까지 계산할 수 있습니다`),
  postcode: postcode.optional(),
});

export const shippingQuote = z.object({
  lines: z.array(
    z.object({
      _product: z.string(),
      _option: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
      shippingMethod: z.enum(shippingMethods),
      shippingFee: z.number().int().nullable(),
      /** the product's category and its ancestors: a category coupon's scope (orderDiscounts) */
      categoryPath: z.array(z.string()),
    }),
  ),
  productAmount: z.number().int(),
  parcelAmount: z.number().int(),
  baseFee: z.number().int(),
  productFees: z.number().int(),
  islandFee: z.number().int(),
  island: z.string().nullable(),
  shippingFee: z.number().int(),
  totalAmount: z.number().int(),
  installation: z.boolean(),
});
export type ShippingQuote = z.infer<typeof shippingQuote>;
export const shippingQuoteEnvelope = z.object({ quote: shippingQuote });
