export { type FakeNaver, startFakeNaver } from './fake-naver.ts';
export { NaverLogin } from './naver.ts';
