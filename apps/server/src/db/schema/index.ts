export * from './points.ts';
export * from './users.ts';
