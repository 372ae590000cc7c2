import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server answering as nid.naver.com (token) and openapi.naver.com (nid/me) do
 * (INTEGRATIONS.md d), for the real adapter's tests. `codes` maps a code to the Naver profile
 * (`response` object); a code works once. `C-500` makes the token endpoint fail.
 */
export type FakeNaver = {
  url: string;
  codes: Map<string, Record<string, unknown>>;
  calls: { path: string; body: Record<string, string> }[];
  close(): Promise<void>;
};

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startFakeNaver(keys: { clientId: string; clientSecret: string }): Promise<FakeNaver> {
  const codes: FakeNaver['codes'] = new Map();
  const tokens = new Map<string, Record<string, unknown>>();
  const calls: FakeNaver['calls'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readForm(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    calls.push({ path, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(json));
    };
    if (path === '/oauth2.0/token') {
      if (body.code === 'C-500') return send(500, {});
      // Naver answers its errors with 200 and an `error` field.
      if (body.client_id !== keys.clientId || body.client_secret !== keys.clientSecret) {
        return send(200, { error: 'invalid_client', error_description: 'client authentication failed' });
      }
      const user = codes.get(body.code ?? '');
      if (!user || !body.state)
        return send(200, { error: 'invalid_request', error_description: 'no valid data in session' });
      codes.delete(body.code ?? '');
      const token = `AT-${Math.random().toString(36).slice(2)}`;
      tokens.set(token, user);
      return send(200, {
        access_token: token,
        refresh_token: 'RT',
        token_type: 'bearer',
        expires_in: '3600',
      });
    }
    if (path === '/v1/nid/me') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return send(401, { resultcode: '024', message: 'Authentication failed' });
      return send(200, { resultcode: '00', message: 'success', response: user });
    }
    send(404, {});
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
