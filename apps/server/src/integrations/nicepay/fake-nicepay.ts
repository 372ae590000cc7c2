import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson } from '../fake-http.ts';
import { answerReceipt, type FakeReceipts, fakeReceipts } from './fake-receipts.ts';

/**
 * A local HTTP server answering as NICE Pay's Start API documents (INTEGRATIONS.md a.1), for the
 * real adapter's tests only. It checks the Basic auth header and the approval amount against what
 * the window "authenticated" for the tid. Special tids choose a behaviour: T-DECLINE (card refused),
 * T-500 (NICE failing), T-VBANK (a virtual account issued), T-SLOW (answers after `slowMs`), T-FORGED (bad signature), T-SHORT (charges
 * a different amount than asked, as a broken provider might).
 */
export type FakeNicePay = {
  url: string;
  /** requests received: path and body */
  calls: { path: string; body: Record<string, unknown> }[];
  /** what the window authenticated: tid → the order and its amount */
  authenticated: Map<string, { orderId: string; amount: number }>;
  /** the cash-receipt API's receipts and behaviour (fake-receipts.ts) */
  cashReceipts: FakeReceipts;
  close(): Promise<void>;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export async function startFakeNicePay(keys: {
  clientId: string;
  secretKey: string;
  slowMs?: number;
}): Promise<FakeNicePay> {
  const calls: FakeNicePay['calls'] = [];
  const authenticated: FakeNicePay['authenticated'] = new Map();
  const cashReceipts = fakeReceipts();
  const expectedAuth = `Basic ${Buffer.from(`${keys.clientId}:${keys.secretKey}`).toString('base64')}`;
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url ?? '';
    calls.push({ path, body });
    const send = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== expectedAuth) {
      return send(401, { resultCode: 'U104', resultMsg: '인증 실패' });
    }
    const receipt = answerReceipt(cashReceipts, keys.secretKey, req.method ?? '', path, body);
    if (receipt) return send(receipt.status, receipt.payload);
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const tid = decodeURIComponent(cancel[1]!);
      return send(200, {
        resultCode: '0000',
        resultMsg: '취소 성공',
        tid,
        cancelledTid: `${tid}-C`,
        orderId: body.orderId,
        status: 'cancelled',
      });
    }
    const approve = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && approve) {
      const tid = decodeURIComponent(approve[1]!);
      if (tid === 'T-500') return send(500, { resultCode: '9999', resultMsg: '시스템 오류' });
      if (tid === 'T-SLOW') await new Promise((r) => setTimeout(r, keys.slowMs ?? 500));
      if (tid === 'T-DECLINE') return send(200, { resultCode: '3011', resultMsg: '카드번호 오류', tid });
      const authed = authenticated.get(tid);
      if (authed === undefined) return send(200, { resultCode: '2201', resultMsg: '거래 없음', tid });
      const amount = tid === 'T-SHORT' ? authed.amount - 1 : Number(body.amount);
      if (tid !== 'T-SHORT' && amount !== authed.amount) {
        return send(200, { resultCode: 'A127', resultMsg: '금액 불일치', tid });
      }
      const ediDate = new Date().toISOString();
      return send(200, {
        resultCode: '0000',
        resultMsg: '정상 처리되었습니다.',
        tid,
        orderId: authed.orderId,
        ediDate,
        signature:
          tid === 'T-FORGED' ? sha256('forged') : sha256(`${tid}${amount}${ediDate}${keys.secretKey}`),
        // T-VBANK: a virtual account issued (채번), not paid yet.
        status: tid === 'T-VBANK' ? 'ready' : 'paid',
        paidAt: tid === 'T-VBANK' ? '0' : '2026-11-23T14:00:00.000+0900',
        payMethod: tid === 'T-VBANK' ? 'vbank' : 'card',
        ...(tid === 'T-VBANK'
          ? {
              vbank: {
                vbankCode: '088',
                vbankName: '신한은행',
                vbankNumber: '56211234567890',
                vbankExpDate: '2026-11-30T23:59:59.000+0900',
                vbankHolder: '홍길동',
              },
            }
          : {}),
        amount,
        balanceAmt: amount,
        receiptUrl: `https://npg.nicepay.co.kr/issue/IssueLoader.do?tid=${tid}`,
      });
    }
    return send(404, { resultCode: '9999', resultMsg: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    authenticated,
    cashReceipts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
