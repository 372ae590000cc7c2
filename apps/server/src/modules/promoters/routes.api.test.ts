import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grades, rateChanges } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { type Headers, paidCardOrder, setPurchases } from '../../testing/claims.ts';
import { asShopper, makeMember } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { makePromoter } from '../../testing/promoters.ts';
import { appendBonus } from '../bonuses/ledger.ts';
import { completePurchases } from '../claims/confirmation.ts';

const DAY = 86_400_000;

let app: TestApp;
let promoter: Awaited<ReturnType<typeof makePromoter>>;
let promotee: Awaited<ReturnType<typeof makeMember>>;
let promoteePurchase: string;
let ownPurchase: string;
let product: string;

beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = new Date('2026-11-23T06:00:00Z');
  const category = (await makeCategory(app, { name: '욕실' }))._id;
  product = (
    await makeProduct(app, {
      name: '탑볼 세면대',
      _category: category,
      price: 40_000,
      salePrice: 40_000,
      stock: 50,
    })
  )._id;
  promoter = await makePromoter(app, 'WELCOME', '최정회');
  promotee = await makeMember(app, { promoterCode: promoter.promoterCode, name: '김구매' });
  promoteePurchase = await bought(promotee.headers);
  ownPurchase = await bought(promoter.headers);
  await completePurchases(serviceContext(app), [promoteePurchase, ownPurchase], 'SHOPPER');
  // A purchase still on its way: listed without a bonus.
  await bought(promotee.headers, false);
});
afterAll(() => app.close());

async function bought(headers: Headers, deliver = true) {
  const order = await paidCardOrder(app, headers, [{ _product: product }]);
  const _purchase = order.purchases[0]!._id;
  if (deliver) await setPurchases(app, [_purchase], 'delivered');
  return _purchase;
}
const get = (url: string, headers?: Headers) =>
  app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

describe('/api/v1/promoter/* guards', () => {
  it.each([
    '/api/v1/promoter/bonuses',
    '/api/v1/promoter/purchases',
    '/api/v1/promoter/scores',
    '/api/v1/promoter/promotees',
    '/api/v1/promoter/dashboard',
  ])('%s answers 401 without a token and 403 to a consumer', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, (await asShopper(app)).headers)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/promoter/bonuses', () => {
  it('lists the promoter’s rows with the purchase, by tab, with the whole balance', async () => {
    const res = await get('/api/v1/promoter/bonuses', promoter.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 40,000 × 3% for the promotee's purchase and for the promoter's own
    expect(body.summary).toEqual({ totalCount: 2, balance: 2_400 });
    expect(body.bonuses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'BONUS__GOODS',
          typeLabel: '기본',
          source: 'PROMOTEE_PURCHASE',
          sourceLabel: '추천회원 구매확정',
          amount: 1_200,
          reason: '추천회원 구매확정 (탑볼 세면대)',
          productName: '탑볼 세면대',
          purchaseNo: expect.any(String),
        }),
      ]),
    );
    await appendBonus(serviceContext(app), {
      _user: promoter.user._id,
      amount: -1_000,
      type: 'BONUS__DEBIT',
      source: 'WITHDRAWAL',
      reference: `test-${promoter.user._id}`,
    });
    const debit = (await get('/api/v1/promoter/bonuses?tab=debit', promoter.headers)).json();
    expect(debit.summary).toEqual({ totalCount: 1, balance: 1_400 });
    expect(debit.bonuses[0]).toMatchObject({
      typeLabel: '출금내역',
      amount: -1_000,
      reason: '출금',
      purchaseNo: null,
    });
    const goods = (await get('/api/v1/promoter/bonuses?tab=GOODS&limit=1', promoter.headers)).json();
    expect(goods.summary.totalCount).toBe(2);
    expect(goods.bonuses).toHaveLength(1);
    const later = (await get('/api/v1/promoter/bonuses?from=2026-11-24', promoter.headers)).json();
    expect(later.summary.totalCount).toBe(0);
    // Another promoter sees none of it.
    const other = await makePromoter(app);
    expect((await get('/api/v1/promoter/bonuses', other.headers)).json().summary).toEqual({
      totalCount: 0,
      balance: 0,
    });
  });

  it('answers 400 with the Korean message for a bad tab, date or period', async () => {
    const tab = await get('/api/v1/promoter/bonuses?tab=CASH', promoter.headers);
    expect(tab.statusCode).toBe(400);
    expect(tab.json().message).toBe('수당 구분이 올바르지 않습니다');
    const day = await get('/api/v1/promoter/bonuses?from=2026-13-01', promoter.headers);
    expect(day.statusCode).toBe(400);
    const order = await get('/api/v1/promoter/bonuses?from=2026-11-10&to=2026-11-01', promoter.headers);
    expect(order.json().message).toBe('조회 시작일은 종료일보다 늦을 수 없습니다');
    expect((await get('/api/v1/promoter/bonuses?limit=0', promoter.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/promoter/purchases', () => {
  it('lists the promotees’ purchases with masked buyers and the bonus, and the promoter’s own', async () => {
    const promotees = (await get('/api/v1/promoter/purchases?type=PROMOTEE', promoter.headers)).json();
    expect(promotees.summary.totalCount).toBe(2);
    expect(promotees.purchases).toEqual([
      expect.objectContaining({ buyerName: '김**', paid: 40_000, bonus: 0, statusLabel: '결제완료' }),
      expect.objectContaining({ buyerName: '김**', paid: 40_000, bonus: 1_200, statusLabel: '구매확정' }),
    ]);
    const own = (await get('/api/v1/promoter/purchases?type=promoter', promoter.headers)).json();
    expect(own.purchases).toEqual([
      expect.objectContaining({ _id: ownPurchase, buyerName: '최**', bonus: 1_200 }),
    ]);
    const bad = await get('/api/v1/promoter/purchases?type=OTHER', promoter.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('구매내역 구분이 올바르지 않습니다');
  });
});

describe('GET /api/v1/promoter/scores', () => {
  it('answers the total, the rows, the grade and what the next grade still needs', async () => {
    const res = await get('/api/v1/promoter/scores', promoter.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ totalCount: 2, total: 80 });
    expect(body.grade).toMatchObject({ code: 'NORMAL', name: '일반' });
    expect(body.nextGrade).toMatchObject({
      code: 'SILVER',
      name: '실버',
      criterion: 'SCORE__ACCUMULATED',
      threshold: 1_000,
      current: 80,
      missing: 920,
      progressBp: 800,
    });
    expect(body.scores[0]).toMatchObject({ amount: 40, purchaseNo: expect.any(String) });
  });
});

describe('GET /api/v1/promoter/promotees', () => {
  it('lists masked promotees with the month’s and the total paid', async () => {
    const body = (await get('/api/v1/promoter/promotees', promoter.headers)).json();
    expect(body).toEqual({
      summary: { totalCount: 1 },
      promotees: [
        {
          _id: promotee.user._id,
          name: '김**',
          joinedAt: expect.any(String),
          monthPaid: 40_000,
          totalPaid: 40_000,
        },
      ],
    });
  });
});

describe('GET /api/v1/promoter/dashboard', () => {
  it('sums the month, estimates GRADE and SALES, shows the code and the announced changes', async () => {
    await app.database.db.insert(grades).values({
      code: 'GOLD',
      name: '골드',
      rank: 2,
      criterion: 'SCORE__ACCUMULATED',
      threshold: 4_000,
      pointRateBp: 200,
      bonusRateBp: 250,
      effectiveFrom: new Date(app.clock.now.getTime() + 100 * DAY),
    });
    await app.database.db.insert(rateChanges).values({
      kind: 'PRODUCT_BONUS_RATE',
      _product: product,
      rateBp: 500,
      effectiveFrom: new Date(app.clock.now.getTime() + 95 * DAY),
    });
    const res = await get('/api/v1/promoter/dashboard', promoter.headers);
    expect(res.statusCode).toBe(200);
    const { dashboard } = res.json();
    expect(dashboard).toMatchObject({
      month: '2026-11',
      goods: 2_400,
      promoteesPaid: 40_000,
      gradeEstimate: 0,
      salesEstimate: 0,
      levelName: null,
      grade: { code: 'NORMAL' },
      score: 80,
      promotees: { total: 1, newThisMonth: 1 },
      promoterCode: promoter.promoterCode,
      referralPath: `/join?promoterCode=${promoter.promoterCode}`,
    });
    expect(dashboard.nextGrade).toMatchObject({ code: 'SILVER', missing: 920 });
    expect(dashboard.announcements).toEqual([
      expect.objectContaining({
        kind: 'PRODUCT_BONUS_RATE',
        title: '상품 수당률: 탑볼 세면대',
        detail: '3.00% → 5.00%',
      }),
      expect.objectContaining({ kind: 'GRADE', title: '직급: 골드' }),
    ]);
  });
});
