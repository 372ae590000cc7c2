import { z } from 'zod';
import * as rules from '../validation.ts';

/** 간편 로그인 providers the shop offers (the spec's third button stays hidden). */
export const socialProviders = ['kakao', 'naver'] as const;
export type SocialProviderName = (typeof socialProviders)[number];
export const socialProviderLabels: Record<SocialProviderName, string> = { kakao: '카카오', naver: '네이버' };

export const socialMessages = {
  stateInvalid: '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요',
  snsTokenInvalid: '간편 로그인 정보가 만료되었습니다. 다시 로그인해주세요',
  linkedElsewhere: '이미 다른 회원에 연결된 계정입니다',
  alreadyLinked: '이미 연결된 계정이 있습니다. 연결을 해제한 후 다시 시도해주세요',
  notLinked: '연결된 계정이 없습니다',
  usernameRequired: '아이디를 입력해주세요',
  codeRequired: '로그인 정보가 올바르지 않습니다. 다시 시도해주세요',
} as const;

export const socialProviderParams = z.object({ provider: z.enum(socialProviders) });

/** Where to send the browser, with the one-time `state` the server issued. */
export const socialAuthorizeEnvelope = z.object({ url: z.string(), state: z.string() });

/** What the provider sent back to /oauth/{provider}. */
export const socialCallbackBody = z.object({
  code: z.string({ error: socialMessages.codeRequired }).min(1, socialMessages.codeRequired).max(2000),
  state: z.string({ error: socialMessages.stateInvalid }).min(1, socialMessages.stateInvalid).max(200),
});

/** The provider's person, to pre-fill the join form. */
export const socialProfile = z.object({
  provider: z.enum(socialProviders),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type SocialProfile = z.infer<typeof socialProfile>;

/**
 * A linked account logs in (`refreshToken`, as a password login); an unlinked one answers a
 * 10-minute `snsToken` naming the provider account, for /login/sns-validate.
 */
export const socialLoginEnvelope = z.union([
  z.object({ refreshToken: z.string() }),
  z.object({ snsToken: z.string(), profile: socialProfile }),
]);
export type SocialLoginAnswer = z.infer<typeof socialLoginEnvelope>;

/** 기존 계정 연결: the member's username and password, once. */
export const socialLinkBody = z.object({
  snsToken: z.string().min(1, socialMessages.snsTokenInvalid).max(2000),
  username: z
    .string({ error: socialMessages.usernameRequired })
    .trim()
    .min(1, socialMessages.usernameRequired)
    .max(100),
  password: z
    .string({ error: rules.messages.passwordRequired })
    .min(1, rules.messages.passwordRequired)
    .max(100),
});
export type SocialLinkBody = z.input<typeof socialLinkBody>;

export const socialLink = z.object({ provider: z.enum(socialProviders), linkedAt: z.string() });
export type SocialLink = z.infer<typeof socialLink>;
export const socialLinksEnvelope = z.object({ links: z.array(socialLink) });
