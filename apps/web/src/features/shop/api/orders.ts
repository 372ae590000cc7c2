import {
  type BankTransferOrderInput,
  orderEnvelope,
  type PaymentApprovalInput,
  type PaymentGenerateInput,
  type PaymentResultInput,
  paymentConfig,
  paymentGenerateEnvelope,
  paymentResultEnvelope,
  shippingQuoteEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { CheckoutLine } from '@/lib/checkout-store.ts';

/**
 * Checkout calls (spec §7 shop/shippings/quote, shop/orders, plugins/nice/pay). Every amount the
 * order form and the result page show comes from these answers: the server prices the lines, the
 * shipping and the remote-area fee; the browser only sends what to buy and where to.
 */

/** POST /api/v1/shop/shippings/quote: the lines priced now, shipping and the postcode's surcharge. */
export const shippingQuoteQuery = (items: readonly CheckoutLine[], postcode: string | undefined) =>
  queryOptions({
    queryKey: ['shop', 'shippings', 'quote', { items, postcode: postcode ?? null }],
    queryFn: async () =>
      (await api.post('/api/v1/shop/shippings/quote', shippingQuoteEnvelope, { items, postcode })).quote,
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** GET /api/plugins/nice/pay/config: NICE Pay or the sandbox (테스트 결제). */
export const paymentConfigQuery = queryOptions({
  queryKey: ['plugins', 'nice', 'pay', 'config'],
  queryFn: () => api.get('/api/plugins/nice/pay/config', paymentConfig),
  staleTime: 5 * 60_000,
});

/** The member's order (GET /api/v1/me/orders/{_id}): the result page reads it. */
export const orderResultQuery = (_order: string) =>
  queryOptions({
    queryKey: ['me', 'order-result', _order],
    queryFn: async () => (await api.get(`/api/v1/me/orders/${_order}`, orderEnvelope)).order,
    enabled: !!_order,
    staleTime: 0,
  });

/** 카드·가상계좌: the order is created unpaid (stock reserved) and the window's details answered. */
export function useGeneratePayment() {
  return useMutation({
    mutationFn: (input: PaymentGenerateInput) =>
      api.post('/api/plugins/nice/pay/generate', paymentGenerateEnvelope, input),
  });
}

/** 무통장입금: the order (POST /shop/orders), then placing it (POST /shop/orders/{_id}/process). */
export function usePlaceBankTransferOrder() {
  // The caller refreshes the cart and the order lists once it has left the order form.
  return useMutation({
    mutationFn: async (input: BankTransferOrderInput) => {
      const { order } = await api.post('/api/v1/shop/orders', orderEnvelope, input);
      // The coupon and points paid it all: the order is paid at once, with nothing to deposit.
      if (order.status !== 'ORDER_NONPAYMENT') return order;
      return (
        await api.post(`/api/v1/shop/orders/${order._id}/process`, orderEnvelope, {
          depositorName: input.depositorName,
        })
      ).order;
    },
  });
}

/** POST /api/plugins/nice/pay/approval: what the window returned; the server charges the order's amount. */
export const approvePayment = (input: PaymentApprovalInput) =>
  api.post('/api/plugins/nice/pay/approval', orderEnvelope, input);

/**
 * POST /api/plugins/nice/pay/result: the result page without a session (spec §6: the page is
 * public), by the order's proof the window carried back. Sent without a token, so an expired one
 * neither refreshes nor logs anyone out; the answer is the order's outcome alone.
 */
export const approvePaymentByProof = (input: PaymentResultInput) =>
  api.post('/api/plugins/nice/pay/result', paymentResultEnvelope, input, { auth: false });

/**
 * A payment declined or closed leaves an unpaid order holding its stock; the shopper's own cancel
 * (DELETE /api/v1/me/orders/{_id}) gives the stock back at once instead of at expiry.
 */
export const cancelUnpaidOrder = (_order: string) =>
  api.delete(`/api/v1/me/orders/${_order}`, orderEnvelope).then(
    () => true,
    () => false,
  );
