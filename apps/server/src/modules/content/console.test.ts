import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { always, create, hasFile, periodFromNow, png } from '../../testing/content.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { multipart } from '../../testing/multipart.ts';

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let category: Awaited<ReturnType<typeof makeCategory>>;

const NO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  category = await makeCategory(app, { name: '수전' });
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });
const upload = async (url: string, field: string, body: Buffer, filename = 'a.png', type = 'image/png') =>
  app.inject({ method: 'POST', url, ...multipart(operator, field, filename, body, type) });

describe('console content guard', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/console/banners'],
    ['POST', '/api/console/banners'],
    ['GET', `/api/console/banners/${NO_ID}`],
    ['PUT', `/api/console/banners/${NO_ID}`],
    ['DELETE', `/api/console/banners/${NO_ID}`],
    ['POST', `/api/console/banners/${NO_ID}/images/0`],
    ['DELETE', `/api/console/banners/${NO_ID}/images/0`],
    ['PUT', `/api/console/banners/${NO_ID}/slides/order`],
    ['GET', '/api/console/band-banners'],
    ['POST', '/api/console/band-banners'],
    ['PUT', `/api/console/band-banners/${NO_ID}`],
    ['DELETE', `/api/console/band-banners/${NO_ID}`],
    ['GET', '/api/console/popups'],
    ['POST', '/api/console/popups'],
    ['PUT', `/api/console/popups/${NO_ID}`],
    ['DELETE', `/api/console/popups/${NO_ID}`],
    ['POST', `/api/console/popups/${NO_ID}/image`],
    ['DELETE', `/api/console/popups/${NO_ID}/image`],
    ['GET', '/api/console/shop/displays?code=section1'],
    ['PUT', '/api/console/shop/displays'],
    ['GET', '/api/console/shop/exhibitions'],
    ['POST', '/api/console/shop/exhibitions'],
    ['GET', `/api/console/shop/exhibitions/${NO_ID}`],
    ['PUT', `/api/console/shop/exhibitions/${NO_ID}`],
    ['DELETE', `/api/console/shop/exhibitions/${NO_ID}`],
    ['POST', `/api/console/shop/exhibitions/${NO_ID}/files`],
    ['DELETE', `/api/console/shop/exhibitions/${NO_ID}/files/banner`],
    ['GET', '/api/console/shop/showrooms'],
    ['POST', '/api/console/shop/showrooms'],
    ['PUT', `/api/console/shop/showrooms/${NO_ID}`],
    ['DELETE', `/api/console/shop/showrooms/${NO_ID}`],
    ['POST', `/api/console/shop/showrooms/${NO_ID}/image`],
  ];
  it.each(routes)('%s %s answers 401 for a guest and 403 for a shopper', async (method, url) => {
    const guest = await app.inject({ method, url });
    expect(guest.statusCode).toBe(401);
    const consumer = await app.inject({ method, url, headers: shopper });
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json().message).toBe('접근권한이 없습니다');
  });
});

const bannerBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'main-visual',
  name: '메인 비주얼',
  url: '',
  display: always,
  slides: [
    { url: '/shop', meta: { title: '첫 번째' } },
    { url: '/shop/brands', meta: { title: '두 번째' } },
    { url: 'https://example.com', isOuterLink: true, target: '_blank', meta: { title: '세 번째' } },
  ],
  ...overrides,
});
type AnsweredSlide = { image: string | null; srcSet: string; width: number | null; meta: { title: string } };
const titles = (banner: { slides: AnsweredSlide[] }) => banner.slides.map((s) => s.meta.title);

describe('/api/console/banners', () => {
  let _banner: string;

  it('creates a banner with text-only slides (201) and lists it with disabled and expired ones', async () => {
    const res = await call('POST', '/api/console/banners', bannerBody());
    expect(res.statusCode).toBe(201);
    const { banner } = res.json();
    _banner = banner._id;
    expect(banner).toMatchObject({ code: 'main-visual', name: '메인 비주얼', display: always });
    expect(banner.slides[0]).toEqual({
      image: null,
      srcSet: '',
      width: null,
      height: null,
      url: '/shop',
      isOuterLink: false,
      target: '_self',
      meta: { title: '첫 번째' },
    });
    await create(
      app,
      operator,
      '/api/console/banners',
      bannerBody({ code: 'zz-off', display: { ...always, enabled: false } }),
    );
    await create(
      app,
      operator,
      '/api/console/banners',
      bannerBody({ code: 'zz-ended', display: periodFromNow(app, -48, -24) }),
    );
    const list = await call('GET', '/api/console/banners');
    expect(list.statusCode).toBe(200);
    expect(list.json().summary.totalCount).toBe(3);
    expect(list.json().banners.map((b: { code: string }) => b.code)).toEqual([
      'main-visual',
      'zz-ended',
      'zz-off',
    ]);
    const paged = await app.inject({
      method: 'GET',
      url: '/api/console/banners',
      headers: { ...operator, skip: '1', limit: '1' },
    });
    expect(paged.json().banners.map((b: { code: string }) => b.code)).toEqual(['zz-ended']);
  });

  it('answers 409 in Korean for a code another banner has, on create and on update', async () => {
    const dup = await call('POST', '/api/console/banners', bannerBody());
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: '이미 사용 중인 배너 코드입니다', code: 'BANNER_CODE_TAKEN' });
    const other = await create<{ banner: { _id: string } }>(
      app,
      operator,
      '/api/console/banners',
      bannerBody({ code: 'other' }),
    );
    const res = await call('PUT', `/api/console/banners/${other.banner._id}`, bannerBody());
    expect(res.statusCode).toBe(409);
    await call('DELETE', `/api/console/banners/${other.banner._id}`);
  });

  it('answers 400 in Korean for a bad code, a missing name and a period that ends before it starts', async () => {
    const code = await call('POST', '/api/console/banners', bannerBody({ code: 'Main Visual!' }));
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('배너 코드는 영문 소문자, 숫자, 하이픈으로 50자 이내로 입력해주세요');
    const name = await call('POST', '/api/console/banners', bannerBody({ code: 'x', name: ' ' }));
    expect(name.json().message).toBe('배너 이름을 입력해주세요');
    const period = await call(
      'POST',
      '/api/console/banners',
      bannerBody({ code: 'y', display: { ...periodFromNow(app, 5, 1) } }),
    );
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toBe('종료일시는 시작일시 뒤여야 합니다');
    const link = await call(
      'POST',
      '/api/console/banners',
      bannerBody({ code: 'z', url: 'javascript:alert(1)' }),
    );
    expect(link.statusCode).toBe(400);
  });

  it('answers 404 in Korean for an unknown banner', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, `/api/console/banners/${NO_ID}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('배너를 찾을 수 없습니다');
    }
    expect(
      (await call('PUT', `/api/console/banners/${NO_ID}`, bannerBody({ code: 'nobody' }))).statusCode,
    ).toBe(404);
  });

  it('stores an uploaded slide image as responsive WebP widths, never enlarged', async () => {
    const wide = await upload(`/api/console/banners/${_banner}/images/0`, 'image', await png(2400, 800));
    expect(wide.statusCode).toBe(200);
    const slide = wide.json().banner.slides[0];
    expect(slide).toMatchObject({ width: 1920, height: 640 });
    expect(slide.srcSet.match(/ \d+w/g)).toEqual([' 480w', ' 768w', ' 1280w', ' 1920w']);

    const narrow = await upload(`/api/console/banners/${_banner}/images/1`, 'image', await png(750, 900));
    const mobile = narrow.json().banner.slides[1];
    expect(mobile).toMatchObject({ width: 750, height: 900 });
    expect(mobile.srcSet.match(/ \d+w/g)).toEqual([' 480w', ' 750w']);
    const file = await app.inject({ method: 'GET', url: mobile.image });
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      width: 750,
      height: 900,
      format: 'webp',
    });
  });

  it('replaces a slide image and removes the old files', async () => {
    const before = (await call('GET', `/api/console/banners/${_banner}`)).json().banner
      .slides[0] as AnsweredSlide;
    const res = await upload(`/api/console/banners/${_banner}/images/0`, 'image', await png(1280, 500));
    const after = res.json().banner.slides[0] as AnsweredSlide;
    expect(after.image).not.toBe(before.image);
    expect(after.width).toBe(1280);
    for (const part of before.srcSet.split(', ')) expect(await hasFile(app, part.split(' ')[0]!)).toBe(false);
    expect(await hasFile(app, after.image!)).toBe(true);
  });

  it('refuses a file that is not an image (400), a huge one (413), a wrong field and a slide far past the end', async () => {
    const text = await upload(
      `/api/console/banners/${_banner}/images/0`,
      'image',
      Buffer.from('안녕하세요'),
      'a.txt',
      'text/plain',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('이미지 파일만 올릴 수 있습니다');
    const huge = await upload(
      `/api/console/banners/${_banner}/images/0`,
      'image',
      Buffer.alloc(11 * 1024 * 1024, 1),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('이미지는 10MB 이하만 올릴 수 있습니다');
    const field = await upload(`/api/console/banners/${_banner}/images/0`, 'photo', await png());
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe('파일은 image 항목으로 보내주세요');
    const far = await upload(`/api/console/banners/${_banner}/images/9`, 'image', await png());
    expect(far.statusCode).toBe(404);
    expect(far.json().message).toBe('슬라이드를 찾을 수 없습니다');
    const unknown = await upload(`/api/console/banners/${NO_ID}/images/0`, 'image', await png());
    expect(unknown.statusCode).toBe(404);
    const index = await upload(`/api/console/banners/${_banner}/images/20`, 'image', await png());
    expect(index.statusCode).toBe(400);
  });

  it('reorders slides with their images, and answers 409 for an order that is not every slide once', async () => {
    const before = (await call('GET', `/api/console/banners/${_banner}`)).json().banner;
    const res = await call('PUT', `/api/console/banners/${_banner}/slides/order`, { order: [2, 0, 1] });
    expect(res.statusCode).toBe(200);
    const after = res.json().banner;
    expect(titles(after)).toEqual(['세 번째', '첫 번째', '두 번째']);
    expect(after.slides[1].image).toBe(before.slides[0].image);
    expect(after.slides[0].image).toBeNull();
    for (const order of [
      [0, 1],
      [0, 0, 1],
      [0, 1, 5],
    ]) {
      const bad = await call('PUT', `/api/console/banners/${_banner}/slides/order`, { order });
      expect(bad.statusCode).toBe(409);
      expect(bad.json().message).toBe('슬라이드 목록이 바뀌었습니다. 새로고침 후 다시 시도해주세요');
    }
    const back = await call('PUT', `/api/console/banners/${_banner}/slides/order`, { order: [1, 2, 0] });
    expect(titles(back.json().banner)).toEqual(['첫 번째', '두 번째', '세 번째']);
  });

  it('updates text by index keeping images, and drops the tail slides with their files', async () => {
    const before = (await call('GET', `/api/console/banners/${_banner}`)).json().banner;
    const res = await call(
      'PUT',
      `/api/console/banners/${_banner}`,
      bannerBody({
        name: '메인 비주얼 (수정)',
        display: periodFromNow(app, -1, 24),
        slides: [{ url: '/shop?category=toilet', meta: { title: '새 문구' } }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { banner } = res.json();
    expect(banner.name).toBe('메인 비주얼 (수정)');
    expect(banner.display.hasPeriod).toBe(true);
    expect(banner.slides).toHaveLength(1);
    expect(banner.slides[0]).toMatchObject({ url: '/shop?category=toilet', meta: { title: '새 문구' } });
    expect(banner.slides[0].image).toBe(before.slides[0].image);
    expect(await hasFile(app, before.slides[1].image)).toBe(false);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/banners/main-visual' });
    expect(titles(shop.json().banner)).toEqual(['새 문구']);
  });

  it('appends a slide when an image goes to the next free place', async () => {
    const res = await upload(`/api/console/banners/${_banner}/images/1`, 'image', await png(800, 300));
    expect(res.statusCode).toBe(200);
    expect(res.json().banner.slides).toHaveLength(2);
    expect(res.json().banner.slides[1]).toMatchObject({ url: '', meta: { title: '' }, width: 800 });
  });

  it('deletes a slide image (the slide stays) and answers 404 when there is none', async () => {
    const before = (await call('GET', `/api/console/banners/${_banner}`)).json().banner;
    const res = await call('DELETE', `/api/console/banners/${_banner}/images/1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().banner.slides).toHaveLength(2);
    expect(res.json().banner.slides[1].image).toBeNull();
    expect(await hasFile(app, before.slides[1].image)).toBe(false);
    const again = await call('DELETE', `/api/console/banners/${_banner}/images/1`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('이미지를 찾을 수 없습니다');
    expect((await call('DELETE', `/api/console/banners/${_banner}/images/7`)).statusCode).toBe(404);
  });

  it('deletes a banner with its files (204), after which the shop answers 404', async () => {
    const before = (await call('GET', `/api/console/banners/${_banner}`)).json().banner;
    const res = await call('DELETE', `/api/console/banners/${_banner}`);
    expect(res.statusCode).toBe(204);
    expect(await hasFile(app, before.slides[0].image)).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/v1/banners/main-visual' })).statusCode).toBe(404);
    expect((await call('GET', `/api/console/banners/${_banner}`)).statusCode).toBe(404);
  });
});

describe('/api/console/band-banners', () => {
  it('creates, reads, updates and deletes a band banner', async () => {
    const created = await call('POST', '/api/console/band-banners', {
      text: '신규회원 5% 할인 쿠폰',
      url: '/join',
      backgroundColor: '#0F766E',
      order: 1,
      display: always,
    });
    expect(created.statusCode).toBe(201);
    const { bandBanner } = created.json();
    expect(bandBanner).toMatchObject({
      text: '신규회원 5% 할인 쿠폰',
      backgroundColor: '#0f766e',
      textColor: '#ffffff',
    });
    expect((await call('GET', `/api/console/band-banners/${bandBanner._id}`)).json().bandBanner.text).toBe(
      '신규회원 5% 할인 쿠폰',
    );
    const updated = await call('PUT', `/api/console/band-banners/${bandBanner._id}`, {
      text: '전 상품 5만원 이상 무료배송',
      display: { ...always, enabled: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().bandBanner).toMatchObject({
      text: '전 상품 5만원 이상 무료배송',
      url: '',
      order: 0,
    });
    const list = await call('GET', '/api/console/band-banners');
    expect(list.json().summary.totalCount).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/v1/band-banners' })).json().bandBanners).toEqual([]);
    expect((await call('DELETE', `/api/console/band-banners/${bandBanner._id}`)).statusCode).toBe(204);
    const gone = await call('DELETE', `/api/console/band-banners/${bandBanner._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('띠배너를 찾을 수 없습니다');
  });

  it('answers 400 in Korean for empty text, a bad colour and a missing period end', async () => {
    const text = await call('POST', '/api/console/band-banners', { text: '', display: always });
    expect(text.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '띠배너 문구를 입력해주세요' });
    const colour = await call('POST', '/api/console/band-banners', {
      text: '안내',
      backgroundColor: 'red',
      display: always,
    });
    expect(colour.json().message).toBe('색상은 #RRGGBB 형식으로 입력해주세요');
    const period = await call('POST', '/api/console/band-banners', {
      text: '안내',
      display: { enabled: true, hasPeriod: true, startedAt: new Date().toISOString(), endedAt: null },
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toBe('종료일시를 입력해주세요');
  });
});

const popupBody = (overrides: Record<string, unknown> = {}) => ({
  title: '여름 욕실 특가',
  url: '/shop/exhibitions',
  content: '<p>최대 <strong>30%</strong> 할인</p>',
  left: 40,
  top: 140,
  width: 380,
  height: 480,
  display: always,
  ...overrides,
});

describe('/api/console/popups', () => {
  it('creates a popup with cleaned content, uploads, replaces and deletes its image, then deletes it', async () => {
    const created = await call(
      'POST',
      '/api/console/popups',
      popupBody({ content: '<p onclick="steal()">안내<script>alert(1)</script></p>' }),
    );
    expect(created.statusCode).toBe(201);
    const { popup } = created.json();
    expect(popup.content).toBe('<p>안내</p>');
    expect(popup.image).toBeNull();

    const first = await upload(`/api/console/popups/${popup._id}/image`, 'image', await png(760, 960));
    expect(first.statusCode).toBe(200);
    const firstImage = first.json().popup.image;
    expect(await hasFile(app, firstImage)).toBe(true);
    const second = await upload(`/api/console/popups/${popup._id}/image`, 'image', await png(600, 600));
    expect(await hasFile(app, firstImage)).toBe(false);
    const secondImage = second.json().popup.image;

    const text = await upload(
      `/api/console/popups/${popup._id}/image`,
      'image',
      Buffer.from('not an image'),
      'a.txt',
      'text/plain',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('이미지 파일만 올릴 수 있습니다');

    const updated = await call(
      'PUT',
      `/api/console/popups/${popup._id}`,
      popupBody({ left: 0, top: 0, width: 500 }),
    );
    expect(updated.json().popup).toMatchObject({ left: 0, top: 0, width: 500, image: secondImage });

    const dropped = await call('DELETE', `/api/console/popups/${popup._id}/image`);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().popup.image).toBeNull();
    expect(await hasFile(app, secondImage)).toBe(false);
    expect((await call('DELETE', `/api/console/popups/${popup._id}/image`)).statusCode).toBe(404);

    await upload(`/api/console/popups/${popup._id}/image`, 'image', await png());
    const withImage = (await call('GET', `/api/console/popups/${popup._id}`)).json().popup.image;
    expect((await call('DELETE', `/api/console/popups/${popup._id}`)).statusCode).toBe(204);
    expect(await hasFile(app, withImage)).toBe(false);
    expect((await call('GET', `/api/console/popups/${popup._id}`)).json().message).toBe(
      '팝업을 찾을 수 없습니다',
    );
  });

  it('answers 400 in Korean for a box that is too small or placed off the page', async () => {
    const narrow = await call('POST', '/api/console/popups', popupBody({ width: 100 }));
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().message).toBe('너비는 200px 이상이어야 합니다');
    const negative = await call('POST', '/api/console/popups', popupBody({ left: -10 }));
    expect(negative.json().message).toBe('위치는 0 이상이어야 합니다');
    const title = await call('POST', '/api/console/popups', popupBody({ title: '' }));
    expect(title.json().message).toBe('팝업 제목을 입력해주세요');
  });

  it('lists every popup, switched off and ended ones too', async () => {
    await create(
      app,
      operator,
      '/api/console/popups',
      popupBody({ title: '꺼 둔 팝업', display: { ...always, enabled: false } }),
    );
    await create(
      app,
      operator,
      '/api/console/popups',
      popupBody({ title: '끝난 팝업', display: periodFromNow(app, -5, -1) }),
    );
    const list = await call('GET', '/api/console/popups');
    expect(
      list
        .json()
        .popups.map((p: { title: string }) => p.title)
        .sort(),
    ).toEqual(['꺼 둔 팝업', '끝난 팝업']);
    expect((await app.inject({ method: 'GET', url: '/api/v1/popups' })).json().popups).toEqual([]);
  });
});

describe('/api/console/shop/displays', () => {
  it('replaces the ordered list of one code and answers hidden products too', async () => {
    const a = await makeProduct(app, { name: '원홀 세면수전', _category: category._id, salesCount: 10 });
    const b = await makeProduct(app, { name: '벽붙이 샤워수전', _category: category._id });
    const hidden = await makeProduct(app, { name: '단종 수전', _category: category._id, isDisplayed: false });
    const res = await call('PUT', '/api/console/shop/displays', {
      code: 'section2',
      _products: [b._id, hidden._id, a._id],
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().displays.map((d: { _product: string; order: number }) => [d._product, d.order]),
    ).toEqual([
      [b._id, 0],
      [hidden._id, 1],
      [a._id, 2],
    ]);
    const console = await call('GET', '/api/console/shop/displays?code=section2');
    expect(console.json().displays).toHaveLength(3);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/shop/displays?code=section2' });
    expect(shop.json().displays.map((d: { _product: string }) => d._product)).toEqual([b._id, a._id]);

    const shorter = await call('PUT', '/api/console/shop/displays', { code: 'section2', _products: [a._id] });
    expect(shorter.json().displays.map((d: { _product: string }) => d._product)).toEqual([a._id]);
    const other = await call('GET', '/api/console/shop/displays?code=section1');
    expect(other.json().displays).toEqual([]);
  });

  it('refuses an unknown product (422), the same product twice and an unknown code (400), changing nothing', async () => {
    const before = (await call('GET', '/api/console/shop/displays?code=section2')).json().displays;
    const unknown = await call('PUT', '/api/console/shop/displays', { code: 'section2', _products: [NO_ID] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: '상품을 찾을 수 없습니다', code: 'PRODUCT_NOT_FOUND' });
    const twice = await call('PUT', '/api/console/shop/displays', {
      code: 'section2',
      _products: [before[0]._product, before[0]._product],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('같은 상품을 두 번 담을 수 없습니다');
    const code = await call('PUT', '/api/console/shop/displays', { code: 'section3', _products: [] });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('진열 코드를 확인해주세요');
    const notId = await call('PUT', '/api/console/shop/displays', { code: 'section2', _products: ['abc'] });
    expect(notId.json().message).toBe('잘못된 식별자입니다');
    expect((await call('GET', '/api/console/shop/displays?code=section2')).json().displays).toEqual(before);
  });
});

describe('/api/console/shop/exhibitions', () => {
  let _exhibition: string;
  let items: Awaited<ReturnType<typeof makeProduct>>[];

  it('creates an exhibition with its ordered products, hidden ones included for the console', async () => {
    items = [];
    for (const name of ['욕조 수전', '세면 수전', '주방 수전'])
      items.push(await makeProduct(app, { name, _category: category._id }));
    const hidden = await makeProduct(app, { name: '숨긴 수전', _category: category._id, isDisplayed: false });
    const res = await call('POST', '/api/console/shop/exhibitions', {
      title: '수전 교체 특가전',
      kind: 'BARGAIN_SALES',
      summary: '수전 전 품목 20% 할인',
      content: '<h3>수전 교체</h3><img src="x" onerror="alert(1)">',
      display: periodFromNow(app, -1, 240),
      _products: [items[2]!._id, hidden._id, items[0]!._id],
    });
    expect(res.statusCode).toBe(201);
    const { exhibition } = res.json();
    _exhibition = exhibition._id;
    expect(exhibition).toMatchObject({ kind: 'BARGAIN_SALES', productCount: 3, thumb: null, banner: null });
    expect(exhibition.content).toBe('<h3>수전 교체</h3><img src="x" />');
    expect(exhibition.products.map((p: { _id: string }) => p._id)).toEqual([
      items[2]!._id,
      hidden._id,
      items[0]!._id,
    ]);
    const shop = await app.inject({ method: 'GET', url: `/api/v1/shop/exhibitions/${_exhibition}` });
    expect(shop.json().exhibition.productCount).toBe(2);
  });

  it('updates its fields and replaces its product list in the new order', async () => {
    const res = await call('PUT', `/api/console/shop/exhibitions/${_exhibition}`, {
      title: '수전 교체 기획전',
      kind: 'PLANNED_SALES',
      display: always,
      _products: [items[1]!._id, items[0]!._id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().exhibition).toMatchObject({
      title: '수전 교체 기획전',
      kind: 'PLANNED_SALES',
      productCount: 2,
    });
    expect(res.json().exhibition.products.map((p: { _id: string }) => p._id)).toEqual([
      items[1]!._id,
      items[0]!._id,
    ]);
    const unknown = await call('PUT', `/api/console/shop/exhibitions/${_exhibition}`, {
      title: '수전',
      kind: 'PLANNED_SALES',
      display: always,
      _products: [NO_ID],
    });
    expect(unknown.statusCode).toBe(422);
    const missing = await call('PUT', `/api/console/shop/exhibitions/${NO_ID}`, {
      title: '수전',
      kind: 'PLANNED_SALES',
      display: always,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('기획전을 찾을 수 없습니다');
  });

  it('answers 400 in Korean for a missing title or kind', async () => {
    const title = await call('POST', '/api/console/shop/exhibitions', {
      title: '',
      kind: 'PLANNED_SALES',
      display: always,
    });
    expect(title.json().message).toBe('기획전 제목을 입력해주세요');
    const kind = await call('POST', '/api/console/shop/exhibitions', {
      title: '기획전',
      kind: 'SUMMER',
      display: always,
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('기획전 종류를 선택해주세요');
  });

  it('stores the thumb (16:10 card) and the banner at …/files, each in the field named as its slot', async () => {
    const files = `/api/console/shop/exhibitions/${_exhibition}/files`;
    const thumb = await upload(files, 'thumb', await png(1600, 1600));
    expect(thumb.statusCode).toBe(200);
    const thumbUrl = thumb.json().exhibition.thumb;
    const file = await app.inject({ method: 'GET', url: thumbUrl });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 800, height: 500 });
    const banner = await upload(files, 'banner', await png(1920, 500));
    expect(banner.json().exhibition.banner).toMatch(/-banner\.webp$/);
    expect(banner.json().exhibition.thumb).toBe(thumbUrl);
    const wrongField = await upload(files, 'image', await png());
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('파일은 thumb 또는 banner 항목으로 보내주세요');
    const unknown = await upload(`/api/console/shop/exhibitions/${NO_ID}/files`, 'thumb', await png());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('기획전을 찾을 수 없습니다');
    // The slot is the field's name now; a slot in the path is no route of its own.
    const oldPath = await upload(`${files}/thumb`, 'thumb', await png());
    expect(oldPath.statusCode).toBe(404);

    const slot = await call('DELETE', `${files}/logo`);
    expect(slot.statusCode).toBe(400);
    const dropped = await call('DELETE', `${files}/thumb`);
    expect(dropped.json().exhibition.thumb).toBeNull();
    expect(await hasFile(app, thumbUrl)).toBe(false);
  });

  it('lists every exhibition with paging and a kind filter', async () => {
    await create(app, operator, '/api/console/shop/exhibitions', {
      title: '끝난 팝업',
      kind: 'POP_UP_EVENTS',
      display: periodFromNow(app, -100, -50),
    });
    const all = await call('GET', '/api/console/shop/exhibitions');
    expect(all.json().summary.totalCount).toBe(2);
    const popups = await call('GET', '/api/console/shop/exhibitions?kind=POP_UP_EVENTS');
    expect(popups.json().exhibitions.map((e: { title: string }) => e.title)).toEqual(['끝난 팝업']);
    const page = await app.inject({
      method: 'GET',
      url: '/api/console/shop/exhibitions?limit=1',
      headers: operator,
    });
    expect(page.json().exhibitions).toHaveLength(1);
  });

  it('deletes an exhibition with its files', async () => {
    const { exhibition } = (await call('GET', `/api/console/shop/exhibitions/${_exhibition}`)).json();
    expect((await call('DELETE', `/api/console/shop/exhibitions/${_exhibition}`)).statusCode).toBe(204);
    expect(await hasFile(app, exhibition.banner)).toBe(false);
    expect((await call('GET', `/api/console/shop/exhibitions/${_exhibition}`)).statusCode).toBe(404);
  });
});

describe('/api/console/shop/showrooms', () => {
  it('creates, updates, photographs and deletes a showroom', async () => {
    const created = await call('POST', '/api/console/shop/showrooms', {
      name: '경기 성남 분당',
      address: '경기도 성남시 분당구 판교역로 235',
      phone: '031-8017-1234',
      hours: '평일 10:00-19:00',
      isVisible: false,
    });
    expect(created.statusCode).toBe(201);
    const { showroom } = created.json();
    expect(showroom).toMatchObject({ phone: '03180171234', isVisible: false, image: null });
    const photo = await upload(
      `/api/console/shop/showrooms/${showroom._id}/image`,
      'image',
      await png(1200, 800),
    );
    expect(photo.statusCode).toBe(200);
    const image = photo.json().showroom.image;
    expect(
      await sharp((await app.inject({ method: 'GET', url: image })).rawPayload).metadata(),
    ).toMatchObject({
      width: 960,
      height: 720,
    });
    const updated = await call('PUT', `/api/console/shop/showrooms/${showroom._id}`, {
      name: '경기 성남 분당 (판교)',
      address: '경기도 성남시 분당구 판교역로 235',
      phone: '031-8017-1234',
      isVisible: true,
    });
    expect(updated.json().showroom).toMatchObject({ name: '경기 성남 분당 (판교)', image });
    expect((await call('GET', '/api/console/shop/showrooms')).json().summary.totalCount).toBe(1);
    expect((await call('DELETE', `/api/console/shop/showrooms/${showroom._id}`)).statusCode).toBe(204);
    expect(await hasFile(app, image)).toBe(false);
    const gone = await call('GET', `/api/console/shop/showrooms/${showroom._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('쇼룸을 찾을 수 없습니다');
  });

  it('answers 400 in Korean for a missing name or a bad phone', async () => {
    const name = await call('POST', '/api/console/shop/showrooms', {
      name: '',
      address: '서울',
      phone: '0212345678',
    });
    expect(name.json().message).toBe('쇼룸 이름을 입력해주세요');
    const phone = await call('POST', '/api/console/shop/showrooms', {
      name: '서울',
      address: '서울',
      phone: '123',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('연락처를 입력해주세요');
  });
});
