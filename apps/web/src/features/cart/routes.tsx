import type { RouteObject } from 'react-router';
import { screen } from '@/components/routing/route-kit.tsx';
import { memberOnly } from '@/lib/routing/guard.ts';

/** The cart chunk: loaded when a member first opens their cart or address book. */
const chunk = () => import('./cart-pages.ts');

/** The member's carts and address book, under /mypage (app/router.tsx puts them in my page's section). */
export const cartScreens: RouteObject[] = [
  screen('cart', '장바구니', memberOnly, async () => (await chunk()).CartPage),
  screen('cart/regular', '정기배송 장바구니', memberOnly, async () => (await chunk()).RegularCartPage),
  screen('destinations', '배송지 관리', memberOnly, async () => (await chunk()).DestinationsPage),
];
