import { describe, expect, it } from 'vitest';
import { decodeSandboxCode, encodeSandboxCode, SandboxSocialProvider } from './sandbox.ts';
import { koreanMobile, SocialLoginError } from './types.ts';

describe('koreanMobile', () => {
  it('writes Kakao’s +82 form, digits and dashed numbers as 010-1234-5678', () => {
    expect(koreanMobile('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(koreanMobile('01012345678')).toBe('010-1234-5678');
    expect(koreanMobile('011-234-5678')).toBe('011-234-5678');
  });
  it('answers empty for what is not a Korean mobile number', () => {
    expect(koreanMobile(undefined)).toBe('');
    expect(koreanMobile('02-123-4567')).toBe('');
    expect(koreanMobile('+1 415 555 0100')).toBe('');
  });
});

describe('the sandbox provider', () => {
  const profile = { id: 'k-1', name: '김카카오', email: 'k@example.com', phone: '010-1234-5678' };

  it('points the browser at the shop’s own 테스트 로그인 page with the state', () => {
    const url = new SandboxSocialProvider('kakao', '카카오').authorizeUrl('S 1', 'https://shop/oauth/kakao');
    expect(url).toBe('/api/auth/sns/kakao/sandbox?state=S+1&redirect_uri=https%3A%2F%2Fshop%2Foauth%2Fkakao');
  });

  it('reads back the profile its page put in the code', async () => {
    const code = encodeSandboxCode(profile);
    expect(await new SandboxSocialProvider('naver', '네이버').profileOf(code)).toEqual(profile);
  });

  it('refuses codes it did not make, and ids that are not plain', async () => {
    expect(decodeSandboxCode('real-kakao-code')).toBeNull();
    expect(decodeSandboxCode('sandbox.not-json')).toBeNull();
    expect(decodeSandboxCode(encodeSandboxCode({ ...profile, id: '<script>' }))).toBeNull();
    await expect(new SandboxSocialProvider('kakao', '카카오').profileOf('forged')).rejects.toBeInstanceOf(
      SocialLoginError,
    );
  });
});
