import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger } from '../../db/schema/index.ts';
import { defaultShopSetting } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import type { Headers } from '../../testing/claims.ts';
import { png } from '../../testing/content.ts';
import { asPromoter, asShopper } from '../../testing/members.ts';
import { makeBuyers } from '../../testing/orders.ts';
import {
  confirmedPurchase,
  figuresOf,
  photoForm,
  reviewLedger,
  reviewProduct,
} from '../../testing/reviews.ts';
import { changeSetting } from '../../testing/settings.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const text = '물이 잘 나오고 설치도 쉬웠어요. 만족합니다.';
const post = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/me/reviews', headers, payload });
const write = async (headers: Headers, _purchase: string, star = 5) => {
  const res = await post(headers, { _purchase, subject: '좋아요', content: text, star });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().review as { _id: string; star: number };
};
const addPhoto = (headers: Headers, _review: string, body: Buffer, index?: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/me/reviews/${_review}/images`,
    ...photoForm(headers, body, index),
  });

async function buyer() {
  const [b] = await makeBuyers(app, 1);
  return b!;
}

describe('POST /api/v1/me/reviews', () => {
  it('writes the review, counts it on the product and gives the text reward once', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const _purchase = await confirmedPurchase(app, me.headers, product._id);
    const res = await post(me.headers, { _purchase, subject: '  좋아요 ', content: text, star: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({
      _purchase,
      _product: product._id,
      subject: '좋아요',
      star: 4,
      images: [],
      hidden: false,
      reply: null,
      product: { _id: product._id, name: '리뷰 세면대' },
    });
    expect(await figuresOf(app, product._id)).toEqual({ count: 1, average: 4 });
    expect(await reviewLedger(app, _purchase)).toEqual([
      { type: 'EARN', source: 'TEXT_REVIEW', amount: 500 },
    ]);
  });

  it('answers 409 to a second review of the purchase, also when two are posted at once', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const _purchase = await confirmedPurchase(app, me.headers, product._id);
    const body = { _purchase, subject: '좋아요', content: text, star: 5 };
    const answers = await Promise.all([post(me.headers, body), post(me.headers, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      code: 'REVIEW_EXISTS',
      message: '이미 리뷰를 작성한 주문입니다',
    });
    expect(await reviewLedger(app, _purchase)).toHaveLength(1);
    expect((await figuresOf(app, product._id)).count).toBe(1);
  });

  it('answers 422 before 구매확정 and after the window', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const _purchase = await confirmedPurchase(app, me.headers, product._id);
    const { setPurchases } = await import('../../testing/claims.ts');
    await setPurchases(app, [_purchase], { purchaseStatus: 'PURCHASE_AWAITING', confirmedAt: null });
    const early = await post(me.headers, { _purchase, subject: '좋아요', content: text, star: 5 });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('구매확정 후 작성할 수 있습니다');
    const old = await confirmedPurchase(
      app,
      me.headers,
      product._id,
      new Date(app.clock.now.getTime() - 91 * DAY),
    );
    const late = await post(me.headers, { _purchase: old, subject: '좋아요', content: text, star: 5 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('리뷰 작성 기간이 지났습니다');
  });

  it('follows the review window the operator saved (points.reviewDays)', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const daysAgo = (days: number) =>
      confirmedPurchase(app, me.headers, product._id, new Date(app.clock.now.getTime() - days * DAY));
    const [recent, old] = [await daysAgo(29), await daysAgo(31)];
    await changeSetting(app, { points: { ...defaultShopSetting.points, reviewDays: 30 } });
    try {
      const late = await post(me.headers, { _purchase: old, subject: '좋아요', content: text, star: 5 });
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe('리뷰 작성 기간이 지났습니다');
      await write(me.headers, recent);
    } finally {
      await changeSetting(app, { points: defaultShopSetting.points });
    }
  });

  it('answers 400 with the Korean message for short content or a bad star', async () => {
    const me = await buyer();
    const product = await reviewProduct(app);
    const _purchase = await confirmedPurchase(app, me.headers, product._id);
    const short = await post(me.headers, { _purchase, subject: '좋아요', content: '짧아요', star: 5 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('리뷰 내용은 10자 이상 입력해주세요');
    const star = await post(me.headers, { _purchase, subject: '좋아요', content: text, star: 6 });
    expect(star.statusCode).toBe(400);
    expect(star.json().message).toContain('별점은 1점에서 5점 사이로 선택해주세요');
  });

  it('answers 401 to a guest and 404 for another member’s purchase', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const _purchase = await confirmedPurchase(app, me.headers, product._id);
    const guest = await app.inject({ method: 'POST', url: '/api/v1/me/reviews', payload: {} });
    expect(guest.statusCode).toBe(401);
    const other = await buyer();
    const res = await post(other.headers, { _purchase, subject: '좋아요', content: text, star: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('주문상품을 찾을 수 없습니다');
  });
});

describe('me/reviews list, writable, edit, delete', () => {
  it('lists what the member can still review, and their reviews', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const a = await confirmedPurchase(app, me.headers, product._id);
    const b = await confirmedPurchase(app, me.headers, product._id);
    await confirmedPurchase(app, me.headers, product._id, new Date(app.clock.now.getTime() - 100 * DAY));
    await write(me.headers, a);
    const writable = await app.inject({
      method: 'GET',
      url: '/api/v1/me/reviews/writable',
      headers: me.headers,
    });
    expect(writable.statusCode).toBe(200);
    expect(writable.json().summary.totalCount).toBe(1);
    expect(writable.json().purchases[0]).toMatchObject({ _purchase: b, product: { name: '리뷰 세면대' } });
    const mine = await app.inject({ method: 'GET', url: '/api/v1/me/reviews', headers: me.headers });
    expect(mine.json().summary.totalCount).toBe(1);
    expect(mine.json().reviews[0]._purchase).toBe(a);
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/reviews/writable' })).statusCode).toBe(401);
  });

  it('edits the star and the product average follows; another member gets 404', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const review = await write(me.headers, await confirmedPurchase(app, me.headers, product._id), 5);
    await write(me.headers, await confirmedPurchase(app, me.headers, product._id), 2);
    expect(await figuresOf(app, product._id)).toEqual({ count: 2, average: 3.5 });
    const put = (headers: Headers, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/v1/me/reviews/${review._id}`, headers, payload });
    const res = await put(me.headers, { subject: '수정', content: text, star: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ subject: '수정', star: 3 });
    expect(await figuresOf(app, product._id)).toEqual({ count: 2, average: 2.5 });
    expect((await put((await buyer()).headers, { subject: '수정', content: text, star: 1 })).statusCode).toBe(
      404,
    );
    const bad = await put(me.headers, { subject: '', content: text, star: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('제목을 입력해주세요');
  });

  it('deletes: figures drop, each reward is reversed once, and the purchase never earns again', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const _purchase = await confirmedPurchase(app, me.headers, product._id);
    const review = await write(me.headers, _purchase);
    expect((await addPhoto(me.headers, review._id, await png())).statusCode).toBe(200);
    const other = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/reviews/${review._id}`,
      headers: (await buyer()).headers,
    });
    expect(other.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/reviews/${review._id}`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await figuresOf(app, product._id)).toEqual({ count: 0, average: 0 });
    const again = await write(me.headers, _purchase);
    expect((await addPhoto(me.headers, again._id, await png())).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/v1/me/reviews/${again._id}`, headers: me.headers });
    const ledger = await reviewLedger(app, _purchase);
    expect(ledger).toHaveLength(4);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { type: 'EARN', source: 'TEXT_REVIEW', amount: 500 },
        { type: 'EARN', source: 'PHOTO_REVIEW', amount: 500 },
        { type: 'REVERSAL', source: 'TEXT_REVIEW', amount: -500 },
        { type: 'REVERSAL', source: 'PHOTO_REVIEW', amount: -500 },
      ]),
    );
  });
});

describe('review photos', () => {
  it('stores WebP variants, gives the photo difference once even when two photos race', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const _purchase = await confirmedPurchase(app, me.headers, product._id);
    const review = await write(me.headers, _purchase);
    const [a, b] = await Promise.all([
      addPhoto(me.headers, review._id, await png(), 0),
      addPhoto(me.headers, review._id, await png(), 1),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/me/reviews/${review._id}`,
      headers: me.headers,
    });
    const images = res.json().review.images;
    expect(images.map((i: { index: number }) => i.index)).toEqual([0, 1]);
    expect(images[0].card).toMatch(new RegExp(`^/res/shop/reviews/${review._id}/[a-z0-9]+-card\\.webp$`));
    const file = await app.inject({ method: 'GET', url: images[0].detail });
    expect(file.statusCode).toBe(200);
    expect(await reviewLedger(app, _purchase)).toEqual(
      expect.arrayContaining([
        { type: 'EARN', source: 'TEXT_REVIEW', amount: 500 },
        { type: 'EARN', source: 'PHOTO_REVIEW', amount: 500 },
      ]),
    );
    expect(await reviewLedger(app, _purchase)).toHaveLength(2);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/reviews/${review._id}/images/0`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().review.images).toHaveLength(1);
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/reviews/${review._id}/images/0`,
      headers: me.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 to a file that is not an image, a bad index, 401 and 404', async () => {
    const product = await reviewProduct(app);
    const me = await buyer();
    const review = await write(me.headers, await confirmedPurchase(app, me.headers, product._id));
    const notImage = await addPhoto(me.headers, review._id, Buffer.from('hello, not a picture'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('이미지 파일만 올릴 수 있습니다');
    const index = await addPhoto(me.headers, review._id, await png(), 7);
    expect(index.statusCode).toBe(400);
    expect(index.json().message).toBe('이미지 위치는 0에서 4 사이입니다');
    const big = await addPhoto(me.headers, review._id, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(400);
    const guest = await app.inject({ method: 'POST', url: `/api/v1/me/reviews/${review._id}/images` });
    expect(guest.statusCode).toBe(401);
    expect((await addPhoto((await buyer()).headers, review._id, await png())).statusCode).toBe(404);
  });

  it('gives a promoter BONUS__GOODS instead of points, and takes both back with one REVIEW_REVOKED row', async () => {
    const promoter = (await asPromoter(app)).headers;
    const product = await reviewProduct(app);
    const _purchase = await confirmedPurchase(app, promoter, product._id);
    const review = await write(promoter, _purchase);
    expect((await addPhoto(promoter, review._id, await png())).statusCode).toBe(200);
    expect(await reviewLedger(app, _purchase)).toEqual([]);
    const bonuses = () =>
      app.database.db
        .select({ type: bonusLedger.type, source: bonusLedger.source, amount: bonusLedger.amount })
        .from(bonusLedger)
        .where(eq(bonusLedger.reference, _purchase));
    expect(await bonuses()).toEqual(
      expect.arrayContaining([
        { type: 'BONUS__GOODS', source: 'TEXT_REVIEW', amount: 500 },
        { type: 'BONUS__GOODS', source: 'PHOTO_REVIEW', amount: 500 },
      ]),
    );
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/reviews/${review._id}`,
      headers: promoter,
    });
    expect(del.statusCode).toBe(204);
    // A second review of the purchase earns nothing, and its deletion takes nothing more.
    const again = await write(promoter, _purchase);
    await app.inject({ method: 'DELETE', url: `/api/v1/me/reviews/${again._id}`, headers: promoter });
    expect(await bonuses()).toHaveLength(3);
    expect(await bonuses()).toEqual(
      expect.arrayContaining([{ type: 'BONUS__GOODS', source: 'REVIEW_REVOKED', amount: -1_000 }]),
    );
  });
});

describe('shop reviews', () => {
  it('lists shown reviews with masked authors, sorts by star, filters photo reviews, and the photo strip', async () => {
    const product = await reviewProduct(app);
    const shopper = await asShopper(app);
    const low = await write(shopper.headers, await confirmedPurchase(app, shopper.headers, product._id), 2);
    app.clock.advance(1000);
    const high = await write(shopper.headers, await confirmedPurchase(app, shopper.headers, product._id), 5);
    app.clock.advance(1000);
    await addPhoto(shopper.headers, low._id, await png());
    const list = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/shop/reviews?_product=${product._id}${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const recent = await list('');
    expect(recent.summary).toEqual({ totalCount: 2, reviewCount: 2, starAverage: 3.5 });
    expect(recent.reviews.map((r: { _id: string }) => r._id)).toEqual([high._id, low._id]);
    expect(recent.reviews[0].author.name).toMatch(/^.\*+.?$/);
    expect(JSON.stringify(recent)).not.toContain('"_user"');
    expect((await list('&sort=STAR')).reviews[0]._id).toBe(high._id);
    const photos = await list('&photo=true');
    expect(photos.reviews.map((r: { _id: string }) => r._id)).toEqual([low._id]);
    expect(photos.summary.totalCount).toBe(1);
    expect(photos.reviews[0].images).toHaveLength(1);
    expect(photos.reviews[0].images[0].card).toMatch(new RegExp(`^/res/shop/reviews/${low._id}/`));
    // a page past the last still says how many there are
    const past = await app.inject({
      method: 'GET',
      url: `/api/v1/shop/reviews?_product=${product._id}&photo=true`,
      headers: { skip: '10', limit: '10' },
    });
    expect(past.json().summary.totalCount).toBe(1);
    expect(past.json().reviews).toEqual([]);
    const strip = await app.inject({
      method: 'GET',
      url: `/api/v1/shop/review-images?_product=${product._id}`,
    });
    expect(strip.json().summary.totalCount).toBe(1);
    expect(strip.json().images[0]._review).toBe(low._id);
    const one = await app.inject({ method: 'GET', url: `/api/v1/shop/reviews/${high._id}` });
    expect(one.json().review.star).toBe(5);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/shop/reviews?_product=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('잘못된 식별자입니다');
    const unknown = await app.inject({ method: 'GET', url: `/api/v1/shop/reviews/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a product without reviews with empty pages and an unknown product with 404', async () => {
    const product = await reviewProduct(app);
    for (const query of ['', '&sort=STAR', '&photo=true']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/shop/reviews?_product=${product._id}${query}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ summary: { totalCount: 0, reviewCount: 0, starAverage: 0 }, reviews: [] });
    }
    const strip = await app.inject({
      method: 'GET',
      url: `/api/v1/shop/review-images?_product=${product._id}`,
    });
    expect(strip.json()).toEqual({ summary: { totalCount: 0 }, images: [] });
    for (const url of ['/api/v1/shop/reviews?_product=', '/api/v1/shop/review-images?_product=']) {
      const unknown = await app.inject({ method: 'GET', url: `${url}${crypto.randomUUID()}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('상품을 찾을 수 없습니다');
    }
  });
});
