import { describe, expect, it } from 'vitest';
import { josa } from './josa.ts';

describe('josa', () => {
  it('chooses the particle by the final consonant of the last syllable', () => {
    expect(josa('세면대', '을')).toBe('를');
    expect(josa('욕실장', '을')).toBe('을');
    expect(josa('아쿠아린', '이')).toBe('이');
    expect(josa('비데', '이')).toBe('가');
    expect(josa('클린엔', '은')).toBe('은');
    expect(josa('비데', '은')).toBe('는');
  });
  it('writes both after a name that does not end in Hangul', () => {
    expect(josa('ABC', '을')).toBe('을(를)');
    expect(josa('', '이')).toBe('이(가)');
  });
});
