import type { RouteObject } from 'react-router';
import { indexScreen, screen } from '@/components/routing/route-kit.tsx';
import { memberOnly } from '@/lib/routing/guard.ts';

/** The my-page chunk: loaded only when a member opens /mypage. */
const chunk = () => import('./mypage-pages.ts');
/** Orders, receipt and refund account: their own chunk (features/orders). */
const ordersChunk = () => import('../orders/orders-pages.ts');

/** /mypage/*: every screen needs a login (spec §6). */
export const mypageRoutes: RouteObject = {
  path: 'mypage',
  lazy: { Component: async () => (await chunk()).MypageLayout },
  children: [
    indexScreen('마이페이지', memberOnly, async () => (await chunk()).DashboardPage),
    screen('dashboard', '대시보드', memberOnly, async () => (await chunk()).DashboardPage),
    screen('cart', '장바구니', memberOnly, async () => (await chunk()).CartPage),
    screen('cart/regular', '정기배송 장바구니', memberOnly, async () => (await chunk()).RegularCartPage),
    screen('orders', '주문내역', memberOnly, async () => (await ordersChunk()).OrdersPage),
    screen('orders/:_order', '주문상세', memberOnly, async () => (await ordersChunk()).OrderPage),
    screen('receipt', '영수증 조회', memberOnly, async () => (await ordersChunk()).ReceiptPage),
    screen('coupons', '쿠폰', memberOnly),
    screen('likes', '좋아요', memberOnly, async () => (await chunk()).LikesPage),
    screen('points', '적립금', memberOnly),
    screen('inquiry', '1:1 문의', memberOnly),
    screen('myinfo', '회원정보수정', memberOnly, async () => (await chunk()).MyInfoPage),
    screen('destinations', '배송지 관리', memberOnly, async () => (await chunk()).DestinationsPage),
    screen('refund-account', '환불계좌', memberOnly, async () => (await ordersChunk()).RefundAccountPage),
    screen('leave', '회원탈퇴', memberOnly, async () => (await chunk()).LeavePage),
    screen('reviews', '나의 리뷰', memberOnly),
    screen('qna', '상품 문의', memberOnly),
    screen('questions', '상담 문의 내역', memberOnly),
    screen('bulk-purchase', '대량구매 문의', memberOnly),
  ],
};
