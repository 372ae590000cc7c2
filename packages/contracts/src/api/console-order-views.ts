import { z } from 'zod';
import { consoleManages } from '../enums.ts';
import { searchText } from '../validation.ts';
import { listSummary } from './common.ts';
import {
  consolePurchase,
  consolePurchaseSearchKeyLabel,
  consolePurchaseSearchKeys,
  consolePurchaseStatusFilters,
  orderHistory,
} from './console-orders.ts';
import { order, paymentMethods, refund } from './orders.ts';
import { blankAsUnset, periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/**
 * The order desk's two reading views beside the purchase list (docs/decisions/0026): one purchase
 * with everything the desk shows about it, and the list of whole orders (one row per checkout).
 */

// ---- one purchase ----

/**
 * GET /api/console/shop/purchases/{_id}: the purchase as the desk lists it, its whole order (every
 * purchase, every refund), the refunds that gave this purchase's money back, and the history of this
 * purchase and of the order itself (not its sibling purchases'), oldest first. The claim is the
 * purchase's own claim fields (claimStatus, claimReason, claimReasonDetails, collectionStatus).
 */
export const consolePurchaseDetailEnvelope = z.object({
  purchase: consolePurchase,
  order,
  refunds: z.array(refund),
  histories: z.array(orderHistory),
});
export type ConsolePurchaseDetail = z.infer<typeof consolePurchaseDetailEnvelope>;

// ---- the list of orders ----

/** The purchase list's search keys, and 연락처: the orderer's or the receiver's phone by its digits. */
export const consoleOrderSearchKeys = [...consolePurchaseSearchKeys, 'phone'] as const;
export type ConsoleOrderSearchKey = (typeof consoleOrderSearchKeys)[number];
export const consoleOrderSearchKeyLabel: Record<ConsoleOrderSearchKey, string> = {
  ...consolePurchaseSearchKeyLabel,
  phone: '연락처',
};

/**
 * GET /api/console/shop/orders: whole orders, newest first (skip/limit). `status` is the order's own
 * status, or a claim status one of its purchases has; `manage` keeps orders with a purchase under
 * that tab. The search (주문번호: the order's or a purchase's number; 주문자: the member's name or id
 * or the orderer's name; 수령인; 상품명: one of its purchases; 연락처: the orderer's or receiver's
 * phone; no key: any of them), the Seoul-day period of the order date and the payment method work as
 * in the purchase list.
 */
export const consoleOrdersQuery = z
  .object({
    manage: blankAsUnset(z.enum(consoleManages, { error: '목록 구분이 올바르지 않습니다' })),
    status: blankAsUnset(z.enum(consolePurchaseStatusFilters, { error: '주문 상태가 올바르지 않습니다' })),
    searchKey: blankAsUnset(z.enum(consoleOrderSearchKeys, { error: '검색 항목이 올바르지 않습니다' })),
    searchValue: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
    ...periodFields,
    paymentMethod: blankAsUnset(z.enum(paymentMethods, { error: '결제수단이 올바르지 않습니다' })),
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsoleOrdersQuery = z.input<typeof consoleOrdersQuery>;

/** An order as the desk lists it: the order with its purchases and refunds, and its member. */
export const consoleOrderRow = order.extend({
  buyer: z.object({ _id: z.string(), username: z.string(), name: z.string(), phone: z.string() }),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;
export const consoleOrdersEnvelope = z.object({ summary: listSummary, orders: z.array(consoleOrderRow) });
