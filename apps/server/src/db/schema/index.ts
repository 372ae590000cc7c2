export * from './catalog.ts';
export * from './points.ts';
export * from './users.ts';
