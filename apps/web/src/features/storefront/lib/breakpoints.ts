import { useSyncExternalStore } from 'react';

/**
 * Spec §9: the header turns desktop at 1024 px (theme md), and the home banners come in a desktop
 * and a mobile version by the same line (`main-visual` / `main-visual-mo`).
 */
export const DESKTOP_MIN_WIDTH = 1024;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export type BannerCodes = { desktop: string; mobile: string };
export const HERO_CODES: BannerCodes = { desktop: 'main-visual', mobile: 'main-visual-mo' };
export const MAIN_BANNER_CODES: BannerCodes = { desktop: 'main-banner', mobile: 'main-banner-mo' };
export const PROCESS_CODE = 'main-process';
export const SIDE_BANNER_CODE = 'side-banner';

/** The banner of a pair for a viewport `width` CSS pixels wide: the mobile one under 1024. */
export function bannerCodeFor(width: number, codes: BannerCodes): string {
  return width >= DESKTOP_MIN_WIDTH ? codes.desktop : codes.mobile;
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * Whether a media query matches, now and after every change. A `change` event fires only when the
 * viewport crosses the line, so there is nothing to debounce (the 66 ms resize debounce of spec §9
 * was for the original's `resize` listener).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);

/** Shoppers who ask their system for less motion get no autoplay and no sliding tickers. */
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
export const prefersReducedMotion = () => matches(REDUCED_MOTION_QUERY);
export const isDesktopNow = () => matches(DESKTOP_QUERY);
