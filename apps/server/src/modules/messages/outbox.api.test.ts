import type { Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { inTransaction } from '../../http/context.ts';
import {
  type MessageProvider,
  type OutgoingMessage,
  SandboxMessages,
  type SendOutcome,
} from '../../integrations/messaging/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { type Headers, transferOrder } from '../../testing/claims.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { outboxRowsOf } from '../../testing/messages.ts';
import { serviceContext } from '../../testing/orders.ts';
import { markPaid } from '../orders/paying.ts';
import { queueMessage } from './outbox.ts';
import { backoffMs, sendDueMessages } from './sender.ts';

/**
 * The outbox end to end on the sandbox provider: a message is written with the business change,
 * in its transaction, and sent after the commit by the sender the request kicks; a provider error
 * is retried with backoff; two senders racing send each message once; a sender that died leaves
 * nothing lost.
 */

/** The sandbox, able to fail the next N sends and to take its time (so racing senders overlap). */
class FlakyMessages extends SandboxMessages {
  failures = 0;
  delayMs = 0;
  override async send(message: OutgoingMessage): Promise<SendOutcome> {
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failures > 0) {
      this.failures -= 1;
      return { result: 'unavailable', message: 'Solapi 500 InternalError' };
    }
    return super.send(message);
  }
}

let app: TestApp;
let provider: FlakyMessages;
let shopper: Headers;
let product: string;

beforeAll(async () => {
  provider = new FlakyMessages();
  app = await buildTestApp({}, { messaging: provider });
  const category = (await makeCategory(app, { name: '욕실' }))._id;
  product = (
    await makeProduct(app, {
      name: '원피스 양변기',
      _category: category,
      price: 10_000,
      salePrice: 9_000,
      stock: 100,
    })
  )._id;
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());

/** A 무통장입금 order placed as the web app does: the order, then its confirmation (/process). */
async function placeTransferOrder(): Promise<Order> {
  const order = await transferOrder(app, shopper, [{ _product: product }], { paid: false });
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/shop/orders/${order._id}/process`,
    headers: shopper,
    payload: { depositorName: '홍길동' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

describe('order placed (무통장입금)', () => {
  it('is queued with the order, sent once the request answered, with the account and deadline', async () => {
    const before = provider.sent.length;
    const order = await placeTransferOrder();
    await app.messages.idle();
    const [row] = await outboxRowsOf(app, 'ORDER_PLACED', order._id);
    expect(row).toMatchObject({ state: 'SENT', recipient: '01012345678', attempts: 1, channel: 'LMS' });
    expect(row!.providerMessageId).toMatch(/^SANDBOX-/);
    expect(row!.text).toContain(`주문번호: ${order.orderNo}`);
    expect(row!.text).toContain('무통장입금');
    expect(row!.text).toMatch(/입금계좌: \S+ [0-9-]+ \S+/);
    expect(row!.text).toMatch(/입금기한: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(provider.sent.length).toBe(before + 1);
    expect(provider.sent.at(-1)).toMatchObject({ _id: row!._id, to: '01012345678' });
  });

  it('is queued once when the shopper confirms the order again', async () => {
    const order = await placeTransferOrder();
    await app.inject({
      method: 'POST',
      url: `/api/v1/shop/orders/${order._id}/process`,
      headers: shopper,
      payload: { depositorName: '김입금' },
    });
    await app.messages.idle();
    expect(await outboxRowsOf(app, 'ORDER_PLACED', order._id)).toHaveLength(1);
  });
});

describe('payment confirmed', () => {
  it('queues nothing when the transaction that paid the order is rolled back', async () => {
    const order = await transferOrder(app, shopper, [{ _product: product }], { paid: false });
    const ctx = serviceContext(app);
    await expect(
      inTransaction(ctx, async (tx) => {
        await markPaid(tx, order._id, { tid: null, amount: order.amounts.paidAmount, by: 'OPERATOR' });
        throw new Error('the order desk failed after paying');
      }),
    ).rejects.toThrow('the order desk failed');
    expect(await outboxRowsOf(app, 'PAYMENT_CONFIRMED', order._id)).toHaveLength(0);
    // Paid for real: one message.
    await markPaid(ctx, order._id, { tid: null, amount: order.amounts.paidAmount, by: 'OPERATOR' });
    const rows = await outboxRowsOf(app, 'PAYMENT_CONFIRMED', order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain('결제가 완료되었습니다');
    expect(rows[0]!.text).toContain('원피스 양변기');
  });
});

describe('the sender', () => {
  it('retries after a provider error with backoff, then sends', async () => {
    const order = await transferOrder(app, shopper, [{ _product: product }], { paid: false });
    await app.messages.run(); // what earlier tests queued goes first
    provider.failures = 1;
    await markPaid(serviceContext(app), order._id, {
      tid: null,
      amount: order.amounts.paidAmount,
      by: 'OPERATOR',
    });
    await app.messages.run();
    let [row] = await outboxRowsOf(app, 'PAYMENT_CONFIRMED', order._id);
    expect(row).toMatchObject({ state: 'QUEUED', attempts: 1, statusCode: 'UNAVAILABLE' });
    expect(row!.nextAttemptAt.getTime()).toBe(app.clock.now.getTime() + backoffMs(1));
    // Not due yet: nothing is sent.
    await app.messages.run();
    [row] = await outboxRowsOf(app, 'PAYMENT_CONFIRMED', order._id);
    expect(row).toMatchObject({ state: 'QUEUED', attempts: 1 });
    app.clock.advance(backoffMs(1));
    await app.messages.run();
    [row] = await outboxRowsOf(app, 'PAYMENT_CONFIRMED', order._id);
    expect(row).toMatchObject({ state: 'SENT', attempts: 2, error: null });
  });

  it('never sends a message twice when two senders race', async () => {
    const ctx = serviceContext(app);
    const keys: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      keys.push(`race-${n}-${Date.now()}`);
      await queueMessage(ctx, {
        event: 'INQUIRY_ANSWERED',
        key: keys[n]!,
        to: '010-5555-0000',
        variables: { 고객명: '경주', 문의제목: `문의 ${n}` },
      });
    }
    await app.messages.idle();
    const counting = new (class extends FlakyMessages {})();
    counting.delayMs = 5;
    const [a, b] = await Promise.all([
      sendDueMessages(serviceContext(app), counting, { batch: 3 }),
      sendDueMessages(serviceContext(app), counting, { batch: 3 }),
    ]);
    const ours = await Promise.all(keys.map((k) => outboxRowsOf(app, 'INQUIRY_ANSWERED', k)));
    const ids = ours.map(([r]) => r!._id);
    const sentIds = counting.sent.map((m) => m._id).filter((id) => ids.includes(id));
    expect(sentIds).toHaveLength(12);
    expect(new Set(sentIds).size).toBe(12);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(12);
    for (const [r] of ours) expect(r).toMatchObject({ state: 'SENT', attempts: 1 });
  });

  it('sends what a sender that died left SENDING, once its lease lapsed (a restart loses nothing)', async () => {
    const ctx = serviceContext(app);
    const key = `restart-${Date.now()}`;
    await queueMessage(ctx, {
      event: 'INQUIRY_ANSWERED',
      key,
      to: '01055550001',
      variables: { 고객명: '재시작', 문의제목: '문의' },
    });
    const [queued] = await outboxRowsOf(app, 'INQUIRY_ANSWERED', key);
    // As a sender that claimed it and then died would leave it.
    await app.database.db
      .update(messages)
      .set({ state: 'SENDING', attempts: 1, leaseUntil: new Date(app.clock.now.getTime() + 60_000) })
      .where(eq(messages._id, queued!._id));
    await app.messages.run();
    expect((await outboxRowsOf(app, 'INQUIRY_ANSWERED', key))[0]).toMatchObject({ state: 'SENDING' });
    app.clock.advance(61_000);
    await app.messages.run();
    expect((await outboxRowsOf(app, 'INQUIRY_ANSWERED', key))[0]).toMatchObject({
      state: 'SENT',
      attempts: 2,
    });
  });

  it('gives up after the last attempt and says why', async () => {
    const ctx = serviceContext(app);
    const key = `refused-${Date.now()}`;
    await queueMessage(ctx, {
      event: 'INQUIRY_ANSWERED',
      key,
      to: '01055550002',
      variables: { 고객명: '거절', 문의제목: '문의' },
    });
    const refusing: MessageProvider = {
      kind: 'sandbox',
      label: 'refusing',
      send: async () => ({
        result: 'refused',
        statusCode: '1043',
        message: '등록한 템플릿과 내용이 다름',
        retry: false,
      }),
      verifyWebhook: () => false,
      lookup: async () => null,
    };
    const lines: string[] = [];
    const note = (obj: unknown, msg?: string) => lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`);
    const log = { ...app.log, warn: note, info: note, error: note } as unknown as typeof app.log;
    await sendDueMessages({ ...serviceContext(app), log }, refusing);
    // The number is logged masked, never in full.
    expect(lines.join('\n')).toContain('010-****-0002');
    expect(lines.join('\n')).not.toContain('01055550002');
    expect((await outboxRowsOf(app, 'INQUIRY_ANSWERED', key))[0]).toMatchObject({
      state: 'FAILED',
      statusCode: '1043',
      error: '등록한 템플릿과 내용이 다름',
    });
  });
});

describe('a switched-off event', () => {
  it('records the message as not sent, and sends nothing', async () => {
    const operator = (await asOperator(app)).headers;
    const templates = await app.inject({
      method: 'GET',
      url: '/api/console/messages/templates',
      headers: operator,
    });
    const paid = templates.json().templates.find((t: { event: string }) => t.event === 'PAYMENT_CONFIRMED');
    const off = await app.inject({
      method: 'PUT',
      url: '/api/console/messages/templates/PAYMENT_CONFIRMED',
      headers: operator,
      payload: { enabled: false, text: paid.text, providerTemplateId: null },
    });
    expect(off.statusCode, off.body).toBe(200);
    const order = await transferOrder(app, shopper, [{ _product: product }]);
    await app.messages.run();
    expect((await outboxRowsOf(app, 'PAYMENT_CONFIRMED', order._id))[0]).toMatchObject({
      state: 'SKIPPED',
      statusCode: 'DISABLED',
      attempts: 0,
    });
    await app.inject({
      method: 'PUT',
      url: '/api/console/messages/templates/PAYMENT_CONFIRMED',
      headers: operator,
      payload: { enabled: true, text: paid.text, providerTemplateId: null },
    });
  });
});
