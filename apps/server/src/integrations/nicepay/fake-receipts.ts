import { createHash } from 'node:crypto';

/**
 * The cash-receipt part of the fake NICE Pay (INTEGRATIONS.md j.8): `POST /v1/receipt` checks the
 * required fields, that the parts add up (1615) and the number's length (7012), refuses an orderId
 * twice; `issueAll()` plays the tax office two business days later (the receipts become issued with
 * a 승인번호); cancel checks the four parts of a partial cancel and keeps the balance; GET answers the
 * receipt as it stands. `behaviour` makes NICE fail: 'down' (500) or 'refuse' (a business refusal).
 */
export type FakeReceipt = {
  tid: string;
  orderId: string;
  amount: number;
  balance: number;
  receiptType: string;
  receiptNo: string;
  status: 'issueRequested' | 'issued' | 'cancelled';
  approveNo: string | null;
};

export type FakeReceipts = {
  receipts: Map<string, FakeReceipt>;
  behaviour: 'normal' | 'down' | 'refuse';
  /** the tax office answers: every requested receipt becomes issued */
  issueAll(): void;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

export function fakeReceipts(): FakeReceipts {
  const receipts = new Map<string, FakeReceipt>();
  const state: FakeReceipts = {
    receipts,
    behaviour: 'normal',
    issueAll() {
      let n = receipts.size;
      for (const r of receipts.values()) {
        if (r.status === 'issueRequested') {
          r.status = 'issued';
          r.approveNo = String(100_000_000 + n++);
        }
      }
    },
  };
  return state;
}

/** Answers a cash-receipt call, or null when the path is not one. */
export function answerReceipt(
  state: FakeReceipts,
  secretKey: string,
  method: string,
  path: string,
  body: Record<string, unknown>,
): { status: number; payload: object } | null {
  const ok = (payload: object) => ({
    status: 200,
    payload: { resultCode: '0000', resultMsg: '정상 처리되었습니다.', ...payload },
  });
  const fail = (resultCode: string, resultMsg: string) => ({
    status: 200,
    payload: { resultCode, resultMsg },
  });
  const { receipts } = state;
  const isReceiptPath = /^\/v1\/receipt(\/|$)/.test(path);
  if (!isReceiptPath) return null;
  if (state.behaviour === 'down')
    return { status: 500, payload: { resultCode: '9999', resultMsg: '시스템 오류' } };
  if (state.behaviour === 'refuse') return fail('7010', 'VAN응답실패');

  if (method === 'POST' && /^\/v1\/receipt\/?$/.test(path)) {
    const amount = int(body.amount);
    const parts = [body.supplyAmt, body.goodsVat, body.taxFreeAmt, body.serviceAmt].map(int);
    const orderId = typeof body.orderId === 'string' ? body.orderId : '';
    if (!orderId || amount === null || !body.goodsName || parts.some((p) => p === null)) {
      return fail('2105', '필수 항목 누락');
    }
    if (parts.reduce((a, b) => a! + b!, 0) !== amount) return fail('1615', '거래금액 합계오류');
    const receiptNo = String(body.receiptNo ?? '');
    const fits = body.receiptType === 'company' ? /^\d{10}$/.test(receiptNo) : /^\d{10,11}$/.test(receiptNo);
    if (!fits || !['individual', 'company'].includes(String(body.receiptType))) {
      return fail('7012', 'Identity 번호 오류');
    }
    if ([...receipts.values()].some((r) => r.orderId === orderId)) return fail('7003', '현금영수증 중복발급');
    const tid = `RCPT${String(receipts.size + 1).padStart(8, '0')}`;
    receipts.set(tid, {
      tid,
      orderId,
      amount,
      balance: amount,
      receiptType: String(body.receiptType),
      receiptNo,
      status: 'issueRequested',
      approveNo: null,
    });
    const ediDate = new Date().toISOString();
    return ok({
      tid,
      orderId,
      approvedAt: '0',
      ediDate,
      // An orderId ending -FORGED is answered signed wrongly, as a forged answer would be.
      signature: sha256(orderId.endsWith('-FORGED') ? 'forged' : `${tid}${orderId}${ediDate}${secretKey}`),
    });
  }

  const cancel = /^\/v1\/receipt\/([^/]+)\/cancel$/.exec(path);
  if (method === 'POST' && cancel) {
    const receipt = receipts.get(decodeURIComponent(cancel[1]!));
    if (!receipt) return fail('2201', '거래 없음');
    if (!body.orderId || !body.reason) return fail('2105', '필수 항목 누락');
    const cancelAmt = body.cancelAmt === undefined ? receipt.balance : int(body.cancelAmt);
    if (body.cancelAmt !== undefined) {
      const parts = [body.supplyAmt, body.goodsVat, body.taxFreeAmt, body.serviceAmt].map(int);
      if (parts.some((p) => p === null)) return fail('2105', '부분취소 금액 항목 누락');
      if (parts.reduce((a, b) => a! + b!, 0) !== cancelAmt) return fail('1615', '거래금액 합계오류');
    }
    if (cancelAmt === null || cancelAmt <= 0 || cancelAmt > receipt.balance) return fail('7004', '취소오류');
    receipt.balance -= cancelAmt;
    if (receipt.balance === 0) receipt.status = 'cancelled';
    return ok({
      tid: `${receipt.tid}C`,
      orderId: body.orderId,
      cancelAmt,
      balanceAmt: receipt.balance,
      cancelledAt: new Date().toISOString(),
      approveNo: receipt.approveNo,
    });
  }

  const get = /^\/v1\/receipt\/([^/]+)$/.exec(path);
  if (method === 'GET' && get) {
    const receipt = receipts.get(decodeURIComponent(get[1]!));
    if (!receipt) return fail('2201', '거래 없음');
    return ok({
      tid: receipt.tid,
      orderId: receipt.orderId,
      status: receipt.status,
      amount: receipt.amount,
      balanceAmt: receipt.balance,
      approveNo: receipt.approveNo,
      approvedAt: receipt.status === 'issued' ? '2026-11-25T10:00:00.000+0900' : '0',
      receiptType: receipt.receiptType,
    });
  }
  return fail('9999', 'not found');
}
