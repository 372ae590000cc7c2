import { describe, expect, it } from 'vitest';
import { bannerCodeFor, HERO_CODES, MAIN_BANNER_CODES } from './breakpoints.ts';

describe('bannerCodeFor', () => {
  it('serves the mobile banner under 1024 px and the desktop one from 1024 px', () => {
    expect(bannerCodeFor(360, HERO_CODES)).toBe('main-visual-mo');
    expect(bannerCodeFor(1023, HERO_CODES)).toBe('main-visual-mo');
    expect(bannerCodeFor(1024, HERO_CODES)).toBe('main-visual');
    expect(bannerCodeFor(1440, HERO_CODES)).toBe('main-visual');
  });

  it('works for the main banner pair too', () => {
    expect(bannerCodeFor(768, MAIN_BANNER_CODES)).toBe('main-banner-mo');
    expect(bannerCodeFor(1200, MAIN_BANNER_CODES)).toBe('main-banner');
  });
});
