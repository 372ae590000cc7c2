/**
 * Only features/shop/pages/order-page.tsx, rewritten on another branch, still imports this path:
 * it is to import @/lib/api/cart-keys.ts itself, and then this file goes.
 */
export { cartKeys } from '@/lib/api/cart-keys.ts';
