import type { NonIndexRouteObject } from 'react-router';
import { indexScreen, screen } from '@/components/routing/route-kit.tsx';
import { memberOnly } from '@/lib/routing/guard.ts';

/** The my-page chunk: loaded only when a member opens /mypage. */
const chunk = () => import('./mypage-pages.ts');

/**
 * /mypage/*: every screen needs a login (spec §6). The cart, destinations and order screens under
 * /mypage belong to their features (cart, orders); app/router.tsx adds them to this section.
 */
export const mypageScreens: NonIndexRouteObject = {
  path: 'mypage',
  lazy: { Component: async () => (await chunk()).MypageLayout },
  children: [
    indexScreen('마이페이지', memberOnly, async () => (await chunk()).DashboardPage),
    screen('dashboard', '대시보드', memberOnly, async () => (await chunk()).DashboardPage),
    screen('coupons', '쿠폰', memberOnly, async () => (await chunk()).CouponsPage),
    screen('likes', '좋아요', memberOnly, async () => (await chunk()).LikesPage),
    screen('points', '적립금', memberOnly, async () => (await chunk()).PointsPage),
    screen('inquiry', '문의·상담 내역', memberOnly, async () => (await chunk()).InquiriesPage),
    screen('myinfo', '회원정보수정', memberOnly, async () => (await chunk()).MyInfoPage),
    screen('leave', '회원탈퇴', memberOnly, async () => (await chunk()).LeavePage),
    screen('reviews', '나의 리뷰', memberOnly, async () => (await chunk()).ReviewsPage),
    screen('qna', '상품 문의', memberOnly, async () => (await chunk()).QnaPage),
    // 1:1 문의 with the board sub-routes: list at root, create, write, {_id} view, {_id}/modify
    screen('questions', '1:1 문의', memberOnly, async () => (await chunk()).QuestionsPage),
    screen('questions/create', '1:1 문의 작성', memberOnly, async () => (await chunk()).QuestionWritePage),
    screen('questions/write', '1:1 문의 작성', memberOnly, async () => (await chunk()).QuestionWritePage),
    screen('questions/:_id', '1:1 문의', memberOnly, async () => (await chunk()).QuestionPage),
    screen(
      'questions/:_id/modify',
      '1:1 문의 수정',
      memberOnly,
      async () => (await chunk()).QuestionModifyPage,
    ),
    screen('bulk-purchase', '대량구매 문의', memberOnly, async () => (await chunk()).BulkPurchasesPage),
  ],
};
