/** The console chunk: nothing in the storefront imports this file. */

export { ConsoleAuditLogsPage } from './audit/audit-logs-page.tsx';
export { ConsoleBrandsPage } from './catalog/brands/brands-page.tsx';
export { ConsoleCategoriesPage } from './catalog/categories/categories-page.tsx';
export { ConsoleProductCreatePage, ConsoleProductPage } from './catalog/product-pages.tsx';
export { ConsoleProductsPage } from './catalog/products-page.tsx';
export { ConsoleLayout } from './console-layout.tsx';
export { ConsoleCouponCreatePage, ConsoleCouponPage } from './content/coupons/coupon-pages.tsx';
export { ConsoleCouponsPage } from './content/coupons/coupons-page.tsx';
export { ConsoleBandBannersPage } from './content/pages/band-banners-page.tsx';
export { ConsoleBannerCreatePage, ConsoleBannerPage } from './content/pages/banner-editor/banner-editor.tsx';
export { ConsoleBannersPage } from './content/pages/banners-page.tsx';
export { ConsoleBoardCreatePage } from './content/pages/boards/board-create-page.tsx';
export {
  ConsoleBoardPostModifyPage,
  ConsoleBoardPostWritePage,
} from './content/pages/boards/board-post-editor.tsx';
export { ConsoleBoardPostPage } from './content/pages/boards/board-post-page.tsx';
export { ConsoleBoardPostsPage } from './content/pages/boards/board-posts-page.tsx';
export { ConsoleBoardSettingsPage } from './content/pages/boards/board-settings-page.tsx';
export { ConsoleBoardsPage } from './content/pages/boards/boards-page.tsx';
export { ConsoleCenterPagePage, ConsoleCenterPagesPage } from './content/pages/center-pages-page.tsx';
export { ConsoleDisplaysPage } from './content/pages/displays-page.tsx';
export {
  ConsoleExhibitionCreatePage,
  ConsoleExhibitionPage,
} from './content/pages/exhibitions/exhibition-editor.tsx';
export { ConsoleExhibitionsPage } from './content/pages/exhibitions/exhibitions-page.tsx';
export { ConsoleFaqsPage } from './content/pages/faqs-page.tsx';
export { ConsoleFilesPage } from './content/pages/files-page.tsx';
export { ConsoleInquiriesPage } from './content/pages/inquiries/inquiries-page.tsx';
export {
  ConsoleNotificationCreatePage,
  ConsoleNotificationPage,
  ConsoleNotificationsPage,
} from './content/pages/notifications-page.tsx';
export { ConsolePopupCreatePage, ConsolePopupPage, ConsolePopupsPage } from './content/pages/popups-page.tsx';
export { ConsoleQuestionsPage } from './content/pages/questions/questions-page.tsx';
export { ConsoleSettingPage, ConsoleShopSettingPage } from './content/pages/setting-pages.tsx';
export { ConsoleDashboardPage } from './dashboard/dashboard-page.tsx';
export { ConsoleMessagesPage } from './messages/messages-page.tsx';
export { ConsoleNotFoundPage } from './not-found-page.tsx';
export { ConsoleCodesPage } from './orders/codes-page.tsx';
export { ConsolePurchasesPage } from './orders/purchases/purchases-page.tsx';
export { ConsoleReviewsPage } from './reviews/reviews-page.tsx';
export { ConsoleSettlementPage } from './settlements/settlement-page.tsx';
export { ConsoleSettlementsPage } from './settlements/settlements-page.tsx';
export { ConsoleShopInquiresPage } from './shop-inquires/shop-inquires-page.tsx';
export { ConsoleStatisticsPage } from './statistics/statistics-page.tsx';
export { ConsoleTermPage } from './terms/term-page.tsx';
export { ConsoleTermsPage } from './terms/terms-page.tsx';
export { ConsoleBonusesPage } from './users/bonuses-page.tsx';
export { ConsoleUserGradesPage } from './users/grades-page.tsx';
export { ConsoleUserLevelsPage } from './users/levels-page.tsx';
export { ConsolePointsPage } from './users/points-page.tsx';
export { ConsoleScoresPage } from './users/scores-page.tsx';
export { ConsoleUserPage } from './users/user-page/user-page.tsx';
export { ConsoleUsersPage } from './users/users-page.tsx';
export { ConsoleWithdrawnUsersPage } from './users/withdrawn-users-page.tsx';
