import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens, hashRefreshToken, newRefreshToken, parseBasic, parseBearer } from './tokens.ts';

const SECRET = 'unit-test-secret-of-at-least-32-characters';
const tokens = new AccessTokens(SECRET, 900);
const now = new Date('2026-03-01T00:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const userId = '5b0f4f5e-2a43-4d4c-9b0a-3f7f0d0c1a2b';

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

describe('AccessTokens', () => {
  it('signs { scope, userType, _user } for each member type and verifies it', async () => {
    for (const [type, scope] of [
      ['OPERATOR', ['console']],
      ['PROMOTER', ['promoter']],
      ['CONSUMER', []],
    ] as const) {
      const jwt = await tokens.sign({ _id: userId, type }, now);
      expect(await tokens.verify(jwt, now)).toEqual({ scope, userType: type, _user: userId });
    }
  });

  it('lives exactly its time to live', async () => {
    const jwt = await tokens.sign({ _id: userId, type: 'CONSUMER' }, now);
    const payload = payloadOf(jwt);
    expect(payload.exp - payload.iat).toBe(900);
    expect(payload.sub).toBe(userId);
    expect(await tokens.verify(jwt, later(899))).not.toBe('expired');
    expect(await tokens.verify(jwt, later(900))).toBe('expired');
    expect(await tokens.verify(jwt, later(86_400))).toBe('expired');
  });

  it('answers a token seen before as the first check did: the same member until it expires', async () => {
    const fresh = new AccessTokens(SECRET, 900);
    const jwt = await fresh.sign({ _id: userId, type: 'PROMOTER' }, now);
    const member = { scope: ['promoter'], userType: 'PROMOTER', _user: userId };
    for (const at of [now, later(1), later(899), now]) expect(await fresh.verify(jwt, at)).toEqual(member);
    expect(await fresh.verify(jwt, later(900))).toBe('expired');
    expect(await fresh.verify(jwt, later(899))).toEqual(member);
    const [header, , signature] = jwt.split('.');
    const raised = Buffer.from(JSON.stringify({ ...payloadOf(jwt), scope: ['console'] })).toString(
      'base64url',
    );
    expect(await fresh.verify(`${header}.${raised}.${signature}`, now)).toBe('invalid');
  });

  it('refuses a token signed with another secret', async () => {
    const other = new AccessTokens('another-secret-of-at-least-32-characters', 900);
    const jwt = await other.sign({ _id: userId, type: 'OPERATOR' }, now);
    expect(await tokens.verify(jwt, now)).toBe('invalid');
  });

  it('refuses a token whose payload was changed', async () => {
    const jwt = await tokens.sign({ _id: userId, type: 'CONSUMER' }, now);
    const [header, payload, signature] = jwt.split('.');
    const raised = Buffer.from(
      JSON.stringify({ ...payloadOf(jwt), scope: ['console'], userType: 'OPERATOR' }),
    ).toString('base64url');
    expect(payload).not.toBe(raised);
    expect(await tokens.verify(`${header}.${raised}.${signature}`, now)).toBe('invalid');
  });

  it('refuses an unsigned token and garbage', async () => {
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ scope: ['console'], userType: 'OPERATOR', _user: userId }),
    ).toString('base64url')}.`;
    expect(await tokens.verify(none, now)).toBe('invalid');
    expect(await tokens.verify('not.a.jwt', now)).toBe('invalid');
    expect(await tokens.verify('', now)).toBe('invalid');
  });

  it('refuses a well-signed token without the access payload', async () => {
    const key = new TextEncoder().encode(SECRET);
    const jwt = await new SignJWT({ scope: ['everything'], userType: 'ROOT', _user: userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(key);
    expect(await tokens.verify(jwt, now)).toBe('invalid');
  });

  it('keeps purpose tokens and access tokens apart', async () => {
    const purpose = await tokens.signPurpose('me-verify', userId, now, 600);
    expect(await tokens.verify(purpose, now)).toBe('invalid');
    const access = await tokens.sign({ _id: userId, type: 'CONSUMER' }, now);
    expect(await tokens.verifyPurpose(access, 'me-verify', userId, now)).toBe(false);
  });

  it('checks a purpose token for its purpose, member and time', async () => {
    const purpose = await tokens.signPurpose('me-verify', userId, now, 600);
    expect(await tokens.verifyPurpose(purpose, 'me-verify', userId, later(599))).toBe(true);
    expect(await tokens.verifyPurpose(purpose, 'me-verify', userId, later(600))).toBe(false);
    expect(await tokens.verifyPurpose(purpose, 'other', userId, now)).toBe(false);
    expect(
      await tokens.verifyPurpose(purpose, 'me-verify', '00000000-0000-4000-8000-000000000000', now),
    ).toBe(false);
    expect(await tokens.verifyPurpose('garbage', 'me-verify', userId, now)).toBe(false);
  });
});

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256', () => {
    const a = newRefreshToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRefreshToken()).not.toBe(a);
    expect(hashRefreshToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(a)).toBe(hashRefreshToken(a));
  });
});

describe('parseBasic', () => {
  it('reads username and password', () => {
    expect(parseBasic(basic('shopper:Shopper123!'))).toEqual({
      username: 'shopper',
      password: 'Shopper123!',
    });
  });

  it('keeps colons in the password', () => {
    expect(parseBasic(basic('shopper:pa:ss:1!'))).toEqual({ username: 'shopper', password: 'pa:ss:1!' });
  });

  it('decodes UTF-8', () => {
    expect(parseBasic(basic('홍길동:비밀번호1!'))).toEqual({ username: '홍길동', password: '비밀번호1!' });
  });

  it('accepts any case of the scheme and surrounding spaces', () => {
    expect(parseBasic(`basic   ${Buffer.from('a:b').toString('base64')}  `)).toEqual({
      username: 'a',
      password: 'b',
    });
  });

  it('allows empty parts, which the route refuses', () => {
    expect(parseBasic(basic(':'))).toEqual({ username: '', password: '' });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Bearer abc'],
    ['no credentials', 'Basic'],
    ['not base64', 'Basic !!!'],
    ['no colon', basic('shopper')],
  ])('answers null for %s', (_, header) => {
    expect(parseBasic(header)).toBeNull();
  });
});

describe('parseBearer', () => {
  it('reads the token', () => {
    expect(parseBearer('Bearer abc.def-ghi_')).toBe('abc.def-ghi_');
    expect(parseBearer('bearer  abc ')).toBe('abc');
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no token', 'Bearer'],
    ['no token after spaces', 'Bearer   '],
    ['two words', 'Bearer a b'],
    ['another scheme', 'Basic abc'],
  ])('answers null for %s', (_, header) => {
    expect(parseBearer(header)).toBeNull();
  });
});
