/** The console chunk: nothing in the storefront imports this file. */
export { ConsoleBrandsPage } from './catalog/brands-page.tsx';
export { ConsoleCategoriesPage } from './catalog/categories-page.tsx';
export { ConsoleProductCreatePage, ConsoleProductPage } from './catalog/product-pages.tsx';
export { ConsoleProductsPage } from './catalog/products-page.tsx';
export { ConsoleDashboardPage } from './dashboard/dashboard-page.tsx';
export { ConsoleLayout } from './layout/console-layout.tsx';
export { ConsoleNotFoundPage } from './not-found-page.tsx';
export { ConsoleUserPage } from './users/user-page.tsx';
export { ConsoleUsersPage } from './users/users-page.tsx';
