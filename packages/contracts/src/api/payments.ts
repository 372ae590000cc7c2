import { z } from 'zod';
import { orderStatuses } from '../enums.ts';
import { id } from '../validation.ts';
import { timestamp } from './common.ts';
import { order, orderInput, paymentMethods } from './orders.ts';

/**
 * The NICE Pay plugin (spec §7 plugins/nice/pay): `config`, `generate` (creates the card or virtual
 * account order, unpaid, stock reserved, and answers what the payment window needs) and `approval`
 * (the result page hands back what the window returned; the server approves with the provider).
 * Without NICE Pay keys the server runs a local window labelled 테스트 결제 (`mode: 'sandbox'`).
 */

export const paymentMessages = {
  method: '카드 또는 가상계좌를 선택해주세요',
  tid: '결제 거래번호가 없습니다',
  amount: '결제 금액이 올바르지 않습니다',
} as const;

/** GET /api/plugins/nice/pay/config */
export const paymentConfig = z.object({
  mode: z.enum(['nicepay', 'sandbox']),
  /** NICE's client key for AUTHNICE.requestPay; null in the sandbox */
  clientId: z.string().nullable(),
  /** '나이스페이' or '테스트 결제' */
  label: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;

/** POST /api/plugins/nice/pay/generate: the order form, paid by card or virtual account. */
export const paymentGenerateInput = orderInput.refine((v) => v.paymentMethod !== 'BANK_TRANSFER', {
  message: paymentMessages.method,
  path: ['paymentMethod'],
});
export type PaymentGenerateInput = z.input<typeof paymentGenerateInput>;

/** What the browser needs to open the payment window (NICE's, or the sandbox's `windowUrl`). */
export const paymentWindow = z.object({
  mode: z.enum(['nicepay', 'sandbox']),
  clientId: z.string().nullable(),
  orderId: z.string(),
  amount: z.number().int(),
  goodsName: z.string(),
  method: z.enum(['card', 'vbank']),
  returnUrl: z.string(),
  buyerName: z.string(),
  buyerTel: z.string(),
  buyerEmail: z.string(),
  vbankHolder: z.string().nullable(),
  /** the sandbox's local window (it carries `resultProof` on); null with NICE Pay */
  windowUrl: z.string().nullable(),
  /**
   * The order's proof for the result page, which NICE's window echoes back (`mallReserved`): with
   * it the page shows the order's outcome even when the session is gone (POST …/result).
   */
  resultProof: z.string(),
});
export type PaymentWindow = z.infer<typeof paymentWindow>;
/**
 * `payment` is null when the coupon and points paid the whole order: it is ORDER_PAYMENT already and
 * no window opens (DOMAIN.md "Checkout discounts").
 */
export const paymentGenerateEnvelope = z.object({ order, payment: paymentWindow.nullable() });

/**
 * POST /api/plugins/nice/pay/approval: what the window returned (the result page reads it from its
 * query). `amount` is only compared: the server charges the order's own amount.
 */
export const paymentApprovalInput = z.object({
  orderId: id,
  tid: z
    .string({ error: paymentMessages.tid })
    .trim()
    .min(1, paymentMessages.tid)
    .max(64, paymentMessages.tid),
  amount: z.coerce
    .number({ error: paymentMessages.amount })
    .int(paymentMessages.amount)
    .min(0, paymentMessages.amount),
  /** NICE Pay only: the window's authentication token and signature */
  authToken: z.string().max(200).optional(),
  clientId: z.string().max(100).optional(),
  signature: z.string().max(200).optional(),
});
export type PaymentApprovalInput = z.input<typeof paymentApprovalInput>;

/**
 * POST /api/plugins/nice/pay/result: the result page without a session (spec §6: the page is
 * public). What the window returned, and the order's proof it carried; a wrong proof is 404.
 */
export const paymentResultInput = paymentApprovalInput.extend({
  proof: z
    .string({ error: '결제 정보를 확인할 수 없습니다' })
    .min(1, '결제 정보를 확인할 수 없습니다')
    .max(200, '결제 정보를 확인할 수 없습니다'),
});
export type PaymentResultInput = z.input<typeof paymentResultInput>;

/** The order's outcome as the result page shows it to whoever holds the proof: nothing personal. */
export const paymentOutcome = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  /** "원피스 양변기 외 2건" */
  title: z.string(),
  amount: z.number().int(),
  method: z.enum(paymentMethods),
  paidAt: timestamp.nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;
export const paymentResultEnvelope = z.object({ result: paymentOutcome });
