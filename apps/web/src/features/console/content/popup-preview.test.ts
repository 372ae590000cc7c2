import { describe, expect, it } from 'vitest';
import { PREVIEW_VIEWPORT, previewBox, typedNumber } from './popup-preview.ts';

describe('previewBox', () => {
  it('scales position and size by the frame width over 1440', () => {
    const p = previewBox({ left: 100, top: 120, width: 400, height: 500 }, 720);
    expect(p.scale).toBe(0.5);
    expect(p.frame).toEqual({ width: 720, height: 450 });
    expect(p.box).toEqual({ left: 50, top: 60, width: 200, height: 250 });
    expect(p.overflowsRight).toBe(false);
    expect(p.overflowsBottom).toBe(false);
  });

  it('draws a full-width frame at scale 1', () => {
    const p = previewBox({ left: 0, top: 0, width: 1440, height: 900 }, PREVIEW_VIEWPORT.width);
    expect(p.scale).toBe(1);
    expect(p.box).toEqual({ left: 0, top: 0, width: 1440, height: 900 });
    expect(p.overflowsRight).toBe(false);
  });

  it('moves the box when the position changes', () => {
    const before = previewBox({ left: 100, top: 100, width: 400, height: 400 }, 360);
    const after = previewBox({ left: 700, top: 100, width: 400, height: 400 }, 360);
    expect(after.box.left - before.box.left).toBe(150);
    expect(after.box.top).toBe(before.box.top);
  });

  it('warns when the popup reaches past the viewport', () => {
    const p = previewBox({ left: 1200, top: 600, width: 400, height: 400 }, 720);
    expect(p.overflowsRight).toBe(true);
    expect(p.overflowsBottom).toBe(true);
  });

  it('treats negative and unreadable numbers as 0', () => {
    const p = previewBox({ left: -50, top: Number.NaN, width: 400, height: 300 }, 1440);
    expect(p.box.left).toBe(0);
    expect(p.box.top).toBe(0);
  });
});

describe('typedNumber', () => {
  it('reads what the operator is typing, else keeps the fallback', () => {
    expect(typedNumber('120', 0)).toBe(120);
    expect(typedNumber('1,200', 0)).toBe(1200);
    expect(typedNumber('', 80)).toBe(80);
    expect(typedNumber('12a', 80)).toBe(80);
    expect(typedNumber(Number.NaN, 80)).toBe(80);
  });
});
