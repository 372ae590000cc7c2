import {
  type ClaimReason,
  type ClaimRequestStatus,
  type OrderListTab,
  orderEnvelope,
  ordersEnvelope,
  purchasesEnvelope,
  type RefundAccountInput,
  refundAccountEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The member's orders: GET /api/v1/me/orders (tab, period; skip/limit), GET/DELETE/PUT
 * /api/v1/me/orders/{_id}, POST /api/v1/me/orders/{_id}/confirm, GET /api/v1/me/purchases (the side
 * panel's recent orders) and /api/v1/me/refund-account. Everything sits under the query key
 * ['me', …], which logging out forgets.
 */

export const ORDERS_PAGE_SIZE = 10;
/** Spec §9: the side panel shows the 3 newest purchases. */
export const RECENT_PURCHASES = 3;

export type OrdersFilter = { tab?: OrderListTab; from?: string; to?: string; page: number };

export const myOrdersQuery = (_user: string | undefined, filter: OrdersFilter) =>
  queryOptions({
    queryKey: ['me', 'orders', 'list', _user, filter],
    queryFn: () =>
      api.list('/api/v1/me/orders', ordersEnvelope, {
        query: { tab: filter.tab, from: filter.from, to: filter.to },
        page: filter.page,
        pageSize: ORDERS_PAGE_SIZE,
      }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });

export const myOrderQuery = (_order: string) =>
  queryOptions({
    queryKey: ['me', 'orders', 'detail', _order],
    queryFn: async () => (await api.get(`/api/v1/me/orders/${_order}`, orderEnvelope)).order,
  });

/** The orders a receipt may be printed for: the newest 100 (the API's largest page). */
export const receiptOrdersQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: ['me', 'orders', 'receipts', _user],
    queryFn: async () =>
      (await api.list('/api/v1/me/orders', ordersEnvelope, { page: 1, pageSize: 100 })).orders.filter(
        (o) => o.payment.paidAt !== null,
      ),
    enabled: !!_user,
  });

export const recentPurchasesQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: ['me', 'purchases', 'recent', _user],
    queryFn: () =>
      api.list('/api/v1/me/purchases', purchasesEnvelope, { page: 1, pageSize: RECENT_PURCHASES }),
    enabled: !!_user,
  });

/** After any change to an order: lists, details and the side panel read again. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['me', 'orders'] }),
      queryClient.invalidateQueries({ queryKey: ['me', 'purchases'] }),
    ]);
}

/** 결제취소: DELETE /api/v1/me/orders/{_id} calls off an unpaid order (its stock goes back). */
export function useCancelUnpaidOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async (_order: string) =>
      (await api.delete(`/api/v1/me/orders/${_order}`, orderEnvelope)).order,
    onSuccess: refresh,
  });
}

export type ClaimRequest = {
  _order: string;
  claimStatus: ClaimRequestStatus;
  claimReason: ClaimReason;
  claimReasonDetails: string;
  _purchases: string[];
};

/** 주문취소 / 교환신청 / 반품신청 for some purchases of an order: PUT /api/v1/me/orders/{_id}. */
export function useRequestClaim() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async ({ _order, ...body }: ClaimRequest) =>
      (await api.put(`/api/v1/me/orders/${_order}`, orderEnvelope, body)).order,
    onSuccess: refresh,
  });
}

/** 구매확정: POST /api/v1/me/orders/{_id}/confirm. */
export function useConfirmPurchases() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async ({ _order, _purchases }: { _order: string; _purchases: string[] }) =>
      (await api.post(`/api/v1/me/orders/${_order}/confirm`, orderEnvelope, { _purchases })).order,
    onSuccess: refresh,
  });
}

// ---- 환불계좌 ----

const refundAccountKey = ['me', 'refund-account'] as const;

export const refundAccountQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: [...refundAccountKey, _user],
    queryFn: async () => (await api.get('/api/v1/me/refund-account', refundAccountEnvelope)).refundAccount,
    enabled: !!_user,
  });

export function useSaveRefundAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefundAccountInput) =>
      (await api.put('/api/v1/me/refund-account', refundAccountEnvelope, body)).refundAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundAccountKey }),
  });
}

export function useDeleteRefundAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/v1/me/refund-account', null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundAccountKey }),
  });
}
