/**
 * Only features/shop/pages/order-page.tsx, rewritten on another branch, still imports this path:
 * it is to import @/lib/checkout-store.ts itself, and then this file goes.
 */
export { type Checkout, checkoutStore } from '@/lib/checkout-store.ts';
