import type { ConsoleUser, ConsoleUserSort } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { bonusBalances, orders, pointBalances, userHistories, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import { type GradeRung, gradeLadderAt, rungOf } from '../grades/ladder.ts';
import { toUser } from './service.ts';

/** The grade a member holds, named by today's ladder (the code itself when it left the ladder). */
function gradeNamed(ladder: GradeRung[], code: string) {
  const rung = rungOf(ladder, code);
  return { code: rung?.code ?? code, name: rung?.name ?? code };
}

/**
 * The listed member, spelt out: a query of one table names its columns without the table, and a
 * bare "id" inside a subquery would be the subquery's own.
 */
const member = sql.raw('"users"."id"');
/**
 * Balances as one lookup a row, not joins: a search matching thousands of members (a common
 * username fragment) sorted by 적립금 would otherwise hash every balance of the shop (bench/README
 * "Member search"); unsorted by them they are read for the page's rows only.
 */
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
export async function consoleRows(
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
