import type { RouteObject } from 'react-router';
import { screen } from '@/app/route-kit.tsx';

/** /shop/*: the catalogue, search and checkout screens arrive in their own issues. */
export const shopRoutes: RouteObject[] = [
  screen('shop', '전체상품', undefined),
  screen('shop/search', '상품 검색', undefined),
  screen('shop/products/:_product', '상품 상세', undefined),
  screen('shop/exhibitions', '기획전', undefined),
  screen('shop/exhibitions/:_exhibition', '기획전 상세', undefined),
  screen('shop/brands', '브랜드', undefined),
  screen('shop/brands/:code', '브랜드 상품', undefined),
  screen('shop/showrooms', '쇼룸', undefined),
  screen('shop/order', '주문서 작성', undefined),
  screen('shop/result', '주문 완료', undefined),
];
