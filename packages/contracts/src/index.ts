import { z } from 'zod';

// Korean default messages for every zod check that has no message of its own.
z.config(z.locales.ko());

export * from './api/auth.ts';
export * from './api/boards.ts';
export * from './api/cart.ts';
export * from './api/catalog.ts';
export * from './api/center.ts';
export * from './api/claims.ts';
export * from './api/common.ts';
export * from './api/console-catalog.ts';
export * from './api/console-order-views.ts';
export * from './api/console-orders.ts';
export * from './api/content.ts';
export * from './api/coupons.ts';
export * from './api/inquiry-files.ts';
export * from './api/orders.ts';
export * from './api/payments.ts';
export * from './api/period.ts';
export * from './api/points.ts';
export * from './api/product-qna.ts';
export * from './api/promoter-application.ts';
export * from './api/recovery.ts';
export * from './api/reviews.ts';
export * from './api/settings.ts';
export * from './api/social.ts';
export * from './api/terms.ts';
export * from './api/users.ts';
export * from './discounts.ts';
export * from './enums.ts';
export * from './format.ts';
export { josa } from './josa.ts';
export * from './shipping.ts';
export * as rules from './validation.ts';
export { messages } from './validation.ts';
