import type {
  Order,
  PaymentOutcome,
  PaymentWindow,
  paymentApprovalInput,
  paymentGenerateInput,
  paymentResultInput,
} from '@shop/contracts';
import type { z } from 'zod';
import type { ShopContext } from '../../http/context.ts';
import { badRequest, conflict, refused, ShopError } from '../../http/errors.ts';
import {
  type CashReceiptGateway,
  PaymentError,
  type PaymentGateway,
  type PaymentNotice,
} from '../../integrations/nicepay/index.ts';
import { issueForPaidOrder } from '../cash-receipts/issuing.ts';
import { leaveToNice, recordPaymentReceipts } from '../cash-receipts/payment-receipts.ts';
import { extendPaymentDeadline, keepReceiptUrl, markPaid } from '../orders/paying.ts';
import { createOrder } from '../orders/placing.ts';
import {
  getMyOrder,
  getMyOrderRow,
  getOrder,
  getOrderRow,
  getWindowOrder,
  type OrderRow,
  orderNotFound,
} from '../orders/reading.ts';
import { isResultProof, resultProof } from './result-proof.ts';

/**
 * The NICE Pay plugin's rules. The call to the provider happens outside any open transaction; an
 * approval that cannot become a paid order (amount off, order cancelled meanwhile) is cancelled
 * with the provider at once, so the shopper is never charged for an unpaid order.
 */

type ApprovalInput = z.output<typeof paymentApprovalInput>;

const providerDown = (message: string) => new ShopError(503, 'PAYMENT_PROVIDER_DOWN', message);

/**
 * 카드·가상계좌 주문: the order, unpaid with its stock reserved, and what the window needs; no window
 * for an order the coupon and points paid whole.
 */
export async function generatePayment(
  ctx: ShopContext,
  gateway: PaymentGateway,
  input: z.output<typeof paymentGenerateInput>,
  origin: string,
): Promise<{ order: Order; payment: PaymentWindow | null }> {
  const order = await createOrder(ctx, input);
  // The coupon and points paid it whole: it is paid already, and there is nothing to charge.
  if (order.status === 'ORDER_PAYMENT') return { order, payment: null };
  const payment = gateway.windowConfig(
    {
      _order: order._id,
      amount: order.amounts.paidAmount,
      goodsName: order.title,
      method: order.payment.method === 'VBANK' ? 'VBANK' : 'CARD',
      buyerName: order.orderer.name,
      buyerTel: order.orderer.phone,
      buyerEmail: order.orderer.email,
    },
    origin,
  );
  // The result page's proof of this order, which the window carries back (result-proof.ts).
  const proof = resultProof(ctx.config.tokenSecret, order._id);
  const windowUrl = payment.windowUrl && `${payment.windowUrl}?${new URLSearchParams({ proof })}`;
  return { order, payment: { ...payment, windowUrl, resultProof: proof } };
}

/**
 * Approvals in flight in this process, per order and tid: a double click or a reloaded result page
 * joins the first attempt instead of charging again. Across nodes NICE itself refuses a second
 * approval of a tid, and markPaid is idempotent per tid.
 */
const inFlight = new Map<string, Promise<Order | null>>();

/**
 * 결제 승인 by the member: checks what the window returned, approves with the provider for the
 * order's own amount, and marks the order paid. The same tid twice answers the paid order without
 * a second charge. Another member's order is 404, as if it did not exist.
 */
export async function approvePayment(
  ctx: ShopContext,
  gateway: PaymentGateway,
  input: ApprovalInput,
): Promise<Order> {
  const { paid, joined } = await settle(ctx, gateway, input, () => getMyOrderRow(ctx, input.orderId));
  // The order this very call paid is the caller's (loaded as theirs); any other is read as theirs.
  return paid && !joined ? paid : getMyOrder(ctx, input.orderId);
}

/**
 * The result page without a session (spec §6: the page is public): the order's proof (result-proof.ts)
 * stands for the member, then the approval runs as the member's would. An order already paid is
 * simply shown paid. The answer is the outcome alone, never the order's people and addresses; a
 * wrong proof is 404, as an unknown order.
 */
export async function approveByProof(
  ctx: ShopContext,
  gateway: PaymentGateway,
  input: z.output<typeof paymentResultInput>,
): Promise<PaymentOutcome> {
  if (!isResultProof(ctx.config.tokenSecret, input.orderId, input.proof)) throw orderNotFound();
  try {
    await settle(ctx, gateway, input, () => getOrderRow(ctx, input.orderId));
  } catch (error) {
    if (!(error instanceof ShopError) || error.code !== 'ORDER_ALREADY_PAID') throw error;
  }
  const order = await getOrder(ctx, input.orderId);
  return {
    orderId: order._id,
    orderNo: order.orderNo,
    status: order.status,
    title: order.title,
    amount: order.amounts.paidAmount,
    method: order.payment.method,
    paidAt: order.payment.paidAt,
  };
}

/**
 * One approval attempt per order and tid at a time in this process; a second caller joins it.
 * Answers the order as markPaid left it when this call paid it (`joined`: another call did).
 */
async function settle(
  ctx: ShopContext,
  gateway: PaymentGateway,
  input: ApprovalInput,
  load: () => Promise<OrderRow>,
): Promise<{ paid: Order | null; joined: boolean }> {
  const key = `${input.orderId}:${input.tid}`;
  const running = inFlight.get(key);
  if (running) return { paid: await running, joined: true };
  const attempt = approveOnce(ctx, gateway, input, load).finally(() => inFlight.delete(key));
  inFlight.set(key, attempt);
  return { paid: await attempt, joined: false };
}

async function approveOnce(
  ctx: ShopContext,
  gateway: PaymentGateway,
  input: ApprovalInput,
  load: () => Promise<OrderRow>,
): Promise<Order | null> {
  const order = await load();
  if (order.paymentTid === input.tid) return null;
  // Checked before approving: a payment never approved is never charged.
  assertPayable(ctx, order);
  if (!gateway.verifySignature(input)) {
    throw badRequest('PAYMENT_SIGNATURE_INVALID', '결제 정보를 확인할 수 없습니다. 다시 결제해주세요');
  }
  const amount = order.paidAmount;
  if (input.amount !== amount) {
    throw refused('PAYMENT_AMOUNT_MISMATCH', '결제 금액이 주문 금액과 다릅니다. 다시 결제해주세요');
  }

  let approval: Awaited<ReturnType<PaymentGateway['approve']>>;
  try {
    approval = await gateway.approve(input.tid, amount, order._id);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    // Another node may have approved this very tid a moment ago: that is a success, not a failure.
    if ((await load()).paymentTid === input.tid) return null;
    ctx.log.warn(
      { code: error.code, providerCode: error.providerCode, tid: input.tid },
      'payment not approved',
    );
    if (error.code === 'PROVIDER_DOWN' || error.code === 'MISCONFIGURED') throw providerDown(error.message);
    if (error.code === 'AMOUNT_MISMATCH') throw refused('PAYMENT_AMOUNT_MISMATCH', error.message);
    if (error.code === 'BAD_SIGNATURE') throw providerDown(error.message);
    throw refused('PAYMENT_DECLINED', error.message);
  }

  if (approval.amount !== amount) {
    await cancelQuietly(ctx, gateway, approval.tid, approval.amount, '결제 금액 불일치', order._id);
    throw refused('PAYMENT_AMOUNT_MISMATCH', '결제 금액이 주문 금액과 달라 결제를 취소했습니다');
  }
  if (approval.status === 'ready') {
    // A virtual account was issued: the deposit notice (webhook, `receiveNotice`) marks the order
    // paid. Until then the order waits as long as the account is valid (NICE's default, D+7).
    await extendPaymentDeadline(
      ctx,
      order._id,
      new Date(ctx.now.getTime() + VBANK_VALID_MS),
      approval.vbank ?? null,
    );
    return null;
  }
  try {
    const paid = await markPaid(ctx, order._id, {
      tid: approval.tid,
      amount: approval.amount,
      by: 'PAYMENT',
      paidAt: approval.paidAt,
    });
    if (!approval.receiptUrl || !paid.changed) return paid.order;
    // The provider's card slip (매출전표), linked from the receipt page.
    await keepReceiptUrl(ctx, order._id, approval.tid, approval.receiptUrl);
    return { ...paid.order, payment: { ...paid.order.payment, receiptUrl: approval.receiptUrl } };
  } catch (error) {
    // A tid another order already holds is that order's payment: never refund it from here.
    if (!(error instanceof ShopError) || error.code === 'PAYMENT_TID_USED') throw error;
    // The order was cancelled or expired while the shopper paid: give the money back.
    await cancelQuietly(ctx, gateway, approval.tid, approval.amount, '결제 불가 주문', order._id);
    if (error.statusCode === 409) {
      throw conflict('ORDER_NOT_PAYABLE', '결제할 수 없는 주문이어서 결제를 취소했습니다');
    }
    throw error;
  }
}

function assertPayable(ctx: ShopContext, order: OrderRow) {
  if (order.status === 'ORDER_PAYMENT') {
    throw conflict('ORDER_ALREADY_PAID', '이미 결제된 주문입니다');
  }
  if (order.status !== 'ORDER_NONPAYMENT' || order.paymentMethod === 'BANK_TRANSFER') {
    throw conflict('ORDER_NOT_PAYABLE', '결제할 수 없는 주문입니다');
  }
  if (order.expiresAt.getTime() <= ctx.now.getTime()) {
    throw conflict('ORDER_PAYMENT_EXPIRED', '결제 기한이 지난 주문입니다. 다시 주문해주세요');
  }
}

/**
 * Cancels with the provider; a failure is logged loudly rather than thrown, because the shopper's
 * answer (refused, unpaid) is already decided and an operator must refund by hand.
 */
async function cancelQuietly(
  ctx: ShopContext,
  gateway: PaymentGateway,
  tid: string,
  amount: number,
  reason: string,
  orderId: string,
) {
  try {
    await gateway.cancel(tid, amount, reason, orderId);
  } catch (error) {
    ctx.log.error({ err: error, tid, amount, orderId }, 'PAYMENT CANCEL FAILED: refund by hand');
  }
}

/** The sandbox window's order: any unpaid card or virtual-account order, by its unguessable id. */
export function sandboxOrder(ctx: ShopContext, _order: string): ReturnType<typeof getWindowOrder> {
  return getWindowOrder(ctx, _order);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a NICE virtual account takes deposits when the window does not say (D+7). */
const VBANK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A NICE Pay webhook notice. Only a signed `paid` notice of a virtual account changes anything: its
 * deposit pays the order (once per tid, to the won, as an approval does). Every other notice (card
 * approvals, issuance, cancels) repeats what the shop already did through the API. Answers whether
 * the notice was taken, so the route can reply `OK` and NICE stops resending it.
 */
export async function receiveNotice(
  ctx: ShopContext,
  gateway: PaymentGateway,
  notice: PaymentNotice,
  receipts?: CashReceiptGateway,
): Promise<'paid' | 'ignored'> {
  if (!gateway.verifyNotice(notice)) {
    throw badRequest('PAYMENT_SIGNATURE_INVALID', '결제 알림의 서명을 확인할 수 없습니다');
  }
  // 가상계좌: NICE's 현금영수증 (issued with the deposit, cancelled with refunds) are recorded as told.
  const reported =
    notice.payMethod === 'vbank' && UUID.test(notice.orderId)
      ? await recordPaymentReceipts(ctx, notice.orderId, notice.cashReceipts ?? [])
      : 0;
  if (notice.payMethod !== 'vbank' || notice.status !== 'paid') return 'ignored';
  if (!UUID.test(notice.orderId)) {
    ctx.log.error({ tid: notice.tid, orderId: notice.orderId }, 'VBANK DEPOSIT FOR NO ORDER: refund by hand');
    return 'ignored';
  }
  const paidAt =
    notice.paidAt && !Number.isNaN(Date.parse(notice.paidAt)) ? new Date(notice.paidAt) : ctx.now;
  try {
    await markPaid(ctx, notice.orderId, {
      tid: notice.tid,
      amount: notice.amount,
      by: 'PAYMENT',
      paidAt,
    });
    // NICE issued no receipt with the deposit: the one the buyer asked for is issued by the shop.
    if (notice.issuedCashReceipt && reported === 0) await leaveToNice(ctx, notice.orderId);
    else if (reported === 0 && receipts) await issueForPaidOrder(ctx, receipts, notice.orderId);
    return 'paid';
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    // The money is in the shop's account but the order cannot take it (unknown, expired, a wrong
    // amount): NICE must not resend forever; an operator refunds the deposit to the shopper.
    ctx.log.error(
      { code: error.code, tid: notice.tid, orderId: notice.orderId, amount: notice.amount },
      'VBANK DEPOSIT NOT APPLIED: refund by hand',
    );
    return 'ignored';
  }
}
