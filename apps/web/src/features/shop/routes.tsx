import type { RouteObject } from 'react-router';
import { screen } from '@/components/routing/route-kit.tsx';

/** The shop chunk: loaded when a shopper first opens a /shop page. */
const chunk = () => import('./shop-pages.ts');
/** Checkout: its own chunk, loaded only by a shopper who orders. */
const checkoutChunk = () => import('./checkout-pages.ts');

/** /shop/*: catalogue, search, brands, product pages, exhibitions, showrooms and checkout, with the payment result. */
export const shopRoutes: RouteObject[] = [
  screen('shop', '전체상품', undefined, async () => (await chunk()).ShopPage),
  screen('shop/search', '상품 검색', undefined, async () => (await chunk()).SearchPage),
  screen('shop/products/:_product', '상품 상세', undefined, async () => (await chunk()).ProductPage),
  screen('shop/exhibitions', '기획전', undefined, async () => (await chunk()).ExhibitionsPage),
  screen(
    'shop/exhibitions/:_exhibition',
    '기획전 상세',
    undefined,
    async () => (await chunk()).ExhibitionPage,
  ),
  screen('shop/brands', '브랜드', undefined, async () => (await chunk()).BrandsPage),
  screen('shop/brands/:code', '브랜드 상품', undefined, async () => (await chunk()).BrandPage),
  screen('shop/showrooms', '쇼룸', undefined, async () => (await chunk()).ShowroomsPage),
  // Members only, checked by the pages themselves (spec §6: /shop routes carry no guard meta).
  screen('shop/order', '주문서 작성', undefined, async () => (await checkoutChunk()).OrderPage),
  screen('shop/result', '주문 완료', undefined, async () => (await checkoutChunk()).ResultPage),
  // NICE Pay's return address (spec §2 Public): the payment window comes back here.
  screen(
    'plugins/nice/pay/result',
    '결제 결과',
    undefined,
    async () => (await checkoutChunk()).PaymentResultPage,
  ),
];
