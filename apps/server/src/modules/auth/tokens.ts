import { createHash, randomBytes } from 'node:crypto';
import { type AccessTokenPayload, accessTokenPayload, scopesOf, type UserType } from '@shop/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** How many verified access tokens are remembered (a few hundred bytes each). */
const VERIFIED_TOKENS = 10_000;

/**
 * A verified access token: the payload of the contract, and the member's session version when it was
 * signed (its `sv` claim; 0 in a token signed before versions existed, where every member started).
 */
export type VerifiedAccessToken = { payload: AccessTokenPayload; version: number };

const versionOf = (claim: unknown) =>
  Number.isSafeInteger(claim) && (claim as number) >= 0 ? (claim as number) : 0;

/** Access tokens: HS256 JWTs carrying `{ scope, userType, _user, sv }`. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were already checked, with their expiry: the same token is
   * sent with every request of a session, and its HMAC check through WebCrypto was a tenth of the
   * server's time per checkout. Only the expiry can change a verified token's answer; it is checked
   * again on every use, exactly as the first verification did.
   */
  private readonly verified = new LRUCache<string, { token: VerifiedAccessToken; exp: number }>({
    max: VERIFIED_TOKENS,
  });

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: { _id: string; type: UserType; sessionVersion?: number }, now: Date): Promise<string> {
    const payload = {
      scope: scopesOf[user.type],
      userType: user.type,
      _user: user._id,
      sv: user.sessionVersion ?? 0,
    };
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user._id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** The payload, `'expired'`, or `'invalid'`. */
  async verify(token: string, now: Date): Promise<AccessTokenPayload | 'expired' | 'invalid'> {
    const verified = await this.verifySession(token, now);
    return typeof verified === 'string' ? verified : verified.payload;
  }

  /** The payload and the session version it was signed with, `'expired'`, or `'invalid'`. */
  async verifySession(token: string, now: Date): Promise<VerifiedAccessToken | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known) return known.exp <= Math.floor(now.getTime() / 1000) ? 'expired' : known.token;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const parsed = accessTokenPayload.safeParse(payload);
      if (!parsed.success) return 'invalid';
      const verified: VerifiedAccessToken = Object.freeze({
        payload: Object.freeze(parsed.data),
        version: versionOf(payload.sv),
      });
      // Ours always expire and never carry a not-before time; anything else is checked every time.
      if (typeof payload.exp === 'number' && payload.nbf === undefined) {
        this.verified.set(token, { token: verified, exp: payload.exp });
      }
      return verified;
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  /** A short-lived proof for one purpose (re-entered password), signed with the same key. */
  signPurpose(purpose: string, _user: string, now: Date, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ purpose })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(_user)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.key);
  }

  /** The subject of a valid token of this purpose, else null (expired, forged, another purpose). */
  async subjectOf(token: string, purpose: string, now: Date): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: now });
      return payload.purpose === purpose && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  async verifyPurpose(token: string, purpose: string, _user: string, now: Date): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: now });
      return payload.purpose === purpose && payload.sub === _user;
    } catch {
      return false;
    }
  }
}

/** A refresh token is 32 random bytes; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `Authorization: Basic base64(username:password)` → credentials, or null when malformed. */
export function parseBasic(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function parseBearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
