import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName, maskUsername } from './mask.ts';

describe('maskName / maskUsername', () => {
  it('masks as the shop shows authors', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('홍길')).toBe('홍*');
    expect(maskName('홍')).toBe('홍');
    expect(maskUsername('user12')).toBe('user**');
    expect(maskUsername('abcd')).toBe('ab**');
  });

  it('keeps the length and never shows a name of three or more whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 3, maxLength: 20 }), (name) => {
        const trimmed = [...name.trim()];
        fc.pre(trimmed.length >= 3);
        const masked = [...maskName(name)];
        expect(masked).toHaveLength(trimmed.length);
        expect(masked.slice(1, -1).every((c) => c === '*')).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 20 }), (username) => {
        const masked = maskUsername(username);
        expect([...masked]).toHaveLength([...username].length);
        expect(masked.endsWith('*')).toBe(true);
      }),
    );
  });
});
