import { callNice, sameHex, sha256 } from './http.ts';
import {
  type Approval,
  type AuthResult,
  PaymentError,
  type PaymentGateway,
  type PaymentNotice,
  type PaymentOrder,
  type WindowConfig,
  type Won,
} from './types.ts';

/**
 * The real adapter: NICE Pay's "Start API", server-approval model (INTEGRATIONS.md a.1).
 * The browser authenticates in NICE's window; NICE posts the result (tid, authToken, signature) to
 * our return URL; we check it and approve with `POST /v1/payments/{tid}`. Basic auth with
 * clientId:secretKey. The business outcome is in `resultCode`, not the HTTP status.
 */
export type NicePayOptions = {
  clientId: string;
  secretKey: string;
  /** https://api.nicepay.co.kr or https://sandbox-api.nicepay.co.kr */
  apiBase: string;
  /** NICE asks for a 30 s read timeout; tests shorten it */
  timeoutMs?: number;
  now?: () => Date;
};

type NiceAnswer = {
  resultCode?: string;
  resultMsg?: string;
  tid?: string;
  orderId?: string;
  ediDate?: string;
  signature?: string;
  status?: string;
  paidAt?: string;
  payMethod?: string;
  amount?: number;
  receiptUrl?: string | null;
  vbank?: { vbankName?: string; vbankNumber?: string; vbankHolder?: string } | null;
};

export class NicePayGateway implements PaymentGateway {
  readonly kind = 'nicepay' as const;
  readonly label = '나이스페이';
  readonly clientId: string;
  readonly #secretKey: string;
  readonly #apiBase: string;
  readonly #timeoutMs: number;
  readonly #now: () => Date;

  constructor(options: NicePayOptions) {
    this.clientId = options.clientId;
    this.#secretKey = options.secretKey;
    this.#apiBase = options.apiBase.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#now = options.now ?? (() => new Date());
  }

  windowConfig(order: PaymentOrder, origin: string): WindowConfig {
    return {
      mode: 'nicepay',
      clientId: this.clientId,
      orderId: order._order,
      amount: order.amount,
      // NICE allows 40 characters
      goodsName: [...order.goodsName].slice(0, 40).join(''),
      method: order.method === 'VBANK' ? 'vbank' : 'card',
      returnUrl: `${origin}/api/plugins/nice/pay/return`,
      buyerName: order.buyerName,
      buyerTel: order.buyerTel.replace(/\D/g, ''),
      buyerEmail: order.buyerEmail,
      vbankHolder: order.method === 'VBANK' ? order.buyerName : null,
      windowUrl: null,
    };
  }

  /** NICE signs the window's result: hex(sha256(authToken + clientId + amount + secretKey)). */
  verifySignature(result: AuthResult): boolean {
    if (!result.authToken || !result.signature) return false;
    const expected = sha256(`${result.authToken}${result.clientId ?? ''}${result.amount}${this.#secretKey}`);
    return sameHex(expected, result.signature);
  }

  /** NICE signs its webhook as it signs answers: hex(sha256(tid + amount + ediDate + secretKey)). */
  verifyNotice(notice: PaymentNotice): boolean {
    if (!notice.signature) return false;
    const expected = sha256(`${notice.tid}${notice.amount}${notice.ediDate}${this.#secretKey}`);
    return sameHex(expected, notice.signature);
  }

  async approve(tid: string, amount: Won, orderId: string): Promise<Approval> {
    const ediDate = this.#now().toISOString();
    const answer = await this.#post(`/v1/payments/${encodeURIComponent(tid)}`, {
      amount,
      ediDate,
      signData: sha256(`${tid}${amount}${ediDate}${this.#secretKey}`),
    });
    if (answer.resultCode !== '0000') {
      throw new PaymentError(
        'DECLINED',
        answer.resultMsg?.trim()
          ? `결제가 승인되지 않았습니다: ${answer.resultMsg}`
          : '결제가 승인되지 않았습니다',
        answer.resultCode,
      );
    }
    // The answer is signed over what NICE approved; an unsigned or forged answer is not a payment.
    const approvedAmount = Number(answer.amount);
    const expected = sha256(`${answer.tid ?? ''}${approvedAmount}${answer.ediDate ?? ''}${this.#secretKey}`);
    if (!answer.signature || !sameHex(expected, answer.signature) || answer.tid !== tid) {
      throw new PaymentError('BAD_SIGNATURE', '결제 응답을 확인할 수 없습니다. 고객센터로 문의해주세요');
    }
    if (approvedAmount !== amount || (answer.orderId && answer.orderId !== orderId)) {
      // NICE charged something other than this order: give it back at once, then refuse.
      await this.cancel(tid, approvedAmount, '결제 금액 불일치', orderId).catch(() => {});
      throw new PaymentError('AMOUNT_MISMATCH', '결제 금액이 주문 금액과 달라 결제를 취소했습니다');
    }
    const paidAt = answer.paidAt && answer.paidAt !== '0' ? new Date(answer.paidAt) : this.#now();
    return {
      tid,
      amount: approvedAmount,
      paidAt: Number.isNaN(paidAt.getTime()) ? this.#now() : paidAt,
      method: answer.payMethod === 'vbank' ? 'VBANK' : 'CARD',
      status: answer.status === 'ready' ? 'ready' : 'paid',
      receiptUrl: answer.receiptUrl ?? null,
      vbank:
        answer.vbank?.vbankNumber && answer.vbank.vbankName
          ? {
              bank: answer.vbank.vbankName,
              accountNumber: answer.vbank.vbankNumber,
              holder: answer.vbank.vbankHolder ?? '',
            }
          : null,
    };
  }

  async cancel(tid: string, amount: Won, reason: string, orderId: string): Promise<void> {
    const ediDate = this.#now().toISOString();
    const answer = await this.#post(`/v1/payments/${encodeURIComponent(tid)}/cancel`, {
      reason: [...reason].slice(0, 100).join(''),
      orderId,
      cancelAmt: amount,
      ediDate,
      signData: sha256(`${tid}${ediDate}${this.#secretKey}`),
    });
    if (answer.resultCode !== '0000') {
      throw new PaymentError(
        'DECLINED',
        answer.resultMsg?.trim()
          ? `결제를 취소하지 못했습니다: ${answer.resultMsg}`
          : '결제를 취소하지 못했습니다',
        answer.resultCode,
      );
    }
  }

  #post(pathname: string, body: object): Promise<NiceAnswer> {
    return callNice<NiceAnswer>(
      {
        apiBase: this.#apiBase,
        clientId: this.clientId,
        secretKey: this.#secretKey,
        timeoutMs: this.#timeoutMs,
      },
      'POST',
      pathname,
      body,
    );
  }
}
