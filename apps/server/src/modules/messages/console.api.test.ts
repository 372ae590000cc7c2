import type { ConsoleMessage, MessageTemplate } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, messages } from '../../db/schema/index.ts';
import { type FakeSolapi, startFakeSolapi } from '../../integrations/messaging/fake-solapi.ts';
import { SolapiProvider } from '../../integrations/messaging/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import type { Headers } from '../../testing/claims.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { queueMessage } from './outbox.ts';

/**
 * /api/console/messages (the outbox, masked; the templates, edited and audited) and Solapi's
 * delivery-report webhook, on the real Solapi adapter against the local fake.
 */

const SENDER = '0212345678';
const TOKEN = 'report-token-0123456789abcdef';
let fake: FakeSolapi;
let app: TestApp;
let operator: Headers;
let shopper: Headers;

beforeAll(async () => {
  fake = await startFakeSolapi({ apiKey: 'NCSKEY', apiSecret: 'solapi-secret', senders: [SENDER] });
  const provider = new SolapiProvider({
    apiKey: 'NCSKEY',
    apiSecret: 'solapi-secret',
    apiBase: fake.url,
    sender: SENDER,
    pfId: 'KA01PF190227072057634pRBhbpAw1w1',
    webhookToken: TOKEN,
    timeoutMs: 5_000,
  });
  app = await buildTestApp({}, { messaging: provider });
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers = operator, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function queued(key: string, to = '010-2345-6789') {
  await queueMessage(serviceContext(app), {
    event: 'INQUIRY_ANSWERED',
    key,
    to,
    variables: { 고객명: '이수진', 문의제목: `욕조 설치 문의 ${key}` },
  });
  const [row] = await app.database.db
    .select()
    .from(messages)
    .where(eq(messages.dedupeKey, `INQUIRY_ANSWERED:${key}`));
  return row!;
}

describe('GET /api/console/messages', () => {
  it('lists the outbox newest first with the recipient masked, never in full', async () => {
    await queued('list-1');
    const res = await call('GET', '/api/console/messages?event=INQUIRY_ANSWERED');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      summary: { totalCount: number; provider: string };
      messages: ConsoleMessage[];
    };
    expect(body.summary.provider).toBe('솔라피');
    const first = body.messages.find((m) => m.text.includes('list-1'))!;
    expect(first).toMatchObject({ recipient: '010-****-6789', state: 'QUEUED', stateLabel: '대기' });
    expect(res.body).not.toContain('01023456789');
    expect(res.body).not.toContain('2345-6789');
  });

  it('filters by state, event, a part of the number and period, and pages', async () => {
    await queued('filter-1', '010-7777-1212');
    await queued('filter-2', '010-7777-3434');
    const byPhone = await call('GET', '/api/console/messages?phone=7777-12');
    expect(byPhone.json().messages).toHaveLength(1);
    const paged = await app.inject({
      method: 'GET',
      url: '/api/console/messages?phone=7777',
      headers: { ...operator, skip: '1', limit: '1' },
    });
    expect(paged.json().summary.totalCount).toBe(2);
    expect(paged.json().messages).toHaveLength(1);
    const none = await call('GET', '/api/console/messages?state=DELIVERED&phone=7777');
    expect(none.json().summary.totalCount).toBe(0);
  });

  it('answers 400 with a Korean message for a bad filter', async () => {
    const state = await call('GET', '/api/console/messages?state=LOST');
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toBe('상태가 올바르지 않습니다');
    const phone = await call('GET', '/api/console/messages?phone=abc');
    expect(phone.statusCode).toBe(400);
    const period = await call('GET', '/api/console/messages?from=2026-11-20&to=2026-11-01');
    expect(period.statusCode).toBe(400);
  });

  it('answers 403 to a shopper and 401 without a token', async () => {
    expect((await call('GET', '/api/console/messages', shopper)).statusCode).toBe(403);
    expect((await call('GET', '/api/console/messages', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/console/messages/templates', shopper)).statusCode).toBe(403);
  });
});

describe('/api/console/messages/templates', () => {
  it('shows every event with its default text and variables', async () => {
    const res = await call('GET', '/api/console/messages/templates');
    expect(res.statusCode).toBe(200);
    const templates = res.json().templates as MessageTemplate[];
    expect(templates.map((t) => t.event)).toEqual([
      'ORDER_PLACED',
      'PAYMENT_CONFIRMED',
      'INVOICE_ENTERED',
      'DELIVERY_COMPLETE',
      'CLAIM_ACCEPTED',
      'CLAIM_COMPLETED',
      'INQUIRY_ANSWERED',
      'APPLICATION_DECIDED',
      'WITHDRAWAL_PAID',
    ]);
    const placed = templates[0]!;
    expect(placed).toMatchObject({
      enabled: true,
      edited: false,
      kind: 'TRANSACTION',
      providerTemplateId: null,
    });
    expect(placed.variables.map((v) => v.name)).toEqual(
      expect.arrayContaining(['주문번호', '입금계좌', '입금기한', '결제금액']),
    );
    // Every placeholder of a default text is one of its variables.
    for (const t of templates) {
      for (const [, name] of t.text.matchAll(/#\{([^{}]+)\}/g)) {
        expect(t.variables.map((v) => v.name)).toContain(name);
      }
    }
  });

  it('saves an edit with the 알림톡 template id, audited with what changed, and sends it as 알림톡', async () => {
    const text = '#{고객명}님, "#{문의제목}" 문의에 답변했습니다.';
    const res = await call('PUT', '/api/console/messages/templates/INQUIRY_ANSWERED', operator, {
      enabled: true,
      text,
      providerTemplateId: 'TPL_ANSWER_01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().template).toMatchObject({ edited: true, text, providerTemplateId: 'TPL_ANSWER_01' });
    const [audit] = await app.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'MESSAGE_TEMPLATE_CHANGE'), eq(auditLogs._target, 'INQUIRY_ANSWERED')));
    expect(audit).toMatchObject({
      targetKind: 'MESSAGE_TEMPLATE',
      after: { text, providerTemplateId: 'TPL_ANSWER_01' },
    });
    expect(audit!.before).not.toHaveProperty('enabled');

    // Kakao approved it: the message goes as 알림톡 and the fake checks the text against it.
    fake.templates.set('TPL_ANSWER_01', text);
    const row = await queued('alimtalk-1');
    expect(row).toMatchObject({ channel: 'ATA', providerTemplateId: 'TPL_ANSWER_01' });
    await app.messages.run();
    const [sent] = await app.database.db.select().from(messages).where(eq(messages._id, row._id));
    expect(sent).toMatchObject({ state: 'SENT', statusCode: '2000' });
    expect(fake.received.at(-1)).toMatchObject({
      type: 'ATA',
      kakaoOptions: { templateId: 'TPL_ANSWER_01', variables: { '#{고객명}': '이수진' } },
    });
  });

  it('answers 400 for an unknown variable, an empty text, a bad template id or event', async () => {
    const unknown = await call('PUT', '/api/console/messages/templates/INQUIRY_ANSWERED', operator, {
      enabled: true,
      text: '#{고객명}님, #{주문번호}',
      providerTemplateId: null,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('사용할 수 없는 변수입니다: #{주문번호}');
    const empty = await call('PUT', '/api/console/messages/templates/INQUIRY_ANSWERED', operator, {
      enabled: true,
      text: '  ',
      providerTemplateId: null,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('알림 내용을 입력해주세요');
    const badId = await call('PUT', '/api/console/messages/templates/INQUIRY_ANSWERED', operator, {
      enabled: true,
      text: '안내',
      providerTemplateId: '템플릿',
    });
    expect(badId.statusCode).toBe(400);
    const badEvent = await call('PUT', '/api/console/messages/templates/NOPE', operator, {
      enabled: true,
      text: '안내',
      providerTemplateId: null,
    });
    expect(badEvent.statusCode).toBe(400);
  });

  it('answers 403 to a shopper', async () => {
    const res = await call('PUT', '/api/console/messages/templates/INQUIRY_ANSWERED', shopper, {
      enabled: false,
      text: '안내',
      providerTemplateId: null,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/plugins/solapi/report/:token', () => {
  it('marks a sent message delivered from Solapi’s own record, once, and only with the token', async () => {
    fake.noKakao.add('01033334444');
    const row = await queued('report-1', '010-3333-4444');
    await app.messages.run();
    const [sent] = await app.database.db.select().from(messages).where(eq(messages._id, row._id));
    expect(sent!.state).toBe('SENT');
    const report = [{ messageId: sent!.providerMessageId, statusCode: '4000' }];

    const wrong = await call('POST', '/api/plugins/solapi/report/not-the-token', {}, report);
    expect(wrong.statusCode).toBe(404);
    expect((await app.database.db.select().from(messages).where(eq(messages._id, row._id)))[0]!.state).toBe(
      'SENT',
    );

    const res = await call('POST', `/api/plugins/solapi/report/${TOKEN}`, {}, report);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied: 1 });
    const [delivered] = await app.database.db.select().from(messages).where(eq(messages._id, row._id));
    expect(delivered).toMatchObject({ state: 'DELIVERED', statusCode: '4000', replacedBy: 'SMS' });
    expect(delivered!.finalAt).not.toBeNull();

    // Solapi retries until it gets 200: the same report again changes nothing.
    const again = await call('POST', `/api/plugins/solapi/report/${TOKEN}`, {}, report);
    expect(again.json()).toEqual({ applied: 0 });
  });

  it('does not trust the report’s own status: a forged 4000 for a message Solapi does not know is ignored', async () => {
    const row = await queued('report-2');
    await app.database.db
      .update(messages)
      .set({ state: 'SENT', providerMessageId: 'M4VFORGED' })
      .where(eq(messages._id, row._id));
    const res = await call('POST', `/api/plugins/solapi/report/${TOKEN}`, {}, [
      { messageId: 'M4VFORGED', statusCode: '4000' },
    ]);
    expect(res.json()).toEqual({ applied: 0 });
    expect((await app.database.db.select().from(messages).where(eq(messages._id, row._id)))[0]!.state).toBe(
      'SENT',
    );
  });

  it('answers 400 for a body that is not a list of messages', async () => {
    const res = await call('POST', `/api/plugins/solapi/report/${TOKEN}`, {}, { messageId: 'x' });
    expect(res.statusCode).toBe(400);
  });
});
