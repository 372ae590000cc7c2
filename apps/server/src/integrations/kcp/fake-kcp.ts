import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson } from '../fake-http.ts';
import { kcpDecrypt, kcpEncrypt } from './crypto.ts';

/**
 * A local HTTP server answering as KCP's v2 API (INTEGRATIONS.md b.1), for the real adapter's tests
 * only. Registration must be encrypted with the site's keys; the result is encrypted back with a
 * fresh salt. `person` is who "verified" in the window. Order ids choose a behaviour: O-DECLINE
 * (res_cd 3001), O-500 (KCP failing), O-GARBLED (an encrypted result that does not decrypt),
 * O-PARTIAL (a result without CI).
 */
export type FakeKcp = {
  url: string;
  calls: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** reg_cert_key → the registered order id */
  registered: Map<string, string>;
  close(): Promise<void>;
};

export const FAKE_PERSON = {
  user_name: '김인증',
  phone_no: '01012345678',
  birth_day: '19900101',
  sex_code: '01',
  comm_id: 'SKT',
  local_code: '01',
  CI: 'C'.repeat(88),
  DI: 'D'.repeat(64),
};

export async function startFakeKcp(keys: { siteCode: string; encKey: string }): Promise<FakeKcp> {
  const calls: FakeKcp['calls'] = [];
  const registered = new Map<string, string>();
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url ?? '';
    calls.push({ path, headers: req.headers, body });
    const send = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.site_cd !== keys.siteCode)
      return send(200, { res_cd: '9001', res_msg: '사이트코드 오류' });
    if (req.method === 'POST' && path === '/api/reg/certDataReg.do') {
      let fields: Record<string, unknown>;
      try {
        fields = JSON.parse(
          kcpDecrypt(String(body.enc_data ?? ''), String(req.headers.rv ?? ''), keys.encKey, keys.siteCode),
        ) as Record<string, unknown>;
      } catch {
        return send(200, { res_cd: '9002', res_msg: '복호화 오류' });
      }
      const order = String(fields.ordr_idxx ?? '');
      if (order === 'O-500') return send(500, {});
      if (order === 'O-DECLINE') return send(200, { res_cd: '3001', res_msg: '등록 실패' });
      const regCertKey = randomBytes(8).toString('hex');
      registered.set(regCertKey, order);
      return send(200, {
        res_cd: '0000',
        res_msg: '정상처리',
        call_url: `${url}/kcp_cert/cert_view.jsp`,
        reg_cert_key: regCertKey,
      });
    }
    if (req.method === 'POST' && path === '/api/query/getCertData.do') {
      const order = registered.get(String(body.reg_cert_key ?? ''));
      if (!order || order !== body.ordr_idxx) return send(200, { res_cd: '3002', res_msg: '거래정보 없음' });
      if (order === 'O-GARBLED') {
        return send(200, {
          res_cd: '0000',
          enc_cert_data: 'bm90LWNpcGhlcg==',
          rv: randomBytes(16).toString('base64'),
        });
      }
      const person = order === 'O-PARTIAL' ? { ...FAKE_PERSON, CI: '' } : FAKE_PERSON;
      const { data, rv } = kcpEncrypt(JSON.stringify(person), keys.encKey, keys.siteCode);
      return send(200, { res_cd: '0000', res_msg: '정상처리', enc_cert_data: data, rv });
    }
    return send(404, { res_cd: '9404', res_msg: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    registered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
