import { RATE_TOO_EARLY, shopSetting } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, rateChanges } from '../../db/schema/index.ts';
import { defaultShopSetting } from '../../db/seed/index.ts';
import { applyRateChanges } from '../../jobs/rate-changes.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { getShopSetting } from '../settings/service.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let category: string;

const NOW = new Date('2026-01-10T03:00:00Z');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = operator) =>
  app.inject({ method, url: `/api/console${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  app.clock.now = NOW;
  [operator, shopper] = [(await asOperator(app)).headers, (await asShopper(app)).headers];
  category = (await makeCategory(app, { name: '수전' }))._id;
});
afterAll(() => app.close());

const rateOf = async (_product: string) =>
  (await app.database.db.select().from(products).where(eq(products._id, _product)))[0]!.bonusRateBp;

const productBody = (_category: string, extra: object) => ({
  name: '원홀 세면대 수전',
  _category,
  price: 100_000,
  salePrice: 90_000,
  stock: 10,
  ...extra,
});

describe('the product editor’s 수당률 (PUT /api/console/shop/products/:_id)', () => {
  it('keeps the rate in effect and schedules a different one from the day picked', async () => {
    const p = await makeProduct(app, {
      name: '원홀 세면대 수전',
      _category: category,
      price: 100_000,
      salePrice: 90_000,
      stock: 10,
    });
    const now = await call('PUT', `/shop/products/${p._id}`, productBody(category, { bonusRateBp: 500 }));
    expect(now.statusCode).toBe(422);
    expect(now.json().message).toBe(RATE_TOO_EARLY);
    const early = await call(
      'PUT',
      `/shop/products/${p._id}`,
      productBody(category, { bonusRateBp: 500, bonusRateFrom: '2026-04-10' }),
    );
    expect(early.statusCode).toBe(422);
    const saved = await call(
      'PUT',
      `/shop/products/${p._id}`,
      productBody(category, { bonusRateBp: 500, bonusRateFrom: '2026-04-11' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().product.bonusRateBp).toBe(300);
    // The same rate saved again (the editor saved twice) does not schedule a second change.
    await call(
      'PUT',
      `/shop/products/${p._id}`,
      productBody(category, { bonusRateBp: 500, bonusRateFrom: '2026-04-11' }),
    );
    const pending = (await call('GET', `/rate-changes?_product=${p._id}`)).json();
    expect(pending.rateChanges).toEqual([
      expect.objectContaining({
        kind: 'PRODUCT_BONUS_RATE',
        rateBp: 500,
        effectiveFrom: '2026-04-10T15:00:00.000Z',
      }),
    ]);
    // Other edits leave the rate alone.
    expect(
      (await call('PUT', `/shop/products/${p._id}`, productBody(category, { stock: 3 }))).statusCode,
    ).toBe(200);
  });
});

describe('the rate-changes sweep', () => {
  it('moves a due change in once, however often it runs, and leaves the others', async () => {
    const p = await makeProduct(app, {
      name: '벽붙이 수전',
      _category: category,
      price: 50_000,
      salePrice: 50_000,
      stock: 5,
    });
    const soon = await call('POST', '/rate-changes', {
      kind: 'PRODUCT_BONUS_RATE',
      _product: p._id,
      rateBp: 450,
      effectiveFrom: '2026-05-01',
    });
    expect(soon.statusCode).toBe(201);
    const cap = await call('POST', '/rate-changes', {
      kind: 'LEGAL_CAP',
      rateBp: 3000,
      effectiveFrom: '2026-06-01',
    });
    expect(cap.statusCode).toBe(201);
    const ctx = () => serviceContext(app);
    expect(await applyRateChanges(ctx())).toBe(0);
    app.clock.now = new Date('2026-04-30T15:00:00Z'); // 2026-05-01 00:00 in Seoul
    try {
      const runs = await Promise.all([applyRateChanges(ctx()), applyRateChanges(ctx())]);
      expect(await applyRateChanges(ctx())).toBe(0);
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await rateOf(p._id)).toBe(450);
      const [row] = await app.database.db
        .select()
        .from(rateChanges)
        .where(eq(rateChanges._id, soon.json().rateChange._id));
      expect(row!.appliedAt).not.toBeNull();
      expect((await getShopSetting(ctx())).bonuses.legalCapBp).toBe(3500);
      app.clock.now = new Date('2026-06-01T00:00:00Z');
      await applyRateChanges(ctx());
      expect((await getShopSetting(ctx())).bonuses.legalCapBp).toBe(3000);
    } finally {
      app.clock.now = NOW;
    }
  });
});

describe('POST and DELETE /api/console/rate-changes', () => {
  it('refuses too early (422), a bad rate or a missing product (400), no product (404), others (403)', async () => {
    const early = await call('POST', '/rate-changes', {
      kind: 'LEGAL_CAP',
      rateBp: 3000,
      effectiveFrom: '2026-02-01',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(RATE_TOO_EARLY);
    const over = await call('POST', '/rate-changes', {
      kind: 'LEGAL_CAP',
      rateBp: 3600,
      effectiveFrom: '2026-05-01',
    });
    expect(over.json().message).toBe('법정 한도 35% 이하로 입력해주세요');
    const noProduct = await call('POST', '/rate-changes', {
      kind: 'PRODUCT_BONUS_RATE',
      rateBp: 100,
      effectiveFrom: '2026-05-01',
    });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().message).toBe('상품을 선택해주세요');
    const missing = await call('POST', '/rate-changes', {
      kind: 'PRODUCT_BONUS_RATE',
      _product: '00000000-0000-4000-8000-000000000000',
      rateBp: 100,
      effectiveFrom: '2026-05-01',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/rate-changes', undefined, shopper)).statusCode).toBe(403);
    expect((await call('GET', '/rate-changes', undefined, {})).statusCode).toBe(401);
  });

  it('cancels a pending change once (then 409), 404 for none', async () => {
    const made = await call('POST', '/rate-changes', {
      kind: 'LEGAL_CAP',
      rateBp: 3200,
      effectiveFrom: '2026-07-01',
    });
    const url = `/rate-changes/${made.json().rateChange._id}`;
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('DELETE', url)).statusCode).toBe(409);
    expect((await call('DELETE', '/rate-changes/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const left = (await call('GET', '/rate-changes?kind=LEGAL_CAP')).json().rateChanges;
    expect(left.map((c: { _id: string }) => c._id)).not.toContain(made.json().rateChange._id);
  });
});

describe('PUT /api/console/setting bonuses', () => {
  it('refuses an immediate change of the legal cap with 422 and keeps the other fields editable', async () => {
    const bonuses = { ...defaultShopSetting.bonuses };
    const cap = await call('PUT', '/setting', { bonuses: { ...bonuses, legalCapBp: 2000 } });
    expect(cap.statusCode).toBe(422);
    expect(cap.json().message).toBe(RATE_TOO_EARLY);
    const inEffect = (await call('GET', '/setting')).json().setting.bonuses.legalCapBp;
    const other = await call('PUT', '/setting', {
      bonuses: { ...bonuses, legalCapBp: inEffect, yearShareWarningBp: 2500 },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().setting.bonuses).toMatchObject({ legalCapBp: inEffect, yearShareWarningBp: 2500 });
    const bad = await call('PUT', '/setting', { bonuses: { ...bonuses, yearShareWarningBp: 20_000 } });
    expect(bad.json().message).toBe('100% 이하로 입력해주세요');
  });

  it('defaults the warning to 3,000 bp for a setting saved before it existed', () => {
    const { yearShareWarningBp: _left, ...older } = defaultShopSetting.bonuses;
    expect(shopSetting.parse({ ...defaultShopSetting, bonuses: older }).bonuses.yearShareWarningBp).toBe(
      3000,
    );
  });
});
