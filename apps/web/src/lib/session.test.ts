// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consumerPayload, fakeAccessToken, operatorPayload, shopperUser } from '@/test/fixtures.ts';
import { decodeAccessToken, isLoggedIn, session, useSession } from './session.ts';

describe('session store', () => {
  beforeEach(() => session.clear());

  it('keeps tokens, payload and member in sessionStorage and reads them back', () => {
    const accessToken = fakeAccessToken(consumerPayload);
    session.setTokens(accessToken, 'refresh-1');
    session.setUser(shopperUser);
    expect(sessionStorage.getItem('accessToken')).toBe(accessToken);
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(sessionStorage.getItem('payload') ?? 'null')).toEqual(consumerPayload);

    session.reload(); // as after a page reload
    expect(session.get()).toMatchObject({
      accessToken,
      refreshToken: 'refresh-1',
      payload: consumerPayload,
      user: shopperUser,
    });
    expect(isLoggedIn()).toBe(true);
  });

  it('replaces the rotated refresh token and keeps the member of the same token owner', () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    session.setUser(shopperUser);
    session.setTokens(fakeAccessToken(consumerPayload, 'sig2'), 'refresh-2');
    expect(session.get().refreshToken).toBe('refresh-2');
    expect(session.get().user).toEqual(shopperUser);
  });

  it('drops the member when a token of someone else arrives', () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    session.setUser(shopperUser);
    session.setTokens(fakeAccessToken(operatorPayload), 'refresh-2');
    expect(session.get().user).toBeNull();
    expect(session.get().payload).toEqual(operatorPayload);
  });

  it('logs out by clearing tokens, member, carts, pickup and agreements', () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-1');
    session.setUser(shopperUser);
    session.setCarts([{ _product: 'p1', quantity: 2 }]);
    session.setPickup(['c1']);
    session.setAgreements(['t1']);
    session.clear();
    expect(session.get()).toEqual({
      accessToken: null,
      refreshToken: null,
      payload: null,
      user: null,
      carts: [],
      pickup: [],
      agreements: [],
    });
    for (const key of ['accessToken', 'refreshToken', 'payload', 'user', 'carts', 'pickup', 'agreements']) {
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(isLoggedIn()).toBe(false);
  });

  it("reads a guest cart line kept with the thumb's URL (before decision 0025) with its file name", () => {
    sessionStorage.setItem(
      'carts',
      JSON.stringify([
        { _product: 'p1', quantity: 1, thumb: '/res/shop/products/p1/fbfdb7c6e24b432b-card.webp' },
        { _product: 'p2', quantity: 1, thumb: 'aaaaaaaaaaaaaaaa-card.webp' },
        { _product: 'p3', quantity: 1, thumb: null },
      ]),
    );
    session.reload();
    expect(session.get().carts.map((c) => c.thumb)).toEqual([
      'fbfdb7c6e24b432b-card.webp',
      'aaaaaaaaaaaaaaaa-card.webp',
      null,
    ]);
  });

  it('ignores a stored token whose payload cannot be read', () => {
    sessionStorage.setItem('accessToken', 'not-a-jwt');
    sessionStorage.setItem('payload', '{"broken"');
    session.reload();
    expect(session.get().accessToken).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('re-renders subscribed components when the session changes', () => {
    const { result } = renderHook(() => useSession((s) => s.payload?.userType ?? 'GUEST'));
    expect(result.current).toBe('GUEST');
    act(() => session.setTokens(fakeAccessToken(operatorPayload), 'refresh-1'));
    expect(result.current).toBe('OPERATOR');
    act(() => session.clear());
    expect(result.current).toBe('GUEST');
  });
});

describe('reading the stored session', () => {
  it('waits for the first use, not for the module to load, and reads what a page before stored', async () => {
    const accessToken = fakeAccessToken(consumerPayload);
    session.setTokens(accessToken, 'refresh-1');
    vi.resetModules();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      const fresh = await import('./session.ts');
      expect(getItem).not.toHaveBeenCalled();
      expect(fresh.session.get()).toMatchObject({ accessToken, refreshToken: 'refresh-1' });
      expect(getItem).toHaveBeenCalled();
      expect(fresh.isLoggedIn()).toBe(true);
    } finally {
      getItem.mockRestore();
      session.clear();
    }
  });
});

describe('decodeAccessToken', () => {
  it('reads { scope, userType, _user } from a JWT', () => {
    expect(decodeAccessToken(fakeAccessToken(operatorPayload))).toEqual(operatorPayload);
  });
  it('answers null for anything else', () => {
    expect(decodeAccessToken('abc')).toBeNull();
    expect(decodeAccessToken('a.b.c')).toBeNull();
    expect(decodeAccessToken(`x.${btoa('{"scope":"console"}')}.y`)).toBeNull();
  });
});
