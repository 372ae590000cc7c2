/**
 * Home popups (spec §2 Popups, §9): a popup is hidden while a cookie named by its id exists;
 * ticking 오늘 하루 열지 않음 sets that cookie for one day. Operators place a popup by CSS pixels
 * from the viewport's top left (see the console preview); on a screen too small for it the popup is
 * scaled down and moved so that all of it stays inside the viewport.
 */

export const POPUP_HIDE_SECONDS = 24 * 60 * 60;

/** The cookie's name: the popup's id (uuids are valid cookie names; anything else is escaped). */
export const popupCookieName = (_popup: string) => encodeURIComponent(_popup);

/** Whether `cookies` (document.cookie) hold the popup's hide cookie. */
export function isPopupHidden(_popup: string, cookies: string): boolean {
  const name = popupCookieName(_popup);
  return cookies.split(';').some((pair) => pair.trim().split('=')[0] === name);
}

/** The Set-Cookie text that hides the popup for one day from `now`, for the whole site. */
export function hidePopupCookie(_popup: string, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + POPUP_HIDE_SECONDS * 1000).toUTCString();
  return `${popupCookieName(_popup)}=1; max-age=${POPUP_HIDE_SECONDS}; expires=${expires}; path=/; SameSite=Lax`;
}

export function hidePopupForToday(_popup: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the specification asks for a cookie named by the popup id
  document.cookie = hidePopupCookie(_popup);
}

export type PopupBox = { left: number; top: number; width: number; height: number };

/** Space kept between a moved popup and the viewport's edges. */
export const POPUP_MARGIN = 8;

/**
 * Where a popup lands in a `viewport`: as the operator placed it when it fits; otherwise scaled
 * down (keeping its proportions, so an image popup is not cropped differently) to fit inside the
 * margins and moved left/up just enough to be wholly visible.
 */
export function placePopup(box: PopupBox, viewport: { width: number; height: number }): PopupBox {
  const fits = box.left + box.width <= viewport.width && box.top + box.height <= viewport.height;
  if (fits) return box;
  const room = {
    width: Math.max(0, viewport.width - 2 * POPUP_MARGIN),
    height: Math.max(0, viewport.height - 2 * POPUP_MARGIN),
  };
  const scale = Math.min(1, room.width / box.width, room.height / box.height);
  const width = Math.floor(box.width * scale);
  const height = Math.floor(box.height * scale);
  const clamp = (start: number, size: number, extent: number) =>
    start + size <= extent ? start : Math.max(POPUP_MARGIN, extent - size - POPUP_MARGIN);
  return {
    left: clamp(box.left, width, viewport.width),
    top: clamp(box.top, height, viewport.height),
    width,
    height,
  };
}
