import { formatDateTime, formatNumber } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema/index.ts';
import { SandboxMessages } from '../../integrations/messaging/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { certifyMember, makeApplicant } from '../../testing/applications.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { type Headers, paidCardOrder, RefundGateway, transferOrder } from '../../testing/claims.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { outboxRowsOf } from '../../testing/messages.ts';
import { orderForm, serviceContext } from '../../testing/orders.ts';
import { creditBonus, givePayoutAccount, newPromoter } from '../../testing/promoters.ts';
import { extendPaymentDeadline } from '../orders/paying.ts';

/**
 * Each event of issue 23 queues its message where the change happens: payment, invoice, delivery,
 * claims (with the refund), inquiry answers, promoter applications and withdrawals.
 */

let app: TestApp;
let shopper: Headers;
let operator: Headers;
let product: string;

beforeAll(async () => {
  app = await buildTestApp({}, { payments: new RefundGateway(), messaging: new SandboxMessages() });
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
  operator = (await asOperator(app)).headers;
});
afterAll(() => app.close());

const inject = (method: 'PUT' | 'POST', url: string, headers: Headers | undefined, payload: object) =>
  app.inject({ method, url, ...(headers ? { headers } : {}), payload });

describe('order events', () => {
  it('a card order: 결제 완료 once, and a cancel completed says the amount refunded', async () => {
    const order = await paidCardOrder(app, shopper, [{ _product: product, quantity: 2 }]);
    expect(await outboxRowsOf(app, 'ORDER_PLACED', order._id)).toHaveLength(0);
    const [paid] = await outboxRowsOf(app, 'PAYMENT_CONFIRMED', order._id);
    expect(paid!.text).toContain(`결제금액: ${formatNumber(order.amounts.paidAmount)}원`);

    const res = await inject('PUT', `/api/v1/me/purchases/${order.purchases[0]!._id}`, shopper, {
      claimStatus: 'CANCEL_REQUESTED',
      claimReason: 'CHANGE_OF_MIND',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await app.database.db.select().from(refunds).where(eq(refunds._order, order._id));
    const [done] = await outboxRowsOf(app, 'CLAIM_COMPLETED', order._id);
    expect(done!.text).toContain('취소 처리가 완료되었습니다');
    expect(done!.text).toContain(`환불금액: ${formatNumber(refund!.amount)}원`);
    expect(refund!.amount).toBeGreaterThan(0);
  });

  it('a virtual account: 주문 접수 with the account NICE issued and the deadline', async () => {
    const placed = await inject(
      'POST',
      '/api/plugins/nice/pay/generate',
      shopper,
      orderForm({ items: [{ _product: product, quantity: 1 }] }, { paymentMethod: 'VBANK' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { _id: string };
    expect(await outboxRowsOf(app, 'ORDER_PLACED', order._id)).toHaveLength(0);
    const until = new Date(app.clock.now.getTime() + 7 * 24 * 3600_000);
    await extendPaymentDeadline(serviceContext(app), order._id, until, {
      bank: '신한은행',
      accountNumber: '56211234567890',
      holder: '홍길동',
    });
    const [row] = await outboxRowsOf(app, 'ORDER_PLACED', order._id);
    expect(row!.text).toContain('(가상계좌)');
    expect(row!.text).toContain('입금계좌: 신한은행 56211234567890 홍길동');
    expect(row!.text).toContain(`입금기한: ${formatDateTime(until).slice(0, 16)}`);
  });

  it('a bank transfer: 발송 with the courier and tracking link, 배송 완료, then a return received', async () => {
    const order = await transferOrder(app, shopper, [{ _product: product }]);
    const line = order.purchases[0]!;
    const invoice = await inject('PUT', `/api/console/shop/invoices/${line.purchaseNo}`, operator, {
      courierCode: '04',
      invoiceNumber: '556677889900',
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const [shipped] = await outboxRowsOf(app, 'INVOICE_ENTERED', order._id);
    expect(shipped!.text).toContain('송장번호: 556677889900');
    expect(shipped!.variables.택배사).not.toBe('04');
    expect(shipped!.variables.배송조회).toContain('556677889900');

    expect(await outboxRowsOf(app, 'DELIVERY_COMPLETE', order._id)).toHaveLength(0);
    const delivered = await inject('PUT', `/api/console/shop/purchases/${line._id}`, operator, {
      status: 'DELIVERY_COMPLETE',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [done] = await outboxRowsOf(app, 'DELIVERY_COMPLETE', order._id);
    expect(done!.text).toContain('배송이 완료되었습니다');

    const account = await inject('PUT', '/api/v1/me/refund-account', shopper, {
      bankCode: '088',
      accountNumber: '110-123-456789',
      accountHolder: '홍길동',
    });
    expect(account.statusCode, account.body).toBe(200);
    const ret = await inject('PUT', `/api/v1/me/purchases/${line._id}`, shopper, {
      claimStatus: 'RETURN_REQUESTED',
      claimReason: 'CHANGE_OF_MIND',
    });
    expect(ret.statusCode, ret.body).toBe(200);
    const [accepted] = await outboxRowsOf(app, 'CLAIM_ACCEPTED', order._id);
    expect(accepted!.text).toContain('반품 신청이 접수되었습니다');
  });
});

describe('member events', () => {
  it('the first answer of an inquiry sends 1:1 문의 답변 to the number it left, once', async () => {
    const created = await inject('POST', '/api/v1/inquiries', undefined, {
      agreed: true,
      kinds: ['INSTALLATION'],
      name: '김문의',
      contact: '010-3456-7891',
    });
    expect(created.statusCode, created.body).toBe(201);
    const _id = created.json().inquiry._id as string;
    for (const answer of ['내일 방문 드리겠습니다', '모레 방문으로 바꿨습니다']) {
      const res = await inject('PUT', `/api/console/inquiries/${_id}/answer`, operator, { answer });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await outboxRowsOf(app, 'INQUIRY_ANSWERED', _id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: '01034567891' });
    expect(rows[0]!.text).toContain('김문의님');
  });

  it('a rejected promoter application says so with the reason', async () => {
    const a = await makeApplicant(app, '신청자');
    const res = await inject('PUT', `/api/console/users/${a.user._id}/requests/${a.request._id}`, operator, {
      status: 'REJECTED',
      reason: '서류 미비',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxRowsOf(app, 'APPLICATION_DECIDED', a.request._id);
    expect(row!.text).toContain('정회원 신청이 반려되었습니다');
    expect(row!.text).toContain('반려 사유: 서류 미비');
  });

  it('a paid withdrawal names the net amount and the account', async () => {
    const p = await newPromoter(app);
    await givePayoutAccount(app, p._user, p.name);
    await creditBonus(app, p._user, 20_000);
    const asked = await inject('POST', '/api/v1/promoter/bonuses/withdraw', p.headers, {
      _certification: await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone }),
      type: 'BONUS__DEBIT',
      amount: 20_000,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const withdrawal = asked.json().withdrawal as { _id: string; meta: { net: number } };
    const paid = await inject('PUT', `/api/console/users/bonuses/withdrawals/${withdrawal._id}`, operator, {
      status: 'APPROVED',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await outboxRowsOf(app, 'WITHDRAWAL_PAID', withdrawal._id);
    expect(row!.text).toContain(`입금금액: ${formatNumber(withdrawal.meta.net)}원`);
    expect(row!.text).toMatch(/입금계좌: \S+ \d+/);
  });
});
