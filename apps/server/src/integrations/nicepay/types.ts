/**
 * The payment gateway: the only thing the payment plugin knows about NICE Pay. Two implementations:
 * the real adapter (`nicepay.ts`, NICE Pay's "Start API" server-approval model, INTEGRATIONS.md a.1)
 * and the offline sandbox (`sandbox.ts`, a local 테스트 결제 window). `index.ts` picks one by config.
 */

/** Money is whole won. */
export type Won = number;

export type PaymentMethod = 'CARD' | 'VBANK';

/** What the order must tell the payment window; the amount is the server's, never the browser's. */
export type PaymentOrder = {
  /** our order id; NICE's `orderId` (unique per payment attempt, ≤64) */
  _order: string;
  amount: Won;
  /** "원피스 양변기 외 2건" (NICE allows 40 characters) */
  goodsName: string;
  method: PaymentMethod;
  buyerName: string;
  buyerTel: string;
  buyerEmail: string;
};

/** What the browser needs to open the payment window. */
export type WindowConfig = {
  mode: 'nicepay' | 'sandbox';
  /** NICE's client key (public; sent to the browser's AUTHNICE.requestPay) */
  clientId: string | null;
  orderId: string;
  amount: Won;
  goodsName: string;
  /** NICE's method code: card | vbank */
  method: 'card' | 'vbank';
  /** where NICE posts the authentication result */
  returnUrl: string;
  buyerName: string;
  buyerTel: string;
  buyerEmail: string;
  /** vbank needs the holder name shown on the account */
  vbankHolder: string | null;
  /** the sandbox: the local window to open instead of NICE's */
  windowUrl: string | null;
};

export type Approval = {
  tid: string;
  amount: Won;
  /** when the provider approved it */
  paidAt: Date;
  method: PaymentMethod;
  /**
   * paid: the money is taken. ready: a virtual account was issued (NICE's "approval" of vbank);
   * the deposit comes later through the webhook, so the order stays unpaid until then.
   */
  status: 'paid' | 'ready';
  receiptUrl: string | null;
  /** the virtual account issued (status ready), to show the buyer: NICE's `vbank` object */
  vbank?: { bank: string; accountNumber: string; holder: string } | null;
};

/**
 * A webhook notice from NICE Pay (INTEGRATIONS.md "Webhook"): sent when a payment is approved, a
 * virtual account issued, its deposit received, or a payment cancelled. Signed like an approval.
 */
export type PaymentNotice = {
  tid: string;
  orderId: string;
  amount: Won;
  ediDate: string;
  signature: string;
  status: string;
  payMethod: string;
  paidAt?: string | undefined;
  /** whether NICE issued a 현금영수증 with the payment */
  issuedCashReceipt?: boolean | undefined;
  /** the 현금영수증 NICE issued with a 가상계좌 deposit (INTEGRATIONS.md j.4) */
  cashReceipts?: NiceCashReceipt[] | undefined;
};

/** One entry of a NICE payment's `cashReceipts[]` (INTEGRATIONS.md j.4). */
export type NiceCashReceipt = {
  receiptTid?: string | undefined;
  status?: string | undefined;
  amount?: number | undefined;
  receiptType?: string | undefined;
  issueNo?: string | undefined;
  receiptUrl?: string | undefined;
};

/** What the provider's window returned to us, signed by the provider (real mode). */
export type AuthResult = {
  authToken?: string | undefined;
  clientId?: string | undefined;
  amount: Won;
  signature?: string | undefined;
};

export type PaymentErrorCode =
  /** the card company or NICE declined it */
  | 'DECLINED'
  /** the provider could not be reached, answered 5xx, or took too long: nothing known to be charged */
  | 'PROVIDER_DOWN'
  /** the amount the provider authenticated is not the order's */
  | 'AMOUNT_MISMATCH'
  /** a signature from the provider did not verify */
  | 'BAD_SIGNATURE'
  /** our keys were refused (401/403): an operator must fix the configuration */
  | 'MISCONFIGURED';

/** A typed failure of the gateway; `message` is Korean and may be shown to the shopper. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    /** the provider's own result code, for the log */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

export const PROVIDER_DOWN_MESSAGE = '결제사와 연결할 수 없습니다. 잠시 후 다시 시도해주세요';

export interface PaymentGateway {
  readonly kind: 'nicepay' | 'sandbox';
  /** '나이스페이' or '테스트 결제': shown beside the payment buttons */
  readonly label: string;
  /** the client key the browser may see; null in the sandbox */
  readonly clientId: string | null;
  /** What the payment window needs; `origin` is the shop's public origin for the return URL. */
  windowConfig(order: PaymentOrder, origin: string): WindowConfig;
  /** Whether the window's result really comes from the provider (the sandbox signs nothing). */
  verifySignature(result: AuthResult): boolean;
  /** Whether a webhook notice really comes from the provider (the sandbox sends none). */
  verifyNotice(notice: PaymentNotice): boolean;
  /** Approves (charges) the authenticated payment for the order's amount. Throws PaymentError. */
  approve(tid: string, amount: Won, orderId: string): Promise<Approval>;
  /** Cancels a whole approved payment (refund). Throws PaymentError. */
  cancel(tid: string, amount: Won, reason: string, orderId: string): Promise<void>;
}
