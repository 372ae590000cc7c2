import { describe, expect, it } from 'vitest';
import { hidePopupCookie, isPopupHidden, POPUP_MARGIN, placePopup } from './popups.ts';

const id = '0b7c1c52-8d6e-4c43-9a57-3d1f0e6b2a10';

describe('popup hide cookie', () => {
  it('is named by the popup id and lives for one day on the whole site', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const cookie = hidePopupCookie(id, now);
    expect(cookie.startsWith(`${id}=1;`)).toBe(true);
    expect(cookie).toContain('max-age=86400');
    expect(cookie).toContain(`expires=${new Date('2026-03-02T00:00:00Z').toUTCString()}`);
    expect(cookie).toContain('path=/');
  });

  it('hides the popup only while its own cookie exists', () => {
    expect(isPopupHidden(id, '')).toBe(false);
    expect(isPopupHidden(id, `other=1; ${id}=1; theme=dark`)).toBe(true);
    expect(isPopupHidden(id, `${id}x=1; x${id}=1`)).toBe(false);
    expect(isPopupHidden(id, `a=${id}`)).toBe(false);
  });
});

describe('placePopup', () => {
  const box = { left: 100, top: 120, width: 400, height: 500 };

  it('keeps the operator’s position and size when the popup fits', () => {
    expect(placePopup(box, { width: 1440, height: 900 })).toEqual(box);
  });

  it('scales a popup down on a phone, keeping its proportions, and keeps it inside the viewport', () => {
    const placed = placePopup(box, { width: 360, height: 740 });
    expect(placed.width).toBe(360 - 2 * POPUP_MARGIN);
    expect(placed.height).toBe(Math.floor(500 * (344 / 400)));
    expect(placed.left).toBeGreaterThanOrEqual(POPUP_MARGIN);
    expect(placed.left + placed.width).toBeLessThanOrEqual(360 - POPUP_MARGIN);
    expect(placed.top + placed.height).toBeLessThanOrEqual(740);
  });

  it('moves a popup placed past the right edge back inside without shrinking it when it can', () => {
    const placed = placePopup({ left: 900, top: 50, width: 300, height: 300 }, { width: 1024, height: 768 });
    expect(placed).toEqual({ left: 1024 - 300 - POPUP_MARGIN, top: 50, width: 300, height: 300 });
  });

  it('fits a tall popup into a short viewport', () => {
    const placed = placePopup({ left: 0, top: 400, width: 400, height: 600 }, { width: 1440, height: 700 });
    expect(placed.top).toBeGreaterThanOrEqual(POPUP_MARGIN);
    expect(placed.top + placed.height).toBeLessThanOrEqual(700 - POPUP_MARGIN);
    expect(placed.width / placed.height).toBeCloseTo(400 / 600, 2);
  });
});
