import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { KakaoLogin } from '../kakao/kakao.ts';
import { NaverLogin } from '../naver/naver.ts';
import { SandboxSocialProvider } from './sandbox.ts';
import type { SocialProvider, SocialProviderName } from './types.ts';

export * from './sandbox.ts';
export * from './types.ts';

export type SocialProviders = Record<SocialProviderName, SocialProvider>;

/** Each provider's real adapter when its keys are set, else the offline sandbox (테스트 로그인). */
export function createSocialProviders(config: Config, log?: FastifyBaseLogger): SocialProviders {
  const warn = (text: string) => (config.env === 'production' ? log?.warn : log?.info)?.call(log, text);
  const { kakao, naver } = config;
  let kakaoLogin: SocialProvider;
  if (kakao.clientId) {
    kakaoLogin = new KakaoLogin({ ...kakao, clientId: kakao.clientId });
  } else {
    warn('KAKAO_CLIENT_ID not set: Kakao login uses the sandbox (테스트 로그인)');
    kakaoLogin = new SandboxSocialProvider('kakao', '카카오');
  }
  let naverLogin: SocialProvider;
  if (naver.clientId && naver.clientSecret) {
    naverLogin = new NaverLogin({ ...naver, clientId: naver.clientId, clientSecret: naver.clientSecret });
  } else {
    warn('NAVER_CLIENT_ID / NAVER_CLIENT_SECRET not set: Naver login uses the sandbox (테스트 로그인)');
    naverLogin = new SandboxSocialProvider('naver', '네이버');
  }
  return { kakao: kakaoLogin, naver: naverLogin };
}
