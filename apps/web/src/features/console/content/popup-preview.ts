/**
 * The popup preview: the home page as a 1440 × 900 desktop viewport, drawn scaled to the width the
 * console has, with the popup at its left/top/width/height (CSS pixels from the viewport's top
 * left, as the storefront places it).
 */

export const PREVIEW_VIEWPORT = { width: 1440, height: 900 } as const;

export type PopupBox = { left: number; top: number; width: number; height: number };

export type PreviewBox = {
  /** frame pixels per viewport pixel */
  scale: number;
  frame: { width: number; height: number };
  box: PopupBox;
  /** the popup reaches past the viewport's right or bottom edge: part of it is off screen */
  overflowsRight: boolean;
  overflowsBottom: boolean;
};

const finite = (n: number) => (Number.isFinite(n) ? Math.max(0, n) : 0);

/** Where the popup lands in a frame `frameWidth` pixels wide. */
export function previewBox(popup: PopupBox, frameWidth: number): PreviewBox {
  const width = finite(frameWidth);
  const scale = width / PREVIEW_VIEWPORT.width;
  const round = (n: number) => Math.round(finite(n) * scale * 10) / 10;
  return {
    scale,
    frame: { width, height: Math.round(PREVIEW_VIEWPORT.height * scale * 10) / 10 },
    box: {
      left: round(popup.left),
      top: round(popup.top),
      width: round(popup.width),
      height: round(popup.height),
    },
    overflowsRight: finite(popup.left) + finite(popup.width) > PREVIEW_VIEWPORT.width,
    overflowsBottom: finite(popup.top) + finite(popup.height) > PREVIEW_VIEWPORT.height,
  };
}

/** A number field's text as the preview uses it while the operator types ("" or "12a" → fallback). */
export function typedNumber(text: string | number, fallback: number): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : fallback;
  const n = Number(text.replace(/[,\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) ? n : fallback;
}
