import { createHash, randomBytes } from 'node:crypto';
import type {
  CashReceiptGateway,
  ReceiptCancelled,
  ReceiptCancelRequest,
  ReceiptIssued,
  ReceiptIssueRequest,
  ReceiptState,
} from './receipt-types.ts';
import { PaymentError } from './types.ts';

const SANDBOX_RECEIPT_PREFIX = 'SANDBOX-R-';

/**
 * The offline cash-receipt API used without NICE Pay keys (테스트 결제). It checks a request as NICE
 * does (the parts add up to the amount, a mobile or business number of the right length) and
 * accepts it; reading it back answers it issued by the "tax office" with a number drawn from its
 * tid, so nothing needs to survive a restart. Nothing reaches the tax office.
 */
export class SandboxReceipts implements CashReceiptGateway {
  readonly kind = 'sandbox' as const;
  /** requests and cancels made, in order (tests read these) */
  readonly issued: ReceiptIssueRequest[] = [];
  readonly cancelled: { tid: string; request: ReceiptCancelRequest }[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  async issue(request: ReceiptIssueRequest): Promise<ReceiptIssued> {
    if (request.supplyAmt + request.goodsVat + request.taxFreeAmt !== request.amount) {
      throw new PaymentError('DECLINED', '현금영수증을 발급하지 못했습니다: 거래금액 합계오류', '1615');
    }
    const digits = request.receiptNo.length;
    const fits = request.receiptType === 'company' ? digits === 10 : digits === 10 || digits === 11;
    if (!/^\d+$/.test(request.receiptNo) || !fits) {
      throw new PaymentError('DECLINED', '현금영수증을 발급하지 못했습니다: Identity 번호 오류', '7012');
    }
    if (request.amount <= 0) {
      throw new PaymentError('DECLINED', '현금영수증을 발급하지 못했습니다: 0원 이하 발행불가', '7041');
    }
    this.issued.push(request);
    return {
      tid: `${SANDBOX_RECEIPT_PREFIX}${randomBytes(10).toString('hex')}`,
      approveNo: null,
      approvedAt: null,
    };
  }

  async cancel(tid: string, request: ReceiptCancelRequest): Promise<ReceiptCancelled> {
    this.cancelled.push({ tid, request });
    return { cancelledAmount: request.partial?.amount ?? 0, balanceAmount: 0, approveNo: null };
  }

  async get(tid: string): Promise<ReceiptState> {
    const number =
      BigInt(`0x${createHash('sha256').update(tid).digest('hex').slice(0, 12)}`) % 1_000_000_000n;
    return {
      tid,
      status: 'ISSUED',
      approveNo: number.toString().padStart(9, '0'),
      issuedAt: this.now(),
      receiptUrl: null,
      message: null,
    };
  }
}
