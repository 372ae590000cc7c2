import { sql } from 'drizzle-orm';
import type { ShopContext } from '../../http/context.ts';
import { gradeLadderAt } from '../grades/ladder.ts';
import { completedIn, monthBounds } from './computing.ts';

/**
 * Every member's grade after a settlement (DOMAIN.md "Grades"): the highest rung of the ladder in
 * effect now whose criterion held for the settled month — SCORE__ACCUMULATED: all scores before the
 * month's end; PURCHASE_AMOUNT__MONTH: own + promotees' paid amounts completed in the month — else
 * the lowest. One statement for all members; those whose grade changes get a GRADE_CHANGE history.
 * A grade an operator set by hand holds only until here. Answers how many changed.
 */
export async function regradeMembers(ctx: ShopContext, month: string, _by: string | null): Promise<number> {
  const ladder = await gradeLadderAt(ctx, ctx.now);
  const lowest = ladder[0];
  if (!lowest) return 0;
  const { start, end } = monthBounds(month);
  const rungs = JSON.stringify(
    ladder.map((g) => ({ code: g.code, rank: g.rank, criterion: g.criterion, threshold: g.threshold })),
  );
  const changed = await ctx.db.execute(sql`
    with
      rungs as (select * from jsonb_to_recordset(${rungs}::jsonb)
                as r(code text, rank int, criterion text, threshold bigint)),
      scores as (select user_id, sum(amount)::bigint as total from score_ledger
                 where created_at < ${end.toISOString()} group by user_id),
      bought as (select id, sum(paid)::bigint as total from (
                   select user_id as id, amount - coupon_share - points_share as paid from purchases
                   where ${completedIn(start, end)}
                   union all
                   select sponsor_id, amount - coupon_share - points_share from purchases
                   where ${completedIn(start, end)} and sponsor_id is not null) p group by id),
      target as (
        select u.id, u.grade_code as before,
               coalesce((select r.code from rungs r
                         where (r.criterion = 'SCORE__ACCUMULATED' and coalesce(s.total, 0) >= r.threshold)
                            or (r.criterion = 'PURCHASE_AMOUNT__MONTH' and coalesce(b.total, 0) >= r.threshold)
                         order by r.rank desc limit 1), ${lowest.code}::text) as after
        from users u
        left join scores s on s.user_id = u.id
        left join bought b on b.id = u.id
        where u.type <> 'OPERATOR' and u.state <> 'LEFT'),
      changed as (
        update users u set grade_code = t.after, grade_set_at = ${ctx.now.toISOString()}::timestamptz
        from target t where u.id = t.id and u.grade_code <> t.after
        returning u.id, t.before, t.after)
    insert into user_histories (user_id, action, before, after, reason, by_id, created_at)
    select id, 'GRADE_CHANGE', before, after, ${`${month} 정산 확정`}::text, ${_by}::uuid, ${ctx.now.toISOString()}::timestamptz from changed
    returning 1`);
  // rows, not rowCount: PGlite does not report the count of a statement under a WITH
  return changed.rows.length;
}
