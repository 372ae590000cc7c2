export * from './cart.ts';
export * from './catalog.ts';
export * from './claims.ts';
export * from './codes.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './points.ts';
export * from './users.ts';
