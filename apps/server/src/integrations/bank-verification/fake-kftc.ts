import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server answering as KFTC Open Banking (token and 입금이체), for the real adapter's
 * tests only. Holder names map accounts: an account number in `holders` is credited only when the
 * holder matches (name_check_option on), others answer bank_rsp_code 400; account 5000000000
 * makes KFTC fail with a 500.
 */
export type FakeKftc = {
  url: string;
  calls: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** print_content of every deposit made, by account number */
  deposits: Map<string, string>;
  tokensIssued: number;
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeKftc(keys: {
  clientId: string;
  clientSecret: string;
  holders: Record<string, string>;
}): Promise<FakeKftc> {
  const fake: Omit<FakeKftc, 'url' | 'close'> = { calls: [], deposits: new Map(), tokensIssued: 0 };
  const tokens = new Set<string>();
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    fake.calls.push({ path, headers: req.headers, body });
    const send = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    if (req.method === 'POST' && path === '/oauth/2.0/token') {
      if (
        body.client_id !== keys.clientId ||
        body.client_secret !== keys.clientSecret ||
        body.scope !== 'oob' ||
        body.grant_type !== 'client_credentials'
      ) {
        return send(401, { rsp_code: 'O0001', rsp_message: '인증 실패' });
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      fake.tokensIssued += 1;
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: 7_776_000, scope: 'oob' });
    }
    if (req.method === 'POST' && path === '/v2.0/transfer/deposit/acnt_num') {
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token)) return send(401, { rsp_code: 'O0002', rsp_message: '토큰 오류' });
      const line = (body.req_list as Record<string, string>[] | undefined)?.[0];
      if (!line) return send(200, { rsp_code: 'A0003', rsp_message: '요청 오류' });
      if (line.account_num === '5000000000') return send(500, {});
      const holder = keys.holders[line.account_num ?? ''];
      const matches = holder !== undefined && holder === line.account_holder_name;
      if (matches) fake.deposits.set(line.account_num!, line.print_content!);
      return send(200, {
        api_tran_id: randomBytes(8).toString('hex'),
        rsp_code: 'A0000',
        rsp_message: '',
        res_cnt: '1',
        res_list: [
          {
            tran_no: line.tran_no,
            bank_tran_id: line.bank_tran_id,
            bank_rsp_code: matches ? '000' : '400',
            bank_rsp_message: matches ? '' : '수취인 성명 불일치',
            account_holder_name: holder ?? '',
          },
        ],
      });
    }
    return send(404, { rsp_code: 'A0404' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
