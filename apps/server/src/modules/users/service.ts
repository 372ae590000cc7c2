import {
  type joinBody,
  type leaveBody,
  messages,
  type myInfoBody,
  openClaimStatuses,
  type User,
} from '@shop/contracts';
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  purchases,
  reservedUsernames,
  termAgreements,
  userHistories,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { type Actor, actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, refused, unauthorized } from '../../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  announceRevocation,
  recheckPassword,
  revokeAllSessions,
  type SessionRaise,
} from '../auth/service.ts';
import { linkAccount, readSnsToken } from '../auth/social.ts';
import type { AccessTokens } from '../auth/tokens.ts';
import { bonusBalance } from '../bonuses/ledger.ts';
import { issueJoinCoupons } from '../coupons/issuing.ts';
import { pointBalance } from '../points/ledger.ts';
import { getShopSetting } from '../settings/service.ts';
import { termsOfJoining } from '../terms/service.ts';
import { agreementsOf } from '../terms/versions.ts';
import { closeAccount } from './closing.ts';
import { usernameHashOf } from './recovery.ts';

type UserRow = typeof users.$inferSelect;

/** How long a re-entered password unlocks a password change. */
export const VERIFICATION_TTL_SECONDS = 600;
const VERIFICATION_PURPOSE = 'me-verify';

const usernameTaken = () => conflict('USERNAME_TAKEN', '이미 사용중인 아이디입니다');
const wrongPassword = () => badRequest('PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다');

export function toUser(row: UserRow, point: number): User {
  return {
    _id: row._id,
    username: row.username,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    promoterCode: row.promoterCode,
    point,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * 회원가입 (and an operator's registration, `by` them: registering.ts). The referral code names the
 * sponsor: an active promoter's code, or the shop's root code (no sponsor). Every required term must
 * be agreed; each agreement is stored with its time.
 */
export async function join(
  ctx: ShopContext,
  input: z.output<typeof joinBody>,
  options: { by?: string; accessTokens?: AccessTokens } = {},
): Promise<User> {
  const setting = await getShopSetting(ctx);
  // Joining from Kakao or Naver (/login/sns-validate): the provider account is linked to the newcomer.
  const sns =
    input.snsToken && options.accessTokens
      ? await readSnsToken(ctx, options.accessTokens, input.snsToken)
      : null;
  return inTransaction(ctx, async (ctx) => {
    // The 정회원 약관 belongs to the application, not to joining; the dialog showed these same terms.
    const allTerms = (await termsOfJoining(ctx, { share: true })).map(({ row }) => row);
    const known = new Set(allTerms.map((t) => t._id));
    const agreed = new Set(input._terms);
    if ([...agreed].some((id) => !known.has(id))) {
      throw badRequest('UNKNOWN_TERM', '존재하지 않는 약관입니다');
    }
    if (allTerms.some((t) => t.necessary && !agreed.has(t._id))) {
      throw badRequest('TERMS_REQUIRED', messages.termsRequired);
    }

    let _promoter: string | null = null;
    if (input.promoterCode !== setting.membership.rootPromoterCode.toUpperCase()) {
      const [sponsor] = await ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(
          and(
            eq(users.promoterCode, input.promoterCode),
            eq(users.type, 'PROMOTER'),
            eq(users.state, 'ACTIVE'),
          ),
        );
      if (!sponsor) throw refused('UNKNOWN_PROMOTER_CODE', '존재하지 않는 추천인코드입니다');
      _promoter = sponsor._id;
    }

    const [taken] = await ctx.db
      .select({ _id: users._id })
      .from(users)
      .where(eq(users.username, input.username));
    if (taken) throw usernameTaken();
    // A member who left keeps their username reserved (decision 0042); the database refuses it too.
    const [reserved] = await ctx.db
      .select({ usernameHash: reservedUsernames.usernameHash })
      .from(reservedUsernames)
      .where(eq(reservedUsernames.usernameHash, usernameHashOf(input.username)));
    if (reserved) throw usernameTaken();

    const passwordHash = await hashPassword(input.password);
    let row: UserRow | undefined;
    try {
      [row] = await ctx.db
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          name: input.name,
          email: input.email,
          phone: input.phone,
          type: 'CONSUMER',
          _promoter,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    if (!row) throw new Error('insert returned no row');
    if (agreed.size > 0) {
      await ctx.db.insert(termAgreements).values(await agreementsOf(ctx, row._id, [...agreed]));
    }
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: 'JOIN',
      after: input.promoterCode,
      reason: `${options.by ? '관리자 등록: ' : ''}${_promoter ? '추천인코드로 가입' : '쇼핑몰 추천인코드로 가입'}`,
      _by: options.by ?? null,
      createdAt: ctx.now,
    });
    if (sns) await linkAccount(ctx, row._id, sns);
    await issueJoinCoupons(ctx, row._id);
    return toUser(row, 0);
  });
}

/** The caller's own row; a member who has left (or vanished) is logged out. */
async function loadMe(ctx: ShopContext, actor: Actor, options: { lock?: boolean } = {}): Promise<UserRow> {
  const query = ctx.db.select().from(users).where(eq(users._id, actor._user));
  const [row] = options.lock ? await query.for('update') : await query;
  if (row?.state !== 'ACTIVE') throw unauthorized('USER_NOT_ACTIVE', '로그인 후 이용가능합니다');
  return row;
}

export async function getMe(ctx: ShopContext): Promise<User> {
  const row = await loadMe(ctx, actorOf(ctx));
  return toUser(row, await pointBalance(ctx, row._id));
}

/** Re-entering the password answers a short-lived token that unlocks a password change. */
export async function verifyMe(
  ctx: ShopContext,
  accessTokens: AccessTokens,
  password: string,
): Promise<{ verificationToken: string; expiresAt: string }> {
  const row = await loadMe(ctx, actorOf(ctx));
  if (!(await recheckPassword(ctx, row, password))) throw wrongPassword();
  const verificationToken = await accessTokens.signPurpose(
    VERIFICATION_PURPOSE,
    row._id,
    ctx.now,
    VERIFICATION_TTL_SECONDS,
  );
  return {
    verificationToken,
    expiresAt: new Date(ctx.now.getTime() + VERIFICATION_TTL_SECONDS * 1000).toISOString(),
  };
}

/** 회원정보 수정. A new password needs a fresh verification and ends the member's other sessions. */
export async function updateMe(
  ctx: ShopContext,
  accessTokens: AccessTokens,
  input: z.output<typeof myInfoBody>,
): Promise<User> {
  const actor = actorOf(ctx);
  const changePassword = !!input.password;
  if (changePassword) {
    const verified =
      !!input.verificationToken &&
      (await accessTokens.verifyPurpose(input.verificationToken, VERIFICATION_PURPOSE, actor._user, ctx.now));
    if (!verified) {
      throw refused('VERIFICATION_REQUIRED', '비밀번호 확인 후 다시 시도해주세요');
    }
  }
  const passwordHash = changePassword ? await hashPassword(input.password!) : undefined;
  let raise: SessionRaise | null = null;
  const row = await inTransaction(ctx, async (ctx) => {
    await loadMe(ctx, actor, { lock: true });
    const [row] = await ctx.db
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        phone: input.phone,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(users._id, actor._user))
      .returning();
    if (passwordHash) raise = await revokeAllSessions(ctx, actor._user);
    return row!;
  });
  if (raise) await announceRevocation(ctx, raise);
  return toUser(row, await pointBalance(ctx, row._id));
}

/**
 * 회원탈퇴. The profile is anonymised and every session revoked (closing.ts, the same path as an
 * operator's closing); orders, ledgers and settlements stay (tax and consumer law keep them).
 * Operators leave through another operator, not here.
 */
export async function leave(ctx: ShopContext, input: z.output<typeof leaveBody>): Promise<void> {
  const actor = actorOf(ctx);
  const row = await loadMe(ctx, actor);
  if (!(await recheckPassword(ctx, row, input.password))) throw wrongPassword();
  if (row.type === 'OPERATOR') {
    throw refused('OPERATOR_CANNOT_LEAVE', '관리자 계정은 탈퇴할 수 없습니다. 다른 관리자에게 요청해주세요');
  }
  const raise = await inTransaction(ctx, async (ctx) => {
    const current = await loadMe(ctx, actor, { lock: true });
    await refuseWhileOrdersRun(ctx, current._id);
    await refuseWhileBonusesHeld(ctx, current._id);
    const reason = input.reasonDetails ? `${input.reason}: ${input.reasonDetails}` : input.reason;
    return closeAccount(ctx, current, { reason, by: current._id });
  });
  // From here the member's unexpired access tokens are refused on every node.
  await announceRevocation(ctx, raise);
}

/**
 * Leaving waits until every purchase is 구매확정 or cancelled and no claim is open (DOMAIN.md
 * Members): the shop still owes or is owed something on the others. Checked under the member's row
 * lock, which placing an order with points or a coupon also takes.
 */
async function refuseWhileOrdersRun(ctx: ShopContext, _user: string): Promise<void> {
  const [running] = await ctx.db
    .select({ _id: purchases._id })
    .from(purchases)
    .where(
      and(
        eq(purchases._user, _user),
        or(
          notInArray(purchases.purchaseStatus, ['PURCHASE_COMPLETE', 'PURCHASE_CANCELED']),
          inArray(purchases.claimStatus, [...openClaimStatuses]),
        ),
      ),
    )
    .limit(1);
  if (running) throw refused('ORDERS_RUNNING', '진행 중인 주문이 있어 탈퇴할 수 없습니다');
}

/**
 * A promoter leaves only with nothing left to pay out (DOMAIN.md Members): a positive bonus balance
 * or a withdrawal still AWAITING the operator's deposit would be lost with the account.
 */
async function refuseWhileBonusesHeld(ctx: ShopContext, _user: string): Promise<void> {
  const [awaiting] = await ctx.db
    .select({ _id: withdrawals._id })
    .from(withdrawals)
    .where(and(eq(withdrawals._user, _user), eq(withdrawals.status, 'AWAITING')))
    .limit(1);
  if (awaiting || (await bonusBalance(ctx, _user)) > 0) {
    throw refused('BONUSES_HELD', '출금 가능한 수당이 남아 있어 탈퇴할 수 없습니다');
  }
}

// ---- console ----
