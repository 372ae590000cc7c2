import type { DashboardFigures } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, users } from '../../db/schema/index.ts';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { certifyMember, makeApplicant } from '../../testing/applications.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { creditBonus, givePayoutAccount, newPromoter } from '../../testing/promoters.ts';
import { seoul } from '../../testing/settlements.ts';
import { statisticsOrder } from '../../testing/statistics.ts';

/**
 * A fixed dataset with known answers, today being Sun 2031-06-01 in Seoul:
 * - O1 paid Sat 05-31 23:59:59 KST (50,000 + shipping 3,000), O2 paid 06-01 00:00:00 KST
 *   (2 × 30,000 − 5,000 points): one each side of midnight, so today's paid sales are O2's 55,000;
 * - an unpaid 무통장입금 order placed today (20,000): today's orders are O2 and it, 75,000;
 * - one purchase each 취소요청, 교환요청, 반품요청 (an order paid 05-20);
 * - one of each waiting thing: an application, a withdrawal, a product question, a 1:1 문의,
 *   an installation inquiry; the May settlement AWAITING with a 40% year share (warning at 30%);
 * - two members joined today (the applicant and the promoter, on the test's clock).
 */
let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let before: DashboardFigures;

const get = (headers: Record<string, string> | null = operator) =>
  app.inject({ method: 'GET', url: '/api/console/dashboard', ...(headers ? { headers } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  // tokens are signed on the test's clock, so it is set before anyone logs in
  app.clock.now = seoul('2031-06-01 10:00:00');
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  before = (await get()).json().dashboard;

  // things waiting, made through the API where it is short, as the shop's own writes otherwise
  await makeApplicant(app, '신청인');
  const p = await newPromoter(app);
  await givePayoutAccount(app, p._user, p.name);
  await creditBonus(app, p._user, 20_000);
  const withdrawn = await app.inject({
    method: 'POST',
    url: '/api/v1/promoter/bonuses/withdraw',
    headers: p.headers,
    payload: {
      _certification: await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone }),
      type: 'BONUS__DEBIT',
      amount: 20_000,
    },
  });
  expect(withdrawn.statusCode).toBe(201);

  const [member] = await app.database.db
    .select({ _id: users._id })
    .from(users)
    .where(eq(users.username, demoAccounts.consumer.username));
  const _user = member!._id;
  const { _id: _category } = await makeCategory(app, { name: '대시보드' });
  const product = await makeProduct(app, {
    name: '대시보드 세면대',
    price: 50_000,
    salePrice: 50_000,
    _category,
  });
  const db = app.database.db;
  await db.execute(sql`
    insert into product_questions (product_id, user_id, content) values (${product._id}::uuid, ${_user}::uuid, '재고 있나요?')`);
  const [questionBoard] = await db
    .insert(boards)
    .values({ code: 'dashboard-qna', name: '대시보드 1:1', kind: 'QUESTION' })
    .returning({ _id: boards._id });
  await db.execute(sql`
    insert into board_posts (board_id, user_id, subject, content, state)
    values (${questionBoard!._id}::uuid, ${_user}::uuid, '배송 문의', '언제 오나요?', 'WAITING')`);
  await db.execute(sql`
    insert into inquiries (kinds, name, contact, agreed_at) values (array['PRODUCT'], '문의인', '01012345678', now())`);

  await statisticsOrder(app, {
    _user,
    paidAt: seoul('2031-05-31 23:59:59'),
    shippingFee: 3_000,
    lines: [{ _product: product._id, name: '대시보드 세면대', unitPrice: 50_000, quantity: 1 }],
  });
  await statisticsOrder(app, {
    _user,
    paidAt: seoul('2031-06-01 00:00:00'),
    lines: [{ _product: null, name: '대시보드 수전', unitPrice: 30_000, quantity: 2, points: 5_000 }],
  });
  const transfer = await statisticsOrder(app, {
    _user,
    paidAt: null,
    createdAt: seoul('2031-06-01 09:00:00'),
    lines: [{ _product: null, name: '대시보드 비데', unitPrice: 20_000, quantity: 1 }],
  });
  await db.execute(
    sql`update orders set payment_method = 'BANK_TRANSFER' where id = ${transfer._order}::uuid`,
  );
  const claimed = await statisticsOrder(app, {
    _user,
    paidAt: seoul('2031-05-20 10:00:00'),
    lines: ['취소', '교환', '반품'].map((name) => ({ _product: null, name, unitPrice: 10_000, quantity: 1 })),
  });
  for (const [i, status] of ['CANCEL_REQUESTED', 'EXCHANGE_REQUESTED', 'RETURN_REQUESTED'].entries())
    await db.execute(
      sql`update purchases set claim_status = ${status} where id = ${claimed._purchases[i]}::uuid`,
    );

  await db.execute(sql`
    insert into settlements (month, month_sales, goods, grade, sales, grade_scaled, sales_scaled, cap, cap_bp,
                             numerator, denominator, factor_bp, computed_at)
    values ('2031-05', 1000000, 400000, 0, 0, 0, 0, 350000, 3500, 0, 0, 10000, now())`);
});
afterAll(() => app.close());

describe('GET /api/console/dashboard', () => {
  it('starts from nothing waiting, no sales and no settlement', () => {
    expect(Object.values(before.waiting).every((n) => n === 0)).toBe(true);
    expect(before.today).toMatchObject({ day: '2031-06-01', orders: 0, amount: 0, paidSales: 0 });
    expect(before.settlement).toBeNull();
    expect(before.yearShare).toBeNull();
  });

  it("counts one of each waiting thing, today's orders and payments by the Seoul day", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { dashboard } = res.json() as { dashboard: DashboardFigures };
    expect(dashboard.waiting).toEqual({
      cancelRequested: 1,
      exchangeRequested: 1,
      returnRequested: 1,
      bankTransfers: 1,
      applications: 1,
      withdrawals: 1,
      productQuestions: 1,
      questions: 1,
      inquiries: 1,
    });
    expect(dashboard.today).toEqual({
      day: '2031-06-01',
      orders: 2,
      amount: 75_000,
      paidSales: 55_000,
      paidOrders: 1,
      newMembers: 2,
    });
    expect(dashboard.settlement).toMatchObject({ month: '2031-05' });
    expect(dashboard.yearShare).toEqual({
      month: '2031-05',
      yearShareBp: 4_000,
      warningBp: 3_000,
      warning: true,
    });
  });

  it('puts 23:59:59 yesterday and 00:00:00 today on different days of the 30-day series', async () => {
    const { dashboard } = (await get()).json() as { dashboard: DashboardFigures };
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.previousDays).toHaveLength(30);
    expect(dashboard.days[0]!.day).toBe('2031-05-03');
    expect(dashboard.days.at(-1)).toEqual({ day: '2031-06-01', paid: 55_000, orders: 1 });
    expect(dashboard.days.at(-2)).toEqual({ day: '2031-05-31', paid: 50_000, orders: 1 });
    expect(dashboard.previousDays[0]!.day).toBe('2031-04-03');
    expect(dashboard.previousDays.at(-1)!.day).toBe('2031-05-02');
    expect(dashboard.previousDays.every((d) => d.paid === 0 && d.orders === 0)).toBe(true);
  });

  it('counts what the list behind each tile lists, with the filter the tile opens it with', async () => {
    const { dashboard } = (await get()).json() as { dashboard: DashboardFigures };
    const total = async (url: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/console${url}`, headers: operator });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().summary.totalCount as number;
    };
    const w = dashboard.waiting;
    const day = dashboard.today.day;
    // the query each tile's page sends for the URL of apps/web/…/dashboard/tiles.ts
    const lists: [string, number, string][] = [
      ['cancel', w.cancelRequested, '/shop/purchases?manage=cancel&status=CANCEL_REQUESTED'],
      ['exchange', w.exchangeRequested, '/shop/purchases?manage=exchange&status=EXCHANGE_REQUESTED'],
      ['return', w.returnRequested, '/shop/purchases?manage=return&status=RETURN_REQUESTED'],
      // the desk lists purchases and the tile counts orders: this transfer has one line
      ['bankTransfers', w.bankTransfers, '/shop/purchases?manage=nonpayment&paymentMethod=BANK_TRANSFER'],
      ['applications', w.applications, '/users?request=AWAITING'],
      ['withdrawals', w.withdrawals, '/users/bonuses/withdrawals?status=AWAITING'],
      ['productQuestions', w.productQuestions, '/shop/inquires?answered=UNANSWERED'],
      ['questions', w.questions, '/center/questions?state=WAITING'],
      ['inquiries', w.inquiries, '/inquiries?answered=UNANSWERED'],
      ['orders', dashboard.today.orders, `/shop/purchases?manage=all&from=${day}&to=${day}`],
      ['newMembers', dashboard.today.newMembers, `/users?from=${day}&to=${day}`],
    ];
    for (const [tile, figure, url] of lists) {
      expect([tile, await total(url)]).toEqual([tile, figure]);
      expect(figure, tile).toBeGreaterThan(0);
    }
  });

  it("equals the statistics' dailySales, today and every day of the chart", async () => {
    const { dashboard } = (await get()).json() as { dashboard: DashboardFigures };
    const stats = await app.inject({
      method: 'GET',
      url: '/api/console/statistics/dailySales?from=2031-05-03&to=2031-06-01',
      headers: operator,
    });
    expect(stats.statusCode).toBe(200);
    const rows = stats.json().rows as { day: string; paid: number; orders: number }[];
    expect(dashboard.days).toEqual(rows.map((r) => ({ day: r.day, paid: r.paid, orders: r.orders })));
    expect(dashboard.today.paidSales).toBe(rows.at(-1)!.paid);
  });

  it('answers 401 to a guest and 403 to a consumer', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(shopper)).statusCode).toBe(403);
  });
});
