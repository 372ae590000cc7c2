import type { CouponIssue, CouponState, couponIssueInput, MemberCoupon } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { couponIssues, coupons, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { recordAudit, requireReason } from '../audit/record.ts';
import { couponNotFound } from './service.ts';
import {
  type CouponRow,
  expiryOf,
  issuable,
  issueState,
  issueStateCondition,
  scopesOf,
  toTerms,
} from './terms.ts';

/**
 * Who holds a coupon: the console's issuing and revoking, the JOIN coupons of a new member, and the
 * member's own list. Issuing locks the coupon's row, so racing issuers count the issues one after
 * the other and the total limit holds.
 */

const activeMember = and(eq(users.state, 'ACTIVE'), ne(users.type, 'OPERATOR'));

/**
 * Writes issues of a locked coupon for these members, as far as its limit allows; members who
 * already hold it are left out by the unique key. Answers how many were written.
 */
async function issueTo(
  ctx: ShopContext,
  coupon: CouponRow,
  members: string[],
  _by: string | null,
): Promise<number> {
  if (members.length === 0) return 0;
  let room = members.length;
  if (coupon.issueLimit !== null) {
    const [issued] = await ctx.db
      .select({ value: count() })
      .from(couponIssues)
      .where(eq(couponIssues._coupon, coupon._id));
    room = Math.max(0, coupon.issueLimit - Number(issued?.value ?? 0));
  }
  if (room === 0) return 0;
  const holders = new Set(
    (
      await ctx.db
        .select({ _user: couponIssues._user })
        .from(couponIssues)
        .where(and(eq(couponIssues._coupon, coupon._id), inArray(couponIssues._user, members)))
    ).map((r) => r._user),
  );
  const fresh = members.filter((m) => !holders.has(m)).slice(0, room);
  if (fresh.length === 0) return 0;
  const expiresAt = expiryOf(coupon, ctx.now);
  const written = await ctx.db
    .insert(couponIssues)
    .values(fresh.map((_user) => ({ _coupon: coupon._id, _user, issuedAt: ctx.now, expiresAt, _by })))
    .onConflictDoNothing({ target: [couponIssues._coupon, couponIssues._user] })
    .returning({ _id: couponIssues._id });
  return written.length;
}

/**
 * POST /api/console/shop/coupons/{_id}/issue. Skipped: members already holding it, left or unknown
 * ones (and operators), and those over the issue limit. The operator's reason goes on the audit row.
 */
export async function issueCoupon(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof couponIssueInput>,
): Promise<{ issued: number; skipped: number }> {
  return inTransaction(ctx, async (ctx) => {
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons._id, _id)).for('update');
    if (!coupon) throw couponNotFound();
    if (!coupon.active) throw conflict('COUPON_INACTIVE', '사용 중지된 쿠폰은 발급할 수 없습니다');
    if (!issuable(coupon, ctx.now))
      throw conflict('COUPON_PERIOD_OVER', '사용 기간이 지난 쿠폰은 발급할 수 없습니다');
    let where: SQL;
    let asked: number;
    if (input._users?.length) {
      const chosen = [...new Set(input._users)];
      asked = chosen.length;
      where = and(activeMember, inArray(users._id, chosen))!;
    } else if (input.userType) {
      where = and(activeMember, eq(users.type, input.userType))!;
      asked = -1;
    } else {
      where = activeMember!;
      asked = -1;
    }
    const members = (
      await ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(where)
        .orderBy(asc(users.createdAt), asc(users._id))
    ).map((m) => m._id);
    if (asked < 0) asked = members.length;
    const issued = await issueTo(ctx, coupon, members, actorOf(ctx)._user);
    await recordAudit(ctx, {
      action: 'COUPON_ISSUE',
      targetKind: 'COUPON',
      _target: coupon._id,
      before: null,
      after: {
        to: input._users?.length ? 'MEMBERS' : (input.userType ?? 'ALL'),
        ...(input._users?.length ? { _users: [...new Set(input._users)] } : {}),
        issued,
        skipped: asked - issued,
      },
      reason: requireReason(input.reason),
    });
    return { issued, skipped: asked - issued };
  });
}

/** The JOIN coupons for a new member, inside `join()`'s transaction. */
export async function issueJoinCoupons(ctx: ShopContext, _user: string): Promise<number> {
  const joinCoupons = await ctx.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.issueMode, 'JOIN'), eq(coupons.active, true)))
    .orderBy(asc(coupons.createdAt))
    .for('update');
  let issued = 0;
  for (const coupon of joinCoupons) {
    if (issuable(coupon, ctx.now)) issued += await issueTo(ctx, coupon, [_user], null);
  }
  return issued;
}

export async function listIssues(
  ctx: ShopContext,
  _id: string,
  paging: Paging,
): Promise<{ totalCount: number; issues: CouponIssue[] }> {
  const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons._id, _id));
  if (!coupon) throw couponNotFound();
  const [total, rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(couponIssues).where(eq(couponIssues._coupon, _id)),
    ctx.db
      .select({
        issue: couponIssues,
        user: { _id: users._id, username: users.username, name: users.name, type: users.type },
      })
      .from(couponIssues)
      .innerJoin(users, eq(users._id, couponIssues._user))
      .where(eq(couponIssues._coupon, _id))
      .orderBy(desc(couponIssues.issuedAt), desc(couponIssues._id))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return {
    totalCount: Number(total[0]?.value ?? 0),
    issues: rows.map(({ issue, user }) => ({
      _id: issue._id,
      user,
      issuedAt: issue.issuedAt.toISOString(),
      expiresAt: issue.expiresAt.toISOString(),
      usedAt: issue.usedAt?.toISOString() ?? null,
      _order: issue._order,
      state: issueState(issue, coupon, ctx.now),
    })),
  };
}

/** 회수: an unused issue is deleted (the member may be issued it again); a used one answers 409. */
export async function revokeIssue(ctx: ShopContext, _id: string, _issue: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [issue] = await ctx.db
      .select()
      .from(couponIssues)
      .where(and(eq(couponIssues._id, _issue), eq(couponIssues._coupon, _id)))
      .for('update');
    if (!issue) throw notFound('COUPON_ISSUE_NOT_FOUND', '발급 내역을 찾을 수 없습니다');
    if (issue.usedAt) throw conflict('COUPON_ISSUE_USED', '사용된 쿠폰은 회수할 수 없습니다');
    await ctx.db.delete(couponIssues).where(eq(couponIssues._id, _issue));
    await recordAudit(ctx, {
      action: 'COUPON_REVOKE',
      targetKind: 'COUPON',
      _target: _id,
      before: { _issue, _user: issue._user },
      after: null,
    });
  });
}

/**
 * GET /api/v1/me/coupons (the caller's issues in one state) and the console's
 * GET /api/console/users/{_id}/coupons (a member's issues, every state unless one is asked, newest
 * issue first), with the coupon's terms.
 */
export async function listMemberCoupons(
  ctx: ShopContext,
  { _user, state }: { _user: string; state: CouponState | undefined },
  paging: Paging,
): Promise<{ totalCount: number; coupons: MemberCoupon[] }> {
  const where = and(eq(couponIssues._user, _user), state ? issueStateCondition(state, ctx.now) : undefined);
  // Usable ones by the nearest expiry; used and expired ones newest first; all of them by issue.
  const order =
    state === 'USABLE'
      ? [asc(couponIssues.expiresAt), asc(couponIssues._id)]
      : state === 'USED'
        ? [desc(couponIssues.usedAt), desc(couponIssues._id)]
        : state === 'EXPIRED'
          ? [desc(couponIssues.expiresAt), desc(couponIssues._id)]
          : [desc(couponIssues.issuedAt), desc(couponIssues._id)];
  const [total, rows] = await Promise.all([
    ctx.db
      .select({ value: count() })
      .from(couponIssues)
      .innerJoin(coupons, eq(coupons._id, couponIssues._coupon))
      .where(where),
    ctx.db
      .select({ issue: couponIssues, coupon: coupons })
      .from(couponIssues)
      .innerJoin(coupons, eq(coupons._id, couponIssues._coupon))
      .where(where)
      .orderBy(...order)
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  const scopes = await scopesOf(ctx, [...new Set(rows.map((r) => r.coupon._id))]);
  return {
    totalCount: Number(total[0]?.value ?? 0),
    coupons: rows.map(({ issue, coupon }) => ({
      _id: issue._id,
      coupon: toTerms(coupon, scopes.get(coupon._id)),
      issuedAt: issue.issuedAt.toISOString(),
      startsAt: (coupon.validity === 'PERIOD' && coupon.startAt
        ? coupon.startAt
        : issue.issuedAt
      ).toISOString(),
      expiresAt: issue.expiresAt.toISOString(),
      usedAt: issue.usedAt?.toISOString() ?? null,
      _order: issue._order,
      state: issueState(issue, coupon, ctx.now),
    })),
  };
}

/** The console's view of one member's coupons; an unknown member: 404. */
export async function listConsoleMemberCoupons(
  ctx: ShopContext,
  _user: string,
  state: CouponState | undefined,
  paging: Paging,
): Promise<{ totalCount: number; coupons: MemberCoupon[] }> {
  const [member] = await ctx.db.select({ _id: users._id }).from(users).where(eq(users._id, _user));
  if (!member) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
  return listMemberCoupons(ctx, { _user, state }, paging);
}

/** A member who leaves loses their unused coupons (DOMAIN.md "Leaving"); used ones stay with their orders. */
export async function revokeUnusedIssues(ctx: ShopContext, _user: string): Promise<void> {
  await ctx.db.delete(couponIssues).where(and(eq(couponIssues._user, _user), isNull(couponIssues.usedAt)));
}
