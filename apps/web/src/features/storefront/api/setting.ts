/**
 * Only features/shop/pages/order-page.tsx, rewritten on another branch, still imports this path:
 * it is to import @/lib/api/setting.ts itself, and then this file goes.
 */
export { settingQuery } from '@/lib/api/setting.ts';
