import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server answering as Kakao's kauth (token) and kapi (user/me) do (INTEGRATIONS.md c),
 * for the real adapter's tests. `codes` maps an authorization code to the Kakao user it logs in;
 * a code works once. The code `C-500` makes the token endpoint fail.
 */
export type FakeKakao = {
  url: string;
  codes: Map<string, Record<string, unknown>>;
  calls: { path: string; body: Record<string, string>; authorization: string | undefined }[];
  close(): Promise<void>;
};

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startFakeKakao(keys: { clientId: string; clientSecret: string }): Promise<FakeKakao> {
  const codes: FakeKakao['codes'] = new Map();
  const tokens = new Map<string, Record<string, unknown>>();
  const calls: FakeKakao['calls'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readForm(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    calls.push({ path, body, authorization: req.headers.authorization });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && path === '/oauth/token') {
      if (body.code === 'C-500') return send(500, { error: 'server_error' });
      if (body.client_id !== keys.clientId || body.client_secret !== keys.clientSecret) {
        return send(401, { error: 'invalid_client', error_code: 'KOE010' });
      }
      const user = body.grant_type === 'authorization_code' ? codes.get(body.code ?? '') : undefined;
      if (!user || !body.redirect_uri) {
        return send(400, {
          error: 'invalid_grant',
          error_code: 'KOE320',
          error_description: 'authorization code not found',
        });
      }
      codes.delete(body.code ?? '');
      const token = `AT-${Math.random().toString(36).slice(2)}`;
      tokens.set(token, user);
      return send(200, {
        token_type: 'bearer',
        access_token: token,
        expires_in: 21599,
        refresh_token: 'RT',
        refresh_token_expires_in: 5183999,
      });
    }
    if (path === '/v2/user/me') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return send(401, { msg: 'this access token does not exist', code: -401 });
      return send(200, user);
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    codes,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
