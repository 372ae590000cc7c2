import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskUsername, readableBy } from './mask.ts';

describe('maskUsername', () => {
  it('shows at most three leading characters, never the whole id', () => {
    expect(maskUsername('hong1234')).toBe('hon***');
    expect(maskUsername('ab')).toBe('a***');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (name) => {
        const masked = maskUsername(name);
        expect(masked.endsWith('***')).toBe(true);
        const shown = [...masked.slice(0, -3)];
        expect(shown.length).toBeLessThanOrEqual(3);
        if ([...name].length > 1) expect(shown.length).toBeLessThan([...name].length);
      }),
    );
  });
});

describe('readableBy', () => {
  const q = { _user: 'a', secret: true };
  it('opens a 비밀글 to its author and operators only', () => {
    expect(readableBy(q, null)).toBe(false);
    expect(readableBy(q, { _user: 'b', userType: 'CONSUMER' })).toBe(false);
    expect(readableBy(q, { _user: 'a', userType: 'CONSUMER' })).toBe(true);
    expect(readableBy(q, { _user: 'c', userType: 'OPERATOR' })).toBe(true);
    expect(readableBy({ ...q, secret: false }, null)).toBe(true);
  });
});
