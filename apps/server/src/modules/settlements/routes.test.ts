import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { completedPurchase, goodsBonus, makeMembersOf, seoul } from '../../testing/settlements.ts';
import { confirmSettlement, createSettlement } from './service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = seoul('2030-03-15 10:00:00');
});
afterAll(() => app.close());

describe('GET /api/v1/promoter/settlements', () => {
  it('answers the promoter’s own line of every month, newest first', async () => {
    const [promoter, other] = await makeMembersOf(app, 2, 'PROMOTER');
    const [promotee] = await makeMembersOf(app, 1, 'CONSUMER', promoter!._user);
    await completedPurchase(app, {
      _user: promotee!._user,
      _sponsor: promoter!._user,
      paid: 3_000_000,
      confirmedAt: seoul('2030-02-03 10:00:00'),
    });
    await goodsBonus(app, promoter!._user, 90_000, seoul('2030-02-03 10:00:00'));
    const january = await createSettlement(serviceContext(app), '2030-01');
    await confirmSettlement(serviceContext(app), january._settlement);
    await createSettlement(serviceContext(app), '2030-02');

    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/promoter/settlements',
      headers: promoter!.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settlements).toEqual([
      {
        _id: expect.any(String),
        month: '2030-02',
        status: 'AWAITING',
        paid: 0,
        promoteesPaid: 3_000_000,
        gradeName: '일반',
        levelName: '브론즈',
        goods: 90_000,
        grade: 0,
        sales: 30_000,
        gradeScaled: 0,
        salesScaled: 30_000,
        total: 120_000,
      },
      expect.objectContaining({ month: '2030-01', status: 'APPROVED', levelName: '', total: 0 }),
    ]);
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/v1/promoter/settlements',
      headers: other!.headers,
    });
    expect(theirs.json().settlements.map((s: { promoteesPaid: number }) => s.promoteesPaid)).toEqual([0, 0]);
  });

  it('answers 403 for a consumer and 401 without a token', async () => {
    const shopper = await asShopper(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/promoter/settlements', headers: shopper.headers }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/promoter/settlements' })).statusCode).toBe(401);
  });
});
