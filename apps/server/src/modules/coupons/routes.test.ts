import type { CouponInput, MemberCoupon } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponIssues } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { desk, type Headers } from '../../testing/desk.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let d: ReturnType<typeof desk>;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  d = desk(app, operator);
});
afterAll(() => app.close());

const mine = (headers: Headers, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/me/coupons${query}`, headers });
const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/v1/me/coupons', () => {
  it('answers 401 to a guest and 400 for an unknown state', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/coupons' })).statusCode).toBe(401);
    const bad = await mine(shopper, '?state=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('쿠폰 상태가 올바르지 않습니다');
  });

  it('shows the demo shopper the seeded coupons under 사용가능, with their terms', async () => {
    const res = await mine(shopper);
    expect(res.statusCode).toBe(200);
    const names = res.json().coupons.map((c: MemberCoupon) => c.coupon.name);
    expect(names).toEqual(expect.arrayContaining(['신규가입 5% 할인', '봄맞이 3,000원 할인']));
  });

  it('issues the JOIN coupon at join, and sorts a member’s coupons into usable, used and expired', async () => {
    const member = await makeMember(app);
    const usable = (await mine(member.headers)).json();
    expect(usable.summary.totalCount).toBe(1);
    expect(usable.coupons[0]).toMatchObject({
      state: 'USABLE',
      usedAt: null,
      coupon: {
        name: '신규가입 5% 할인',
        kind: 'RATE',
        value: 5,
        maxDiscount: 10_000,
        minOrderAmount: 30_000,
        scope: 'ALL',
      },
    });
    const { issuedAt, expiresAt } = usable.coupons[0] as MemberCoupon;
    expect(Date.parse(expiresAt) - Date.parse(issuedAt)).toBe(30 * DAY);

    // A second, short coupon.
    const short: CouponInput = {
      name: '3일 쿠폰',
      kind: 'AMOUNT',
      value: 1_000,
      validity: 'DAYS',
      validDays: 3,
    };
    const created = (await d.call('POST', '/shop/coupons', short)).json().coupon;
    await d.call('POST', `/shop/coupons/${created._id}/issue`, {
      _users: [member.user._id],
      reason: '시험 발급',
    });
    expect((await mine(member.headers)).json().summary.totalCount).toBe(2);
    // Time passes (written into the rows, so the tokens stay valid): the short one expires, the
    // join coupon gets used.
    await app.database.db
      .update(couponIssues)
      .set({
        issuedAt: new Date(app.clock.now.getTime() - 4 * DAY),
        expiresAt: new Date(app.clock.now.getTime() - DAY),
      })
      .where(eq(couponIssues._coupon, created._id));
    await app.database.db
      .update(couponIssues)
      .set({ usedAt: app.clock.now })
      .where(eq(couponIssues._id, usable.coupons[0]._id));
    expect((await mine(member.headers)).json().summary.totalCount).toBe(0);
    expect(
      (await mine(member.headers, '?state=USED')).json().coupons.map((c: MemberCoupon) => c.coupon.name),
    ).toEqual(['신규가입 5% 할인']);
    const expired = (await mine(member.headers, '?state=EXPIRED')).json();
    expect(expired.coupons.map((c: MemberCoupon) => [c.coupon.name, c.state])).toEqual([
      ['3일 쿠폰', 'EXPIRED'],
    ]);
  });

  it('never shows another member’s coupons', async () => {
    const a = await makeMember(app);
    const b = await makeMember(app);
    const ids = (await mine(b.headers)).json().coupons.map((c: MemberCoupon) => c._id);
    const aIds = (await mine(a.headers)).json().coupons.map((c: MemberCoupon) => c._id);
    expect(ids.some((id: string) => aIds.includes(id))).toBe(false);
  });
});
