import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asPromoter } from '../../testing/members.ts';
import { bonusBalances, bonusLedger, users } from '../schema/index.ts';
import { seedDemoPromoterRewards } from './promoters.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  const category = await makeCategory(app, { name: '데모' });
  await makeProduct(app, { name: '데모 세면대', _category: category._id, price: 89_000, salePrice: 79_000 });
  await makeProduct(app, { name: '데모 수전', _category: category._id, price: 39_000, salePrice: 35_000 });
});
afterAll(() => app.close());

describe('demo promoter rewards', () => {
  it('gives the demo promoter promotees whose confirmed purchases earned real ledger rows, once', async () => {
    expect(await seedDemoPromoterRewards(app.database.db, app.clock.now)).toBe(12);
    expect(await seedDemoPromoterRewards(app.database.db, app.clock.now)).toBe(0);
    const [promoter] = await app.database.db.select().from(users).where(eq(users.username, 'promoter'));
    const [sum] = await app.database.db
      .select({ value: sql<number>`sum(${bonusLedger.amount})::int`, n: sql<number>`count(*)::int` })
      .from(bonusLedger)
      .where(eq(bonusLedger._user, promoter!._id));
    const [kept] = await app.database.db
      .select()
      .from(bonusBalances)
      .where(eq(bonusBalances._user, promoter!._id));
    expect(sum!.n).toBe(12);
    expect(kept!.balance).toBe(sum!.value);
    const headers = (await asPromoter(app)).headers;
    const dashboard = (await app.inject({ method: 'GET', url: '/api/v1/promoter/dashboard', headers })).json()
      .dashboard;
    expect(dashboard.balance).toBe(sum!.value);
    expect(dashboard.promotees.total).toBeGreaterThanOrEqual(4);
    const list = (
      await app.inject({ method: 'GET', url: '/api/v1/promoter/bonuses?tab=goods', headers })
    ).json();
    expect(list.summary.totalCount).toBe(12);
  });
});
