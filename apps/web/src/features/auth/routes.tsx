import type { RouteObject } from 'react-router';
import { screen } from '@/components/routing/route-kit.tsx';

const chunk = () => import('./auth-pages.ts');

/** Login, join, and account recovery. */
export const authRoutes: RouteObject[] = [
  screen('login', '로그인', undefined, async () => (await chunk()).LoginPage),
  screen('login/find-id', '아이디 찾기', undefined, async () => (await chunk()).FindIdPage),
  screen('login/find-password', '비밀번호 찾기', undefined, async () => (await chunk()).FindPasswordPage),
  screen('login/sns-validate', 'SNS 계정 확인', undefined, async () => (await chunk()).SnsValidatePage),
  // The provider callbacks of Kakao and Naver login (docs/decisions/0043).
  screen('oauth/kakao', '카카오 로그인', undefined, async () => (await chunk()).KakaoCallbackPage),
  screen('oauth/naver', '네이버 로그인', undefined, async () => (await chunk()).NaverCallbackPage),
  screen('join', '회원가입', undefined, async () => (await chunk()).JoinPage),
  // the 본인인증 window the find pages open (spec §2 /common/kcp/cert/*)
  screen(
    'common/kcp/cert/request',
    '본인인증 요청',
    undefined,
    async () => (await chunk()).KcpCertRequestPage,
  ),
  screen(
    'common/kcp/cert/response',
    '본인인증 결과',
    undefined,
    async () => (await chunk()).KcpCertResponsePage,
  ),
];
