import { randomUUID } from 'node:crypto';
import type { Coupon, CouponInput } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, couponIssues, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory } from '../../testing/catalog.ts';
import { desk, type Headers, userOf } from '../../testing/desk.ts';
import { asOperator, asPromoter, asShopper, makeMember } from '../../testing/members.ts';

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let shopperId: string;
let d: ReturnType<typeof desk>;

beforeAll(async () => {
  app = await buildTestApp();
  const s = await asShopper(app);
  [operator, shopper, promoter] = [
    (await asOperator(app)).headers,
    s.headers,
    (await asPromoter(app)).headers,
  ];
  shopperId = userOf(s.accessToken);
  d = desk(app, operator);
});
afterAll(() => app.close());

const terms = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  name: '여름 10% 할인',
  kind: 'RATE',
  value: 10,
  maxDiscount: 20_000,
  minOrderAmount: 50_000,
  validity: 'DAYS',
  validDays: 14,
  ...overrides,
});
async function create(overrides: Partial<CouponInput> = {}): Promise<Coupon> {
  const res = await d.call('POST', '/shop/coupons', terms(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().coupon;
}
const ISSUE_REASON = '배송 지연 보상';
/** 쿠폰 발급 with the operator's reason (required), unless the body brings its own. */
const issue = (_id: string, body: object) =>
  d.call('POST', `/shop/coupons/${_id}/issue`, { reason: ISSUE_REASON, ...body });

describe('the coupons console guard', () => {
  const id = randomUUID();
  it.each([
    ['GET', '/shop/coupons'],
    ['POST', '/shop/coupons'],
    ['GET', `/shop/coupons/${id}`],
    ['PUT', `/shop/coupons/${id}`],
    ['DELETE', `/shop/coupons/${id}`],
    ['POST', `/shop/coupons/${id}/issue`],
    ['GET', `/shop/coupons/${id}/issues`],
    ['DELETE', `/shop/coupons/${id}/issues/${randomUUID()}`],
  ] as const)('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? terms() : undefined;
    const guest = await app.inject({ method, url: `/api/console${url}`, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      expect((await d.call(method, url, payload, headers)).statusCode).toBe(403);
    }
  });
});

describe('coupon CRUD', () => {
  it('creates, reads, lists with counts, edits and deletes a coupon', async () => {
    const category = await makeCategory(app, { name: '수전' });
    const coupon = await create({ scope: 'CATEGORY', _categories: [category._id] });
    expect(coupon).toMatchObject({
      name: '여름 10% 할인',
      kind: 'RATE',
      value: 10,
      scope: 'CATEGORY',
      categories: [{ _id: category._id, name: '수전' }],
      validity: 'DAYS',
      validDays: 14,
      startAt: null,
      issueMode: 'MANUAL',
      active: true,
      issuedCount: 0,
      usedCount: 0,
    });
    expect((await d.call('GET', `/shop/coupons/${coupon._id}`)).json().coupon).toEqual(coupon);
    const list = await d.call('GET', '/shop/coupons?searchValue=여름&kind=RATE');
    expect(list.statusCode).toBe(200);
    expect(list.json().coupons.map((c: Coupon) => c._id)).toContain(coupon._id);
    expect(
      (await d.call('GET', '/shop/coupons?kind=AMOUNT')).json().coupons.map((c: Coupon) => c._id),
    ).not.toContain(coupon._id);
    const put = await d.call(
      'PUT',
      `/shop/coupons/${coupon._id}`,
      terms({ name: '여름 5,000원', kind: 'AMOUNT', value: 5_000 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    // An AMOUNT coupon keeps no cap, an ALL scope no categories.
    expect(put.json().coupon).toMatchObject({
      kind: 'AMOUNT',
      maxDiscount: null,
      scope: 'ALL',
      categories: [],
    });
    expect((await d.call('DELETE', `/shop/coupons/${coupon._id}`)).statusCode).toBe(204);
    expect((await d.call('GET', `/shop/coupons/${coupon._id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ value: 101 }, '할인율은 1~100% 사이로 입력해주세요'],
    [{ name: '' }, '쿠폰 이름을 입력해주세요'],
    [{ scope: 'PRODUCT' as const }, '적용할 상품을 선택해주세요'],
    [
      {
        validity: 'PERIOD' as const,
        startAt: '2026-12-10T00:00:00+09:00',
        endAt: '2026-12-01T00:00:00+09:00',
      },
      '사용 종료일시는 시작일시 뒤여야 합니다',
    ],
    [{ validDays: null }, '유효일수를 입력해주세요'],
    [{ minOrderAmount: -1 }, '최소 주문금액은 0원 이상이어야 합니다'],
  ])('answers 400 with the Korean message (%#)', async (overrides, message) => {
    const res = await d.call('POST', '/shop/coupons', terms(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('answers 400 for an unknown product and 404 for an unknown coupon', async () => {
    const res = await d.call('POST', '/shop/coupons', terms({ scope: 'PRODUCT', _products: [randomUUID()] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('존재하지 않는 상품입니다');
    for (const [method, url] of [
      ['GET', `/shop/coupons/${randomUUID()}`],
      ['PUT', `/shop/coupons/${randomUUID()}`],
      ['DELETE', `/shop/coupons/${randomUUID()}`],
      ['POST', `/shop/coupons/${randomUUID()}/issue`],
      ['GET', `/shop/coupons/${randomUUID()}/issues`],
    ] as const) {
      const payload =
        method === 'PUT' ? terms() : method === 'POST' ? { all: true, reason: ISSUE_REASON } : undefined;
      const r = await d.call(method, url, payload);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe('쿠폰을 찾을 수 없습니다');
    }
  });

  it('refuses to delete a coupon somebody holds (409), and a limit below the issues', async () => {
    const coupon = await create();
    expect((await issue(coupon._id, { _users: [shopperId] })).json()).toEqual({ issued: 1, skipped: 0 });
    const del = await d.call('DELETE', `/shop/coupons/${coupon._id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('발급된 쿠폰은 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요');
    const other = await makeMember(app);
    await issue(coupon._id, { _users: [other.user._id] });
    const put = await d.call('PUT', `/shop/coupons/${coupon._id}`, terms({ issueLimit: 1 }));
    expect(put.statusCode).toBe(409);
  });
});

describe('issuing', () => {
  it('issues to chosen members; a second issue is skipped, as are left members and operators', async () => {
    const coupon = await create();
    const left = await makeMember(app);
    await app.database.db.update(users).set({ state: 'LEFT' }).where(eq(users._id, left.user._id));
    const op = userOf(operator.authorization!.slice(7));
    const first = await issue(coupon._id, { _users: [shopperId, left.user._id, op] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ issued: 1, skipped: 2 });
    expect((await issue(coupon._id, { _users: [shopperId] })).json()).toEqual({ issued: 0, skipped: 1 });
    const issues = (await d.call('GET', `/shop/coupons/${coupon._id}/issues`)).json();
    expect(issues.summary.totalCount).toBe(1);
    expect(issues.issues[0]).toMatchObject({
      user: { _id: shopperId, username: 'shopper' },
      state: 'USABLE',
      usedAt: null,
    });
    expect((await d.call('GET', `/shop/coupons/${coupon._id}`)).json().coupon.issuedCount).toBe(1);
  });

  it('issues to every member of a type, or to all', async () => {
    const coupon = await create();
    const promoters = await issue(coupon._id, { userType: 'PROMOTER' });
    expect(promoters.json().issued).toBeGreaterThanOrEqual(1);
    const all = await issue(coupon._id, { all: true });
    expect(all.json().skipped).toBe(promoters.json().issued);
    const held = await app.database.db
      .select()
      .from(couponIssues)
      .where(eq(couponIssues._coupon, coupon._id));
    expect(held.length).toBe(promoters.json().issued + all.json().issued);
  });

  it('answers 400 without members and 409 for a coupon switched off', async () => {
    const coupon = await create({ active: false });
    const none = await issue(coupon._id, {});
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('발급할 회원을 선택해주세요');
    const off = await issue(coupon._id, { all: true });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('사용 중지된 쿠폰은 발급할 수 없습니다');
  });

  it('answers 400 변경 사유를 입력해주세요 without a reason, issuing nothing', async () => {
    const coupon = await create();
    for (const reason of [undefined, '', '   ']) {
      const res = await issue(coupon._id, { _users: [shopperId], reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('변경 사유를 입력해주세요');
    }
    const long = await issue(coupon._id, { _users: [shopperId], reason: '가'.repeat(201) });
    expect(long.json().message).toBe('변경 사유를 200자 이하로 입력해주세요');
    const held = await app.database.db
      .select()
      .from(couponIssues)
      .where(eq(couponIssues._coupon, coupon._id));
    expect(held).toEqual([]);
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs._target, coupon._id));
    expect(audit).toEqual([]);
  });

  it('keeps the reason on the audit row, trimmed, with who got it', async () => {
    const coupon = await create();
    const res = await issue(coupon._id, { _users: [shopperId], reason: `  ${ISSUE_REASON} ` });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await app.database.db.select().from(auditLogs).where(eq(auditLogs._target, coupon._id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'COUPON_ISSUE',
      targetKind: 'COUPON',
      reason: ISSUE_REASON,
      after: { to: 'MEMBERS', _users: [shopperId], issued: 1, skipped: 0 },
    });
  });

  it('keeps the total issue limit when issuers race', async () => {
    const coupon = await create({ issueLimit: 3 });
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await makeMember(app));
    const answers = await Promise.all(members.map((m) => issue(coupon._id, { _users: [m.user._id] })));
    const issued = answers.map((a) => a.json().issued as number).reduce((a, b) => a + b, 0);
    expect(issued).toBe(3);
    expect(answers.map((a) => a.json().skipped as number).reduce((a, b) => a + b, 0)).toBe(3);
    const held = await app.database.db
      .select()
      .from(couponIssues)
      .where(eq(couponIssues._coupon, coupon._id));
    expect(held).toHaveLength(3);
  });

  it('takes back an unused issue (회수) and refuses a used one (409)', async () => {
    const coupon = await create();
    const member = await makeMember(app);
    await issue(coupon._id, { _users: [shopperId, member.user._id] });
    const { issues } = (await d.call('GET', `/shop/coupons/${coupon._id}/issues`)).json();
    const [a, b] = issues as { _id: string }[];
    await app.database.db
      .update(couponIssues)
      .set({ usedAt: app.clock.now })
      .where(eq(couponIssues._id, a!._id));
    const used = await d.call('DELETE', `/shop/coupons/${coupon._id}/issues/${a!._id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('사용된 쿠폰은 회수할 수 없습니다');
    expect((await d.call('DELETE', `/shop/coupons/${coupon._id}/issues/${b!._id}`)).statusCode).toBe(204);
    expect((await d.call('DELETE', `/shop/coupons/${coupon._id}/issues/${b!._id}`)).statusCode).toBe(404);
    // an issue of another coupon is not found under this one
    const other = await create();
    expect((await d.call('DELETE', `/shop/coupons/${other._id}/issues/${a!._id}`)).statusCode).toBe(404);
  });
});

describe('a member who leaves', () => {
  it('loses their unused coupons and keeps the used ones', async () => {
    const used = await create();
    const member = await makeMember(app);
    await issue(used._id, { _users: [member.user._id] });
    await app.database.db
      .update(couponIssues)
      .set({ usedAt: app.clock.now })
      .where(eq(couponIssues._coupon, used._id));
    const closed = await d.call('DELETE', `/users/${member.user._id}`, { reason: '본인 요청' });
    expect(closed.statusCode, closed.body).toBe(200);
    const held = await app.database.db
      .select()
      .from(couponIssues)
      .where(eq(couponIssues._user, member.user._id));
    // the join coupon (unused) is gone, the used one stays with its order
    expect(held.map((h) => h._coupon)).toEqual([used._id]);
  });
});
