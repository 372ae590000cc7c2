/**
 * Only features/console/orders/filters.ts, changed on another branch, still imports this path: it
 * is to import @/components/console/url-state.ts itself, and then this file goes.
 */
export { pick } from '@/components/console/url-state.ts';
