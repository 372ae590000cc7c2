import { count, eq } from 'drizzle-orm';
import { gramsOf } from '../../modules/catalog/amounts.ts';
import { makeVariants, variantFile } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Db } from '../client.ts';
import {
  brands,
  categories,
  productGrams,
  productOptionGroups,
  productOptions,
  products,
} from '../schema/index.ts';
import { type FixtureKind, fixtureImage } from './catalog-images.ts';

type Leaf = {
  code: string;
  name: string;
  kind: FixtureKind;
  /** 정가 range in won */
  price: [number, number];
  items: string[];
  shipping: 'PARCEL' | 'INSTALLATION';
  options?: 'colour' | 'colour-size' | 'size';
};
type Branch = { code: string; name: string; children: (Branch | Leaf)[] };

/** The demo shop's 3-level tree: 대분류 → 중분류 → 소분류. */
const tree: Branch[] = [
  {
    code: 'sanitary',
    name: '욕실도기',
    children: [
      {
        code: 'toilet',
        name: '양변기',
        children: [
          {
            code: 'toilet-one-piece',
            name: '원피스 양변기',
            kind: 'toilet',
            price: [289_000, 690_000],
            shipping: 'INSTALLATION',
            options: 'colour',
            items: [
              '원피스 양변기 절수형',
              '원피스 양변기 하이브리드',
              '슬림 원피스 양변기',
              '무소음 원피스 양변기',
            ],
          },
          {
            code: 'toilet-two-piece',
            name: '투피스 양변기',
            kind: 'toilet',
            price: [159_000, 320_000],
            shipping: 'INSTALLATION',
            options: 'colour',
            items: [
              '투피스 양변기 스탠다드',
              '투피스 양변기 절수형',
              '사이펀 투피스 양변기',
              '초절수 투피스 양변기',
            ],
          },
          {
            code: 'toilet-wall',
            name: '벽걸이 양변기',
            kind: 'toilet',
            price: [420_000, 890_000],
            shipping: 'INSTALLATION',
            items: ['벽걸이 양변기 림리스', '벽걸이 양변기 세트', '컴팩트 벽걸이 양변기'],
          },
        ],
      },
      {
        code: 'basin',
        name: '세면대',
        children: [
          {
            code: 'basin-top-bowl',
            name: '탑볼 세면대',
            kind: 'basin',
            price: [129_000, 389_000],
            shipping: 'PARCEL',
            options: 'size',
            items: ['원형 탑볼세면대', '사각 탑볼세면대', '슬림 탑볼세면대', '타원 탑볼세면대'],
          },
          {
            code: 'basin-half-pedestal',
            name: '반다리 세면대',
            kind: 'basin',
            price: [89_000, 219_000],
            shipping: 'PARCEL',
            items: ['반다리 세면대 스탠다드', '반다리 세면대 와이드', '코너형 반다리 세면대'],
          },
          {
            code: 'basin-pedestal',
            name: '긴다리 세면대',
            kind: 'basin',
            price: [99_000, 249_000],
            shipping: 'PARCEL',
            items: ['긴다리 세면대 클래식', '긴다리 세면대 모던', '긴다리 세면대 컴팩트'],
          },
        ],
      },
      {
        code: 'urinal',
        name: '소변기',
        children: [
          {
            code: 'urinal-wall',
            name: '벽걸이 소변기',
            kind: 'urinal',
            price: [119_000, 359_000],
            shipping: 'INSTALLATION',
            items: ['벽걸이 소변기 센서형', '벽걸이 소변기 수동형', '절수형 소변기'],
          },
        ],
      },
    ],
  },
  {
    code: 'bidet',
    name: '비데',
    children: [
      {
        code: 'bidet-electronic',
        name: '전자식 비데',
        children: [
          {
            code: 'bidet-remote',
            name: '리모컨 비데',
            kind: 'bidet',
            price: [249_000, 599_000],
            shipping: 'PARCEL',
            items: ['리모컨 비데 프리미엄', '리모컨 비데 순간온수', '슬림 리모컨 비데', '살균 리모컨 비데'],
          },
          {
            code: 'bidet-waterproof',
            name: '방수 비데',
            kind: 'bidet',
            price: [199_000, 459_000],
            shipping: 'PARCEL',
            items: ['방수 비데 IPX5', '방수 비데 저수위', '방수 비데 스마트'],
          },
        ],
      },
      {
        code: 'bidet-mechanical',
        name: '기계식 비데',
        children: [
          {
            code: 'bidet-nonpower',
            name: '무전원 비데',
            kind: 'bidet',
            price: [59_000, 139_000],
            shipping: 'PARCEL',
            items: ['무전원 비데 듀얼노즐', '무전원 비데 슬림', '무전원 비데 에코'],
          },
        ],
      },
    ],
  },
  {
    code: 'faucet',
    name: '수전',
    children: [
      {
        code: 'faucet-bath',
        name: '욕실 수전',
        children: [
          {
            code: 'faucet-basin',
            name: '세면 수전',
            kind: 'faucet',
            price: [49_000, 259_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['원홀 세면수전', '투홀 세면수전', '탑볼용 높은 세면수전', '벽붙이 세면수전'],
          },
          {
            code: 'faucet-shower',
            name: '샤워 수전',
            kind: 'faucet',
            price: [69_000, 289_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['샤워 수전 기본형', '온도조절 샤워수전', '매립형 샤워수전'],
          },
        ],
      },
      {
        code: 'faucet-kitchen-group',
        name: '주방 수전',
        children: [
          {
            code: 'faucet-kitchen',
            name: '싱크 수전',
            kind: 'faucet',
            price: [59_000, 329_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['풀아웃 싱크수전', '입식 싱크수전', '벽붙이 싱크수전'],
          },
        ],
      },
    ],
  },
  {
    code: 'bathtub',
    name: '욕조',
    children: [
      {
        code: 'bathtub-type',
        name: '욕조 유형',
        children: [
          {
            code: 'bathtub-acrylic',
            name: '아크릴 욕조',
            kind: 'bathtub',
            price: [390_000, 990_000],
            shipping: 'INSTALLATION',
            options: 'size',
            items: ['아크릴 매립 욕조', '아크릴 코너 욕조', '아크릴 스탠다드 욕조'],
          },
          {
            code: 'bathtub-freestanding',
            name: '이동식 욕조',
            kind: 'bathtub',
            price: [690_000, 1_890_000],
            shipping: 'INSTALLATION',
            items: ['이동식 욕조 오벌', '이동식 욕조 슬리퍼', '이동식 욕조 미니'],
          },
          {
            code: 'bathtub-whirlpool',
            name: '월풀 욕조',
            kind: 'bathtub',
            price: [1_290_000, 3_290_000],
            shipping: 'INSTALLATION',
            items: ['월풀 욕조 2인용', '월풀 욕조 코너형'],
          },
        ],
      },
    ],
  },
  {
    code: 'shower',
    name: '샤워기',
    children: [
      {
        code: 'shower-head-group',
        name: '샤워헤드',
        children: [
          {
            code: 'shower-rain',
            name: '해바라기 샤워',
            kind: 'shower',
            price: [129_000, 489_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['해바라기 샤워 선반형', '해바라기 샤워 원형', '해바라기 샤워 사각'],
          },
          {
            code: 'shower-hand',
            name: '핸드 샤워',
            kind: 'shower',
            price: [19_000, 79_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['필터 핸드샤워', '절수 핸드샤워', '3단 핸드샤워', '스톱 핸드샤워'],
          },
        ],
      },
      {
        code: 'shower-booth-group',
        name: '샤워부스',
        children: [
          {
            code: 'shower-booth',
            name: '샤워부스',
            kind: 'shower',
            price: [390_000, 1_290_000],
            shipping: 'INSTALLATION',
            options: 'size',
            items: ['일자형 샤워부스', 'ㄱ자형 샤워부스', '원형 샤워부스'],
          },
        ],
      },
    ],
  },
  {
    code: 'cabinet',
    name: '욕실장',
    children: [
      {
        code: 'cabinet-type',
        name: '욕실장 유형',
        children: [
          {
            code: 'cabinet-slide',
            name: '슬라이드 욕실장',
            kind: 'cabinet',
            price: [89_000, 259_000],
            shipping: 'PARCEL',
            options: 'colour-size',
            items: ['슬라이드 욕실장 600', '슬라이드 욕실장 800', '슬라이드 욕실장 LED'],
          },
          {
            code: 'cabinet-mirror',
            name: '거울 욕실장',
            kind: 'cabinet',
            price: [119_000, 349_000],
            shipping: 'PARCEL',
            options: 'size',
            items: ['거울 욕실장 양문형', '거울 욕실장 LED 조명', '거울 욕실장 코너형'],
          },
          {
            code: 'cabinet-floor',
            name: '하부장',
            kind: 'cabinet',
            price: [159_000, 459_000],
            shipping: 'INSTALLATION',
            options: 'colour',
            items: ['세면대 하부장 원목', '세면대 하부장 슬림'],
          },
        ],
      },
    ],
  },
  {
    code: 'accessory',
    name: '욕실 액세서리',
    children: [
      {
        code: 'accessory-type',
        name: '액세서리 유형',
        children: [
          {
            code: 'accessory-towel',
            name: '수건걸이',
            kind: 'accessory',
            price: [19_000, 69_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['일자 수건걸이', '이중 수건걸이', '수건 선반'],
          },
          {
            code: 'accessory-paper',
            name: '휴지걸이',
            kind: 'accessory',
            price: [12_000, 39_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['휴지걸이 커버형', '휴지걸이 선반형', '2롤 휴지걸이'],
          },
          {
            code: 'accessory-shelf',
            name: '욕실 선반',
            kind: 'accessory',
            price: [15_000, 89_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['코너 선반 2단', '유리 선반', '스텐 일자 선반'],
          },
          {
            code: 'accessory-soap',
            name: '비누받침·디스펜서',
            kind: 'accessory',
            price: [9_000, 49_000],
            shipping: 'PARCEL',
            options: 'colour',
            items: ['벽부착 비누받침', '자동 거품 디스펜서', '욕실 디스펜서 2구'],
          },
        ],
      },
    ],
  },
];

const demoBrands = [
  { code: 'aqualine', name: '아쿠아린', description: '물 절약 기술에 집중하는 국내 위생도기 브랜드입니다.' },
  {
    code: 'ceramichouse',
    name: '세라믹하우스',
    description: '1,250℃ 고온 소성 도기로 오래 쓰는 욕실을 만듭니다.',
  },
  {
    code: 'bluewave',
    name: '블루웨이브',
    description: '샤워와 수전을 전문으로 하는 물줄기 설계 브랜드입니다.',
  },
  { code: 'modernbath', name: '모던바스', description: '간결한 디자인의 욕실장과 액세서리를 선보입니다.' },
  { code: 'cleann', name: '클린엔', description: '살균과 위생을 생각한 비데 전문 브랜드입니다.' },
  { code: 'hanbit', name: '한빛도기', description: '3대째 이어 온 장인의 손길로 빚는 도기 브랜드입니다.' },
];

const colours = [
  { name: '화이트', body: '#fbfbfb' },
  { name: '아이보리', body: '#f3ead7' },
  { name: '매트블랙', body: '#2b2b2e' },
  { name: '크롬', body: '#c9ced6' },
  { name: '그레이', body: '#9aa0a6' },
];

/** A tiny deterministic generator, so every start makes the same shop. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const isLeaf = (n: Branch | Leaf): n is Leaf => 'kind' in n;
const roundTo = (won: number, unit: number) => Math.round(won / unit) * unit;

function description(leaf: Leaf, name: string, brand: string): string {
  const install =
    leaf.shipping === 'INSTALLATION'
      ? '<p>전문 기사가 방문하여 설치해 드리는 <strong>설치배송</strong> 상품입니다. 설치비와 기존 제품 철거비는 현장 확인 후 별도로 안내해 드립니다.</p>'
      : '<p>택배로 안전하게 포장하여 보내 드립니다. 설치가 필요하시면 고객센터로 문의해 주세요.</p>';
  return `<h3>${brand} ${name}</h3>
<p>${brand}의 ${leaf.name} 제품으로, 매일 쓰는 욕실을 더 깨끗하고 편안하게 만들어 줍니다.</p>
<ul><li>KC 인증 및 환경표지 인증 자재 사용</li><li>물때가 잘 끼지 않는 표면 처리</li><li>구매일로부터 2년 무상 A/S</li></ul>
${install}`;
}

/**
 * The demo catalogue: 6 brands, a 3-level tree and about 90 products with options, stock (a few sold
 * out) and images drawn on this machine. Written only when there are no products yet.
 */
export async function seedDemoCatalog(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(products);
  if (Number(existing?.value) > 0) return 0;

  const brandRows = await db
    .insert(brands)
    .values(demoBrands.map((b, order) => ({ ...b, order })))
    .onConflictDoNothing()
    .returning();
  if (brandRows.length === 0) return 0;
  const rnd = random(20261123);
  let made = 0;

  const insertCategory = async (
    node: Branch | Leaf,
    parent: { _id: string; depth: number } | null,
    order: number,
  ) => {
    const [row] = await db
      .insert(categories)
      .values({
        code: node.code,
        name: node.name,
        _parent: parent?._id ?? null,
        depth: parent ? parent.depth + 1 : 1,
        order,
      })
      .returning();
    return row!;
  };

  const seedLeaf = async (leaf: Leaf, _category: string) => {
    for (const [i, item] of leaf.items.entries()) {
      const brand = brandRows[(made + i) % brandRows.length]!;
      const [low, high] = leaf.price;
      const price = roundTo(low + rnd() * (high - low), 1000);
      const discount = [0, 5, 10, 15, 20, 25, 30][Math.floor(rnd() * 7)]!;
      const salePrice = roundTo((price * (100 - discount)) / 100, 100);
      const soldOut = made % 17 === 5;
      const stock = soldOut ? 0 : 5 + Math.floor(rnd() * 120);
      // Two draws that once made fake review figures, kept so every later draw (prices, stock) stays.
      if (Math.floor(rnd() * 180) > 0) rnd();
      const name = `${brand.name} ${item}`;
      const createdAt = new Date(now.getTime() - (made * 37 + 3) * 3_600_000);
      const [product] = await db
        .insert(products)
        .values({
          name,
          _category,
          _brand: brand._id,
          price,
          salePrice,
          stock,
          soldout: soldOut && made % 2 === 0,
          description: description(leaf, item, brand.name),
          supplier: `${brand.name} 물류센터`,
          bonusRateBp: [200, 300, 300, 500][made % 4]!,
          shippingMethod: leaf.shipping,
          shippingFee: leaf.shipping === 'INSTALLATION' ? 30_000 : null,
          // reviewCount / reviewStarAverage come from the demo reviews (reviews.ts)
          salesCount: Math.floor(rnd() * 600),
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      const p = product!;
      await db
        .insert(productGrams)
        .values(gramsOf(p.name).map((gram) => ({ gram, _product: p._id })))
        .onConflictDoNothing();

      // Two images per product: the fixture in its first colour and in a second one.
      const palette = [colours[made % colours.length]!, colours[(made + 2) % colours.length]!];
      const stems: string[] = [];
      for (const [k, colour] of palette.entries()) {
        const { stem, files } = await makeVariants(await fixtureImage(leaf.kind, made * 3 + k, colour.body));
        for (const f of files) await storage.put(`shop/products/${p._id}/${f.name}`, f.body);
        stems.push(stem);
      }

      const groups: { name: string; values: string[] }[] = [];
      if (leaf.options === 'colour' || leaf.options === 'colour-size') {
        groups.push({ name: '색상', values: palette.map((c) => c.name) });
      }
      if (leaf.options === 'size' || leaf.options === 'colour-size') {
        groups.push({
          name: '사이즈',
          values: leaf.kind === 'bathtub' ? ['1500', '1700'] : ['600', '800', '1000'],
        });
      }
      const combos: { values: string[]; extraPrice: number; stock: number }[] = [];
      const walk = (depth: number, chosen: string[], extra: number) => {
        const group = groups[depth];
        if (!group) {
          combos.push({ values: chosen, extraPrice: extra, stock: soldOut ? 0 : Math.floor(rnd() * 40) });
          return;
        }
        group.values.forEach((v, idx) => {
          walk(depth + 1, [...chosen, v], extra + (group.name === '사이즈' ? idx * 30_000 : idx * 5_000));
        });
      };
      if (groups.length) walk(0, [], 0);
      if (groups.length) {
        await db
          .insert(productOptionGroups)
          .values(groups.map((g, order) => ({ ...g, order, _product: p._id })));
        await db.insert(productOptions).values(combos.map((c, order) => ({ ...c, order, _product: p._id })));
      }
      // File names, as a console upload keeps them (decision 0025): the card of the first, every large one.
      await db
        .update(products)
        .set({
          thumb: variantFile(stems[0]!, 'card'),
          images: stems.map((stem) => variantFile(stem, 'detail')),
        })
        .where(eq(products._id, p._id));
      made += 1;
    }
  };

  const walkTree = async (nodes: (Branch | Leaf)[], parent: { _id: string; depth: number } | null) => {
    for (const [order, node] of nodes.entries()) {
      const row = await insertCategory(node, parent, order);
      if (isLeaf(node)) await seedLeaf(node, row._id);
      else await walkTree(node.children, row);
    }
  };
  await walkTree(tree, null);
  return made;
}
