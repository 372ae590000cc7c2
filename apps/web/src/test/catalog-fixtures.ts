import type { Product, ProductCard } from '@shop/contracts';

/** A product card as GET /api/v1/shop/products answers it. */
export function makeCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    _id: '86d1dd03-100c-4651-8b90-27cff34314f9',
    name: '한빛도기 원형 탑볼세면대',
    thumb: 'fbfdb7c6e24b432b-card.webp',
    category: { _id: '0a2b9844-beeb-4ba9-8d89-ccb95ebd34ed', code: 'basin-top-bowl', name: '탑볼 세면대' },
    brand: { _id: 'f82d9ded-bc5d-4291-8ae7-d7de26fa91ce', code: 'hanbit', name: '한빛도기' },
    price: 309_000,
    salePrice: 231_800,
    discountPrice: 77_200,
    discountRate: 24,
    soldout: false,
    stock: 75,
    meta: { reviews: { star__average: 4.3, count__total: 170 } },
    createdAt: '2026-11-06T08:32:58.741Z',
    ...overrides,
  };
}

/** A product with two option groups (색상 × 사이즈) as GET /api/v1/shop/products/{_id} answers it. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const option = (n: number, values: string[], extraPrice: number, stock: number) => ({
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    values,
    extraPrice,
    stock,
    isDisplayed: true,
  });
  return {
    ...makeCard(),
    images: ['aaaaaaaaaaaaaaaa-detail.webp', 'bbbbbbbbbbbbbbbb-detail.webp'],
    description: '<p>설명</p>',
    shippingMethod: 'PARCEL',
    shippingFee: null,
    optionGroups: [
      { _id: 'g1', name: '색상', values: ['화이트', '블랙'] },
      { _id: 'g2', name: '사이즈', values: ['600', '800', '1000'] },
    ],
    options: [
      option(1, ['화이트', '600'], 0, 10),
      option(2, ['화이트', '800'], 30_000, 0),
      option(3, ['화이트', '1000'], 60_000, 3),
      option(4, ['블랙', '600'], 5_000, 0),
      option(5, ['블랙', '800'], 35_000, 0),
      // 블랙 1000 is not offered
    ],
    ...overrides,
  };
}
