import { type ProductCard, productCard } from '@shop/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { rememberedImageFile } from './product-image.ts';

/**
 * 최근 본 상품: the products a shopper opened, newest first, remembered in this browser
 * (localStorage, so they outlive the tab, unlike the session) for the side panel of spec §2.
 * Each entry is the product's card as it was when viewed; the panel links to the live page.
 */

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** How many products are remembered; older ones drop off the end. */
export const RECENTLY_VIEWED_LIMIT = 20;

export type RecentlyViewed = ProductCard & { viewedAt: string };

const stored = z.array(productCard.extend({ viewedAt: z.string() }));

/** Entries remembered before decision 0025 kept `thumb` as the image's URL: read as its file name. */
const withFileNames = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((entry: unknown) =>
        entry && typeof entry === 'object' && 'thumb' in entry && typeof entry.thumb === 'string'
          ? { ...entry, thumb: rememberedImageFile(entry.thumb) }
          : entry,
      )
    : value;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: nothing is remembered
  }
}

const EMPTY: RecentlyViewed[] = [];
let cache: { raw: string | null; items: RecentlyViewed[] } | null = null;

/** The remembered products, newest first. Unreadable or foreign data counts as none. */
export function readRecentlyViewed(): RecentlyViewed[] {
  const raw = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  // The same stored text gives the same array, so components re-render only on a real change.
  if (cache && cache.raw === raw) return cache.items;
  let items = EMPTY;
  if (raw) {
    try {
      const parsed = stored.safeParse(withFileNames(JSON.parse(raw)));
      if (parsed.success) items = parsed.data;
    } catch {
      items = EMPTY;
    }
  }
  cache = { raw, items };
  return items;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function write(items: RecentlyViewed[]) {
  try {
    if (items.length === 0) storage()?.removeItem(RECENTLY_VIEWED_KEY);
    else storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(items));
  } catch {
    // quota or privacy mode: forget quietly
  }
  notify();
}

/** Remembers `product` as the most recent one (moving it to the front when it was already there). */
export function rememberViewed(product: ProductCard, now: Date = new Date()): RecentlyViewed[] {
  const card = productCard.parse(product); // keep only the card's fields, not the whole detail
  const next = [
    { ...card, viewedAt: now.toISOString() },
    ...readRecentlyViewed().filter((p) => p._id !== card._id),
  ].slice(0, RECENTLY_VIEWED_LIMIT);
  write(next);
  return next;
}

export function forgetViewed(_product: string) {
  write(readRecentlyViewed().filter((p) => p._id !== _product));
}

export function clearRecentlyViewed() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab viewing a product updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered products for a component, kept current across tabs. */
export function useRecentlyViewed(): RecentlyViewed[] {
  return useSyncExternalStore(subscribe, readRecentlyViewed, () => EMPTY);
}
