import { z } from 'zod';
import { scopes, userTypes } from '../enums.ts';

export const refreshTokenQuery = z.object({
  remember: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const refreshTokenEnvelope = z.object({ refreshToken: z.string() });

/**
 * The access token answer also carries the rotated refresh token: every use of a refresh token
 * replaces it, and a replaced token presented again revokes the whole chain.
 */
export const accessTokenEnvelope = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const accessTokenPayload = z.object({
  scope: z.array(z.enum(scopes)),
  userType: z.enum(userTypes),
  _user: z.string(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayload>;

export const authMessages = {
  wrongCredentials: '아이디 또는 비밀번호가 일치하지 않습니다',
  loginRequired: '로그인 후 이용가능합니다',
  forbidden: '접근권한이 없습니다',
  sessionExpired: '로그인 정보가 만료되었습니다. 다시 로그인해주세요',
  /** the account left, was suspended, changed type or password, or logged out everywhere */
  sessionRevoked: '로그인이 해제되었습니다. 다시 로그인해주세요',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요',
} as const;
