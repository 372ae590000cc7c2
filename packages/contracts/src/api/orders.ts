import { z } from 'zod';
import {
  claimStatuses,
  collectionStatuses,
  type OrderStatus,
  orderStatuses,
  purchaseStatuses,
} from '../enums.ts';
import { email, id, messages, name, phone } from '../validation.ts';
import { CART_LINES_MAX, cartQuantity, postcode } from './cart.ts';
import { cashReceipt, cashReceiptMessages, cashReceiptRequest } from './cash-receipts.ts';
import { productImageFile, shippingMethods } from './catalog.ts';
import { listSummary, timestamp } from './common.ts';
import { periodDay, periodInOrder, periodOrderProblem } from './period.ts';
import { bankAccountSection } from './settings.ts';

/**
 * Orders (spec §3 Order form, Purchase list item; §4 statuses and order-list tabs; §7 shop/orders,
 * me/orders, me/purchases). The browser sends what to buy and where to; every amount is computed
 * again by the server from the catalogue and the shipping policy, and figures the browser might
 * send are ignored.
 */

// ---- payment methods ----

/** 카드 and 가상계좌 go through NICE Pay's window; 무통장입금 is a transfer to the shop's account. */
export const paymentMethods = ['CARD', 'VBANK', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabel: Record<PaymentMethod, string> = {
  CARD: '신용카드',
  VBANK: '가상계좌',
  BANK_TRANSFER: '무통장입금',
};

// ---- the order form ----

export const REQUEST_MESSAGE_MAX = 100;
export const orderMessages = {
  items: '주문할 상품을 선택해주세요',
  requestMessage: `배송 요청사항을 ${REQUEST_MESSAGE_MAX}자 이하로 입력해주세요`,
  paymentMethod: '결제수단을 선택해주세요',
  depositorName: '입금자명을 입력해주세요',
  points: '사용할 적립금을 0원 이상의 숫자로 입력해주세요',
} as const;

/** Refusals of an order's coupon and points (the form keeps what was filled). */
export const checkoutDiscountMessages = {
  /** 409: the balance is below the points asked */
  pointsShort: '보유 적립금이 부족합니다',
  /** 422: the balance is below the setting's minimum to spend */
  pointsMinimum: (minimum: number) =>
    `적립금은 ${minimum.toLocaleString('ko-KR')}원 이상 보유 시 사용할 수 있습니다`,
} as const;

/** An email that may be left empty (''), as the address book keeps it. */
const optionalEmail = z.union([z.string().trim().length(0), email], { error: messages.email }).default('');

/** 주문자: the payer; defaults on the form from the member's profile. */
export const ordererInput = z.object({ name, phone, email: optionalEmail });

/** 받는 분 (spec §3 Order form receiver, spec §5 messages). */
export const receiverInput = z.object({
  name,
  phone,
  email: optionalEmail,
  postcode,
  address1: z
    .string({ error: '주소를 입력해주세요' })
    .trim()
    .min(1, '주소를 입력해주세요')
    .max(200, '주소를 200자 이하로 입력해주세요'),
  address2: z.string().trim().max(200, '상세주소를 200자 이하로 입력해주세요').default(''),
});

/** 바로구매: a product, its option combination (when it has options) and a quantity. */
export const orderItemInput = z.object({
  _product: id,
  _option: id.nullable().optional(),
  quantity: cartQuantity,
});

/**
 * What to buy: the chosen cart lines (`_carts`, removed from the cart once ordered) or the items of
 * 바로구매 (`items`). Exactly one of the two.
 */
const orderLines = {
  _carts: z.array(id).max(CART_LINES_MAX).optional(),
  items: z.array(orderItemInput).max(CART_LINES_MAX).optional(),
};
const oneKindOfLines = (v: { _carts?: string[] | undefined; items?: unknown[] | undefined }) =>
  (v._carts?.length ?? 0) > 0 !== (v.items?.length ?? 0) > 0;

const orderInputBase = z.object({
  orderer: ordererInput,
  receiver: receiverInput,
  requestMessage: z.string().trim().max(REQUEST_MESSAGE_MAX, orderMessages.requestMessage).default(''),
  paymentMethod: z.enum(paymentMethods, { error: orderMessages.paymentMethod }),
  /** 무통장입금: the name the transfer will come under; the orderer's name when left out */
  depositorName: z
    .string({ error: orderMessages.depositorName })
    .trim()
    .min(1, orderMessages.depositorName)
    .max(30, '입금자명을 30자 이하로 입력해주세요')
    .optional(),
  /** the coupon (its `_id`, as held by the member: GET /me/coupons `coupon._id`); one per order */
  _coupon: id.nullable().optional(),
  /** 적립금 to spend, in won; cut to the product amount less the coupon (DOMAIN.md "Checkout discounts") */
  points: z
    .number({ error: orderMessages.points })
    .int(orderMessages.points)
    .min(0, orderMessages.points)
    .max(100_000_000, orderMessages.points)
    .default(0),
  /** 현금영수증 신청 (무통장입금·가상계좌 only); null or left out: none */
  cashReceipt: cashReceiptRequest.nullable().optional(),
});

/** A 현금영수증 is asked only with a cash payment (a card payment has its card slip). */
const receiptWithCash = {
  check: (v: { paymentMethod: PaymentMethod; cashReceipt?: unknown }) =>
    !v.cashReceipt || v.paymentMethod !== 'CARD',
  problem: { message: cashReceiptMessages.method, path: ['cashReceipt'] },
};

/** The whole order form, for any payment method (the NICE Pay plugin's `generate` takes this too). */
export const orderInput = orderInputBase
  .extend(orderLines)
  .refine(oneKindOfLines, { message: orderMessages.items, path: ['items'] })
  .refine(receiptWithCash.check, receiptWithCash.problem);
export type OrderInput = z.input<typeof orderInput>;

/** POST /api/v1/shop/orders: the 무통장입금 path; card and virtual account go through the plugin. */
export const bankTransferOrderInput = orderInputBase
  .extend({
    ...orderLines,
    paymentMethod: z
      .literal('BANK_TRANSFER', { error: '카드·가상계좌 결제는 결제창에서 진행해주세요' })
      .default('BANK_TRANSFER'),
  })
  .refine(oneKindOfLines, { message: orderMessages.items, path: ['items'] });
export type BankTransferOrderInput = z.input<typeof bankTransferOrderInput>;

/** POST /api/v1/shop/orders/{_id}/process: the shopper places the transfer order (입금자명 may change). */
export const orderProcessInput = z.object({
  depositorName: orderInputBase.shape.depositorName,
});

// ---- claims (the claims module acts on these) ----

export const claimReasons = [
  'CHANGE_OF_MIND',
  'WRONG_ORDER',
  'DELIVERY_DELAYED',
  'DEFECTIVE',
  'WRONG_DELIVERY',
  'OTHER',
] as const;
export type ClaimReason = (typeof claimReasons)[number];
export const claimReasonLabel: Record<ClaimReason, string> = {
  CHANGE_OF_MIND: '단순 변심',
  WRONG_ORDER: '주문 실수',
  DELIVERY_DELAYED: '배송 지연',
  DEFECTIVE: '상품 불량·파손',
  WRONG_DELIVERY: '오배송',
  OTHER: '기타',
};
/** Reasons that are the shopper's doing: a return for them is refunded less the return shipping. */
export const shopperClaimReasons: readonly ClaimReason[] = ['CHANGE_OF_MIND', 'WRONG_ORDER'];

export const claimInput = z.object({
  /** the purchases the claim is for; all the order's purchases when left out */
  _purchases: z.array(id).max(CART_LINES_MAX).optional(),
  claimReason: z.enum(claimReasons, { error: '사유를 선택해주세요' }),
  claimReasonDetails: z.string().trim().max(500, '상세 사유를 500자 이하로 입력해주세요').default(''),
});
export type ClaimInput = z.input<typeof claimInput>;

// ---- outputs ----

export const purchase = z.object({
  _id: z.string(),
  purchaseNo: z.string(),
  _order: z.string(),
  orderNo: z.string(),
  /** null when the product was deleted since; the copies still say what was sold */
  _product: z.string().nullable(),
  productName: z.string(),
  /** the card image's file name as sold, under the product's images (with `_product`) */
  productThumb: productImageFile.nullable(),
  optionValues: z.array(z.string()),
  optionLabel: z.string(),
  shippingMethod: z.enum(shippingMethods),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  /** the won of the order's coupon discount on this purchase */
  couponShare: z.number().int(),
  /** the won of the order's points spent on this purchase */
  pointsShare: z.number().int(),
  status: z.enum(orderStatuses),
  claimStatus: z.enum(claimStatuses).nullable(),
  claimReason: z.string().nullable(),
  claimReasonDetails: z.string().nullable(),
  purchaseStatus: z.enum(purchaseStatuses),
  collectionStatus: z.enum(collectionStatuses).nullable(),
  courierCode: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  deliveredAt: timestamp.nullable(),
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Purchase = z.infer<typeof purchase>;

// ---- refunds (the claims module writes them; the order shows them) ----

/** GATEWAY: cancelled with the payment provider; BANK_TRANSFER: the shop's transfer to the member. */
export const refundMethods = ['GATEWAY', 'BANK_TRANSFER'] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const refundMethodLabel: Record<RefundMethod, string> = {
  GATEWAY: '결제취소 환불',
  BANK_TRANSFER: '계좌 환불',
};
/** PENDING: a bank transfer still to send; FAILED: the provider refused and an operator must act. */
export const refundStatuses = ['DONE', 'PENDING', 'FAILED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
export const refundStatusLabel: Record<RefundStatus, string> = {
  DONE: '환불완료',
  PENDING: '환불대기',
  FAILED: '환불실패',
};

export const refund = z.object({
  _id: z.string(),
  /** won */
  amount: z.number().int(),
  method: z.enum(refundMethods),
  status: z.enum(refundStatuses),
  reason: z.string(),
  /** the purchases it refunds */
  _purchases: z.array(z.string()),
  /** when the money went; null while PENDING or FAILED */
  doneAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Refund = z.infer<typeof refund>;

export const order = z.object({
  _id: z.string(),
  orderNo: z.string(),
  _user: z.string(),
  status: z.enum(orderStatuses),
  orderer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  receiver: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    postcode: z.string(),
    address1: z.string(),
    address2: z.string(),
  }),
  requestMessage: z.string(),
  /** "원피스 양변기 외 2건": the payment window's goods name and the list's title */
  title: z.string(),
  amounts: z.object({
    productAmount: z.number().int(),
    /** the parcel's base fee + per-product fees */
    shippingFee: z.number().int(),
    /** the remote-area surcharge */
    remoteFee: z.number().int(),
    remoteArea: z.string().nullable(),
    couponDiscount: z.number().int(),
    pointsUsed: z.number().int(),
    /** what the shopper pays: product + shipping + remote − coupon − points */
    paidAmount: z.number().int(),
  }),
  /**
   * the coupon used on the order, or null; `_id` is the member's issue (GET /me/coupons `_id`), null
   * once a coupon that came back from this cancelled order was revoked
   */
  coupon: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  payment: z.object({
    method: z.enum(paymentMethods),
    tid: z.string().nullable(),
    paidAt: timestamp.nullable(),
    /** an unpaid order is cancelled after this */
    expiresAt: timestamp,
    depositorName: z.string().nullable(),
    /** 무통장입금: the shop's account to transfer to; null for other methods */
    bankAccount: bankAccountSection.nullable(),
    /** the provider's card slip (매출전표) or payment receipt page, when it gave one */
    receiptUrl: z.string().nullable(),
  }),
  /** 현금영수증: asked at checkout, issued by hand, or reported by NICE with a 가상계좌 payment */
  cashReceipts: z.array(cashReceipt),
  purchases: z.array(purchase),
  /** money given back for cancelled and returned purchases, oldest first */
  refunds: z.array(refund),
  canceledAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Order = z.infer<typeof order>;
export const orderEnvelope = z.object({ order });
export const ordersEnvelope = z.object({ summary: listSummary, orders: z.array(order) });
export const purchaseEnvelope = z.object({ purchase });
export const purchasesEnvelope = z.object({ summary: listSummary, purchases: z.array(purchase) });

// ---- the member's order list ----

/**
 * The order-list tabs of spec §4. An order is listed under a tab when one of its purchases is:
 * 결제대기 unpaid; 결제완료 paid; 배송준비중 being prepared; 배송중 shipping or delayed; 배송완료
 * delivered and not yet confirmed; 구매확정 confirmed; 취소/교환/반품 any claim while the purchase is
 * not confirmed (DOMAIN.md "Claims in progress").
 */
export const orderListTabs = [
  'NONPAYMENT',
  'PAYMENT',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CONFIRMED',
  'CLAIM',
] as const;
export type OrderListTab = (typeof orderListTabs)[number];
export const orderListTabLabel: Record<OrderListTab, string> = {
  NONPAYMENT: '결제대기',
  PAYMENT: '결제완료',
  PREPARING: '배송준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송완료',
  CONFIRMED: '구매확정',
  CLAIM: '취소/교환/반품 진행중',
};
/** The purchase statuses each status tab shows (DELIVERED, CONFIRMED and CLAIM also read other fields). */
export const orderListTabStatuses: Record<OrderListTab, readonly OrderStatus[]> = {
  NONPAYMENT: ['ORDER_NONPAYMENT'],
  PAYMENT: ['ORDER_PAYMENT'],
  PREPARING: ['ORDER_CONFIRM'],
  SHIPPING: ['SHIPPING_CONFIRM', 'SHIPPING_DELAYED'],
  DELIVERED: ['DELIVERY_COMPLETE'],
  CONFIRMED: ['DELIVERY_COMPLETE'],
  CLAIM: [],
};

/** GET /api/v1/me/orders: a tab, and the period of the order date (Seoul days, both ends included). */
export const myOrdersQuery = z
  .object({
    tab: z.enum(orderListTabs, { error: '주문 상태가 올바르지 않습니다' }).optional(),
    from: periodDay.optional(),
    to: periodDay.optional(),
  })
  .refine(periodInOrder, periodOrderProblem);
export type MyOrdersQuery = z.input<typeof myOrdersQuery>;
