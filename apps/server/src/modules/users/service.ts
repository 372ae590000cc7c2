import { randomInt } from 'node:crypto';
import {
  type ConsoleUser,
  type consoleUserDetail,
  type consoleUsersQuery,
  type joinBody,
  type leaveBody,
  messages,
  type myInfoBody,
  scopesOf,
  type User,
  type UserType,
  userStateLabel,
  userTypeLabel,
} from '@shop/contracts';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import { pointLedger, termAgreements, terms, userHistories, users } from '../../db/schema/index.ts';
import { type Actor, actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, refused, unauthorized } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  announceRevocation,
  raiseSessionVersion,
  recheckPassword,
  revokeAllSessions,
  type SessionRaise,
} from '../auth/service.ts';
import type { AccessTokens } from '../auth/tokens.ts';
import { getShopSetting } from '../settings/service.ts';
import { closeAccount } from './closing.ts';

type UserRow = typeof users.$inferSelect;

/** How long a re-entered password unlocks a password change. */
export const VERIFICATION_TTL_SECONDS = 600;
const VERIFICATION_PURPOSE = 'me-verify';

const usernameTaken = () => conflict('USERNAME_TAKEN', '이미 사용중인 아이디입니다');
const wrongPassword = () => badRequest('PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다');

async function pointBalance(ctx: ShopContext, _user: string): Promise<number> {
  const [row] = await ctx.db
    .select({ balance: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
    .from(pointLedger)
    .where(eq(pointLedger._user, _user));
  return Number(row?.balance ?? 0);
}

function toUser(row: UserRow, point: number): User {
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
  options: { by?: string } = {},
): Promise<User> {
  const setting = await getShopSetting(ctx);
  return inTransaction(ctx, async (ctx) => {
    const allTerms = await ctx.db.select({ _id: terms._id, necessary: terms.necessary }).from(terms);
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
      await ctx.db
        .insert(termAgreements)
        .values([...agreed].map((_term) => ({ _user: row._id, _term, agreedAt: ctx.now })));
    }
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: 'JOIN',
      after: input.promoterCode,
      reason: `${options.by ? '관리자 등록: ' : ''}${_promoter ? '추천인코드로 가입' : '쇼핑몰 추천인코드로 가입'}`,
      _by: options.by ?? null,
      createdAt: ctx.now,
    });
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
    const reason = input.reasonDetails ? `${input.reason}: ${input.reasonDetails}` : input.reason;
    return closeAccount(ctx, current, { reason, by: current._id });
  });
  // From here the member's unexpired access tokens are refused on every node.
  await announceRevocation(ctx, raise);
}

// ---- console ----

const sponsors = alias(users, 'sponsors');

async function consoleRows(ctx: ShopContext, where: ReturnType<typeof and>, paging?: Paging) {
  const promoteeCount = sql<number>`(select count(*)::int from ${users} p where p.promoter_id = ${users._id})`;
  const query = ctx.db
    .select({
      user: users,
      sponsor: {
        _id: sponsors._id,
        username: sponsors.username,
        name: sponsors.name,
        promoterCode: sponsors.promoterCode,
      },
      promoteeCount,
      point: sql<number>`(select coalesce(sum(l.amount), 0)::int from ${pointLedger} l where l.user_id = ${users._id})`,
    })
    .from(users)
    .leftJoin(sponsors, eq(sponsors._id, users._promoter))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users._id));
  const rows = paging ? await query.offset(paging.skip).limit(paging.limit) : await query;
  return rows.map(
    (r): ConsoleUser => ({
      ...toUser(r.user, Number(r.point)),
      state: r.user.state,
      leftAt: r.user.leftAt?.toISOString() ?? null,
      sponsor: r.sponsor?._id ? r.sponsor : null,
      promoteeCount: Number(r.promoteeCount),
    }),
  );
}

export async function listUsers(
  ctx: ShopContext,
  query: z.output<typeof consoleUsersQuery>,
  paging: Paging,
): Promise<{ totalCount: number; users: ConsoleUser[] }> {
  const conditions = [];
  if (query.type) conditions.push(eq(users.type, query.type));
  if (query.state) conditions.push(eq(users.state, query.state));
  if (query.searchValue) {
    const value = query.searchKey === 'phone' ? query.searchValue.replace(/\D/g, '') : query.searchValue;
    // A phone search without a digit ('---') matches nobody rather than everybody.
    if (!value) return { totalCount: 0, users: [] };
    conditions.push(ilike(users[query.searchKey], containsPattern(value)));
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(users).where(where);
  return { totalCount: Number(total?.value ?? 0), users: await consoleRows(ctx, where, paging) };
}

export async function getUserForConsole(
  ctx: ShopContext,
  _user: string,
): Promise<z.output<typeof consoleUserDetail>> {
  const [user] = await consoleRows(ctx, eq(users._id, _user));
  if (!user) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
  const agreements = await ctx.db
    .select({
      code: terms.code,
      subject: terms.subject,
      necessary: terms.necessary,
      agreedAt: termAgreements.agreedAt,
    })
    .from(termAgreements)
    .innerJoin(terms, eq(terms._id, termAgreements._term))
    .where(eq(termAgreements._user, _user))
    .orderBy(terms.order);
  const by = alias(users, 'by');
  const histories = await ctx.db
    .select({ history: userHistories, by: { _id: by._id, username: by.username } })
    .from(userHistories)
    .leftJoin(by, eq(by._id, userHistories._by))
    .where(eq(userHistories._user, _user))
    .orderBy(desc(userHistories.createdAt));
  return {
    ...user,
    agreements: agreements.map((a) => ({ ...a, agreedAt: a.agreedAt.toISOString() })),
    histories: histories.map(({ history: h, by }) => ({
      _id: h._id,
      action: h.action,
      before: h.before,
      after: h.after,
      reason: h.reason,
      by: by?._id ? by : null,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

/** A referral code: 7 characters from uppercase letters and digits without look-alikes (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newPromoterCode(): string {
  return Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * An operator changes a member's type, with a reason that is recorded. A member who becomes a
 * promoter gets a referral code (kept if they had one before).
 */
export async function changeUserType(
  ctx: ShopContext,
  _user: string,
  input: { type: UserType; reason: string },
): Promise<void> {
  const actor = actorOf(ctx);
  if (actor._user === _user) {
    throw refused('OWN_TYPE_CHANGE', '본인의 회원 유형은 변경할 수 없습니다');
  }
  const raise = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(users).where(eq(users._id, _user)).for('update');
    if (!row) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
    if (row.state === 'LEFT') throw refused('USER_LEFT', '탈퇴한 회원의 유형은 변경할 수 없습니다');
    if (row.type === input.type) {
      throw conflict('SAME_TYPE', `이미 ${userTypeLabel[input.type]}입니다`);
    }
    let promoterCode = row.promoterCode;
    for (let attempt = 0; input.type === 'PROMOTER' && !promoterCode; attempt++) {
      const candidate = newPromoterCode();
      const [clash] = await ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(eq(users.promoterCode, candidate));
      if (!clash) promoterCode = candidate;
      if (attempt > 20) throw new Error('could not find a free referral code');
    }
    await ctx.db
      .update(users)
      .set({ type: input.type, promoterCode, updatedAt: ctx.now })
      .where(eq(users._id, row._id));
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: 'TYPE_CHANGE',
      before: row.type,
      after: input.type,
      reason: input.reason,
      _by: actor._user,
      createdAt: ctx.now,
    });
    // Tokens that claim a scope the member no longer has (정회원 → 준회원, a demoted operator) stop
    // working at once; the next refresh signs one of the new type. A change that only adds a scope
    // (준회원 → 정회원) leaves the member's tokens alone: they grant nothing the member lost.
    const lost = scopesOf[row.type].some((scope) => !scopesOf[input.type].includes(scope));
    return lost ? raiseSessionVersion(ctx, row._id) : null;
  });
  if (raise) await announceRevocation(ctx, raise);
}

/**
 * An operator suspends a member (이용정지) or lifts the suspension, with a reason that is recorded.
 * A suspended member cannot log in, and every session they had ends at once.
 */
export async function changeUserState(
  ctx: ShopContext,
  _user: string,
  input: { state: 'ACTIVE' | 'SUSPENDED'; reason: string },
): Promise<void> {
  const actor = actorOf(ctx);
  if (actor._user === _user) {
    throw refused('OWN_STATE_CHANGE', '본인의 회원 상태는 변경할 수 없습니다');
  }
  const raise = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(users).where(eq(users._id, _user)).for('update');
    if (!row) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
    if (row.state === 'LEFT') throw refused('USER_LEFT', '탈퇴한 회원의 상태는 변경할 수 없습니다');
    if (row.state === input.state) {
      throw conflict('SAME_STATE', `이미 ${userStateLabel[input.state]} 상태입니다`);
    }
    await ctx.db.update(users).set({ state: input.state, updatedAt: ctx.now }).where(eq(users._id, row._id));
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: input.state === 'SUSPENDED' ? 'SUSPEND' : 'RESTORE',
      before: row.state,
      after: input.state,
      reason: input.reason,
      _by: actor._user,
      createdAt: ctx.now,
    });
    return input.state === 'SUSPENDED' ? revokeAllSessions(ctx, row._id) : null;
  });
  if (raise) await announceRevocation(ctx, raise);
}
