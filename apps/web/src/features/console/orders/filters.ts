import {
  type ClaimStatus,
  type ConsoleManage,
  type ConsolePurchaseSearchKey,
  claimStatusLabel,
  consoleManageLabel,
  consoleManages,
  consolePurchaseSearchKeyLabel,
  consolePurchaseSearchKeys,
  type OrderStatus,
  orderStatusLabel,
  type PaymentMethod,
  paymentMethods,
  seoulDay,
} from '@shop/contracts';
import { pick } from '@/components/console/url-state.ts';

/**
 * The order desk's tabs (spec §2 /console/shop/purchases/{manage}) and the list filters, read from
 * and written to the URL. What each tab holds is the contracts' `consoleManageRules`
 * (docs/decisions/0010-order-desk.md); here is which status chips each tab offers.
 */

export const manages = consoleManages;
export type Manage = ConsoleManage;
export const manageLabel = consoleManageLabel;

export type StatusChip = OrderStatus | ClaimStatus;

/** The status chips under each tab: order statuses, or the claim statuses of the claim tabs. */
export const manageStatuses: Record<Manage, readonly StatusChip[]> = {
  all: [
    'ORDER_NONPAYMENT',
    'ORDER_PAYMENT',
    'ORDER_CONFIRM',
    'SHIPPING_CONFIRM',
    'SHIPPING_DELAYED',
    'DELIVERY_COMPLETE',
    'ORDER_CANCELED',
  ],
  nonpayment: [],
  payment: [],
  delivery: ['ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'SHIPPING_DELAYED', 'DELIVERY_COMPLETE'],
  cancel: ['CANCEL_REQUESTED', 'CANCEL_COMPLETED', 'CANCEL_REJECTED'],
  exchange: [
    'EXCHANGE_REQUESTED',
    'EXCHANGE_PENDING',
    'EXCHANGE_SHIPPING',
    'EXCHANGE_DELAYED',
    'EXCHANGE_COMPLETED',
    'EXCHANGE_REJECTED',
  ],
  return: ['RETURN_REQUESTED', 'RETURN_COMPLETED', 'RETURN_REJECTED'],
  complete: [],
};

export const statusChipLabel = (status: StatusChip): string =>
  status in orderStatusLabel
    ? orderStatusLabel[status as OrderStatus]
    : claimStatusLabel[status as ClaimStatus];

export const searchKeys = consolePurchaseSearchKeys;
export type SearchKey = ConsolePurchaseSearchKey;
export const searchKeyLabel = consolePurchaseSearchKeyLabel;

export type PurchaseFilter = {
  manage: Manage;
  status?: StatusChip;
  searchKey: SearchKey;
  searchValue?: string;
  from?: string;
  to?: string;
  paymentMethod?: PaymentMethod;
};

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The list's filters from the route's tab and the query string. Anything unknown is dropped (a stale
 * link must not send the server what it refuses): a status of another tab, a bad day, a reversed
 * period (both ends dropped).
 */
export function readPurchaseFilter(manageParam: string | undefined, params: URLSearchParams): PurchaseFilter {
  const manage = pick(manageParam ?? null, manages) ?? 'all';
  let from = params.get('from') ?? undefined;
  let to = params.get('to') ?? undefined;
  if (!isDay(from)) from = undefined;
  if (!isDay(to)) to = undefined;
  if (from && to && from > to) {
    from = undefined;
    to = undefined;
  }
  return {
    manage,
    status: pick(params.get('status'), manageStatuses[manage]),
    searchKey: pick(params.get('searchKey'), searchKeys) ?? 'orderNo',
    searchValue: params.get('searchValue')?.trim().slice(0, 50) || undefined,
    from,
    to,
    paymentMethod: pick(params.get('paymentMethod'), paymentMethods),
  };
}

/** The query string the API takes for a filter (the tab travels as `manage`; no search key without a value). */
export function purchaseQuery(filter: PurchaseFilter): Record<string, string | undefined> {
  return {
    manage: filter.manage,
    status: filter.status,
    searchKey: filter.searchValue ? filter.searchKey : undefined,
    searchValue: filter.searchValue,
    from: filter.from,
    to: filter.to,
    paymentMethod: filter.paymentMethod,
  };
}

export const hasConditions = (f: PurchaseFilter) =>
  !!(f.status || f.searchValue || f.from || f.to || f.paymentMethod);

/** The quick periods of Korean order desks: today, 7 days, 1 month, 3 months (both ends included). */
export const quickPeriods = [
  { key: 'today', label: '오늘', days: 0, months: 0 },
  { key: '7d', label: '7일', days: 6, months: 0 },
  { key: '1m', label: '1개월', days: 0, months: 1 },
  { key: '3m', label: '3개월', days: 0, months: 3 },
] as const;

export function quickPeriod(
  key: (typeof quickPeriods)[number]['key'],
  now: Date,
): { from: string; to: string } {
  const to = seoulDay(now);
  const period = quickPeriods.find((p) => p.key === key) ?? quickPeriods[0];
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 1 - period.months, d - period.days));
  // 3월 31일의 1개월 전은 2월 말일: a shorter month clamps instead of rolling over.
  if (period.months && start.getUTCDate() !== d) start.setUTCDate(0);
  return { from: start.toISOString().slice(0, 10), to };
}
