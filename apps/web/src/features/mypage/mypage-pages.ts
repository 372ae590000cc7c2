/** The my-page chunk. */
export { MypageLayout } from './components/mypage-layout.tsx';
export { CouponsPage } from './pages/coupons-page.tsx';
export { DashboardPage } from './pages/dashboard-page.tsx';
export { BulkPurchasesPage, InquiriesPage } from './pages/inquiries-page.tsx';
export { LeavePage } from './pages/leave-page.tsx';
export { LikesPage } from './pages/likes-page.tsx';
export { MyInfoPage } from './pages/my-info-page.tsx';
export { PointsPage } from './pages/points-page.tsx';
export { QnaPage } from './pages/qna-page.tsx';
export {
  QuestionModifyPage,
  QuestionPage,
  QuestionsPage,
  QuestionWritePage,
} from './pages/questions-pages.tsx';
export { ReviewsPage } from './pages/reviews-page.tsx';
