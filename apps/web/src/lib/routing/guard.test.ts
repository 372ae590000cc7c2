import { describe, expect, it } from 'vitest';
import { consumerPayload, operatorPayload, promoterPayload } from '@/test/fixtures.ts';
import {
  decideAccess,
  guardRedirect,
  memberOnly,
  metaOfPath,
  operatorOnly,
  promoterOnly,
  safeRedirect,
} from './guard.ts';

describe('decideAccess', () => {
  it('lets anyone open a route without meta', () => {
    expect(decideAccess(undefined, null)).toBe('allow');
    expect(decideAccess({}, null)).toBe('allow');
  });

  it('asks a guest to log in for any guarded route', () => {
    expect(decideAccess(memberOnly, null)).toBe('login');
    expect(decideAccess(promoterOnly, null)).toBe('login');
    expect(decideAccess(operatorOnly, null)).toBe('login');
  });

  it('needs one of the route scopes in the token scope list', () => {
    expect(decideAccess(operatorOnly, operatorPayload)).toBe('allow');
    expect(decideAccess(operatorOnly, consumerPayload)).toBe('forbidden');
    expect(decideAccess(operatorOnly, promoterPayload)).toBe('forbidden');
    expect(decideAccess({ scope: ['console', 'promoter'] }, promoterPayload)).toBe('allow');
  });

  it('needs the token userType in the route userTypes', () => {
    expect(decideAccess(promoterOnly, promoterPayload)).toBe('allow');
    expect(decideAccess(promoterOnly, consumerPayload)).toBe('forbidden');
    expect(decideAccess(promoterOnly, operatorPayload)).toBe('forbidden');
  });

  it('lets every member into a login-only route', () => {
    for (const payload of [consumerPayload, promoterPayload, operatorPayload]) {
      expect(decideAccess(memberOnly, payload)).toBe('allow');
    }
  });
});

describe('guardRedirect', () => {
  it('sends a guest to the login page with the wanted page, never back into the section', () => {
    const target = guardRedirect({ decision: 'login', to: '/mypage', previous: null, payload: null });
    expect(target).toBe('/login?redirect=%2Fmypage');
    expect(
      guardRedirect({ decision: 'login', to: '/mypage/orders?tab=1', previous: '/', payload: null }),
    ).toBe('/login?redirect=%2Fmypage%2Forders%3Ftab%3D1');
  });

  it('sends a member without rights back to the previous page of the app', () => {
    expect(
      guardRedirect({
        decision: 'forbidden',
        to: '/console/users',
        previous: '/mypage/dashboard',
        payload: consumerPayload,
      }),
    ).toBe('/mypage/dashboard');
  });

  it('falls back to the section root when there is no previous page and the member may see it', () => {
    // (a screen of the section with a stricter rule than its root, refused to this promoter)
    expect(
      guardRedirect({
        decision: 'forbidden',
        to: '/promoter/bonuses',
        previous: null,
        payload: promoterPayload,
      }),
    ).toBe('/promoter');
  });

  it('falls back to the home page when the section root is refused too', () => {
    expect(
      guardRedirect({
        decision: 'forbidden',
        to: '/console/users',
        previous: null,
        payload: consumerPayload,
      }),
    ).toBe('/');
  });

  it('sends a consumer refused a promoter screen to /promoter, where the programme and the application are', () => {
    expect(
      guardRedirect({
        decision: 'forbidden',
        to: '/promoter/dashboard',
        previous: null,
        payload: consumerPayload,
      }),
    ).toBe('/promoter');
  });

  it('never sends back to the refused page, a refused previous page, or the login page', () => {
    expect(
      guardRedirect({
        decision: 'forbidden',
        to: '/console/users',
        previous: '/console/users',
        payload: consumerPayload,
      }),
    ).toBe('/');
    expect(
      guardRedirect({
        decision: 'forbidden',
        to: '/console/users',
        previous: '/promoter/scores',
        payload: consumerPayload,
      }),
    ).toBe('/');
    expect(
      guardRedirect({ decision: 'forbidden', to: '/promoter', previous: null, payload: operatorPayload }),
    ).toBe('/');
    expect(
      guardRedirect({
        decision: 'forbidden',
        to: '/console/users',
        previous: '/login?redirect=%2Fconsole%2Fusers',
        payload: consumerPayload,
      }),
    ).toBe('/');
  });
});

describe('metaOfPath', () => {
  it('knows the guard of each section', () => {
    expect(metaOfPath('/mypage')).toBe(memberOnly);
    expect(metaOfPath('/mypage/leave')).toBe(memberOnly);
    expect(metaOfPath('/promoter/bonuses__GOODS')).toBe(promoterOnly);
    expect(metaOfPath('/promoter/dashboard')).toBe(promoterOnly);
    // the promoter root shows every member the programme and the application (decision 0006)
    expect(metaOfPath('/promoter')).toBe(memberOnly);
    expect(metaOfPath('/promoter/')).toBe(memberOnly);
    expect(decideAccess(metaOfPath('/promoter'), consumerPayload)).toBe('allow');
    expect(decideAccess(metaOfPath('/promoter'), null)).toBe('login');
    expect(metaOfPath('/console')).toBe(operatorOnly);
    expect(metaOfPath('/mypages')).toBeUndefined();
    expect(metaOfPath('/shop')).toBeUndefined();
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this app and refuses other origins', () => {
    expect(safeRedirect('/mypage/orders?tab=2')).toBe('/mypage/orders?tab=2');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
