import { describe, expect, it } from 'vitest';
import { allowed, refusal, roleOf, visibleTo } from './access.ts';

const consumer = { _user: 'c', userType: 'CONSUMER' };
const promoter = { _user: 'p', userType: 'PROMOTER' };
const operator = { _user: 'o', userType: 'OPERATOR' };

describe('board access', () => {
  it('names the reader by role; operators always pass', () => {
    expect(roleOf(null)).toBe('GUEST');
    expect(roleOf(consumer)).toBe('CONSUMER');
    expect(allowed([], operator)).toBe(true);
    expect(allowed(['PROMOTER'], consumer)).toBe(false);
    expect(allowed(['PROMOTER'], promoter)).toBe(true);
    expect(allowed(['GUEST'], null)).toBe(true);
  });
  it('asks a guest to log in (401) and refuses a member of the wrong kind (403)', () => {
    expect(refusal(['PROMOTER'], null, 'x')?.statusCode).toBe(401);
    expect(refusal(['PROMOTER'], consumer, '권한 없음')).toMatchObject({
      statusCode: 403,
      message: '권한 없음',
    });
    expect(refusal(['CONSUMER'], consumer, 'x')).toBeNull();
  });
  it('shows a 비밀글 to its author and operators only', () => {
    const post = { _user: 'c', secret: true };
    expect(visibleTo(post, consumer)).toBe(true);
    expect(visibleTo(post, operator)).toBe(true);
    expect(visibleTo(post, promoter)).toBe(false);
    expect(visibleTo(post, null)).toBe(false);
    expect(visibleTo({ _user: 'c', secret: false }, null)).toBe(true);
  });
});
