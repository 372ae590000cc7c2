export { type FakeKakao, startFakeKakao } from './fake-kakao.ts';
export { KakaoLogin } from './kakao.ts';
