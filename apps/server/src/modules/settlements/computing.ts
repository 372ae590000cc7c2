import { seoulDay, seoulDayStart } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { ShopContext } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { gradeLadderAt, levelsAt, rungOf } from '../grades/ladder.ts';
import { legalCapAt } from '../grades/rate-changes.ts';
import { getShopSetting } from '../settings/service.ts';
import { type CapScaling, capScaling } from './amounts.ts';

/**
 * A month's settlement computed in the database (DOMAIN.md "Promoter rewards", issue #21 "Speed"):
 * a few set-based statements over every promoter at once, never a loop per promoter, so that 10,000
 * promoters and a million purchases take seconds. The rules are those of amounts.ts.
 */

/** The Seoul calendar month as instants: [start, end). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const start = seoulDayStart(`${month}-01`);
  if (Number.isNaN(start.getTime())) throw badRequest('BAD_MONTH', '정산월을 YYYY-MM 형식으로 입력해주세요');
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start, end: seoulDayStart(`${next}-01`) };
}

/** The Seoul month an instant falls in, 'YYYY-MM'. */
export function seoulMonth(at: Date): string {
  return seoulDay(at).slice(0, 7);
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Paid = amount − coupon − points, of purchases completed in [start, end). */
export const completedIn = (start: Date, end: Date) => sql`
  purchase_status = 'PURCHASE_COMPLETE'
  and confirmed_at >= ${start.toISOString()} and confirmed_at < ${end.toISOString()}`;

export type MonthFigures = {
  monthSales: number;
  goods: number;
  grade: number;
  sales: number;
  gradeScaled: number;
  salesScaled: number;
  capBp: number;
  scaling: CapScaling;
};

/**
 * Writes the month's lines for `_settlement` (which has none) and answers its figures: one INSERT …
 * SELECT for the lines, one UPDATE for the scaled amounts. Grade held = users.grade_code now (a grade
 * applies from the confirmation before); its rate, the 장려 tiers and the legal cap as in effect at
 * the month's end.
 */
export async function computeLines(
  ctx: ShopContext,
  _settlement: string,
  month: string,
): Promise<MonthFigures> {
  const { start, end } = monthBounds(month);
  const lastMoment = new Date(end.getTime() - 1);
  // One after another: inside a transaction they share one connection.
  const ladder = await gradeLadderAt(ctx, lastMoment);
  const tiers = await levelsAt(ctx, lastMoment);
  const setting = await getShopSetting(ctx);
  const capBp = await legalCapAt(ctx, lastMoment, setting.bonuses.legalCapBp);
  const lowestRate = rungOf(ladder, '')?.bonusRateBp ?? 0;
  const rates = JSON.stringify(ladder.map((g) => ({ code: g.code, rate: g.bonusRateBp })));
  const levels = JSON.stringify(
    tiers.map((t) => ({ code: t.code, threshold: t.threshold, amount: t.amount })),
  );

  const totals = await ctx.db.execute(sql`
    select
      (select coalesce(sum(amount - coupon_share - points_share), 0)::bigint from purchases
        where ${completedIn(start, end)}) as month_sales,
      (select coalesce(sum(amount), 0)::bigint from bonus_ledger
        where type = 'BONUS__GOODS' and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}) as goods`);
  const row = totals.rows[0] as { month_sales: string | number; goods: string | number };
  const monthSales = Number(row.month_sales);
  const goods = Number(row.goods);

  // Lines: every promoter (not left), and anyone else credited GOODS in the month (a promoter since
  // demoted), so the lines' goods add up to the month's; only promoters earn GRADE and SALES.
  await ctx.db.execute(sql`
    with
      own as (select user_id, sum(amount - coupon_share - points_share)::bigint as paid from purchases
              where ${completedIn(start, end)} group by user_id),
      promotees as (select sponsor_id, sum(amount - coupon_share - points_share)::bigint as paid from purchases
                    where ${completedIn(start, end)} and sponsor_id is not null group by sponsor_id),
      goods as (select user_id, sum(amount)::bigint as amount from bonus_ledger
                where type = 'BONUS__GOODS' and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}
                group by user_id),
      rates as (select * from jsonb_to_recordset(${rates}::jsonb) as r(code text, rate int)),
      tiers as (select * from jsonb_to_recordset(${levels}::jsonb) as t(code text, threshold bigint, amount int)),
      members as (
        select u.id, u.grade_code, u.type = 'PROMOTER' as promoter from users u
        where (u.type = 'PROMOTER' and u.state <> 'LEFT') or u.id in (select user_id from goods)),
      figures as (
        select m.id, m.grade_code, m.promoter, coalesce(o.paid, 0) as paid, coalesce(p.paid, 0) as promotees_paid,
               coalesce(g.amount, 0) as goods,
               case when m.promoter then coalesce((select rate from rates where code = m.grade_code), ${lowestRate}::int) else 0 end as rate
        from members m
        left join own o on o.user_id = m.id
        left join promotees p on p.sponsor_id = m.id
        left join goods g on g.user_id = m.id)
    insert into settlement_lines (settlement_id, user_id, paid, promotees_paid, grade_code, grade_bonus_rate_bp,
                                  level_code, goods, grade, sales, grade_scaled, sales_scaled)
    select ${_settlement}::uuid, f.id, f.paid, f.promotees_paid, f.grade_code, f.rate, t.code, f.goods,
           (f.promotees_paid * f.rate / 10000)::bigint, coalesce(t.amount, 0), 0, 0
    from figures f
    left join lateral (select code, amount from tiers
                       where f.promoter and tiers.threshold <= f.promotees_paid
                       order by threshold desc limit 1) t on true`);

  const sums = await ctx.db.execute(sql`
    select coalesce(sum(grade), 0)::bigint as grade, coalesce(sum(sales), 0)::bigint as sales
    from settlement_lines where settlement_id = ${_settlement}`);
  const s = sums.rows[0] as { grade: string | number; sales: string | number };
  const grade = Number(s.grade);
  const sales = Number(s.sales);
  const scaling = capScaling({ monthSales, capBp, goods, grade, sales });
  // floor(amount × numerator / denominator) in numeric: the product passes bigint for a large month.
  await ctx.db.execute(
    scaling.scaled && scaling.denominator > 0
      ? sql`update settlement_lines
            set grade_scaled = floor(grade::numeric * ${scaling.numerator} / ${scaling.denominator})::bigint,
                sales_scaled = floor(sales::numeric * ${scaling.numerator} / ${scaling.denominator})::bigint
            where settlement_id = ${_settlement} and (grade > 0 or sales > 0)`
      : sql`update settlement_lines set grade_scaled = grade, sales_scaled = sales
            where settlement_id = ${_settlement} and (grade > 0 or sales > 0)`,
  );
  const scaled = await ctx.db.execute(sql`
    select coalesce(sum(grade_scaled), 0)::bigint as grade, coalesce(sum(sales_scaled), 0)::bigint as sales
    from settlement_lines where settlement_id = ${_settlement}`);
  const sc = scaled.rows[0] as { grade: string | number; sales: string | number };
  return {
    monthSales,
    goods,
    grade,
    sales,
    gradeScaled: Number(sc.grade),
    salesScaled: Number(sc.sales),
    capBp,
    scaling,
  };
}
