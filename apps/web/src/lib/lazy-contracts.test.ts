// @vitest-environment jsdom
import { types } from 'node:util';
import { bannerEnvelope, user } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

// The browser build (and these tests) build contract schemas on first use: decision 0016.
describe('contract schemas in the browser', () => {
  it('are stand-ins until used, and parse like the schemas they stand for', () => {
    expect(types.isProxy(user)).toBe(true);
    expect(types.isProxy(bannerEnvelope)).toBe(true);
    expect(bannerEnvelope.safeParse({ banner: null }).success).toBe(false);
  });
});
