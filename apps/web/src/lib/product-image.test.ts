import { describe, expect, it } from 'vitest';
import { productImageUrl, rememberedImageFile } from './product-image.ts';

const _product = '86d1dd03-100c-4651-8b90-27cff34314f9';

describe('productImageUrl (spec §7: /res/shop/products/{_id}/{file})', () => {
  it('builds the path from the product id and the file name the API gives', () => {
    expect(productImageUrl(_product, 'fbfdb7c6e24b432b-card.webp')).toBe(
      `/res/shop/products/${_product}/fbfdb7c6e24b432b-card.webp`,
    );
  });

  it('is null without a file, or without a product (an order line whose product was deleted)', () => {
    expect(productImageUrl(_product, null)).toBeNull();
    expect(productImageUrl(null, 'fbfdb7c6e24b432b-card.webp')).toBeNull();
    expect(productImageUrl(undefined, undefined)).toBeNull();
  });

  it('keeps a file name inside its folder', () => {
    expect(productImageUrl(_product, 'a b#?.webp')).toBe(`/res/shop/products/${_product}/a%20b%23%3F.webp`);
  });
});

describe('rememberedImageFile', () => {
  it('reads a URL this browser kept before decision 0025 as its file name, and a file name as itself', () => {
    expect(rememberedImageFile(`/res/shop/products/${_product}/fbfdb7c6e24b432b-card.webp`)).toBe(
      'fbfdb7c6e24b432b-card.webp',
    );
    expect(rememberedImageFile('fbfdb7c6e24b432b-card.webp')).toBe('fbfdb7c6e24b432b-card.webp');
  });
});
