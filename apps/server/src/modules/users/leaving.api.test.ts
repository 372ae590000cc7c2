import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponIssues, coupons, pointBalances, pointLedger, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, joinBodyFor, makeMember } from '../../testing/members.ts';

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
});
