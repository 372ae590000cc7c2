import { z } from 'zod';
import { id } from '../validation.ts';
import { order, orderInput } from './orders.ts';

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
  /** the sandbox's local window; null with NICE Pay */
  windowUrl: z.string().nullable(),
});
export type PaymentWindow = z.infer<typeof paymentWindow>;
export const paymentGenerateEnvelope = z.object({ order, payment: paymentWindow });

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
