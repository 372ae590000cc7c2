/** The console chunk: nothing in the storefront imports this file. */

export { ConsoleAuditLogsPage } from './audit/audit-logs-page.tsx';
export { ConsoleBrandsPage } from './catalog/brands/brands-page.tsx';
export { ConsoleCategoriesPage } from './catalog/categories/categories-page.tsx';
export { ConsoleProductCreatePage, ConsoleProductPage } from './catalog/product-pages.tsx';
export { ConsoleProductsPage } from './catalog/products-page.tsx';
export { ConsoleLayout } from './console-layout.tsx';
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
