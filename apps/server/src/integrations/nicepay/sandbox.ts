import { randomBytes } from 'node:crypto';
import {
  type Approval,
  PaymentError,
  type PaymentGateway,
  type PaymentOrder,
  type WindowConfig,
  type Won,
} from './types.ts';

export const SANDBOX_TID_PREFIX = 'SANDBOX-';

/** A transaction id for the local window, unguessable so one shopper cannot reuse another's. */
export const newSandboxTid = () => `${SANDBOX_TID_PREFIX}${randomBytes(12).toString('hex')}`;

/**
 * The offline gateway used when no NICE Pay keys are set: the payment plugin serves a local window
 * labelled 테스트 결제 (approve / decline / close), so the whole checkout runs without a network.
 * Approvals are remembered in memory only to make a repeated approval of a tid charge once and to
 * let tests count charges; nothing here is NICE-specific.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly label = '테스트 결제';
  readonly clientId = null;
  /** every charge and refund made, in order (tests read these) */
  readonly charges: { tid: string; amount: Won; orderId: string }[] = [];
  readonly cancels: { tid: string; amount: Won; reason: string }[] = [];
  readonly #approved = new Map<string, Approval & { orderId: string }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  windowConfig(order: PaymentOrder, origin: string): WindowConfig {
    return {
      mode: 'sandbox',
      clientId: null,
      orderId: order._order,
      amount: order.amount,
      goodsName: order.goodsName,
      method: order.method === 'VBANK' ? 'vbank' : 'card',
      returnUrl: `${origin}/plugins/nice/pay/result`,
      buyerName: order.buyerName,
      buyerTel: order.buyerTel.replace(/\D/g, ''),
      buyerEmail: order.buyerEmail,
      vbankHolder: order.method === 'VBANK' ? order.buyerName : null,
      windowUrl: `/api/plugins/nice/pay/sandbox/${encodeURIComponent(order._order)}`,
    };
  }

  /** The local window signs nothing: there is no provider to impersonate. */
  verifySignature(): boolean {
    return true;
  }

  /** The sandbox sends no webhooks: a notice claiming to be one is forged. */
  verifyNotice(): boolean {
    return false;
  }

  async approve(tid: string, amount: Won, orderId: string): Promise<Approval> {
    if (!tid.startsWith(SANDBOX_TID_PREFIX)) {
      throw new PaymentError('DECLINED', '테스트 결제의 거래번호가 아닙니다');
    }
    const before = this.#approved.get(tid);
    if (before) {
      // As NICE refuses to approve a tid twice, the sandbox never charges a tid twice.
      if (before.orderId !== orderId) throw new PaymentError('DECLINED', '이미 승인된 거래입니다');
      return before;
    }
    const approval = {
      tid,
      amount,
      paidAt: this.now(),
      method: 'CARD' as const,
      status: 'paid' as const,
      receiptUrl: null,
      orderId,
    };
    this.#approved.set(tid, approval);
    this.charges.push({ tid, amount, orderId });
    return approval;
  }

  async cancel(tid: string, amount: Won, reason: string): Promise<void> {
    this.cancels.push({ tid, amount, reason });
  }
}
