import { describe, expect, it } from 'vitest';
import { showsSidePanel } from './side-panel-rules.ts';

describe('showsSidePanel', () => {
  it('is on shop, member, centre and home pages', () => {
    for (const path of ['/', '/shop', '/shop/products/abc', '/mypage/likes', '/center/notice', '/promoter']) {
      expect(showsSidePanel(path), path).toBe(true);
    }
  });

  it('is off on the login and join pages and on provider callbacks', () => {
    for (const path of ['/login', '/login/find-id', '/join', '/oauth/kakao', '/common/kcp/cert/request']) {
      expect(showsSidePanel(path), path).toBe(false);
    }
  });

  it('does not mistake look-alike paths', () => {
    expect(showsSidePanel('/joinus')).toBe(true);
    expect(showsSidePanel('/shop/login-guide')).toBe(true);
  });
});
