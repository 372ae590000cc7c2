import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson } from '../fake-http.ts';

/**
 * A local HTTP server answering as Solapi documents (INTEGRATIONS.md i.1, i.5), for the real
 * adapter's and the outbox's tests only. It checks the HMAC Authorization header (format, key,
 * signature, a date within 15 minutes, a signature never used twice), the registered sender, the
 * 알림톡 template id and that the text is the template with its variables put in, keeps each
 * message's status for `GET /messages/v4/list?messageId=`, and can post delivery reports to a
 * webhook (retrying until 200, five calls at most). `failNext` answers 500 that many times.
 */
export type FakeSolapi = {
  url: string;
  /** every send request's messages, in order */
  received: Record<string, unknown>[];
  /** approved 알림톡 templates: id → text with #{} placeholders */
  templates: Map<string, string>;
  /** numbers without KakaoTalk: their 알림톡 fails (3104) and the SMS/LMS fallback goes instead */
  noKakao: Set<string>;
  /** the next N send requests answer 500 */
  failNext: number;
  /** the status of each message sent: messageId → what the list lookup answers */
  statuses: Map<string, { messageId: string; statusCode: string; type: string; replacement: boolean }>;
  /** Posts the final report of the given messages to `url`, retrying until 200 (5 calls at most). */
  report(url: string, messageIds: string[]): Promise<number>;
  close(): Promise<void>;
};

const AUTH = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/;

export async function startFakeSolapi(keys: {
  apiKey: string;
  apiSecret: string;
  senders: string[];
}): Promise<FakeSolapi> {
  const usedSignatures = new Set<string>();
  const fake: Omit<FakeSolapi, 'url' | 'close'> & { url?: string } = {
    received: [],
    templates: new Map(),
    noKakao: new Set(),
    failNext: 0,
    statuses: new Map(),
    async report(url, messageIds) {
      const body = JSON.stringify(messageIds.map((id) => fake.statuses.get(id)).filter(Boolean));
      for (let call = 1; call <= 5; call += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).catch(() => null);
        if (response?.status === 200) return call;
      }
      return 5;
    },
  };
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    const auth = AUTH.exec(req.headers.authorization ?? '');
    if (!auth) return send(403, { errorCode: 'InvalidAuthorization', errorMessage: 'bad header' });
    const [, apiKey, date, salt, signature] = auth;
    if (apiKey !== keys.apiKey) return send(403, { errorCode: 'InvalidAPIKey', errorMessage: 'key' });
    const expected = createHmac('sha256', keys.apiSecret).update(`${date}${salt}`).digest('hex');
    if (signature !== expected) {
      return send(403, { errorCode: 'SignatureDoesNotMatch', errorMessage: 'signature' });
    }
    if (Math.abs(Date.now() - Date.parse(date!)) > 15 * 60_000 || Number.isNaN(Date.parse(date!))) {
      return send(403, { errorCode: 'RequestTimeTooSkewed', errorMessage: 'date' });
    }
    if (usedSignatures.has(signature!)) {
      return send(403, { errorCode: 'DuplicatedSignature', errorMessage: 'signature reused' });
    }
    usedSignatures.add(signature!);
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (req.method === 'GET' && url.pathname === '/messages/v4/list') {
      const id = url.searchParams.get('messageId') ?? '';
      const found = fake.statuses.get(id);
      return send(200, { messageList: found ? { [id]: found } : {}, limit: 20 });
    }
    if (req.method !== 'POST' || url.pathname !== '/messages/v4/send-many/detail') {
      return send(404, { errorCode: 'NotFound', errorMessage: 'not found' });
    }
    const body = await readJson(req);
    if (fake.failNext > 0) {
      fake.failNext -= 1;
      return send(500, { errorCode: 'InternalError', errorMessage: '일시적인 오류' });
    }
    const groupId = `G4V${randomBytes(6).toString('hex').toUpperCase()}`;
    const messageList: object[] = [];
    const failedMessageList: object[] = [];
    for (const m of (body.messages ?? []) as Record<string, unknown>[]) {
      fake.received.push(m);
      const fail = (statusCode: string, statusMessage: string) =>
        failedMessageList.push({
          to: m.to,
          from: m.from,
          statusCode,
          statusMessage,
          customFields: m.customFields,
        });
      if (!/^\d+$/.test(String(m.to))) {
        fail('1022', '수신번호 형식 오류');
        continue;
      }
      if (!keys.senders.includes(String(m.from))) {
        fail('1062', '발신번호 미등록');
        continue;
      }
      const kakao = m.kakaoOptions as { templateId?: string; variables?: Record<string, string> } | undefined;
      if (m.type === 'ATA') {
        const template = kakao?.templateId ? fake.templates.get(kakao.templateId) : undefined;
        if (template === undefined) {
          fail('1042', '템플릿 ID가 올바르지 않음');
          continue;
        }
        const filled = Object.entries(kakao?.variables ?? {}).reduce(
          (text, [key, value]) => text.replaceAll(key, value),
          template,
        );
        if (filled !== m.text) {
          fail('1043', '등록한 템플릿과 내용이 다름');
          continue;
        }
      }
      const messageId = `M4V${randomBytes(8).toString('hex').toUpperCase()}`;
      const fallback = m.type === 'ATA' && fake.noKakao.has(String(m.to));
      const textBytes = [...String(m.text)].reduce((n, ch) => n + (ch.charCodeAt(0) < 128 ? 1 : 2), 0);
      fake.statuses.set(messageId, {
        messageId,
        statusCode: '4000',
        type: fallback ? (textBytes > 90 ? 'LMS' : 'SMS') : String(m.type),
        replacement: fallback,
      });
      messageList.push({
        messageId,
        statusCode: '2000',
        statusMessage: '정상 접수',
        customFields: m.customFields,
      });
    }
    return send(200, {
      groupInfo: { groupId, count: { total: messageList.length + failedMessageList.length } },
      failedMessageList,
      messageList,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeSolapi;
}
