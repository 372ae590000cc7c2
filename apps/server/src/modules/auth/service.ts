import { randomUUID } from 'node:crypto';
import { authMessages } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { tooManyRequests, unauthorized } from '../../http/errors.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import type { SessionRaise } from './sessions.ts';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens.ts';

export type { SessionRaise };

const DAY = 86_400_000;
/** An address may fail more often than one username: offices and mobile carriers share addresses. */
const ADDRESS_FAILURE_FACTOR = 4;

const wrongCredentials = () => unauthorized('WRONG_CREDENTIALS', authMessages.wrongCredentials);
const expiredSession = () => unauthorized('INVALID_REFRESH_TOKEN', authMessages.sessionExpired);

/**
 * 로그인: checks the password and starts a session (a refresh-token family).
 * Failures are counted per username and per address; past the limit the answer is 429 until the
 * window ends, whether or not the password is right, so guessing gains nothing. Each attempt is
 * counted before its password is checked, so racing guesses cannot all slip under the limit; a
 * success (or a refusal without a check) takes its attempt back, and a success clears the username.
 */
export async function logIn(
  ctx: ShopContext,
  input: { username: string; password: string; remember: boolean; address: string },
): Promise<{ refreshToken: string }> {
  const _user = await checkCredentials(ctx, input);
  return startSession(ctx, _user, input.remember);
}

/**
 * The password check of a login, with its limits (above), answering the member's id; 기존 계정 연결
 * of a Kakao or Naver account uses it too, so linking cannot be used to guess passwords.
 */
export async function checkCredentials(
  ctx: ShopContext,
  input: { username: string; password: string; address: string },
): Promise<string> {
  const username = input.username.trim().toLowerCase();
  const { loginMaxFailures: max, loginFailureWindowSeconds: window } = ctx.config;
  const userKey = `login:user:${username}`;
  const addressKey = `login:address:${input.address}`;
  const userAttempts = await ctx.limiter.hit(userKey, window);
  const addressAttempts = await ctx.limiter.hit(addressKey, window);
  if (userAttempts > max || addressAttempts > max * ADDRESS_FAILURE_FACTOR) {
    // Refused unchecked: not a failure, so it neither extends the block nor burdens the address.
    await ctx.limiter.forgive(userKey);
    await ctx.limiter.forgive(addressKey);
    throw tooManyRequests('TOO_MANY_LOGIN_ATTEMPTS', authMessages.tooManyAttempts);
  }

  const [user] = await ctx.db
    .select({ _id: users._id, passwordHash: users.passwordHash, state: users.state })
    .from(users)
    .where(eq(users.username, username));
  const ok =
    user?.state === 'ACTIVE'
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyPassword(await decoyHash(), input.password)) && false;
  if (!user || !ok) throw wrongCredentials();
  await ctx.limiter.reset(userKey);
  await ctx.limiter.forgive(addressKey);
  return user._id;
}

/** Starts a session (a new refresh-token family) for a member whose identity was proven. */
export async function startSession(
  ctx: ShopContext,
  _user: string,
  remember: boolean,
): Promise<{ refreshToken: string }> {
  const refreshToken = newRefreshToken();
  await ctx.db.insert(refreshTokens).values({
    _user,
    family: randomUUID(),
    tokenHash: hashRefreshToken(refreshToken),
    remember,
    expiresAt: expiryOf(ctx, remember),
    createdAt: ctx.now,
  });
  await ctx.db.update(users).set({ lastLoginAt: ctx.now }).where(eq(users._id, _user));
  return { refreshToken };
}

/**
 * A logged-in member re-enters their password (회원정보 수정, 탈퇴). Wrong guesses count against the
 * same per-username limit as logins, so a stolen access token cannot be used to guess the password.
 */
export async function recheckPassword(
  ctx: ShopContext,
  user: { username: string; passwordHash: string | null },
  password: string,
): Promise<boolean> {
  const key = `login:user:${user.username}`;
  if ((await ctx.limiter.hit(key, ctx.config.loginFailureWindowSeconds)) > ctx.config.loginMaxFailures) {
    await ctx.limiter.forgive(key);
    throw tooManyRequests('TOO_MANY_LOGIN_ATTEMPTS', authMessages.tooManyAttempts);
  }
  const ok = await verifyPassword(user.passwordHash, password);
  if (ok) await ctx.limiter.forgive(key);
  return ok;
}

function expiryOf(ctx: ShopContext, remember: boolean): Date {
  const days = remember ? ctx.config.refreshTokenRememberDays : ctx.config.refreshTokenTtlDays;
  return new Date(ctx.now.getTime() + days * DAY);
}

/**
 * Trades a refresh token for an access token and a new refresh token. The presented token is
 * spent; presenting a spent token again means it was copied, so the whole family is revoked.
 */
export async function refreshSession(
  ctx: ShopContext,
  accessTokens: AccessTokens,
  presented: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const outcome = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= ctx.now) return { kind: 'invalid' as const };
    if (row.replacedAt) return { kind: 'reused' as const, family: row.family };

    const [user] = await ctx.db
      .select({ _id: users._id, type: users.type, state: users.state, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users._id, row._user));
    if (user?.state !== 'ACTIVE') return { kind: 'invalid' as const };

    const spent = await ctx.db
      .update(refreshTokens)
      .set({ replacedAt: ctx.now })
      .where(and(eq(refreshTokens._id, row._id), isNull(refreshTokens.replacedAt)))
      .returning({ _id: refreshTokens._id });
    if (spent.length !== 1) return { kind: 'reused' as const, family: row.family };

    const refreshToken = newRefreshToken();
    await ctx.db.insert(refreshTokens).values({
      _user: user._id,
      family: row.family,
      tokenHash: hashRefreshToken(refreshToken),
      remember: row.remember,
      expiresAt: expiryOf(ctx, row.remember),
      createdAt: ctx.now,
    });
    return { kind: 'ok' as const, user, refreshToken };
  });

  if (outcome.kind === 'reused') {
    await revokeFamily(ctx, outcome.family);
    ctx.log.warn({ family: outcome.family }, 'spent refresh token presented again; session revoked');
    throw expiredSession();
  }
  if (outcome.kind === 'invalid') throw expiredSession();
  return { accessToken: await accessTokens.sign(outcome.user, ctx.now), refreshToken: outcome.refreshToken };
}

/** 로그아웃: ends the session the refresh token belongs to. Unknown tokens are already logged out. */
export async function logOut(ctx: ShopContext, presented: string): Promise<void> {
  const [row] = await ctx.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)));
  if (row) await revokeFamily(ctx, row.family);
}

async function revokeFamily(ctx: ShopContext, family: string) {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of a member (leaving, suspension, type or password change, logging out
 * everywhere): their refresh tokens are revoked and their session version raised, so that access
 * tokens signed before are refused too. Call `announceRevocation` with the answer after the commit.
 */
export async function revokeAllSessions(ctx: ShopContext, _user: string): Promise<SessionRaise> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now })
    .where(and(eq(refreshTokens._user, _user), isNull(refreshTokens.revokedAt)));
  return raiseSessionVersion(ctx, _user);
}

/**
 * Refuses the member's current access tokens but keeps their sessions: after a type change the
 * client's next refresh signs a token of the new type.
 */
export async function raiseSessionVersion(ctx: ShopContext, _user: string): Promise<SessionRaise> {
  const [raised] = await ctx.db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, sessionsRevokedAt: ctx.now })
    .where(eq(users._id, _user))
    .returning({ version: users.sessionVersion, state: users.state });
  if (!raised) throw new Error(`no member ${_user} to revoke the sessions of`);
  return { _user, version: raised.version, inactive: raised.state !== 'ACTIVE' };
}

/**
 * Tells this node and the others that the member's older access tokens are revoked. After the
 * commit: announced before, a rolled-back raise would refuse the member's next tokens.
 */
export async function announceRevocation(ctx: ShopContext, raise: SessionRaise): Promise<void> {
  await ctx.sessions.revoked(raise);
}

/** 모든 기기에서 로그아웃: every session of the caller ends, this one included. */
export async function logOutEverywhere(ctx: ShopContext, _user: string): Promise<void> {
  await announceRevocation(ctx, await inTransaction(ctx, (ctx) => revokeAllSessions(ctx, _user)));
}
