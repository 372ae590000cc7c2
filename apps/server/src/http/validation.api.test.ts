import { rules } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { makeCategory, makeProduct } from '../testing/catalog.ts';
import { asOperator, asShopper, basic } from '../testing/members.ts';

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
});
afterAll(() => app.close());

const refusedText = { message: rules.unusableTextMessage, code: 'VALIDATION_FAILED' };

describe('control characters in a request', () => {
  it.each([
    '/api/v1/terms/%00',
    '/api/v1/shop/brands/%00',
    '/api/v1/banners/%00',
    '/api/v1/center/pages/a%01b',
    '/api/v1/shop/categories/%7F',
    '/api/v1/shop/products?brand=a%00b',
    '/api/v1/shop/products?category=a%1Bb',
  ])('answers GET %s with 400 and the Korean message', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusedText);
  });

  it.each([
    '/api/v1/shop/products?searchValue=a%00b',
    '/api/v1/center/notifications?searchValue=a%00b',
    '/api/v1/center/faqs?searchValue=a%00b',
  ])('searches GET %s as if the pasted control character were a space', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
  });

  it('finds a product by a pasted term with a control character in it', async () => {
    const category = await makeCategory(app);
    const product = await makeProduct(app, { name: '탑볼 세면대 수전', _category: category._id });
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/shop/products?searchValue=${encodeURIComponent('\u0002세면대\u0000')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.map((p: { _id: string }) => p._id)).toContain(product._id);
  });

  it.each([
    '/api/console/users?searchValue=a%00b',
    '/api/console/shop/products?searchValue=a%00b',
    '/api/console/shop/products/autocomplete?q=a%00b',
    '/api/console/center/notifications?searchValue=a%00b',
    '/api/console/center/faqs?searchValue=a%00b',
    '/api/console/inquiries?searchValue=a%00b',
    '/api/console/shop/purchases?searchValue=a%00b',
  ])('answers the console search GET %s', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: operator });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an inquiry whose name holds a NUL, naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/inquiries',
      payload: { kinds: ['PRODUCT'], name: '김\u0000지훈', contact: '010-3456-7890', agreed: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...refusedText, details: [{ path: 'name' }] });
  });

  it('refuses a destination with a control character or half a surrogate pair', async () => {
    const home = {
      title: '집',
      name: '최민지',
      phone: '010-9876-5432',
      postcode: '06236',
      address1: '서울 강남구',
    };
    for (const address2 of ['101호\u0000', '101\u0007호', '101호\ud800']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/me/destinations',
        headers: shopper,
        payload: { ...home, address2 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ...refusedText, details: [{ path: 'address2' }] });
    }
  });

  it('keeps tabs, line breaks and emoji', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/center/faqs',
      headers: operator,
      payload: { category: 'ORDER', question: '배송은\t언제 오나요? 🚚', answer: '<p>주문 후\r\n3일</p>' },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['POST', '/api/console/shop/categories', { code: 'nul', name: '욕실\u0000' }],
    ['POST', '/api/console/shop/brands', { code: 'nul', name: '브랜드', description: 'a\u0000' }],
    ['POST', '/api/console/center/notifications', { subject: '공지\u0000', content: '<p>내용</p>' }],
    ['POST', '/api/console/center/faqs', { category: 'ORDER', question: '질문', answer: '\u0000' }],
  ])('refuses %s %s with a NUL in a field', async (method, url, payload) => {
    const res = await app.inject({ method: method as 'POST', url, headers: operator, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusedText);
  });
});

describe('/api/auth/*', () => {
  it('answers a login with a NUL in the Basic credentials with 400', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic('shop\u0000per', 'Shopper123!') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusedText);
  });

  it.each([
    ['GET', '/api/auth/refreshToken'],
    ['GET', '/api/auth/accessToken'],
    ['DELETE', '/api/auth/refreshToken'],
  ])('answers %s %s with Cache-Control: no-store, errors included', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a fresh refresh token out of caches', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic('shopper', 'Shopper123!') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
