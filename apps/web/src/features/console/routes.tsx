import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { screen } from '@/components/routing/route-kit.tsx';
import { operatorOnly } from '@/lib/routing/guard.ts';
import { guardLoader } from '@/lib/routing/route-guard.ts';
import type { RouteHandle } from '@/lib/routing/route-handle.ts';
import { purchaseTabs } from './navigation.ts';

/** The console's chunks: the storefront never imports them; they load only under /console. */
const chunk = () => import('./console-pages.ts');
const contentChunk = () => import('./console-content-pages.ts');

/**
 * /console/*. Every route needs a token with scope `console`, including the five the
 * specification's route table leaves unguarded (user-grades, shop/codes, shop/coupons,
 * banners/create, banners/:_banner): the server refuses their data anyway, and a console screen
 * that opens for a shopper would only show errors.
 */
const op = operatorOnly;

const consoleRoot: RouteObject = {
  index: true,
  handle: { title: '관리자 콘솔', meta: op } satisfies RouteHandle,
  loader: (args: LoaderFunctionArgs) => {
    guardLoader(op)(args);
    throw redirect('/console/dashboard');
  },
};

const purchasesRoot: RouteObject = {
  path: 'shop/purchases',
  handle: { title: '주문 관리', meta: op } satisfies RouteHandle,
  loader: (args: LoaderFunctionArgs) => {
    guardLoader(op)(args);
    throw redirect('/console/shop/purchases/all');
  },
};

export const consoleRoutes: RouteObject = {
  path: 'console',
  lazy: { Component: async () => (await chunk()).ConsoleLayout },
  children: [
    consoleRoot,
    screen('dashboard', '대시보드', op, async () => (await chunk()).ConsoleDashboardPage),
    // boards and their posts (board sub-routes: list at root, create, write, view, modify)
    screen('boards', '게시판 관리', op, async () => (await contentChunk()).ConsoleBoardsPage),
    screen('boards/create', '게시판 만들기', op, async () => (await contentChunk()).ConsoleBoardCreatePage),
    screen('boards/:_board', '게시글 목록', op, async () => (await contentChunk()).ConsoleBoardPostsPage),
    screen(
      'boards/:_board/settings',
      '게시판 설정',
      op,
      async () => (await contentChunk()).ConsoleBoardSettingsPage,
    ),
    screen(
      'boards/:_board/create',
      '게시글 등록',
      op,
      async () => (await contentChunk()).ConsoleBoardPostWritePage,
    ),
    screen(
      'boards/:_board/write',
      '게시글 작성',
      op,
      async () => (await contentChunk()).ConsoleBoardPostWritePage,
    ),
    screen('boards/:_board/:_id', '게시글 보기', op, async () => (await contentChunk()).ConsoleBoardPostPage),
    screen(
      'boards/:_board/:_id/modify',
      '게시글 수정',
      op,
      async () => (await contentChunk()).ConsoleBoardPostModifyPage,
    ),
    // members
    screen('users', '회원 목록', op, async () => (await chunk()).ConsoleUsersPage),
    screen('users/:_user', '회원 상세', op, async () => (await chunk()).ConsoleUserPage),
    screen('withdrawn-users', '탈퇴 회원', op, async () => (await chunk()).ConsoleWithdrawnUsersPage),
    screen('user-grades', '회원 등급 관리', op, async () => (await chunk()).ConsoleUserGradesPage),
    screen('user-levels', '회원 레벨 관리', op, async () => (await chunk()).ConsoleUserLevelsPage),
    screen('inquiries', '설치·상담 문의', op, async () => (await contentChunk()).ConsoleInquiriesPage),
    // catalogue
    screen('shop/products', '상품 목록', op, async () => (await chunk()).ConsoleProductsPage),
    screen('shop/products/create', '상품 등록', op, async () => (await chunk()).ConsoleProductCreatePage),
    screen('shop/products/:_product', '상품 수정', op, async () => (await chunk()).ConsoleProductPage),
    screen('shop/categories', '카테고리 관리', op, async () => (await chunk()).ConsoleCategoriesPage),
    screen('shop/display', '진열 관리', op, async () => (await contentChunk()).ConsoleDisplaysPage),
    screen('shop/exhibitions', '기획전 관리', op, async () => (await contentChunk()).ConsoleExhibitionsPage),
    screen(
      'shop/exhibitions/create',
      '기획전 등록',
      op,
      async () => (await contentChunk()).ConsoleExhibitionCreatePage,
    ),
    screen(
      'shop/exhibitions/:_exhibition',
      '기획전 수정',
      op,
      async () => (await contentChunk()).ConsoleExhibitionPage,
    ),
    screen('shop/brands', '브랜드 관리', op, async () => (await chunk()).ConsoleBrandsPage),
    screen('shop/codes', '코드 관리', op, async () => (await chunk()).ConsoleCodesPage),
    screen('shop/coupons', '쿠폰 목록', op, async () => (await contentChunk()).ConsoleCouponsPage),
    screen(
      'shop/coupons/create',
      '쿠폰 등록',
      op,
      async () => (await contentChunk()).ConsoleCouponCreatePage,
    ),
    screen('shop/coupons/:_coupon', '쿠폰 수정', op, async () => (await contentChunk()).ConsoleCouponPage),
    screen('shop/inquires', '상품 문의', op, async () => (await chunk()).ConsoleShopInquiresPage),
    screen('shop/reviews', '상품 리뷰', op, async () => (await chunk()).ConsoleReviewsPage),
    screen('shop/setting', '쇼핑몰 설정', op, async () => (await contentChunk()).ConsoleShopSettingPage),
    // orders
    purchasesRoot,
    ...purchaseTabs.map(({ tab, label }) =>
      screen(`shop/purchases/${tab}`, label, op, async () => (await chunk()).ConsolePurchasesPage),
    ),
    // settlements and rewards
    screen('user-settlements', '월 정산', op, async () => (await chunk()).ConsoleSettlementsPage),
    screen(
      'user-settlements/:_settlement',
      '정산 상세',
      op,
      async () => (await chunk()).ConsoleSettlementPage,
    ),
    screen('user-points', '적립금 관리', op, async () => (await chunk()).ConsolePointsPage),
    screen('user-scores', '실적 점수 관리', op, async () => (await chunk()).ConsoleScoresPage),
    screen('user-bonuses', '수당 관리', op, async () => (await chunk()).ConsoleBonusesPage),
    screen('statistics', '매출 통계', op, async () => (await chunk()).ConsoleStatisticsPage),
    // customer centre
    screen(
      'center/notifications',
      '공지사항 관리',
      op,
      async () => (await contentChunk()).ConsoleNotificationsPage,
    ),
    screen(
      'center/notifications/create',
      '공지사항 등록',
      op,
      async () => (await contentChunk()).ConsoleNotificationCreatePage,
    ),
    screen(
      'center/notifications/:_notification',
      '공지사항 수정',
      op,
      async () => (await contentChunk()).ConsoleNotificationPage,
    ),
    screen('center/faqs', 'FAQ 관리', op, async () => (await contentChunk()).ConsoleFaqsPage),
    // the service pages of /center/* are content entries (added beside the spec's console routes)
    screen('center/pages', '고객센터 페이지', op, async () => (await contentChunk()).ConsoleCenterPagesPage),
    screen(
      'center/pages/:code',
      '고객센터 페이지 수정',
      op,
      async () => (await contentChunk()).ConsoleCenterPagePage,
    ),
    screen('center/questions', '1:1 문의 관리', op, async () => (await contentChunk()).ConsoleQuestionsPage),
    // design
    screen('banners', '배너 관리', op, async () => (await contentChunk()).ConsoleBannersPage),
    screen('banners/create', '배너 등록', op, async () => (await contentChunk()).ConsoleBannerCreatePage),
    screen('banners/:_banner', '배너 수정', op, async () => (await contentChunk()).ConsoleBannerPage),
    screen('band-banners', '띠배너 관리', op, async () => (await contentChunk()).ConsoleBandBannersPage),
    screen('popups', '팝업 관리', op, async () => (await contentChunk()).ConsolePopupsPage),
    // a popup's editor needs the room of a page for its preview (added beside the spec's routes)
    screen('popups/create', '팝업 등록', op, async () => (await contentChunk()).ConsolePopupCreatePage),
    screen('popups/:_popup', '팝업 수정', op, async () => (await contentChunk()).ConsolePopupPage),
    // settings
    screen('terms', '약관 관리', op, async () => (await chunk()).ConsoleTermsPage),
    // a term's versions and amendments need the room of a page (added beside the spec's routes)
    screen('terms/:_term', '약관 상세', op, async () => (await chunk()).ConsoleTermPage),
    screen('setting', '기본 설정', op, async () => (await contentChunk()).ConsoleSettingPage),
    // stored uploads (GET /api/console/files), beside the spec's routes
    screen('files', '파일 관리', op, async () => (await contentChunk()).ConsoleFilesPage),
    screen('audit-logs', '감사 로그', op, async () => (await chunk()).ConsoleAuditLogsPage),
    // order-event messages (알림톡/SMS) and their templates, beside the spec's routes
    screen('messages', '알림 관리', op, async () => (await chunk()).ConsoleMessagesPage),
    {
      path: '*',
      handle: { title: '페이지를 찾을 수 없습니다', meta: op },
      loader: guardLoader(op),
      lazy: { Component: async () => (await chunk()).ConsoleNotFoundPage },
    },
  ],
};
