/** The auth chunk: login, join, account recovery. */
export { FindIdPage, FindPasswordPage } from './pages/find-account-page.tsx';
export { JoinPage } from './pages/join-page.tsx';
export { KcpCertRequestPage, KcpCertResponsePage } from './pages/kcp-cert-pages.tsx';
export { LoginPage } from './pages/login-page.tsx';
export { KakaoCallbackPage, NaverCallbackPage } from './pages/oauth-callback-page.tsx';
export { SnsValidatePage } from './pages/sns-validate-page.tsx';
