import { callNice, type NiceKeys, sameHex, sha256 } from './http.ts';
import {
  type CashReceiptGateway,
  type ReceiptCancelled,
  type ReceiptCancelRequest,
  type ReceiptIssued,
  type ReceiptIssueRequest,
  type ReceiptState,
  receiptStatusOf,
} from './receipt-types.ts';
import { PaymentError } from './types.ts';

/**
 * The real adapter of NICE Pay's cash-receipt API (INTEGRATIONS.md j.1–j.3): issue
 * `POST /v1/receipt`, cancel `POST /v1/receipt/{tid}/cancel`, read `GET /v1/receipt/{tid}`, with the
 * payment keys. An issue is only a request: the tax office answers within two business days and
 * `get` tells the outcome.
 */
type Answer = {
  resultCode?: string;
  resultMsg?: string;
  tid?: string;
  orderId?: string;
  ediDate?: string;
  signature?: string;
  approvedAt?: string;
  approveNo?: string;
  issueNo?: string;
  status?: string;
  cancelAmt?: number;
  balanceAmt?: number;
  receiptUrl?: string;
};

const dateOf = (value: string | undefined) => {
  if (!value || value === '0') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export class NicePayReceipts implements CashReceiptGateway {
  readonly kind = 'nicepay' as const;
  readonly #keys: NiceKeys;
  readonly #now: () => Date;

  constructor(options: {
    clientId: string;
    secretKey: string;
    apiBase: string;
    timeoutMs?: number;
    now?: () => Date;
  }) {
    this.#keys = {
      clientId: options.clientId,
      secretKey: options.secretKey,
      apiBase: options.apiBase.replace(/\/+$/, ''),
      timeoutMs: options.timeoutMs ?? 30_000,
    };
    this.#now = options.now ?? (() => new Date());
  }

  async issue(request: ReceiptIssueRequest): Promise<ReceiptIssued> {
    const ediDate = this.#now().toISOString();
    const answer = await callNice<Answer>(this.#keys, 'POST', '/v1/receipt', {
      orderId: request.orderId,
      amount: request.amount,
      goodsName: [...request.goodsName].slice(0, 40).join(''),
      receiptType: request.receiptType,
      receiptNo: request.receiptNo,
      supplyAmt: request.supplyAmt,
      goodsVat: request.goodsVat,
      taxFreeAmt: request.taxFreeAmt,
      serviceAmt: 0,
      buyerName: [...request.buyerName].slice(0, 30).join(''),
      ...(request.buyerEmail ? { buyerEmail: request.buyerEmail } : {}),
      ediDate,
      signData: sha256(`${request.orderId}${request.amount}${ediDate}${this.#keys.secretKey}`),
    });
    this.#refuseFailure(answer, '현금영수증을 발급하지 못했습니다');
    // NICE signs the answer: hex(sha256(tid + orderId + ediDate + secretKey)).
    const expected = sha256(
      `${answer.tid ?? ''}${answer.orderId ?? ''}${answer.ediDate ?? ''}${this.#keys.secretKey}`,
    );
    if (
      !answer.tid ||
      !answer.signature ||
      !sameHex(expected, answer.signature) ||
      answer.orderId !== request.orderId
    ) {
      throw new PaymentError('BAD_SIGNATURE', '현금영수증 발급 응답을 확인할 수 없습니다');
    }
    return { tid: answer.tid, approveNo: answer.approveNo || null, approvedAt: dateOf(answer.approvedAt) };
  }

  async cancel(tid: string, request: ReceiptCancelRequest): Promise<ReceiptCancelled> {
    const ediDate = this.#now().toISOString();
    const answer = await callNice<Answer>(
      this.#keys,
      'POST',
      `/v1/receipt/${encodeURIComponent(tid)}/cancel`,
      {
        orderId: request.orderId,
        reason: [...request.reason].slice(0, 100).join(''),
        ...(request.partial
          ? {
              cancelAmt: request.partial.amount,
              supplyAmt: request.partial.supplyAmt,
              goodsVat: request.partial.goodsVat,
              taxFreeAmt: request.partial.taxFreeAmt,
              serviceAmt: 0,
            }
          : {}),
        ediDate,
        signData: sha256(`${tid}${ediDate}${this.#keys.secretKey}`),
      },
    );
    this.#refuseFailure(answer, '현금영수증을 취소하지 못했습니다');
    return {
      cancelledAmount: Number(answer.cancelAmt ?? 0),
      balanceAmount: Number(answer.balanceAmt ?? 0),
      approveNo: answer.approveNo || null,
    };
  }

  async get(tid: string): Promise<ReceiptState> {
    const answer = await callNice<Answer>(this.#keys, 'GET', `/v1/receipt/${encodeURIComponent(tid)}`);
    this.#refuseFailure(answer, '현금영수증을 조회하지 못했습니다');
    const status = receiptStatusOf(answer.status);
    return {
      tid,
      status,
      approveNo: answer.approveNo || answer.issueNo || null,
      issuedAt: status === 'ISSUED' ? dateOf(answer.approvedAt) : null,
      receiptUrl: answer.receiptUrl ?? null,
      message: status === 'FAILED' ? (answer.resultMsg ?? null) : null,
    };
  }

  #refuseFailure(answer: Answer, what: string) {
    if (answer.resultCode === '0000') return;
    throw new PaymentError(
      'DECLINED',
      answer.resultMsg?.trim() ? `${what}: ${answer.resultMsg}` : what,
      answer.resultCode,
    );
  }
}
