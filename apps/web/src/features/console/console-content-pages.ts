/**
 * The console's second chunk: the shop's content screens (banners, popups, exhibitions, boards,
 * coupons, notices, settings …). One chunk for all of the console passed 500 kB; an operator
 * opening the members or orders loads neither half's screens of the other.
 */

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
