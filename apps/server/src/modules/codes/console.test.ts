import { randomUUID } from 'node:crypto';
import type { ShopCode } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { standardCouriers } from '../../db/seed/couriers.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { desk, type Headers, placeTransferOrder } from '../../testing/desk.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let d: ReturnType<typeof desk>;

beforeAll(async () => {
  app = await buildTestApp();
  [operator, shopper, promoter] = [
    (await asOperator(app)).headers,
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
  ];
  d = desk(app, operator);
});
afterAll(() => app.close());

const courier = (overrides: object = {}) => ({
  code: '46',
  name: 'CU 편의점택배',
  trackingUrl: 'https://www.cupost.co.kr/postbox/delivery/localResult.cupost?invoice_no={invoice}',
  ...overrides,
});
async function create(overrides: object = {}): Promise<ShopCode> {
  const res = await d.call('POST', '/shop/codes', courier(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}

describe('the codes console guard', () => {
  it.each([
    ['GET', '/shop/codes'],
    ['POST', '/shop/codes'],
    ['GET', `/shop/codes/${randomUUID()}`],
    ['PUT', `/shop/codes/${randomUUID()}`],
    ['DELETE', `/shop/codes/${randomUUID()}`],
  ] as const)('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? courier() : undefined;
    const guest = await app.inject({ method, url: `/api/console${url}`, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      expect((await d.call(method, url, payload, headers)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/console/shop/codes', () => {
  it('lists the seeded couriers in their order, with tracking pages', async () => {
    const res = await d.call('GET', '/shop/codes?group=COURIER');
    expect(res.statusCode).toBe(200);
    const { summary, codes } = res.json() as { summary: { totalCount: number }; codes: ShopCode[] };
    expect(summary.totalCount).toBe(standardCouriers.length);
    expect(codes.map((c) => [c.code, c.name])).toEqual(standardCouriers.map((c) => [c.code, c.name]));
    expect(codes[0]).toMatchObject({
      group: 'COURIER',
      code: '04',
      name: 'CJ대한통운',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoice}',
      enabled: true,
      sort: 0,
    });
    expect(codes.every((c) => c.trackingUrl?.includes('{invoice}'))).toBe(true);
  });

  it('filters by use and answers 400 to a bad filter', async () => {
    const off = await create({ code: 'OFF1', enabled: false });
    const enabled = (await d.call('GET', '/shop/codes?enabled=true')).json().codes as ShopCode[];
    expect(enabled.map((c) => c._id)).not.toContain(off._id);
    const disabled = (await d.call('GET', '/shop/codes?enabled=false')).json().codes as ShopCode[];
    expect(disabled.map((c) => c._id)).toEqual([off._id]);
    const bad = await d.call('GET', '/shop/codes?group=BANK');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('코드 구분이 올바르지 않습니다');
  });
});

describe('POST /api/console/shop/codes', () => {
  it('adds a courier, usable for invoices at once', async () => {
    const made = await create({ code: 'CU1', sort: 20 });
    expect(made).toMatchObject({
      group: 'COURIER',
      code: 'CU1',
      name: 'CU 편의점택배',
      enabled: true,
      sort: 20,
    });
    const got = await d.call('GET', `/shop/codes/${made._id}`);
    expect(got.json().code).toEqual(made);
  });

  it('keeps no tracking page when left empty', async () => {
    const made = await create({ code: 'NOPAGE', trackingUrl: '' });
    expect(made.trackingUrl).toBeNull();
  });

  it('answers 409 to a code already there', async () => {
    const res = await d.call('POST', '/shop/codes', courier({ code: '04' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CODE_DUPLICATE', message: '이미 등록된 코드입니다' });
  });

  it.each([
    [{ code: '' }, '코드는 영문·숫자 20자 이하로 입력해주세요'],
    [{ code: '한글' }, '코드는 영문·숫자 20자 이하로 입력해주세요'],
    [{ name: ' ' }, '이름을 입력해주세요'],
    [
      { trackingUrl: 'https://example.com/track' },
      '조회 주소는 http:// 또는 https://로 시작하고 {invoice}를 포함해야 합니다',
    ],
    [
      { trackingUrl: 'javascript:alert({invoice})' },
      '조회 주소는 http:// 또는 https://로 시작하고 {invoice}를 포함해야 합니다',
    ],
    [{ sort: -1 }, '순서는 0 이상이어야 합니다'],
    [{ group: 'BANK' }, '코드 구분이 올바르지 않습니다'],
  ])('answers 400 to %j', async (overrides, message) => {
    const res = await d.call('POST', '/shop/codes', courier({ code: 'X1', ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('PUT and DELETE /api/console/shop/codes/:_id', () => {
  it('edits a courier', async () => {
    const made = await create({ code: 'ED1' });
    const res = await d.call(
      'PUT',
      `/shop/codes/${made._id}`,
      courier({ code: 'ED2', name: '새이름', enabled: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toMatchObject({ _id: made._id, code: 'ED2', name: '새이름', enabled: false });
  });

  it('answers 409 when renaming onto another code', async () => {
    const made = await create({ code: 'ED3' });
    const res = await d.call('PUT', `/shop/codes/${made._id}`, courier({ code: '05' }));
    expect(res.statusCode).toBe(409);
  });

  it('deletes an unused courier', async () => {
    const made = await create({ code: 'DEL1' });
    const res = await d.call('DELETE', `/shop/codes/${made._id}`);
    expect(res.statusCode).toBe(204);
    expect((await d.call('GET', `/shop/codes/${made._id}`)).statusCode).toBe(404);
  });

  it('refuses (409) to delete or recode a courier an invoice uses, but lets it be renamed or disabled', async () => {
    const made = await create({ code: 'USED1' });
    const category = (await makeCategory(app))._id;
    const product = await makeProduct(app, { _category: category });
    const order = await placeTransferOrder(app, shopper, [{ _product: product._id }]);
    await d.confirmDeposit(order._id);
    expect((await d.invoice(order.purchases[0]!.purchaseNo, 'USED1', '123456789012')).statusCode).toBe(200);

    const del = await d.call('DELETE', `/shop/codes/${made._id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({
      code: 'CODE_IN_USE',
      message: '송장에 사용된 택배사는 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요',
    });
    const recode = await d.call('PUT', `/shop/codes/${made._id}`, courier({ code: 'USED2' }));
    expect(recode.statusCode).toBe(409);
    expect(recode.json().message).toBe('송장에 사용된 택배사의 코드는 바꿀 수 없습니다');
    const rename = await d.call(
      'PUT',
      `/shop/codes/${made._id}`,
      courier({ code: 'USED1', name: '바뀐이름', enabled: false }),
    );
    expect(rename.statusCode).toBe(200);
    const [row] = await app.database.db
      .select({ courierCode: purchases.courierCode })
      .from(purchases)
      .where(eq(purchases._id, order.purchases[0]!._id));
    expect(row!.courierCode).toBe('USED1');
    // The purchase shows the new name; a disabled courier stays on old invoices.
    const list = await d.list(`?searchKey=orderNo&searchValue=${order.orderNo}`);
    expect(list.purchases[0]!.courierName).toBe('바뀐이름');
  });

  it('answers 404 for an unknown code and 400 for a malformed id', async () => {
    expect((await d.call('PUT', `/shop/codes/${randomUUID()}`, courier())).statusCode).toBe(404);
    expect((await d.call('DELETE', `/shop/codes/${randomUUID()}`)).statusCode).toBe(404);
    expect((await d.call('GET', '/shop/codes/abc')).statusCode).toBe(400);
  });
});
