import type { RouteObject } from 'react-router';
import { screen } from '@/components/routing/route-kit.tsx';
import { memberOnly } from '@/lib/routing/guard.ts';

/** Orders, receipt and refund account: their own chunk, loaded on the first of these screens. */
const chunk = () => import('./orders-pages.ts');

/** The member's orders under /mypage (app/router.tsx puts them in my page's section). */
export const orderScreens: RouteObject[] = [
  screen('orders', '주문내역', memberOnly, async () => (await chunk()).OrdersPage),
  screen('orders/:_order', '주문상세', memberOnly, async () => (await chunk()).OrderPage),
  screen('receipt', '영수증 조회', memberOnly, async () => (await chunk()).ReceiptPage),
  screen('refund-account', '환불계좌', memberOnly, async () => (await chunk()).RefundAccountPage),
];
