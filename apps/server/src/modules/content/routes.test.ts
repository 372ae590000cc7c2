import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { always, create, periodFromNow, png } from '../../testing/content.ts';
import { asOperator } from '../../testing/members.ts';
import { multipart } from '../../testing/multipart.ts';

let app: TestApp;
let operator: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/band-banners', () => {
  it('answers the band banners visible now, in order, and follows the clock through their periods', async () => {
    const post = (payload: object) => create(app, operator, '/api/console/band-banners', payload);
    await post({ text: '두 번째 띠배너', order: 2, display: always });
    await post({ text: '첫 번째 띠배너', order: 1, display: always, url: '/shop/exhibitions' });
    await post({ text: '꺼 둔 띠배너', order: 0, display: { ...always, enabled: false } });
    await post({ text: '내일부터 띠배너', order: 0, display: periodFromNow(app, 24, 48) });
    await post({ text: '오늘까지 띠배너', order: 3, display: periodFromNow(app, -1, 2) });

    const texts = async () =>
      ((await get('/api/v1/band-banners')).json().bandBanners as { text: string }[]).map((b) => b.text);
    const res = await get('/api/v1/band-banners');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ totalCount: 3 });
    expect(res.json().bandBanners[0]).toMatchObject({
      text: '첫 번째 띠배너',
      url: '/shop/exhibitions',
      backgroundColor: '#1e3a5f',
      textColor: '#ffffff',
      display: { enabled: true, hasPeriod: false, startedAt: null, endedAt: null },
    });
    expect(await texts()).toEqual(['첫 번째 띠배너', '두 번째 띠배너', '오늘까지 띠배너']);

    app.clock.advance(3 * HOUR); // the one of today has ended
    expect(await texts()).toEqual(['첫 번째 띠배너', '두 번째 띠배너']);
    app.clock.advance(22 * HOUR); // tomorrow's has begun
    expect(await texts()).toEqual(['내일부터 띠배너', '첫 번째 띠배너', '두 번째 띠배너']);
    app.clock.advance(-25 * HOUR);
  });
});

describe('GET /api/v1/banners/:code', () => {
  let _banner: string;
  beforeAll(async () => {
    const { banner } = await create<{ banner: { _id: string } }>(app, operator, '/api/console/banners', {
      code: 'shop-visual',
      name: '메인 비주얼',
      display: always,
      slides: [
        { url: '/shop', meta: { title: '욕실 리모델링 특가' } },
        { url: 'https://example.com', isOuterLink: true, target: '_blank', meta: { title: '빈 슬라이드' } },
        { url: '/shop/brands', meta: { title: '브랜드 위크' } },
      ],
    });
    _banner = banner._id;
    for (const index of [0, 2]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/console/banners/${_banner}/images/${index}`,
        ...multipart(operator, 'image', 'slide.png', await png(2400, 800)),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('serves the slides that have an image, with responsive WebP variants and their size', async () => {
    const res = await get('/api/v1/banners/shop-visual');
    expect(res.statusCode).toBe(200);
    const { banner } = res.json();
    expect(banner.slides.map((s: { meta: { title: string } }) => s.meta.title)).toEqual([
      '욕실 리모델링 특가',
      '브랜드 위크',
    ]);
    const [slide] = banner.slides;
    expect(slide).toMatchObject({
      url: '/shop',
      isOuterLink: false,
      target: '_self',
      width: 1920,
      height: 640,
    });
    expect(slide.image).toMatch(new RegExp(`^/res/banners/${_banner}/[0-9a-f]{16}-1920\\.webp$`));
    const widths = slide.srcSet.split(', ').map((part: string) => part.split(' ')[1]);
    expect(widths).toEqual(['480w', '768w', '1280w', '1920w']);
    const file = await get(slide.srcSet.split(', ')[1].split(' ')[0]);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(768);
  });

  it('answers 404 in Korean for an unknown code', async () => {
    const res = await get('/api/v1/banners/no-such-banner');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '배너를 찾을 수 없습니다', code: 'BANNER_NOT_FOUND' });
  });

  it('answers 404 for a banner switched off', async () => {
    await create(app, operator, '/api/console/banners', {
      code: 'off-banner',
      name: '꺼 둔 배너',
      display: { ...always, enabled: false },
      slides: [],
    });
    expect((await get('/api/v1/banners/off-banner')).statusCode).toBe(404);
  });

  it('is served from the start of its period up to, not including, its end', async () => {
    const startsAt = new Date(app.clock.now.getTime() + 2 * HOUR);
    const endsAt = new Date(startsAt.getTime() + 5 * HOUR);
    await create(app, operator, '/api/console/banners', {
      code: 'timed-banner',
      name: '기간 배너',
      display: {
        enabled: true,
        hasPeriod: true,
        startedAt: startsAt.toISOString(),
        endedAt: endsAt.toISOString(),
      },
      slides: [],
    });
    const status = async () => (await get('/api/v1/banners/timed-banner')).statusCode;
    const saved = app.clock.now;
    try {
      expect(await status()).toBe(404); // before
      app.clock.now = startsAt;
      expect(await status()).toBe(200);
      app.clock.now = new Date(endsAt.getTime() - 1);
      expect(await status()).toBe(200);
      app.clock.now = endsAt;
      expect(await status()).toBe(404); // after
    } finally {
      app.clock.now = saved;
    }
  });
});

describe('GET /api/v1/popups', () => {
  it('answers the popups visible now, in order, with their box and image', async () => {
    const { popup } = await create<{ popup: { _id: string } }>(app, operator, '/api/console/popups', {
      title: '봄맞이 욕실 리모델링',
      url: '/shop/exhibitions',
      content: '<p>전 품목 <strong>최대 30%</strong></p>',
      left: 40,
      top: 140,
      width: 380,
      height: 480,
      order: 1,
      display: always,
    });
    await app.inject({
      method: 'POST',
      url: `/api/console/popups/${popup._id}/image`,
      ...multipart(operator, 'image', 'popup.png', await png(760, 960)),
    });
    await create(app, operator, '/api/console/popups', {
      title: '먼저 보이는 팝업',
      left: 440,
      top: 140,
      width: 300,
      height: 300,
      order: 0,
      display: always,
    });
    await create(app, operator, '/api/console/popups', {
      title: '끝난 팝업',
      left: 0,
      top: 0,
      width: 300,
      height: 300,
      display: periodFromNow(app, -48, -24),
    });
    const res = await get('/api/v1/popups');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(2);
    const [first, second] = res.json().popups;
    expect(first.title).toBe('먼저 보이는 팝업');
    expect(second).toMatchObject({
      _id: popup._id,
      url: '/shop/exhibitions',
      content: '<p>전 품목 <strong>최대 30%</strong></p>',
      left: 40,
      top: 140,
      width: 380,
      height: 480,
    });
    expect(second.image).toMatch(/^\/res\/popups\/.+-popup\.webp$/);
    expect((await get(second.image)).headers['content-type']).toBe('image/webp');
  });
});

describe('GET /api/v1/shop/displays', () => {
  let shown: Awaited<ReturnType<typeof makeProduct>>[];
  let hiddenCategory: Awaited<ReturnType<typeof makeCategory>>;
  beforeAll(async () => {
    const category = await makeCategory(app, { name: '양변기' });
    hiddenCategory = await makeCategory(app, { name: '숨김 카테고리', isVisible: false });
    shown = [];
    for (const name of ['원피스 양변기', '투피스 양변기', '비데 일체형 양변기']) {
      shown.push(await makeProduct(app, { name, _category: category._id }));
    }
    const hidden = await makeProduct(app, {
      name: '숨긴 양변기',
      _category: category._id,
      isDisplayed: false,
    });
    const inHidden = await makeProduct(app, { name: '숨김 분류 양변기', _category: hiddenCategory._id });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/console/shop/displays',
      headers: operator,
      payload: {
        code: 'section1',
        _products: [shown[2]!._id, hidden._id, shown[0]!._id, inHidden._id, shown[1]!._id],
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the display in its order, each with the catalogue product card', async () => {
    const res = await get('/api/v1/shop/displays?code=section1');
    expect(res.statusCode).toBe(200);
    const { displays } = res.json();
    expect(displays.map((d: { product: { name: string } }) => d.product.name)).toEqual([
      '비데 일체형 양변기',
      '원피스 양변기',
      '투피스 양변기',
    ]);
    expect(displays[0]).toMatchObject({
      code: 'section1',
      _product: shown[2]!._id,
      product: { _id: shown[2]!._id, price: 10000, salePrice: 9000, category: { name: '양변기' } },
    });
    expect((await get('/api/v1/shop/displays?code=section2')).json()).toEqual({ displays: [] });
  });

  it('drops a product as soon as it is hidden, and brings it back when shown', async () => {
    await app.database.db.update(products).set({ isDisplayed: false }).where(eq(products._id, shown[0]!._id));
    await app.catalogCache.bump();
    const names = async () =>
      (await get('/api/v1/shop/displays?code=section1'))
        .json()
        .displays.map((d: { product: { name: string } }) => d.product.name);
    expect(await names()).toEqual(['비데 일체형 양변기', '투피스 양변기']);
    await app.database.db.update(products).set({ isDisplayed: true }).where(eq(products._id, shown[0]!._id));
    await app.catalogCache.bump();
    expect(await names()).toHaveLength(3);
    await app.database.db
      .update(categories)
      .set({ isVisible: true })
      .where(eq(categories._id, hiddenCategory._id));
    await app.catalogCache.bump();
    expect(await names()).toContain('숨김 분류 양변기');
    await app.database.db
      .update(categories)
      .set({ isVisible: false })
      .where(eq(categories._id, hiddenCategory._id));
    await app.catalogCache.bump();
  });

  it('answers 400 in Korean for an unknown or missing code', async () => {
    for (const url of ['/api/v1/shop/displays?code=section9', '/api/v1/shop/displays']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('진열 코드를 확인해주세요');
    }
  });
});

describe('GET /api/v1/shop/exhibitions', () => {
  const ids: Record<string, string> = {};
  let visibleProducts: string[];
  beforeAll(async () => {
    const category = await makeCategory(app, { name: '세면대' });
    const made = [];
    for (const name of ['탑볼 세면대', '반다리 세면대', '벽걸이 세면대']) {
      made.push(await makeProduct(app, { name, _category: category._id }));
    }
    const hidden = await makeProduct(app, {
      name: '숨긴 세면대',
      _category: category._id,
      isDisplayed: false,
    });
    visibleProducts = made.map((p) => p._id);
    const post = async (key: string, body: object) => {
      const { exhibition } = await create<{ exhibition: { _id: string } }>(
        app,
        operator,
        '/api/console/shop/exhibitions',
        body,
      );
      ids[key] = exhibition._id;
    };
    await post('bargain', {
      title: '욕실 특가 위크',
      kind: 'BARGAIN_SALES',
      summary: '인기 세면대 최대 30% 할인',
      order: 1,
      display: periodFromNow(app, -24, 24 * 7),
      _products: [made[1]!._id, hidden._id, made[0]!._id, made[2]!._id],
    });
    await post('planned', { title: '신혼집 욕실 기획전', kind: 'PLANNED_SALES', order: 2, display: always });
    await post('popup', { title: '성수 팝업 스토어', kind: 'POP_UP_EVENTS', order: 3, display: always });
    await post('ended', {
      title: '지난 겨울 특가',
      kind: 'BARGAIN_SALES',
      display: periodFromNow(app, -24 * 30, -24),
    });
    await post('off', {
      title: '준비 중 기획전',
      kind: 'PLANNED_SALES',
      display: { ...always, enabled: false },
    });
  });

  it('lists the exhibitions running now, in order, counting only products shoppers may see', async () => {
    const res = await get('/api/v1/shop/exhibitions');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ totalCount: 3 });
    const list = res.json().exhibitions;
    expect(list.map((e: { title: string }) => e.title)).toEqual([
      '욕실 특가 위크',
      '신혼집 욕실 기획전',
      '성수 팝업 스토어',
    ]);
    expect(list[0]).toMatchObject({
      kind: 'BARGAIN_SALES',
      productCount: 3,
      summary: '인기 세면대 최대 30% 할인',
    });
  });

  it('filters by kind and pages by skip and limit headers', async () => {
    const bargain = await get('/api/v1/shop/exhibitions?kind=BARGAIN_SALES');
    expect(bargain.json().exhibitions.map((e: { _id: string }) => e._id)).toEqual([ids.bargain]);
    const page = await get('/api/v1/shop/exhibitions', { skip: '1', limit: '1' });
    expect(page.json().summary.totalCount).toBe(3);
    expect(page.json().exhibitions.map((e: { _id: string }) => e._id)).toEqual([ids.planned]);
    const bad = await get('/api/v1/shop/exhibitions?kind=SUMMER');
    expect(bad.statusCode).toBe(400);
  });

  it('answers one exhibition with its visible products in order', async () => {
    const res = await get(`/api/v1/shop/exhibitions/${ids.bargain}`);
    expect(res.statusCode).toBe(200);
    const { exhibition } = res.json();
    expect(exhibition.products.map((p: { _id: string }) => p._id)).toEqual([
      visibleProducts[1],
      visibleProducts[0],
      visibleProducts[2],
    ]);
    expect(exhibition.productCount).toBe(3);
  });

  it('answers 404 in Korean for an ended, switched-off or unknown exhibition', async () => {
    for (const _id of [ids.ended, ids.off, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/v1/shop/exhibitions/${_id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '기획전을 찾을 수 없습니다', code: 'EXHIBITION_NOT_FOUND' });
    }
    expect((await get('/api/v1/shop/exhibitions/not-an-id')).statusCode).toBe(400);
  });

  it('stops listing an exhibition when its period ends', async () => {
    app.clock.advance(24 * 7 * HOUR + 1);
    try {
      const res = await get('/api/v1/shop/exhibitions');
      expect(res.json().exhibitions.map((e: { _id: string }) => e._id)).not.toContain(ids.bargain);
      expect((await get(`/api/v1/shop/exhibitions/${ids.bargain}`)).statusCode).toBe(404);
    } finally {
      app.clock.advance(-(24 * 7 * HOUR + 1));
    }
  });
});

describe('GET /api/v1/shop/showrooms', () => {
  it('lists the visible showrooms in order', async () => {
    const post = (payload: object) => create(app, operator, '/api/console/shop/showrooms', payload);
    await post({
      name: '부산 해운대',
      address: '부산광역시 해운대구 센텀중앙로 79',
      phone: '051-744-1234',
      order: 3,
    });
    await post({
      name: '서울 강남',
      address: '서울특별시 강남구 논현로 702',
      phone: '02-545-1234',
      hours: '매일 10:00-19:00',
      order: 1,
    });
    await post({ name: '닫은 쇼룸', address: '대전광역시 유성구', phone: '042-123-4567', isVisible: false });
    const res = await get('/api/v1/shop/showrooms');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(2);
    expect(res.json().showrooms[0]).toMatchObject({
      name: '서울 강남',
      phone: '025451234',
      hours: '매일 10:00-19:00',
      image: null,
      isVisible: true,
    });
    expect(res.json().showrooms[1].name).toBe('부산 해운대');
  });
});
