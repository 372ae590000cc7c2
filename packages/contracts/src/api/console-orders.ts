import { z } from 'zod';
import {
  type ClaimStatus,
  type ConsoleManage,
  claimStatuses,
  consoleManages,
  type OrderStatus,
  orderStatuses,
  type PurchaseStatus,
} from '../enums.ts';
import { id, searchText } from '../validation.ts';
import { changeReason, listSummary, timestamp } from './common.ts';
import { order, paymentMethods, purchase } from './orders.ts';
import { blankAsUnset, memberFilter, periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/**
 * The console's order desk (spec §2 /console/shop/purchases/{manage}, §7 console shop/orders,
 * purchases, invoices, deliveries, codes). Operators work on purchases (one product line each):
 * they confirm deposits, prepare, ship with an invoice, mark delivered; claims are handled by the
 * claims desk and only shown here. docs/decisions/0010-order-desk.md.
 */

// ---- tabs (manage): consoleManages and their labels are in enums.ts ----

/**
 * Claims still being handled: asked for and not yet decided, or an exchange on its way. A purchase
 * with an open claim is the claims desk's; the order desk cannot move it.
 */
export const openClaimStatuses: readonly ClaimStatus[] = [
  'CANCEL_REQUESTED',
  'EXCHANGE_REQUESTED',
  'EXCHANGE_PENDING',
  'EXCHANGE_DELAYED',
  'EXCHANGE_SHIPPING',
  'RETURN_REQUESTED',
];
export const isOpenClaim = (claimStatus: ClaimStatus | null): boolean =>
  claimStatus !== null && openClaimStatuses.includes(claimStatus);

export type ConsoleManageRule = {
  /** the purchase's order status is one of these */
  statuses?: readonly OrderStatus[];
  /** the purchase's claim status is one of this kind's (CANCEL_*, EXCHANGE_*, RETURN_*) */
  claimKind?: 'CANCEL' | 'EXCHANGE' | 'RETURN';
  /** the purchase status (구매확정) is one of these */
  purchaseStatuses?: readonly PurchaseStatus[];
  /** no claim is open on it */
  noOpenClaim?: boolean;
};

/**
 * Which purchases each tab lists, written once: the server turns it into SQL, the web and the tests
 * read it as it is. A purchase may show under two tabs (a delivered purchase with a rejected return is
 * under 배송관리 and 반품관리); `all` lists every purchase.
 */
export const consoleManageRules: Record<ConsoleManage, ConsoleManageRule> = {
  all: {},
  nonpayment: { statuses: ['ORDER_NONPAYMENT'] },
  payment: { statuses: ['ORDER_PAYMENT'], noOpenClaim: true },
  delivery: {
    statuses: ['ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'SHIPPING_DELAYED', 'DELIVERY_COMPLETE'],
    purchaseStatuses: ['PURCHASE_PENDING', 'PURCHASE_AWAITING', 'PURCHASE_SCHEDULE'],
    noOpenClaim: true,
  },
  cancel: { claimKind: 'CANCEL' },
  exchange: { claimKind: 'EXCHANGE' },
  return: { claimKind: 'RETURN' },
  complete: { purchaseStatuses: ['PURCHASE_COMPLETE'] },
};

/** Whether a purchase is listed under a tab (the same rule the server's query applies). */
export function inConsoleManage(
  manage: ConsoleManage,
  p: { status: OrderStatus; claimStatus: ClaimStatus | null; purchaseStatus: PurchaseStatus },
): boolean {
  const rule = consoleManageRules[manage];
  if (rule.statuses && !rule.statuses.includes(p.status)) return false;
  if (rule.claimKind && !p.claimStatus?.startsWith(`${rule.claimKind}_`)) return false;
  if (rule.purchaseStatuses && !rule.purchaseStatuses.includes(p.purchaseStatus)) return false;
  if (rule.noOpenClaim && isOpenClaim(p.claimStatus)) return false;
  return true;
}

/** The dashboard's second row counts claim statuses under the claim tabs, order statuses elsewhere. */
export const consoleManageCountsBy = (manage: ConsoleManage): 'claimStatus' | 'status' =>
  consoleManageRules[manage].claimKind ? 'claimStatus' : 'status';

// ---- the purchase list ----

export const consolePurchaseSearchKeys = ['orderNo', 'buyer', 'receiver', 'product'] as const;
export type ConsolePurchaseSearchKey = (typeof consolePurchaseSearchKeys)[number];
export const consolePurchaseSearchKeyLabel: Record<ConsolePurchaseSearchKey, string> = {
  orderNo: '주문번호',
  buyer: '주문자',
  receiver: '수령인',
  product: '상품명',
};

export const consolePurchaseStatusFilters = [...orderStatuses, ...claimStatuses] as const;

/**
 * GET /api/console/shop/purchases (and …/excel, …/dashboard): the tab, an order or claim status, a
 * search (주문번호 matches the order or purchase number; 주문자 the member's name, id or the orderer's
 * name; 수령인 the receiver's name or phone; 상품명 the product; no key: any of them), the Seoul-day
 * period of the order date (both ends included) and the payment method.
 */
export const consolePurchasesQuery = z
  .object({
    manage: blankAsUnset(z.enum(consoleManages, { error: '목록 구분이 올바르지 않습니다' })),
    status: blankAsUnset(z.enum(consolePurchaseStatusFilters, { error: '주문 상태가 올바르지 않습니다' })),
    searchKey: blankAsUnset(z.enum(consolePurchaseSearchKeys, { error: '검색 항목이 올바르지 않습니다' })),
    searchValue: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
    ...periodFields,
    paymentMethod: blankAsUnset(z.enum(paymentMethods, { error: '결제수단이 올바르지 않습니다' })),
    /** one member's orders (the member page's 주문 tab) */
    _user: memberFilter,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsolePurchasesQuery = z.input<typeof consolePurchasesQuery>;

/** A purchase as the desk lists it: with its order, its buyer, its receiver and its tracking link. */
export const consolePurchase = purchase.extend({
  order: z.object({
    _id: z.string(),
    orderNo: z.string(),
    status: z.enum(orderStatuses),
    paymentMethod: z.enum(paymentMethods),
    paidAmount: z.number().int(),
    depositorName: z.string().nullable(),
    createdAt: timestamp,
    paidAt: timestamp.nullable(),
  }),
  buyer: z.object({ _id: z.string(), username: z.string(), name: z.string(), phone: z.string() }),
  receiver: z.object({ name: z.string(), phone: z.string() }),
  /** the courier's name for the invoice's code; null without an invoice */
  courierName: z.string().nullable(),
  /** the courier's tracking page for the invoice; null without an invoice or a page */
  trackingUrl: z.string().nullable(),
});
export type ConsolePurchase = z.infer<typeof consolePurchase>;
export const consolePurchasesEnvelope = z.object({
  summary: listSummary,
  purchases: z.array(consolePurchase),
});
export const consolePurchaseEnvelope = z.object({ purchase: consolePurchase });

export const consoleManageParams = z.object({
  manage: z.enum(consoleManages, { error: '목록 구분이 올바르지 않습니다' }),
});
/** GET /api/console/shop/purchases/dashboard/{manage}: the tab bar's counts and the tab's by status. */
export const consoleDashboardEnvelope = z.object({
  dashboard: z.object({
    tabs: z.record(z.enum(consoleManages), z.number().int()),
    /** order status (or, under the claim tabs, claim status) → purchases inside the tab */
    statuses: z.record(z.string(), z.number().int()),
  }),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardEnvelope>['dashboard'];

// ---- one order ----

export const orderHistoryRoles = ['SHOPPER', 'OPERATOR', 'SYSTEM', 'PAYMENT'] as const;
export type OrderHistoryRole = (typeof orderHistoryRoles)[number];
export const orderHistoryRoleLabel: Record<OrderHistoryRole, string> = {
  SHOPPER: '주문자',
  OPERATOR: '관리자',
  SYSTEM: '시스템',
  PAYMENT: '결제대행사',
};
/** What an order history entry changed (`field`). */
export const orderHistoryFieldLabel: Record<string, string> = {
  ORDER_STATUS: '주문 상태',
  CLAIM_STATUS: '클레임 상태',
  PURCHASE_STATUS: '구매확정 상태',
  COLLECTION_STATUS: '수거 상태',
  INVOICE: '송장',
  DEPOSITOR: '입금자명',
};

/** One entry of an order's history: what changed, from what to what, why, by whom and when. */
export const orderHistory = z.object({
  _id: z.string(),
  /** the purchase it concerns; null for the whole order */
  _purchase: z.string().nullable(),
  purchaseNo: z.string().nullable(),
  field: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  reason: z.string().nullable(),
  /** the person; null for the system and the payment provider */
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  byRole: z.enum(orderHistoryRoles),
  createdAt: timestamp,
});
export type OrderHistory = z.infer<typeof orderHistory>;
/** GET /api/console/shop/orders/{_id}: the order and its history, oldest first. */
export const consoleOrderEnvelope = z.object({ order, histories: z.array(orderHistory) });

/**
 * PUT /api/console/shop/orders/{_id}: 입금 확인 of a 무통장입금 order with the operator's reason (money
 * moves on their word; the audit log keeps why), or cancelling an unpaid order with a reason.
 */
export const consoleOrderInput = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('ORDER_PAYMENT'), reason: changeReason }),
    z.object({
      status: z.literal('ORDER_CANCELED'),
      reason: z
        .string({ error: '취소 사유를 입력해주세요' })
        .trim()
        .min(1, '취소 사유를 입력해주세요')
        .max(200, '취소 사유를 200자 이하로 입력해주세요'),
    }),
  ],
  { error: '변경할 주문 상태를 선택해주세요' },
);
export type ConsoleOrderInput = z.input<typeof consoleOrderInput>;

// ---- moving purchases ----

/** What an operator may move a purchase to on the desk (the rest happens by payment or claims). */
export const consolePurchaseTargets = [
  'ORDER_CONFIRM',
  'SHIPPING_DELAYED',
  'SHIPPING_CONFIRM',
  'DELIVERY_COMPLETE',
] as const satisfies readonly OrderStatus[];
export type ConsolePurchaseTarget = (typeof consolePurchaseTargets)[number];

const purchaseTarget = z.enum(consolePurchaseTargets, { error: '변경할 주문 상태를 선택해주세요' });
const reason = z.string().trim().max(200, '사유를 200자 이하로 입력해주세요').optional();
export const BULK_MAX = 100;
const purchaseIds = z
  .array(id, { error: '주문상품을 선택해주세요' })
  .min(1, '주문상품을 선택해주세요')
  .max(BULK_MAX, `한 번에 ${BULK_MAX}건까지 처리할 수 있습니다`);

/** PUT /api/console/shop/purchases/{_id} */
export const consolePurchaseInput = z.object({ status: purchaseTarget, reason });
export type ConsolePurchaseInput = z.input<typeof consolePurchaseInput>;
/** PUT /api/console/shop/purchases: the same move for several purchases, each on its own. */
export const consolePurchasesBulkInput = z.object({
  _purchases: purchaseIds,
  status: purchaseTarget,
  reason,
});
export type ConsolePurchasesBulkInput = z.input<typeof consolePurchasesBulkInput>;
/** PUT /api/console/shop/deliveries: 배송준비중 처리 of paid purchases. */
export const consoleDeliveriesInput = z.object({ _purchases: purchaseIds });
export type ConsoleDeliveriesInput = z.input<typeof consoleDeliveriesInput>;

/** One purchase's outcome in a bulk action; `message` says why it failed (Korean). */
export const bulkResult = z.object({ _id: z.string(), ok: z.boolean(), message: z.string().optional() });
export type BulkResult = z.infer<typeof bulkResult>;
export const bulkResultsEnvelope = z.object({ results: z.array(bulkResult) });

// ---- invoices ----

export const invoiceMessages = {
  courier: '택배사를 선택해주세요',
  invoiceNumber: '송장번호는 숫자와 하이픈(-)으로 8~20자 입력해주세요',
} as const;

/** 8–20 characters of digits and hyphens, at least 8 digits; kept as digits only. */
export const invoiceNumber = z
  .string({ error: invoiceMessages.invoiceNumber })
  .trim()
  .regex(/^[0-9-]{8,20}$/, invoiceMessages.invoiceNumber)
  .refine((v) => v.replace(/-/g, '').length >= 8, invoiceMessages.invoiceNumber)
  .transform((v) => v.replace(/-/g, ''));

/** PUT /api/console/shop/invoices/{purchaseNo} */
export const invoiceInput = z.object({
  courierCode: z
    .string({ error: invoiceMessages.courier })
    .trim()
    .min(1, invoiceMessages.courier)
    .max(20, invoiceMessages.courier),
  invoiceNumber,
});
export type InvoiceInput = z.input<typeof invoiceInput>;
export const purchaseNoParams = z.object({
  purchaseNo: z.string().trim().min(1).max(40, '주문상품번호가 올바르지 않습니다'),
});

/** The bulk invoice sheet's columns (one of the two courier columns is enough). */
export const invoiceSheetColumns = {
  purchaseNo: '주문상품번호',
  courierCode: '택배사코드',
  courierName: '택배사명',
  invoiceNumber: '송장번호',
} as const;
export const INVOICE_SHEET_MAX_ROWS = 1000;
export const INVOICE_SHEET_MAX_BYTES = 2 * 1024 * 1024;

/** POST /api/console/shop/invoices/excel: each row's outcome, by its row number in the sheet. */
export const invoiceUploadEnvelope = z.object({
  report: z.array(
    z.object({ row: z.number().int(), purchaseNo: z.string(), ok: z.boolean(), message: z.string() }),
  ),
  summary: z.object({ ok: z.number().int(), failed: z.number().int() }),
});
export type InvoiceUploadReport = z.infer<typeof invoiceUploadEnvelope>;

// ---- codes (couriers) ----

export const codeGroups = ['COURIER'] as const;
export type CodeGroup = (typeof codeGroups)[number];
export const codeGroupLabel: Record<CodeGroup, string> = { COURIER: '택배사' };

export const shopCode = z.object({
  _id: z.string(),
  group: z.enum(codeGroups),
  code: z.string(),
  name: z.string(),
  /** https://…{invoice}…: the courier's tracking page; null when it has none */
  trackingUrl: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type ShopCode = z.infer<typeof shopCode>;
export const shopCodeEnvelope = z.object({ code: shopCode });
export const shopCodesEnvelope = z.object({ summary: listSummary, codes: z.array(shopCode) });

export const shopCodesQuery = z.object({
  group: blankAsUnset(z.enum(codeGroups, { error: '코드 구분이 올바르지 않습니다' })),
  enabled: blankAsUnset(z.enum(['true', 'false'], { error: '사용 여부가 올바르지 않습니다' })),
});

export const TRACKING_PLACEHOLDER = '{invoice}';
const trackingUrlMessage = `조회 주소는 http:// 또는 https://로 시작하고 ${TRACKING_PLACEHOLDER}를 포함해야 합니다`;

/** POST /api/console/shop/codes and PUT /api/console/shop/codes/{_id} (the whole code). */
export const shopCodeInput = z.object({
  group: z.enum(codeGroups, { error: '코드 구분이 올바르지 않습니다' }).default('COURIER'),
  code: z
    .string({ error: '코드를 입력해주세요' })
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,20}$/, '코드는 영문·숫자 20자 이하로 입력해주세요'),
  name: z
    .string({ error: '이름을 입력해주세요' })
    .trim()
    .min(1, '이름을 입력해주세요')
    .max(30, '이름을 30자 이하로 입력해주세요'),
  trackingUrl: z
    .string({ error: trackingUrlMessage })
    .trim()
    .max(500, '조회 주소를 500자 이하로 입력해주세요')
    .refine(
      (v) => v === '' || (/^https?:\/\/\S+$/.test(v) && v.includes(TRACKING_PLACEHOLDER)),
      trackingUrlMessage,
    )
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  enabled: z.boolean({ error: '사용 여부를 선택해주세요' }).default(true),
  sort: z
    .number({ error: '순서는 숫자로 입력해주세요' })
    .int('순서는 정수로 입력해주세요')
    .min(0, '순서는 0 이상이어야 합니다')
    .max(9999, '순서는 9999 이하여야 합니다')
    .default(0),
});
export type ShopCodeInput = z.input<typeof shopCodeInput>;

/** A courier's tracking page for an invoice: the template with `{invoice}` filled in. */
export const trackingLink = (template: string | null | undefined, invoice: string | null | undefined) =>
  template && invoice ? template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(invoice)) : null;
