import { type ProductSort, productSorts } from '@shop/contracts';

/** The list state lives in the URL: ?category=…&sort=…&page=… (spec §2 routes, shareable and back-able). */

export const DEFAULT_SORT: ProductSort = 'NEWEST';

export const readSort = (value: string | null): ProductSort =>
  (productSorts as readonly string[]).includes(value ?? '') ? (value as ProductSort) : DEFAULT_SORT;

export function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * `?…` with `changes` applied to `current`: null or '' removes a key. The default sort and page 1
 * are left out so the plain address stays plain. Changing anything but the page starts at page 1.
 */
export function searchWith(
  current: URLSearchParams,
  changes: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('sort') === DEFAULT_SORT) next.delete('sort');
  if (next.get('page') === '1') next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
