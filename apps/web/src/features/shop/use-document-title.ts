/**
 * Only features/shop/pages/order-page.tsx, rewritten on another branch, still imports this path:
 * it is to import @/lib/use-document-title.ts itself, and then this file goes.
 */
export { useDocumentTitle } from '@/lib/use-document-title.ts';
