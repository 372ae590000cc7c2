/**
 * Second stage of a server-rendered page's start (main.tsx): zod, the API client and the
 * storefront's API modules, whose contract schemas zod builds as their modules are evaluated — the
 * heaviest part of the start on a phone, so it gets a task of its own before the app's components
 * (decision 0015). Nothing here runs before the app asks for it.
 */

export * from '@/features/storefront/api/content.ts';
export * from '@/lib/api/carts.ts';
export * from '@/lib/api/catalog.ts';
export { settingQuery } from '@/lib/api/setting.ts';
export { queryClient } from '@/lib/query-client.ts';
