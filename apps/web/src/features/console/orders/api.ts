import {
  bulkResultsEnvelope,
  type ConsoleCashReceiptCancelInput,
  type ConsoleCashReceiptIssueInput,
  type ConsoleOrderInput,
  cashReceiptEnvelope,
  consoleDashboardEnvelope,
  consoleOrderEnvelope,
  consolePurchasesEnvelope,
  consoleRefundEnvelope,
  consoleRefundsEnvelope,
  invoiceUploadEnvelope,
  orderEnvelope,
  purchaseEnvelope,
  type RefundStatus,
  type ShopCodeInput,
  shopCodeEnvelope,
  shopCodesEnvelope,
} from '@shop/contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { ClaimBody, PurchaseStatusTarget } from './actions.ts';
import { type Manage, type PurchaseFilter, purchaseQuery } from './filters.ts';

const BASE = '/api/console/shop';
const enc = encodeURIComponent;

/** One root, so any move on the desk refreshes the lists, counts and the open order together. */
export const orderKeys = {
  all: ['console', 'orders'] as const,
  purchases: ['console', 'orders', 'purchases'] as const,
  dashboard: (manage: Manage) => ['console', 'orders', 'dashboard', manage] as const,
  order: (_id: string) => ['console', 'orders', 'order', _id] as const,
  refunds: ['console', 'orders', 'refunds'] as const,
  codes: ['console', 'codes'] as const,
};

/** GET /api/console/shop/purchases: a page of purchases with their order, buyer and receiver. */
export const purchasesQuery = (filter: PurchaseFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...orderKeys.purchases, { ...filter, page, pageSize }],
    queryFn: () =>
      api.list(`${BASE}/purchases`, consolePurchasesEnvelope, {
        page,
        pageSize,
        query: purchaseQuery(filter),
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/console/shop/purchases/dashboard/{manage}: the tab bar's counts and the tab's status counts. */
export const dashboardQuery = (manage: Manage) =>
  queryOptions({
    queryKey: orderKeys.dashboard(manage),
    queryFn: async () =>
      (await api.get(`${BASE}/purchases/dashboard/${manage}`, consoleDashboardEnvelope)).dashboard,
    placeholderData: keepPreviousData,
  });

/** GET /api/console/shop/orders/{_id}: the order with its purchases, refunds and history. */
export const orderDetailQuery = (_id: string) =>
  queryOptions({
    queryKey: orderKeys.order(_id),
    queryFn: () => api.get(`${BASE}/orders/${enc(_id)}`, consoleOrderEnvelope),
  });

/** GET /api/console/shop/purchases/excel: the filtered list as .xlsx. */
export const exportPurchases = (filter: PurchaseFilter) =>
  api.download(`${BASE}/purchases/excel`, { query: purchaseQuery(filter) });

/** GET /api/console/shop/invoices/template: the bulk invoice sheet to fill in. */
export const downloadInvoiceTemplate = () => api.download(`${BASE}/invoices/template`);

const refreshDesk = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: orderKeys.all });

/** PUT /api/console/shop/orders/{_id}: 입금확인, or cancelling an unpaid order with a reason. */
export function useOrderStatus(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleOrderInput) => api.put(`${BASE}/orders/${enc(_id)}`, orderEnvelope, body),
    onSettled: () => refreshDesk(queryClient),
  });
}

/** POST /api/console/shop/orders/{_id}/cash-receipt: 현금영수증 issued by hand (or again). */
export function useIssueCashReceipt(_order: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleCashReceiptIssueInput) =>
      api.post(`${BASE}/orders/${enc(_order)}/cash-receipt`, cashReceiptEnvelope, body),
    onSettled: () => refreshDesk(queryClient),
  });
}

/** POST /api/console/shop/cash-receipts/{_id}/cancel: in full, or `amount` won of it. */
export function useCancelCashReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, ...body }: ConsoleCashReceiptCancelInput & { _id: string }) =>
      api.post(`${BASE}/cash-receipts/${enc(_id)}/cancel`, cashReceiptEnvelope, body),
    onSettled: () => refreshDesk(queryClient),
  });
}

/** PUT /api/console/shop/purchases/{_id}: one purchase's delivery move. */
export function usePurchaseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, ...body }: { _id: string; status: PurchaseStatusTarget; reason?: string }) =>
      api.put(`${BASE}/purchases/${enc(_id)}`, purchaseEnvelope, body),
    onSettled: () => refreshDesk(queryClient),
  });
}

/** PUT /api/console/shop/purchases: the same move for many; each answers ok or why not. */
export function useBulkPurchaseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { _purchases: string[]; status: PurchaseStatusTarget }) =>
      (await api.put(`${BASE}/purchases`, bulkResultsEnvelope, body)).results,
    onSettled: () => refreshDesk(queryClient),
  });
}

/** PUT /api/console/shop/invoices/{purchaseNo}: ships the purchase (or corrects its invoice). */
export function useEnterInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      purchaseNo,
      ...body
    }: {
      purchaseNo: string;
      courierCode: string;
      invoiceNumber: string;
    }) => api.put(`${BASE}/invoices/${enc(purchaseNo)}`, purchaseEnvelope, body),
    onSettled: () => refreshDesk(queryClient),
  });
}

/** POST /api/console/shop/invoices/excel: the filled sheet; answers a report line per row. */
export function useUploadInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.upload(`${BASE}/invoices/excel`, invoiceUploadEnvelope, { file }),
    onSettled: () => refreshDesk(queryClient),
  });
}

/** PUT /api/console/shop/purchases/{_id}/claim: the claim's next step. */
export function useClaimMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, ...body }: ClaimBody & { _id: string; reason?: string }) =>
      api.put(`${BASE}/purchases/${enc(_id)}/claim`, purchaseEnvelope, body),
    onSettled: () => refreshDesk(queryClient),
  });
}

/** GET /api/console/shop/refunds: refunds, by default the bank-transfer ones still to send. */
export const refundsQuery = (status: RefundStatus | undefined, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...orderKeys.refunds, { status, page, pageSize }],
    queryFn: () => api.list(`${BASE}/refunds`, consoleRefundsEnvelope, { page, pageSize, query: { status } }),
    placeholderData: keepPreviousData,
  });

/** PUT /api/console/shop/refunds/{_id}: the operator sent the transfer. */
export function useRefundDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) =>
      api.put(`${BASE}/refunds/${enc(_id)}`, consoleRefundEnvelope, { status: 'DONE' }),
    onSettled: () => refreshDesk(queryClient),
  });
}

// ---- courier codes ----

/** GET /api/console/shop/codes: every courier, disabled ones too, in their order. */
export const codesQuery = () =>
  queryOptions({
    queryKey: orderKeys.codes,
    queryFn: async () =>
      (await api.get(`${BASE}/codes`, shopCodesEnvelope, { query: { group: 'COURIER' } })).codes,
  });

export type CodeAction =
  | { type: 'create'; body: ShopCodeInput }
  | { type: 'update'; _id: string; body: ShopCodeInput }
  | { type: 'delete'; _id: string };

export function useCodeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CodeAction) => {
      if (action.type === 'create')
        return (await api.post(`${BASE}/codes`, shopCodeEnvelope, action.body)).code;
      if (action.type === 'update') {
        return (await api.put(`${BASE}/codes/${enc(action._id)}`, shopCodeEnvelope, action.body)).code;
      }
      await api.delete(`${BASE}/codes/${enc(action._id)}`, null);
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.codes }),
  });
}
