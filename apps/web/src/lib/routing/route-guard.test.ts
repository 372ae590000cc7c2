// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken } from '@/test/fixtures.ts';
import { memberOnly, operatorOnly } from './guard.ts';
import { guardLoader, setPreviousLocationSource } from './route-guard.ts';

const args = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: undefined }) as never;

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('guardLoader', () => {
  const alert = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('alert', alert);
    session.clear();
    setPreviousLocationSource(() => null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    alert.mockReset();
  });

  it('lets an allowed visitor through without a word', () => {
    expect(guardLoader(undefined)(args('/about'))).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('tells a guest to log in and redirects to the login page', () => {
    const response = thrownBy(() => guardLoader(memberOnly)(args('/mypage'))) as Response;
    expect(alert).toHaveBeenCalledWith('로그인 후 이용가능합니다');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fmypage');
  });

  it('tells a consumer they have no access to the console and sends them to the previous page', () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    setPreviousLocationSource(() => '/mypage/orders');
    const response = thrownBy(() => guardLoader(operatorOnly)(args('/console/shop/coupons'))) as Response;
    expect(alert).toHaveBeenCalledWith('접근권한이 없습니다');
    expect(response.headers.get('Location')).toBe('/mypage/orders');
  });
});
