import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carts,
  certifications,
  couponIssues,
  coupons,
  destinations,
  likes,
  pointBalances,
  pointLedger,
  purchases,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, joinBodyFor, makeMember } from '../../testing/members.ts';
import { orderForm, serviceContext } from '../../testing/orders.ts';
import { makePromoter } from '../../testing/promoters.ts';
import { appendBonus } from '../bonuses/ledger.ts';

/** 회원탈퇴 per DOMAIN.md Members (decision 0042): points lapse, coupons go, the username stays taken. */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const withdraw = (headers: Record<string, string>, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/me/withdraw', headers, payload: { password, reason: '기타' } });

async function giveCouponAndPoints(_user: string, points: number) {
  const db = app.database.db;
  const [coupon] = await db.select({ _id: coupons._id }).from(coupons).limit(1);
  await db
    .insert(couponIssues)
    .values({
      _coupon: coupon!._id,
      _user,
      issuedAt: app.clock.now,
      expiresAt: new Date(app.clock.now.getTime() + 86_400_000),
    })
    .onConflictDoNothing(); // the member may already hold it (a JOIN coupon)
  await db.insert(pointLedger).values({
    _user,
    amount: points,
    type: 'ADMIN',
    source: 'OPERATOR',
    reference: `test-${_user}`,
    reason: '테스트 적립',
    createdAt: app.clock.now,
  });
}

describe('leaving (POST /api/v1/me/withdraw)', () => {
  it('lapses the points balance with one LAPSE row and revokes unused coupons', async () => {
    const member = await makeMember(app);
    await giveCouponAndPoints(member.user._id, 3_500);
    const held = await app.database.db
      .select()
      .from(couponIssues)
      .where(eq(couponIssues._user, member.user._id));
    expect(held.length).toBeGreaterThan(0);
    expect((await withdraw(member.headers, member.body.password!)).statusCode).toBe(204);

    const rows = await app.database.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger._user, member.user._id));
    const lapses = rows.filter((r) => r.type === 'LAPSE');
    expect(lapses).toHaveLength(1);
    expect(lapses[0]).toMatchObject({ amount: -3_500, source: 'LEAVE', reason: '회원탈퇴로 소멸' });
    const [balance] = await app.database.db
      .select()
      .from(pointBalances)
      .where(eq(pointBalances._user, member.user._id));
    expect(balance?.balance ?? 0).toBe(0);
    const issues = await app.database.db
      .select()
      .from(couponIssues)
      .where(eq(couponIssues._user, member.user._id));
    expect(issues).toEqual([]);
  });

  it('writes no LAPSE row when there is nothing to lapse', async () => {
    const member = await makeMember(app);
    expect((await withdraw(member.headers, member.body.password!)).statusCode).toBe(204);
    const rows = await app.database.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger._user, member.user._id));
    expect(rows.filter((r) => r.type === 'LAPSE')).toEqual([]);
  });

  it('answers 409 이미 사용중인 아이디입니다 to a join with the former username', async () => {
    const member = await makeMember(app);
    expect((await withdraw(member.headers, member.body.password!)).statusCode).toBe(204);
    for (const username of [member.body.username!]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: await joinBodyFor(app, { username }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: '이미 사용중인 아이디입니다', code: 'USERNAME_TAKEN' });
    }
  });

  it('has the database refuse the reserved username too, whoever writes the row', async () => {
    const member = await makeMember(app);
    expect((await withdraw(member.headers, member.body.password!)).statusCode).toBe(204);
    await expect(
      app.database.db.execute(
        sql`insert into users (username, name, email, phone, type) values (${member.body.username}, '김우회', 'a@b.co', '01011112222', 'CONSUMER')`,
      ),
    ).rejects.toThrow();
    const same = await app.database.db.select().from(users).where(eq(users.username, member.body.username!));
    expect(same).toEqual([]);
  });

  it('reserves the username of a member an operator closed as well', async () => {
    const member = await makeMember(app);
    const operator = await asOperator(app);
    const closed = await app.inject({
      method: 'DELETE',
      url: `/api/console/users/${member.user._id}`,
      headers: operator.headers,
      payload: { reason: '요청에 의한 탈퇴' },
    });
    expect(closed.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: await joinBodyFor(app, { username: member.body.username }),
    });
    expect(res.statusCode).toBe(409);
  });

  it('waits until every order is settled: 422 while a purchase runs, then leaving goes through', async () => {
    const member = await makeMember(app);
    const product = await makeProduct(app, {
      name: '탈퇴 전 주문 수전',
      _category: (await makeCategory(app))._id,
      price: 20_000,
      stock: 5,
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/v1/shop/orders',
      headers: member.headers,
      payload: orderForm({ items: [{ _product: product._id, quantity: 1 }] }),
    });
    expect(order.statusCode, order.body).toBe(201);
    const refusedLeave = await withdraw(member.headers, member.body.password!);
    expect(refusedLeave.statusCode).toBe(422);
    expect(refusedLeave.json().message).toBe('진행 중인 주문이 있어 탈퇴할 수 없습니다');
    const [still] = await app.database.db.select().from(users).where(eq(users._id, member.user._id));
    expect(still?.state).toBe('ACTIVE');
    // The unpaid order called off, nothing runs any more.
    await app.database.db
      .update(purchases)
      .set({ status: 'ORDER_CANCELED', purchaseStatus: 'PURCHASE_CANCELED' })
      .where(eq(purchases._user, member.user._id));
    expect((await withdraw(member.headers, member.body.password!)).statusCode).toBe(204);
  });

  it('deletes the cart, the address book and the likes', async () => {
    const member = await makeMember(app);
    const product = await makeProduct(app, {
      name: '탈퇴 전 찜한 세면대',
      _category: (await makeCategory(app))._id,
      price: 30_000,
      stock: 5,
    });
    const _user = member.user._id;
    const db = app.database.db;
    await db.insert(carts).values({ _user, type: 'cart', _product: product._id, quantity: 2 });
    await db.insert(likes).values({ _user, _product: product._id });
    await db.insert(destinations).values({
      _user,
      title: '집',
      name: '김탈퇴',
      phone: '01012345678',
      postcode: '06236',
      address1: '서울 강남구 테헤란로 123',
    });
    expect((await withdraw(member.headers, member.body.password!)).statusCode).toBe(204);
    expect(await db.select().from(carts).where(eq(carts._user, _user))).toEqual([]);
    expect(await db.select().from(likes).where(eq(likes._user, _user))).toEqual([]);
    expect(await db.select().from(destinations).where(eq(destinations._user, _user))).toEqual([]);
  });

  it('refuses a promoter with a positive bonus balance or a withdrawal awaiting its deposit, 422', async () => {
    const promoter = await makePromoter(app);
    const ctx = serviceContext(app);
    const credit = (amount: number, reference: string) =>
      appendBonus(ctx, {
        _user: promoter.user._id,
        amount,
        type: 'BONUS__ADMIN',
        source: 'MANUAL_PROMOTER',
        reference,
      });
    await credit(3_000, `leave-${promoter.user._id}-1`);
    const held = await withdraw(promoter.headers, promoter.body.password);
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toBe('출금 가능한 수당이 남아 있어 탈퇴할 수 없습니다');
    // Withdrawn to zero, but the deposit is still awaited.
    await credit(-3_000, `leave-${promoter.user._id}-2`);
    const [certification] = await app.database.db
      .insert(certifications)
      .values({
        purpose: 'WITHDRAWAL',
        _user: promoter.user._id,
        state: 'USED',
        regCertKey: `leave-${promoter.user._id}`,
        name: '김추천',
        phone: '01012345678',
        ciHash: 'x',
        expiresAt: app.clock.now,
        usedAt: app.clock.now,
      })
      .returning();
    const [awaiting] = await app.database.db
      .insert(withdrawals)
      .values({
        _user: promoter.user._id,
        amount: 3_000,
        incomeTax: 90,
        localTax: 0,
        transferFee: 0,
        charge: 90,
        net: 2_910,
        remain: 0,
        bankCode: '004',
        accountNumber: '1234567890',
        accountHolder: '김추천',
        _certification: certification!._id,
      })
      .returning();
    expect((await withdraw(promoter.headers, promoter.body.password)).statusCode).toBe(422);
    await app.database.db
      .update(withdrawals)
      .set({ status: 'APPROVED', paidAt: app.clock.now })
      .where(eq(withdrawals._id, awaiting!._id));
    expect((await withdraw(promoter.headers, promoter.body.password)).statusCode).toBe(204);
  });
});
