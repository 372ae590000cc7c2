import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { transferOrder } from '../../testing/claims.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';

/** /console/withdrawn-users reads GET /api/console/users?state=LEFT (DOMAIN.md Console, "Withdrawn members"). */
let app: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
});
afterAll(() => app.close());

const list = (query: string, headers: Record<string, string> | null = operator) =>
  app.inject({ method: 'GET', url: `/api/console/users?${query}`, ...(headers ? { headers } : {}) });

describe('GET /api/console/users?state=LEFT', () => {
  it('answers who left, when, why, by whom and their paid orders, without personal data', async () => {
    const product = await makeProduct(app, {
      name: '탈퇴 회원 수전',
      _category: (await makeCategory(app))._id,
      price: 20_000,
      stock: 10,
    });
    const leaver = await makeMember(app, { name: '박떠남', phone: '01077776666' });
    await transferOrder(app, leaver.headers, [{ _product: product._id }]);
    await transferOrder(app, leaver.headers, [{ _product: product._id }]);
    await transferOrder(app, leaver.headers, [{ _product: product._id }], { paid: false });
    // everything settled, so leaving is allowed: two paid orders completed, the unpaid one called off
    await app.database.db
      .update(purchases)
      .set({ purchaseStatus: 'PURCHASE_COMPLETE' })
      .where(eq(purchases._user, leaver.user._id));
    await app.database.db
      .update(purchases)
      .set({ status: 'ORDER_CANCELED', purchaseStatus: 'PURCHASE_CANCELED' })
      .where(eq(purchases.status, 'ORDER_NONPAYMENT'));
    const left = await app.inject({
      method: 'POST',
      url: '/api/v1/me/withdraw',
      headers: leaver.headers,
      payload: { password: leaver.body.password, reason: '배송이 느려요' },
    });
    expect(left.statusCode, left.body).toBe(204);

    const closed = await makeMember(app, { name: '최정리', phone: '01055554444' });
    const close = await app.inject({
      method: 'DELETE',
      url: `/api/console/users/${closed.user._id}`,
      headers: operator,
      payload: { reason: '장기 미접속 정리' },
    });
    expect(close.statusCode).toBe(200);

    const res = await list('state=LEFT');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(2);
    const rows = res.json().users as Record<string, unknown>[];
    const rowOf = (_id: string) => rows.find((r) => r._id === _id);
    expect(rowOf(leaver.user._id)).toMatchObject({
      type: 'CONSUMER',
      state: 'LEFT',
      createdAt: expect.any(String),
      leftAt: app.clock.now.toISOString(),
      leave: { reason: '배송이 느려요', by: 'MEMBER', orderCount: 2 },
    });
    expect(rowOf(closed.user._id)).toMatchObject({
      leave: { reason: '장기 미접속 정리', by: 'OPERATOR', orderCount: 0 },
    });
    for (const member of [leaver, closed]) {
      for (const personal of [member.body.name, member.body.email, member.body.phone, member.body.username]) {
        expect(res.body).not.toContain(personal);
      }
    }
    expect(rowOf(leaver.user._id)).toMatchObject({
      name: '탈퇴회원',
      email: '',
      phone: '',
      promoterCode: null,
    });
  });

  it('answers leave: null for members who have not left', async () => {
    await makeMember(app);
    const res = await list('state=ACTIVE');
    expect(res.statusCode).toBe(200);
    for (const row of res.json().users) expect(row.leave).toBeNull();
  });

  it('answers 401 to a guest and 403 to a consumer', async () => {
    expect((await list('state=LEFT', null)).statusCode).toBe(401);
    const shopper = await asShopper(app);
    expect((await list('state=LEFT', shopper.headers)).statusCode).toBe(403);
  });
});
