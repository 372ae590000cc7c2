import { describe, expect, it } from 'vitest';
import { EP_COLUMNS, EP_HEADER, SUMMARY_HEADER } from './columns.ts';
import {
  buildEpRow,
  cleanCell,
  type EpProduct,
  type EpRowContext,
  epShipping,
  leavingRow,
  rowHash,
} from './rows.ts';

const product = (over: Partial<EpProduct> = {}): EpProduct => ({
  id: '86d1dd03-100c-4651-8b90-27cff34314f9',
  name: '스마트 비데',
  price: 20_000,
  salePrice: 20_000,
  optionExtraMin: 0,
  thumb: 'a1-card.webp',
  images: [],
  categoryPath: ['욕실', '비데'],
  brand: null,
  shippingMethod: 'PARCEL',
  shippingFee: null,
  reviewCount: 0,
  ...over,
});
const ctx: EpRowContext = {
  baseUrl: 'https://shop.example',
  policy: { baseFee: 3000, freeFrom: 30_000 },
  remoteMaxFee: 0,
  eventWords: new Map(),
};
const cell = (values: string[], name: string) => values[EP_COLUMNS.findIndex((c) => c.name === name)]!;
function row(p: EpProduct, c: EpRowContext = ctx): string[] {
  const built = buildEpRow(p, c);
  if (!built.ok) throw new Error(built.reason);
  return built.values;
}

describe('EP columns', () => {
  it('are the 49 of EP 3.0, the summary two more', () => {
    expect(EP_COLUMNS).toHaveLength(49);
    expect(EP_HEADER.split('\t')).toHaveLength(49);
    expect(SUMMARY_HEADER.split('\t').slice(-2)).toEqual(['class', 'update_time']);
    expect(new Set(EP_COLUMNS.map((c) => c.name)).size).toBe(49);
  });
});

describe('cleanCell', () => {
  it('drops tags, tabs, newlines and control characters and squeezes spaces', () => {
    expect(cleanCell('<p>욕실\t수전</p>\r\n  세트\u0000\u2028끝', 100)).toBe('욕실 수전 세트 끝');
  });
  it('cuts at the limit in characters, never inside an emoji', () => {
    expect(cleanCell('가'.repeat(120), 100)).toHaveLength(100);
    const cut = cleanCell(`${'a'.repeat(99)}😀b`, 100);
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut.endsWith('😀')).toBe(true);
  });
});

describe('shipping of one unit (INTEGRATIONS.md h.3 #42)', () => {
  it('is 0 when one unit reaches the free amount, else the base fee', () => {
    expect(epShipping(ctx.policy, product(), 50_000)).toBe(0);
    expect(epShipping(ctx.policy, product(), 20_000)).toBe(3000);
    expect(epShipping(ctx.policy, product(), 30_000)).toBe(0);
  });
  it("is the product's own fee when it has one, even above the free amount", () => {
    expect(epShipping(ctx.policy, product({ shippingFee: 15_000 }), 500_000)).toBe(15_000);
    expect(epShipping(ctx.policy, product({ shippingFee: 0 }), 1000)).toBe(0);
  });
});

describe('buildEpRow', () => {
  it('writes 49 cells in order with the prices, links and shipping', () => {
    const values = row(product({ salePrice: 15_000, brand: '바스', reviewCount: 3 }));
    expect(values).toHaveLength(49);
    expect(cell(values, 'id')).toBe('86d1dd03-100c-4651-8b90-27cff34314f9');
    expect(cell(values, 'price_pc')).toBe('15000');
    expect(cell(values, 'normal_price')).toBe('20000');
    expect(cell(values, 'link')).toBe(
      'https://shop.example/shop/products/86d1dd03-100c-4651-8b90-27cff34314f9',
    );
    expect(cell(values, 'image_link')).toBe(
      'https://shop.example/res/shop/products/86d1dd03-100c-4651-8b90-27cff34314f9/a1-card.webp',
    );
    expect(cell(values, 'category_name1')).toBe('욕실');
    expect(cell(values, 'category_name2')).toBe('비데');
    expect(cell(values, 'category_name4')).toBe('');
    expect(cell(values, 'brand')).toBe('바스');
    expect(cell(values, 'review_count')).toBe('3');
    expect(cell(values, 'shipping')).toBe('3000');
    expect(values.every((v) => !/[\t\r\n]/.test(v))).toBe(true);
  });

  it('leaves 정가 empty at the full price and adds the cheapest option to the price', () => {
    expect(cell(row(product()), 'normal_price')).toBe('');
    const values = row(product({ salePrice: 18_000, optionExtraMin: 2000 }));
    expect(cell(values, 'price_pc')).toBe('20000');
    expect(cell(values, 'normal_price')).toBe('');
  });

  it('flags installation and names the remote-area surcharge', () => {
    const values = row(product({ shippingMethod: 'INSTALLATION' }), { ...ctx, remoteMaxFee: 5000 });
    expect(cell(values, 'installation_costs')).toBe('Y');
    expect(cell(values, 'delivery_detail')).toBe('설치배송 (설치비 별도 안내), 도서산간 최대 5,000원 추가');
    expect(cell(row(product()), 'installation_costs')).toBe('');
  });

  it('keeps at most 10 extra images within 2,560 characters', () => {
    const images = Array.from({ length: 14 }, (_, i) => `${'x'.repeat(150)}${i}-detail.webp`);
    const extra = cell(row(product({ images })), 'add_image_link').split('|');
    expect(extra.length).toBeLessThanOrEqual(10);
    expect(extra.join('|').length).toBeLessThanOrEqual(2560);
    expect(extra[0]).toMatch(/0-detail\.webp$/);
  });

  it('percent-encodes file names', () => {
    expect(cell(row(product({ thumb: '욕실 1-card.webp' })), 'image_link')).toMatch(
      /%EC%9A%95%EC%8B%A4%201-card\.webp$/,
    );
  });

  it('refuses a product Naver would refuse', () => {
    expect(buildEpRow(product({ thumb: null }), ctx)).toEqual({ ok: false, reason: '대표 이미지 없음' });
    expect(buildEpRow(product({ salePrice: 0 }), ctx)).toEqual({ ok: false, reason: '판매가 0원' });
    expect(buildEpRow(product({ categoryPath: [] }), ctx)).toEqual({ ok: false, reason: '카테고리 없음' });
    expect(buildEpRow(product({ name: ' <br> ' }), ctx)).toEqual({ ok: false, reason: '상품명 없음' });
    expect(buildEpRow(product({ shippingFee: 1_000_001 }), ctx)).toEqual({
      ok: false,
      reason: '배송비 범위 초과',
    });
    expect(buildEpRow(product({ id: 'a/b' }), ctx)).toEqual({ ok: false, reason: '상품 ID 형식' });
  });

  it('writes a deleted product as its id alone', () => {
    const values = leavingRow('gone-1', undefined, ctx);
    expect(values).toHaveLength(49);
    expect(values[0]).toBe('gone-1');
    expect(values.slice(1).every((v) => v === '')).toBe(true);
  });

  it('hashes what is sent: any cell change is a new hash', () => {
    expect(new Set(Array.from({ length: 20_000 }, (_, i) => rowHash(`row ${i}`))).size).toBe(20_000);
    const a = row(product()).join('\t');
    const b = row(product({ reviewCount: 1 })).join('\t');
    expect(rowHash(a)).toBe(rowHash(a));
    expect(rowHash(a)).not.toBe(rowHash(b));
    expect(rowHash(a)).toMatch(/^[0-9a-z]{1,11}$/);
  });
});
