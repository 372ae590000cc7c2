import { describe, expect, it } from 'vitest';
import { activeNavTarget } from './console-layout.tsx';

describe('activeNavTarget', () => {
  it('lights the most specific menu item the path is under', () => {
    expect(activeNavTarget('/console/shop/products')).toBe('/console/shop/products');
    expect(activeNavTarget('/console/shop/products/create')).toBe('/console/shop/products/create');
    expect(activeNavTarget('/console/shop/products/3f1b1c9e-1111-4a2b-8c3d-000000000001')).toBe(
      '/console/shop/products',
    );
    expect(activeNavTarget('/console/users/abc')).toBe('/console/users');
    expect(activeNavTarget('/console/shop/productsx')).toBeUndefined();
  });
});
