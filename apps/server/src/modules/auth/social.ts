import { randomBytes } from 'node:crypto';
import {
  type SocialLink,
  type SocialLoginAnswer,
  type SocialProviderName,
  socialMessages,
} from '@shop/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { oauthStates, socialLinks, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, ShopError, unauthorized } from '../../http/errors.ts';
import {
  SocialLoginError,
  type SocialProfile,
  type SocialProviders,
} from '../../integrations/oauth/index.ts';
import { checkCredentials, startSession } from './service.ts';
import type { AccessTokens } from './tokens.ts';

/**
 * 간편 로그인 (Kakao, Naver; DOMAIN.md Members, docs/decisions/0043). The server issues a one-time
 * `state` before the browser leaves for the provider and checks it once when the code comes back.
 * A linked provider account logs its member in exactly as a password login does; an unlinked one
 * answers a 10-minute `snsToken` naming the provider account, which 기존 계정 연결 (username and
 * password) or 회원가입 turns into a link.
 */

const STATE_TTL_MS = 10 * 60_000;
export const SNS_TOKEN_TTL_SECONDS = 600;
const SNS_PURPOSE = 'sns-link';

const stateInvalid = () => badRequest('OAUTH_STATE_INVALID', socialMessages.stateInvalid);
const snsTokenInvalid = () => badRequest('SNS_TOKEN_INVALID', socialMessages.snsTokenInvalid);
const linkedElsewhere = () => conflict('SOCIAL_LINKED_ELSEWHERE', socialMessages.linkedElsewhere);
const alreadyLinked = () => conflict('SOCIAL_ALREADY_LINKED', socialMessages.alreadyLinked);

/** Issues a state and answers where the browser goes; `origin` is the shop as the browser sees it. */
export async function authorize(
  ctx: ShopContext,
  providers: SocialProviders,
  provider: SocialProviderName,
  origin: string,
): Promise<{ url: string; state: string }> {
  const state = randomBytes(24).toString('base64url');
  const redirectUri = `${origin}/oauth/${provider}`;
  // Expired states are swept as new ones are issued; the table stays as small as the traffic.
  await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, ctx.now));
  await ctx.db.insert(oauthStates).values({
    state,
    provider,
    redirectUri,
    expiresAt: new Date(ctx.now.getTime() + STATE_TTL_MS),
    createdAt: ctx.now,
  });
  return { url: providers[provider].authorizeUrl(state, redirectUri), state };
}

/** The provider's profile for the code, after spending the state (a state works once). */
async function profileFor(
  ctx: ShopContext,
  providers: SocialProviders,
  provider: SocialProviderName,
  input: { code: string; state: string },
): Promise<SocialProfile> {
  const [issued] = await ctx.db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, input.state),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, ctx.now),
      ),
    )
    .returning({ redirectUri: oauthStates.redirectUri });
  if (!issued) throw stateInvalid();
  try {
    return await providers[provider].profileOf(input.code, input.state, issued.redirectUri);
  } catch (error) {
    if (!(error instanceof SocialLoginError)) throw error;
    if (error.code === 'REJECTED') throw badRequest('SOCIAL_LOGIN_REJECTED', error.message);
    ctx.log.warn({ provider, code: error.code, providerCode: error.providerCode }, 'social login failed');
    throw new ShopError(503, 'SOCIAL_PROVIDER_DOWN', error.message);
  }
}

async function linkedMember(ctx: ShopContext, provider: SocialProviderName, providerUserId: string) {
  const [row] = await ctx.db
    .select({ _user: socialLinks._user, state: users.state })
    .from(socialLinks)
    .innerJoin(users, eq(users._id, socialLinks._user))
    .where(and(eq(socialLinks.provider, provider), eq(socialLinks.providerUserId, providerUserId)));
  return row ?? null;
}

/** POST /api/auth/sns/{provider}: a linked account logs in, else a snsToken for sns-validate. */
export async function logInWithProvider(
  ctx: ShopContext,
  providers: SocialProviders,
  accessTokens: AccessTokens,
  provider: SocialProviderName,
  input: { code: string; state: string },
): Promise<SocialLoginAnswer> {
  const profile = await profileFor(ctx, providers, provider, input);
  const linked = await linkedMember(ctx, provider, profile.id);
  if (linked) {
    if (linked.state !== 'ACTIVE') {
      throw unauthorized('USER_NOT_ACTIVE', '이용이 정지된 계정입니다. 고객센터로 문의해주세요');
    }
    return startSession(ctx, linked._user, false);
  }
  const snsToken = await accessTokens.signPurpose(
    SNS_PURPOSE,
    `${provider}:${profile.id}`,
    ctx.now,
    SNS_TOKEN_TTL_SECONDS,
  );
  return { snsToken, profile: { provider, name: profile.name, email: profile.email, phone: profile.phone } };
}

/** The provider account a snsToken names; 400 when it expired or was forged. */
export async function readSnsToken(
  ctx: ShopContext,
  accessTokens: AccessTokens,
  snsToken: string,
): Promise<{ provider: SocialProviderName; providerUserId: string }> {
  const subject = await accessTokens.subjectOf(snsToken, SNS_PURPOSE, ctx.now);
  const match = subject ? /^(kakao|naver):(.+)$/.exec(subject) : null;
  if (!match) throw snsTokenInvalid();
  return { provider: match[1] as SocialProviderName, providerUserId: match[2]! };
}

/**
 * Links the provider account to the member, in the caller's transaction. 409 when it is linked to
 * another member, or when the member already has another account of that provider.
 */
export async function linkAccount(
  ctx: ShopContext,
  _user: string,
  account: { provider: SocialProviderName; providerUserId: string },
): Promise<void> {
  const existing = await linkedMember(ctx, account.provider, account.providerUserId);
  if (existing?._user === _user) return;
  if (existing) throw linkedElsewhere();
  const [own] = await ctx.db
    .select({ _id: socialLinks._id })
    .from(socialLinks)
    .where(and(eq(socialLinks._user, _user), eq(socialLinks.provider, account.provider)));
  if (own) throw alreadyLinked();
  try {
    await inTransaction(ctx, (ctx) =>
      ctx.db
        .insert(socialLinks)
        .values({ _user, ...account, linkedAt: ctx.now })
        .then(() => undefined),
    );
  } catch (error) {
    // Two links racing: the database's unique keys decide.
    if (isUniqueViolation(error)) throw linkedElsewhere();
    throw error;
  }
}

/** 기존 계정 연결 on /login/sns-validate: the member's password once, then linked and logged in. */
export async function linkWithPassword(
  ctx: ShopContext,
  accessTokens: AccessTokens,
  input: { snsToken: string; username: string; password: string; address: string },
): Promise<{ refreshToken: string }> {
  const account = await readSnsToken(ctx, accessTokens, input.snsToken);
  const _user = await checkCredentials(ctx, input);
  await linkAccount(ctx, _user, account);
  return startSession(ctx, _user, false);
}

/** /mypage/myinfo: the caller links a provider account after logging in there. */
export async function linkMine(
  ctx: ShopContext,
  providers: SocialProviders,
  provider: SocialProviderName,
  input: { code: string; state: string },
): Promise<SocialLink[]> {
  const actor = actorOf(ctx);
  const profile = await profileFor(ctx, providers, provider, input);
  await linkAccount(ctx, actor._user, { provider, providerUserId: profile.id });
  return listMine(ctx);
}

export async function listMine(ctx: ShopContext): Promise<SocialLink[]> {
  const rows = await ctx.db
    .select({ provider: socialLinks.provider, linkedAt: socialLinks.linkedAt })
    .from(socialLinks)
    .where(eq(socialLinks._user, actorOf(ctx)._user))
    .orderBy(socialLinks.provider);
  return rows.map((r) => ({ provider: r.provider, linkedAt: r.linkedAt.toISOString() }));
}

/** 연결 해제: only the caller's own link; someone else's, or none, is 404. */
export async function unlinkMine(ctx: ShopContext, provider: SocialProviderName): Promise<void> {
  const removed = await ctx.db
    .delete(socialLinks)
    .where(and(eq(socialLinks._user, actorOf(ctx)._user), eq(socialLinks.provider, provider)))
    .returning({ _id: socialLinks._id });
  if (removed.length === 0) throw notFound('SOCIAL_LINK_NOT_FOUND', socialMessages.notLinked);
}

/** Leaving: the member's social links go with the account (closing.ts). */
export async function deleteLinksOf(ctx: ShopContext, _user: string): Promise<void> {
  await ctx.db.delete(socialLinks).where(eq(socialLinks._user, _user));
}

/** The sandbox page: where an issued, unexpired state goes back to (never a redirect from the query). */
export async function issuedRedirect(
  ctx: ShopContext,
  provider: SocialProviderName,
  state: string,
): Promise<string> {
  const [row] = await ctx.db
    .select({ redirectUri: oauthStates.redirectUri })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, ctx.now),
      ),
    );
  if (!row) throw stateInvalid();
  return row.redirectUri;
}
