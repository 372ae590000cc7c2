import type { Won } from './types.ts';

/**
 * NICE Pay's cash-receipt API (INTEGRATIONS.md j): the only thing the cash-receipt module knows of
 * it. Two implementations: the real adapter (`receipts.ts`) and the offline sandbox
 * (`receipts-sandbox.ts`), chosen by `createCashReceiptGateway` with the payment keys. Failures are
 * `PaymentError`s (DECLINED with NICE's reason, PROVIDER_DOWN, MISCONFIGURED, BAD_SIGNATURE).
 */

export type ReceiptIssueRequest = {
  /** our unique id for this attempt (NICE refuses one orderId twice), ≤64 */
  orderId: string;
  amount: Won;
  goodsName: string;
  /** individual = 소득공제용 (mobile number), company = 지출증빙용 (business number) */
  receiptType: 'individual' | 'company';
  /** digits only */
  receiptNo: string;
  supplyAmt: Won;
  goodsVat: Won;
  taxFreeAmt: Won;
  buyerName: string;
  buyerEmail: string;
};

export type ReceiptIssued = {
  tid: string;
  /** 국세청 발행번호, when NICE answered it at once (usually later, by GET) */
  approveNo: string | null;
  approvedAt: Date | null;
};

export type ReceiptCancelRequest = {
  /** our unique id for this cancel, ≤64 */
  orderId: string;
  reason: string;
  /** null: cancel in full */
  partial: { amount: Won; supplyAmt: Won; goodsVat: Won; taxFreeAmt: Won } | null;
};

export type ReceiptCancelled = { cancelledAmount: Won; balanceAmount: Won; approveNo: string | null };

/** The receipt as the tax office left it (NICE's cashReceipts status, simplified). */
export type ReceiptState = {
  tid: string;
  status: 'REQUESTED' | 'ISSUED' | 'FAILED' | 'CANCELLED';
  approveNo: string | null;
  issuedAt: Date | null;
  receiptUrl: string | null;
  /** NICE's own words on a failure */
  message: string | null;
};

export interface CashReceiptGateway {
  readonly kind: 'nicepay' | 'sandbox';
  issue(request: ReceiptIssueRequest): Promise<ReceiptIssued>;
  cancel(tid: string, request: ReceiptCancelRequest): Promise<ReceiptCancelled>;
  get(tid: string): Promise<ReceiptState>;
}

/** NICE's cashReceipts[].status (INTEGRATIONS.md j.4) as the shop's states. */
export function receiptStatusOf(status: string | undefined): ReceiptState['status'] {
  switch (status) {
    case 'issued':
    case 'cancelReqCancelled':
    case 'cancelFailed':
      return 'ISSUED';
    case 'issueFailed':
      return 'FAILED';
    case 'cancelled':
    case 'cancelRequested':
    case 'issueReqCancelled':
      return 'CANCELLED';
    default:
      return 'REQUESTED';
  }
}
