import { describe, expect, it } from 'vitest';
import { maskName, maskUsername, recoveryBody } from './recovery.ts';

describe('masking (DOMAIN.md Members)', () => {
  it('keeps the first half of a username, rounded up', () => {
    expect(maskUsername('abcdef')).toBe('abc***');
    expect(maskUsername('abcde')).toBe('abc**');
    expect(maskUsername('shopper1')).toBe('shop****');
  });

  it('keeps the first character of a name', () => {
    expect(maskName('김찾기')).toBe('김**');
    expect(maskName('남궁민수')).toBe('남***');
    expect(maskName('')).toBe('');
  });
});

describe('recoveryBody', () => {
  const _certification = '11111111-1111-4111-8111-111111111111';
  it('needs a username and a spec §5 password for PASSWORD only', () => {
    expect(recoveryBody.safeParse({ _certification, type: 'USERNAME' }).success).toBe(true);
    const weak = recoveryBody.safeParse({
      _certification,
      type: 'PASSWORD',
      username: 'abcd',
      password: 'abcdefgh1',
    });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe('비밀번호에 특수문자를 넣어주세요');
    expect(recoveryBody.safeParse({ _certification, type: 'PASSWORD', username: 'abcd' }).success).toBe(
      false,
    );
  });
});
