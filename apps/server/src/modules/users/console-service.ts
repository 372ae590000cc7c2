import { randomInt } from 'node:crypto';
import {
  auditLogsQuery,
  type ConsoleUser,
  type ConsoleUserSort,
  type consoleUserDetail,
  type consoleUsersQuery,
  scopesOf,
  type UserType,
  userStateLabel,
  userTypeLabel,
} from '@shop/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern, nameContains } from '../../db/like.ts';
import {
  bonusBalances,
  memberRequests,
  orders,
  pointBalances,
  termAgreements,
  terms,
  termVersions,
  userHistories,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { listAuditLogs } from '../audit/reading.ts';
import { recordAudit, requireReason } from '../audit/record.ts';
import { announceRevocation, raiseSessionVersion, revokeAllSessions } from '../auth/service.ts';
import { bonusBalance } from '../bonuses/ledger.ts';
import { type GradeRung, gradeLadderAt, rungOf } from '../grades/ladder.ts';
import { approveAwaiting, requestsForConsole } from '../member-requests/service.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { toUser } from './service.ts';

/** Members as the console lists, shows and changes them (the member's own account: service.ts). */

/** The optional term whose agreement is 마케팅 정보 수신 동의 (db/seed/terms.ts). */
const MARKETING_TERM_CODE = 'marketing';

/** The grade a member holds, named by today's ladder (the code itself when it left the ladder). */
function gradeNamed(ladder: GradeRung[], code: string) {
  const rung = rungOf(ladder, code);
  return { code: rung?.code ?? code, name: rung?.name ?? code };
}

/**
 * Balances as one lookup a row, not joins: a search matching thousands of members (a common
 * username fragment) sorted by 적립금 would otherwise hash every balance of the shop (bench/README
 * "Member search"); unsorted by them they are read for the page's rows only.
 */
/**
 * The listed member, spelt out: a query of one table names its columns without the table, and a
 * bare "id" inside a subquery would be the subquery's own.
 */
const member = sql.raw('"users"."id"');
const point = sql<number>`coalesce((select b.balance from ${pointBalances} b where b.user_id = ${member}), 0)`;
const bonus = sql<number>`coalesce((select b.balance from ${bonusBalances} b where b.user_id = ${member}), 0)`;
/** The list's orders, each ending on the id so pages never overlap. */
const orderings: Record<ConsoleUserSort, SQL[]> = {
  JOINED_DESC: [desc(users.createdAt), desc(users._id)],
  JOINED_ASC: [asc(users.createdAt), asc(users._id)],
  NAME: [asc(users.name), asc(users._id)],
  POINT_DESC: [desc(point), desc(users.createdAt), desc(users._id)],
  BONUS_DESC: [desc(bonus), desc(users.createdAt), desc(users._id)],
  LAST_LOGIN_DESC: [sql`${users.lastLoginAt} desc nulls last`, desc(users._id)],
};

/**
 * The members of `where` in `sort` order, a page of them with `paging`. `withTotal` also counts every
 * match in the same pass (`count(*) over ()`): a search reads its matches once instead of twice;
 * a page past the end has no row to carry the count, so its caller counts apart.
 */
async function consoleRows(
  ctx: ShopContext,
  where: ReturnType<typeof and>,
  {
    paging,
    sort = 'JOINED_DESC',
    withTotal = false,
  }: { paging?: Paging; sort?: ConsoleUserSort; withTotal?: boolean } = {},
) {
  const promoteeCount = sql<number>`(select count(*)::int from ${users} p where p.promoter_id = ${member})`;
  const ladder = await gradeLadderAt(ctx, ctx.now);
  const columns = { user: users, promoteeCount, point, bonus };
  let rows: { user: typeof users.$inferSelect; promoteeCount: number; point: number; bonus: number }[];
  let total: number | null = null;
  if (withTotal && paging) {
    // The page's ids and the count over every match first, in rows of an id each (a broad search
    // sorts and counts thousands), then the page's members whole.
    const page = await ctx.db
      .select({ _id: users._id, total: sql<number>`count(*) over ()` })
      .from(users)
      .where(where)
      .orderBy(...orderings[sort])
      .offset(paging.skip)
      .limit(paging.limit);
    total = page.length > 0 ? Number(page[0]!.total) : null;
    const whole =
      page.length === 0
        ? []
        : await ctx.db
            .select(columns)
            .from(users)
            .where(
              inArray(
                users._id,
                page.map((p) => p._id),
              ),
            );
    const byId = new Map(whole.map((r) => [r.user._id, r]));
    rows = page.flatMap((p) => byId.get(p._id) ?? []);
  } else {
    const query = ctx.db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(...orderings[sort]);
    rows = paging ? await query.offset(paging.skip).limit(paging.limit) : await query;
  }
  // The page's sponsors in a query of their own: joined above, every match of a search would look
  // its sponsor up before the page is cut.
  const sponsorIds = [...new Set(rows.flatMap((r) => (r.user._promoter ? [r.user._promoter] : [])))];
  const sponsorsById = new Map(
    sponsorIds.length === 0
      ? []
      : (
          await ctx.db
            .select({
              _id: users._id,
              username: users.username,
              name: users.name,
              promoterCode: users.promoterCode,
            })
            .from(users)
            .where(inArray(users._id, sponsorIds))
        ).map((sponsor) => [sponsor._id, sponsor]),
  );
  const leaves = await leavesOf(
    ctx,
    rows.filter((r) => r.user.state === 'LEFT').map((r) => r.user._id),
  );
  const members = rows.map(
    (r): ConsoleUser => ({
      ...toUser(r.user, Number(r.point)),
      state: r.user.state,
      leftAt: r.user.leftAt?.toISOString() ?? null,
      sponsor: (r.user._promoter && sponsorsById.get(r.user._promoter)) || null,
      promoteeCount: Number(r.promoteeCount),
      updatedAt: r.user.updatedAt.toISOString(),
      grade: gradeNamed(ladder, r.user.gradeCode),
      bonusBalance: Number(r.bonus),
      lastLoginAt: r.user.lastLoginAt?.toISOString() ?? null,
      leave: leaves.get(r.user._id) ?? null,
    }),
  );
  return { members, total };
}

/**
 * For members who have left: the reason of their last LEAVE history row, who closed the account, and
 * their paid orders (an unpaid order that expired was never a sale and is not kept as one). One
 * query for the page, not one per row.
 */
async function leavesOf(
  ctx: ShopContext,
  ids: string[],
): Promise<Map<string, NonNullable<ConsoleUser['leave']>>> {
  if (ids.length === 0) return new Map();
  const leaves = await ctx.db
    .selectDistinctOn([userHistories._user], {
      _user: userHistories._user,
      reason: userHistories.reason,
      _by: userHistories._by,
    })
    .from(userHistories)
    .where(and(inArray(userHistories._user, ids), eq(userHistories.action, 'LEAVE')))
    .orderBy(userHistories._user, desc(userHistories.createdAt));
  const counts = await ctx.db
    .select({ _user: orders._user, value: count() })
    .from(orders)
    .where(and(inArray(orders._user, ids), isNotNull(orders.paidAt)))
    .groupBy(orders._user);
  const orderCount = new Map(counts.map((c) => [c._user, Number(c.value)]));
  const reasons = new Map(leaves.map((l) => [l._user, l]));
  return new Map(
    ids.map((_user) => {
      const leave = reasons.get(_user);
      const by = !leave?._by || leave._by === _user ? ('MEMBER' as const) : ('OPERATOR' as const);
      return [_user, { reason: leave?.reason ?? null, by, orderCount: orderCount.get(_user) ?? 0 }];
    }),
  );
}

/** The console's member list, filtered and sorted; `paging` null is the whole list (the Excel file). */
export async function listUsers(
  ctx: ShopContext,
  query: z.output<typeof consoleUsersQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; users: ConsoleUser[] }> {
  const conditions = [];
  if (query.type) conditions.push(eq(users.type, query.type));
  if (query.state) conditions.push(eq(users.state, query.state));
  if (query.request === 'AWAITING') {
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(memberRequests)
          .where(and(eq(memberRequests._user, users._id), eq(memberRequests.status, 'AWAITING'))),
      ),
    );
  }
  if (query.grade) conditions.push(eq(users.gradeCode, query.grade));
  const { start, end } = seoulPeriod(query.from, query.to);
  if (start) conditions.push(gte(users.createdAt, start));
  if (end) conditions.push(lt(users.createdAt, end));
  if (query._promoter) conditions.push(eq(users._promoter, query._promoter));
  if (query.marketing) {
    const agreed = exists(
      ctx.db
        .select({ one: sql`1` })
        .from(termAgreements)
        .innerJoin(terms, eq(terms._id, termAgreements._term))
        .where(and(eq(termAgreements._user, users._id), eq(terms.code, MARKETING_TERM_CODE))),
    );
    conditions.push(query.marketing === 'AGREED' ? agreed : not(agreed));
  }
  if (query.searchValue) {
    const value = query.searchKey === 'phone' ? query.searchValue.replace(/\D/g, '') : query.searchValue;
    // A phone search without a digit ('---') matches nobody rather than everybody.
    if (!value) return { totalCount: 0, users: [] };
    conditions.push(
      query.searchKey === 'name'
        ? nameContains(value)
        : ilike(users[query.searchKey], containsPattern(value)),
    );
  }
  const where = and(...conditions);
  const countAll = async () => {
    const [total] = await ctx.db.select({ value: count() }).from(users).where(where);
    return Number(total?.value ?? 0);
  };
  // A search reads its matches anyway to sort them: one pass counts them too. The whole list (no
  // term) is paged along an index and stops after a page, so it is counted apart.
  const searching = Boolean(query.searchValue) && paging !== null;
  const { members, total } = await consoleRows(ctx, where, {
    paging: paging ?? undefined,
    sort: query.sort,
    withTotal: searching,
  });
  const totalCount =
    paging === null ? members.length : searching && total !== null ? total : await countAll();
  return { totalCount, users: members };
}

export async function getUserForConsole(
  ctx: ShopContext,
  _user: string,
): Promise<z.output<typeof consoleUserDetail>> {
  const [user] = (await consoleRows(ctx, eq(users._id, _user))).members;
  if (!user) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
  const agreements = await ctx.db
    .select({
      code: terms.code,
      subject: terms.subject,
      necessary: terms.necessary,
      version: termVersions.version,
      agreedAt: termAgreements.agreedAt,
    })
    .from(termAgreements)
    .innerJoin(terms, eq(terms._id, termAgreements._term))
    .innerJoin(termVersions, eq(termVersions._id, termAgreements._version))
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
    requests: await requestsForConsole(ctx, _user),
    audits: (
      await listAuditLogs(ctx, auditLogsQuery.parse({ targetKind: 'USER', target: _user }), {
        skip: 0,
        limit: 50,
      })
    ).auditLogs,
  };
}

/** A referral code: 7 characters from uppercase letters and digits without look-alikes (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newPromoterCode(): string {
  return Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * An operator changes a member's type, with a reason that is recorded (DOMAIN.md Members). A member
 * becomes a promoter only by approving their AWAITING 정회원 전환 신청, in the same transaction, and
 * gets a referral code (kept if they had one before) and the applied account as payout account. A
 * promoter goes back to consumer only with a zero bonus balance and no withdrawal waiting.
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
    if (input.type === 'PROMOTER') await approveAwaiting(ctx, row._id, input.reason);
    if (row.type === 'PROMOTER') await assertDemotable(ctx, row._id);
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
    await recordAudit(ctx, {
      action: 'MEMBER_TYPE',
      targetKind: 'USER',
      _target: row._id,
      before: { type: row.type, promoterCode: row.promoterCode },
      after: { type: input.type, promoterCode },
      reason: requireReason(input.reason),
    });
    // Tokens that claim a scope the member no longer has (정회원 → 준회원, a demoted operator) stop
    // working at once; the next refresh signs one of the new type. A change that only adds a scope
    // (준회원 → 정회원) leaves the member's tokens alone: they grant nothing the member lost.
    const lost = scopesOf[row.type].some((scope) => !scopesOf[input.type].includes(scope));
    return lost ? raiseSessionVersion(ctx, row._id) : null;
  });
  if (raise) await announceRevocation(ctx, raise);
}

/** Demotion leaves no money behind: a zero bonus balance and no withdrawal waiting (422). */
async function assertDemotable(ctx: ShopContext, _user: string) {
  const [awaiting] = await ctx.db
    .select({ _id: withdrawals._id })
    .from(withdrawals)
    .where(and(eq(withdrawals._user, _user), eq(withdrawals.status, 'AWAITING')));
  if (awaiting) {
    throw refused('WITHDRAWAL_AWAITING', '처리 중인 출금 신청이 있어 회원 유형을 변경할 수 없습니다');
  }
  if ((await bonusBalance(ctx, _user)) !== 0) {
    throw refused('BONUS_BALANCE_LEFT', '수당 잔액이 남아 있어 회원 유형을 변경할 수 없습니다');
  }
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
    await recordAudit(ctx, {
      action: 'MEMBER_STATE',
      targetKind: 'USER',
      _target: row._id,
      before: { state: row.state },
      after: { state: input.state },
      reason: input.reason,
    });
    return input.state === 'SUSPENDED' ? revokeAllSessions(ctx, row._id) : null;
  });
  if (raise) await announceRevocation(ctx, raise);
}
