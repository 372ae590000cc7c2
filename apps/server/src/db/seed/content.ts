import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { contentDirs } from '../../modules/content/files.ts';
import { type ContentImage, makeContentImage, makeSlideVariants } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Db } from '../client.ts';
import {
  bandBanners,
  banners,
  categories,
  displays,
  exhibitionProducts,
  exhibitions,
  popups,
  products,
  type StoredSlide,
  showrooms,
} from '../schema/index.ts';
import {
  exhibitionBanner,
  exhibitionThumb,
  type HeroSlide,
  heroDesktop,
  heroMobile,
  type Palette,
  palettes,
  popupPoster,
  processSlide,
  type StepIcon,
  showroomPhoto,
  sideBanner,
  wideBanner,
} from './content-images.ts';

const DAY = 86_400_000;

type ProductPick = {
  _id: string;
  root: string;
  salesCount: number;
  discount: number;
  star: number;
  reviews: number;
};

/** The demo catalogue's displayed products with their top category, for picking display lists. */
async function loadProducts(db: Db): Promise<ProductPick[]> {
  const cats = await db
    .select({ _id: categories._id, code: categories.code, _parent: categories._parent })
    .from(categories);
  const byId = new Map(cats.map((c) => [c._id, c]));
  const rootOf = (_id: string) => {
    let c = byId.get(_id);
    while (c?._parent && byId.get(c._parent)) c = byId.get(c._parent);
    return c?.code ?? '';
  };
  const rows = await db
    .select({
      _id: products._id,
      _category: products._category,
      price: products.price,
      salePrice: products.salePrice,
      salesCount: products.salesCount,
      star: products.reviewStarAverage,
      reviews: products.reviewCount,
    })
    .from(products)
    .where(eq(products.isDisplayed, true));
  return rows.map((r) => ({
    _id: r._id,
    root: rootOf(r._category),
    salesCount: r.salesCount,
    discount: r.price > 0 ? (r.price - r.salePrice) / r.price : 0,
    star: r.star,
    reviews: r.reviews,
  }));
}

/** The first `n` of `sorted`, at most `perRoot` from one top category, so a list is varied. */
function varied(sorted: ProductPick[], n: number, perRoot: number, except = new Set<string>()) {
  const taken = new Map<string, number>();
  const out: string[] = [];
  for (const p of sorted) {
    if (out.length === n) break;
    if (except.has(p._id) || (taken.get(p.root) ?? 0) >= perRoot) continue;
    taken.set(p.root, (taken.get(p.root) ?? 0) + 1);
    out.push(p._id);
  }
  return out;
}

/**
 * Up to `n` best sellers under the given top categories; topped up with other best sellers when
 * the catalogue has too few there, so every exhibition has products to show.
 */
function inRoots(all: ProductPick[], roots: string[], n: number, perRoot = n) {
  const best = [...all].sort((a, b) => b.salesCount - a.salesCount);
  const chosen = varied(
    best.filter((p) => roots.includes(p.root)),
    n,
    perRoot,
  );
  for (const p of best) {
    if (chosen.length >= Math.min(6, n)) break;
    if (!chosen.includes(p._id)) chosen.push(p._id);
  }
  return chosen;
}

/** The main visual's slides; the sale slide links to the bargain exhibition. */
const heroSlides = (_bargain: string): (HeroSlide & { url: string; title: string })[] => [
  {
    eyebrow: 'BATHROOM REMODELING',
    headline: '욕실 리모델링,\n하루면 충분합니다',
    sub: ['상담부터 철거·시공까지', '전문 기사가 책임집니다'],
    cta: '시공 상담 신청',
    palette: palettes.navy,
    url: '/center/installation-service',
    title: '욕실 리모델링, 하루면 충분합니다',
  },
  {
    eyebrow: 'BRAND WEEK',
    headline: '믿을 수 있는 브랜드,\n한곳에 모았습니다',
    sub: ['아쿠아린 · 세라믹하우스 · 블루웨이브', '인기 브랜드 최대 30% 할인'],
    cta: '브랜드 보러 가기',
    palette: palettes.teal,
    url: '/shop/brands',
    title: '믿을 수 있는 브랜드, 한곳에 모았습니다',
  },
  {
    eyebrow: 'SPECIAL SALE',
    headline: '욕실 특가전\n최대 30% 할인',
    sub: ['비데 · 수전 · 욕실장', '인기 상품을 특가로 만나보세요'],
    cta: '특가 상품 보기',
    palette: palettes.coral,
    url: `/shop/exhibitions/${_bargain}`,
    title: '욕실 특가전 최대 30% 할인',
  },
];

const processSteps: { title: string; description: string; icon: StepIcon; palette: Palette }[] = [
  {
    title: '상담·견적',
    description: '전화나 온라인으로 원하는 욕실을\n알려주시면 맞춤 견적을 드립니다',
    icon: 'consult',
    palette: palettes.navy,
  },
  {
    title: '방문 실측',
    description: '전문 기사가 방문해 배관 위치와\n치수를 정확히 확인합니다',
    icon: 'measure',
    palette: palettes.teal,
  },
  {
    title: '시공·설치',
    description: '철거부터 설치, 마감 청소까지\n하루 만에 끝냅니다',
    icon: 'install',
    palette: palettes.coral,
  },
];

const showroomRows = [
  {
    name: '서울 강남',
    address: '서울특별시 강남구 논현로 702, 바스하우스빌딩 1층',
    phone: '025451234',
    hours: '평일 10:00-19:00 · 토요일 10:00-17:00 (일요일·공휴일 휴무)',
    description:
      '양변기·세면대·욕조 300여 종을 직접 보고 상담받을 수 있는 대표 쇼룸입니다. 건물 주차장 2시간 무료.',
    palette: palettes.navy,
  },
  {
    name: '경기 성남 분당',
    address: '경기도 성남시 분당구 판교역로 235, 에이치스퀘어 B동 1층',
    phone: '03180171234',
    hours: '평일 10:00-19:00 · 토요일 10:00-16:00 (일요일·공휴일 휴무)',
    description: '신혼집과 리모델링 고객을 위한 욕실 연출 공간 6곳에서 실제 시공 모습을 확인하세요.',
    palette: palettes.teal,
  },
  {
    name: '부산 해운대',
    address: '부산광역시 해운대구 센텀중앙로 79, 센텀스카이비즈 1층',
    phone: '0517441234',
    hours: '평일 10:00-18:30 · 토요일 10:00-15:00 (일요일·공휴일 휴무)',
    description: '영남권 방문 실측 예약과 A/S 접수를 함께 받는 쇼룸입니다. 센텀시티역 3번 출구 도보 5분.',
    palette: palettes.coral,
  },
];

/**
 * Demo shop content: banners with drawn slides, band banners, popups, displays, exhibitions and
 * showrooms. Written only when there are no banners yet; answers whether it wrote anything.
 * Product lists come from the demo catalogue (seeded first): best sellers by sales, MD picks by
 * rating across categories, exhibitions by discount and by category.
 */
export async function seedDemoContent(db: Db, storage: Storage, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(banners);
  if (Number(existing?.value) > 0) return false;

  const all = await loadProducts(db);
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const ids = {
    bargain: randomUUID(),
    planned: randomUUID(),
    popupStore: randomUUID(),
    ended: randomUUID(),
  };
  const hero = heroSlides(ids.bargain);

  // Files first, under ids chosen here; the rows then go in one transaction.
  const slide = async (
    _banner: string,
    picture: Buffer,
    link: { url: string; title: string },
  ): Promise<StoredSlide> => {
    const made = await makeSlideVariants(picture);
    for (const f of made.files) await storage.put(`${contentDirs.banner(_banner)}/${f.name}`, f.body);
    return {
      image: made.stem,
      widths: made.widths,
      width: made.width,
      height: made.height,
      url: link.url,
      isOuterLink: false,
      target: '_self',
      meta: { title: link.title },
    };
  };
  const image = async (dir: string, picture: Buffer, kind: ContentImage) => {
    const { stem, file } = await makeContentImage(picture, kind);
    await storage.put(`${dir}/${file.name}`, file.body);
    return stem;
  };

  const bannerRows: (typeof banners.$inferInsert)[] = [];
  const addBanner = async (
    code: string,
    name: string,
    pictures: { picture: () => Promise<Buffer>; url: string; title: string }[],
  ) => {
    const _id = randomUUID();
    const slides: StoredSlide[] = [];
    for (const p of pictures) slides.push(await slide(_id, await p.picture(), p));
    bannerRows.push({ _id, code, name, slides, createdAt: now, updatedAt: now });
  };
  await addBanner(
    'main-visual',
    '메인 비주얼 (PC)',
    hero.map((s, i) => ({ picture: () => heroDesktop(s, i), url: s.url, title: s.title })),
  );
  await addBanner(
    'main-visual-mo',
    '메인 비주얼 (모바일)',
    hero.map((s, i) => ({ picture: () => heroMobile(s, i), url: s.url, title: s.title })),
  );
  await addBanner(
    'main-process',
    '시공 과정',
    processSteps.map((s, i) => ({
      picture: () => processSlide(i + 1, s.title, s.description, s.icon, s.palette),
      url: '/center/installation-service',
      title: s.title,
    })),
  );
  const installation = {
    url: '/center/delivery-installation-service',
    title: '설치까지 한 번에, 설치배송 상품',
  };
  await addBanner('main-banner', '메인 배너 (PC)', [
    {
      picture: () =>
        wideBanner(
          'desktop',
          '설치까지 한 번에, 설치배송 상품',
          '전문 기사 방문 설치 · 기존 제품 철거 상담',
          palettes.plum,
        ),
      ...installation,
    },
  ]);
  await addBanner('main-banner-mo', '메인 배너 (모바일)', [
    {
      picture: () =>
        wideBanner(
          'mobile',
          '설치까지 한 번에,\n설치배송 상품',
          '전문 기사 방문 설치와\n기존 제품 철거 상담',
          palettes.plum,
        ),
      ...installation,
    },
  ]);
  await addBanner('side-banner', '사이드 배너', [
    { picture: () => sideBanner(palettes.coral), url: '/join', title: '신규회원 5% 할인 쿠폰' },
  ]);

  const popupIds = [randomUUID(), randomUUID()];
  const popupImages = [
    await image(
      contentDirs.popup(popupIds[0]!),
      await popupPoster(
        '욕실 리모델링\n특가전',
        '양변기·세면대·수전 인기 상품\n최대 30% 할인',
        '~30%',
        palettes.teal,
      ),
      'popup',
    ),
    await image(
      contentDirs.popup(popupIds[1]!),
      await popupPoster(
        '설치 상담\n예약 안내',
        '방문 실측부터 시공까지\n전문 기사가 함께합니다',
        '무료',
        palettes.navy,
      ),
      'popup',
    ),
  ];

  const best = [...all].sort((a, b) => b.salesCount - a.salesCount);
  const section1 = varied(best, 8, 8);
  // MD PICK: the best rated of the products with a few real reviews, then best sellers if too few.
  const rated = [...all]
    .filter((p) => p.reviews >= 3)
    .sort((a, b) => b.star - a.star || b.reviews - a.reviews);
  const byRating = [...rated, ...best.filter((p) => !rated.includes(p))];
  const section2 = varied(byRating, 8, 2, new Set(section1));

  const exhibitionRows = [
    {
      _id: ids.bargain,
      title: '욕실 리모델링 특가전',
      /** the list card's two lines */
      cardTitle: '욕실 리모델링\n특가전',
      kind: 'BARGAIN_SALES' as const,
      summary: '양변기·세면대·수전 인기 상품 최대 30% 할인',
      content:
        '<h3>욕실 리모델링 특가전</h3><p>새 욕실을 준비하신다면 지금이 기회입니다. 인기 도기와 수전을 한정 기간 특가로 만나보세요.</p><ul><li>설치배송 상품은 전문 기사가 방문해 설치해 드립니다</li><li>5만원 이상 구매 시 무료배송</li></ul>',
      hasPeriod: true,
      startedAt: at(-3),
      endedAt: at(27),
      order: 1,
      products: [...all]
        .sort((a, b) => b.discount - a.discount || b.salesCount - a.salesCount)
        .slice(0, 12)
        .map((p) => p._id),
      palette: palettes.coral,
      sub: '인기 도기·수전 최대 30% 할인, 한정 기간 특가',
    },
    {
      _id: ids.planned,
      title: '신혼집 욕실 완성 기획전',
      /** the list card's two lines */
      cardTitle: '신혼집 욕실\n완성 기획전',
      kind: 'PLANNED_SALES' as const,
      summary: '도기부터 욕실장·액세서리까지, 새 욕실에 필요한 모든 것',
      content:
        '<h3>신혼집 욕실, 한 번에 완성하세요</h3><p>바스하우스 MD가 고른 도기, 수전, 샤워, 욕실장, 액세서리를 한자리에 모았습니다. 함께 구매하면 설치 일정도 한 번에 잡아 드립니다.</p>',
      hasPeriod: false,
      startedAt: null,
      endedAt: null,
      order: 2,
      products: inRoots(all, ['sanitary', 'faucet', 'shower', 'cabinet', 'accessory'], 10, 2),
      palette: palettes.teal,
      sub: '도기·수전·욕실장·액세서리, MD가 고른 신혼집 필수템',
    },
    {
      _id: ids.popupStore,
      title: '성수 바스하우스 팝업 스토어',
      /** the list card's two lines */
      cardTitle: '성수 팝업\n스토어',
      kind: 'POP_UP_EVENTS' as const,
      summary: '욕조와 비데를 직접 체험하고 현장 특가로 만나보세요',
      content:
        '<h3>성수 바스하우스 팝업 스토어</h3><p>서울 성동구 연무장길 팝업 공간에서 욕조와 비데를 직접 체험해 보세요. 현장 상담 고객께는 설치비 할인 쿠폰을 드립니다.</p><p>운영 시간: 매일 11:00-20:00</p>',
      hasPeriod: true,
      startedAt: at(-1),
      endedAt: at(14),
      order: 3,
      products: inRoots(all, ['bathtub', 'bidet'], 8),
      palette: palettes.plum,
      sub: '욕조·비데 체험존 운영, 현장 상담 시 설치비 할인',
    },
    {
      _id: ids.ended,
      title: '수전 교체 위크',
      /** the list card's two lines */
      cardTitle: '수전 교체\n위크',
      kind: 'BARGAIN_SALES' as const,
      summary: '세면·샤워·주방 수전 교체 특가 (종료)',
      content:
        '<h3>수전 교체 위크</h3><p>오래된 수전을 새것으로 바꾸는 한 주, 세면·샤워·주방 수전을 특가로 드렸습니다.</p>',
      hasPeriod: true,
      startedAt: at(-60),
      endedAt: at(-30),
      order: 4,
      products: inRoots(all, ['faucet'], 8),
      palette: palettes.sand,
      sub: '세면·샤워·주방 수전 교체 특가',
    },
  ];
  const kindLabel = { BARGAIN_SALES: '특가할인', PLANNED_SALES: '기획전', POP_UP_EVENTS: '팝업 이벤트' };
  const exhibitionFiles = new Map<string, { thumb: string; banner: string }>();
  for (const [i, e] of exhibitionRows.entries()) {
    const dir = contentDirs.exhibition(e._id);
    const label = kindLabel[e.kind];
    exhibitionFiles.set(e._id, {
      thumb: await image(dir, await exhibitionThumb(label, e.cardTitle, e.palette, i), 'thumb'),
      banner: await image(dir, await exhibitionBanner(label, e.title, e.sub, e.palette, i), 'banner'),
    });
  }

  const showroomIds = showroomRows.map(() => randomUUID());
  const showroomImages: string[] = [];
  for (const [i, s] of showroomRows.entries()) {
    showroomImages.push(
      await image(contentDirs.showroom(showroomIds[i]!), await showroomPhoto(s.name, s.palette, i), 'photo'),
    );
  }

  await db.transaction(async (tx) => {
    await tx.insert(banners).values(bannerRows);
    await tx.insert(bandBanners).values([
      {
        text: '신규회원 5% 할인 쿠폰 즉시 발급',
        url: '/join',
        backgroundColor: '#1e3a5f',
        textColor: '#ffffff',
        order: 0,
        createdAt: now,
        updatedAt: now,
      },
      {
        text: '전 상품 5만원 이상 무료배송',
        backgroundColor: '#0f766e',
        textColor: '#ffffff',
        order: 1,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await tx.insert(popups).values([
      {
        _id: popupIds[0],
        title: '욕실 리모델링 특가전',
        url: `/shop/exhibitions/${ids.bargain}`,
        content:
          '<p><strong>양변기·세면대·수전</strong> 인기 상품을 최대 30% 할인해 드립니다.</p><p>한정 기간 특가, 지금 확인하세요.</p>',
        image: popupImages[0],
        left: 40,
        top: 140,
        width: 380,
        height: 480,
        order: 0,
        createdAt: now,
        updatedAt: now,
      },
      {
        // Switched off: shows the console's hidden state without stacking two layers on the home page.
        _id: popupIds[1],
        title: '설치 상담 예약 안내',
        url: '/center/installation-service',
        content: '<p>방문 실측부터 시공까지 전문 기사가 함께합니다. 상담 예약은 고객센터 1600-1234.</p>',
        image: popupImages[1],
        left: 440,
        top: 140,
        width: 380,
        height: 480,
        order: 1,
        enabled: false,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const placed = [
      ...section1.map((_product, order) => ({ code: 'section1', _product, order, createdAt: now })),
      ...section2.map((_product, order) => ({ code: 'section2', _product, order, createdAt: now })),
    ];
    if (placed.length) await tx.insert(displays).values(placed);
    for (const e of exhibitionRows) {
      const files = exhibitionFiles.get(e._id)!;
      await tx.insert(exhibitions).values({
        _id: e._id,
        title: e.title,
        kind: e.kind,
        summary: e.summary,
        content: e.content,
        thumb: files.thumb,
        banner: files.banner,
        order: e.order,
        enabled: true,
        hasPeriod: e.hasPeriod,
        startedAt: e.startedAt,
        endedAt: e.endedAt,
        createdAt: now,
        updatedAt: now,
      });
      if (e.products.length) {
        await tx
          .insert(exhibitionProducts)
          .values(e.products.map((_product, order) => ({ _exhibition: e._id, _product, order })));
      }
    }
    await tx.insert(showrooms).values(
      showroomRows.map(({ palette: _, ...s }, order) => ({
        ...s,
        _id: showroomIds[order],
        image: showroomImages[order],
        order,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  return true;
}
