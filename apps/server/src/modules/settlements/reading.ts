import {
  type ConsoleSettlement,
  type ConsoleSettlementLine,
  type PromoterSettlement,
  type SettlementLinesQuery,
  settlementStatusLabel,
} from '@shop/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { memberMatching } from '../../db/like.ts';
import { grades, levels, settlementLines, settlements, users } from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { getShopSetting } from '../settings/service.ts';
import { monthBounds } from './computing.ts';

/** What the console and the promoter read of settlements. */

const DEFAULT_YEAR_SHARE_WARNING_BP = 3_000;

/** bonuses.yearShareWarningBp, 3,000 until the setting carries it. */
async function yearShareWarningBp(ctx: ShopContext): Promise<number> {
  const bonuses = (await getShopSetting(ctx)).bonuses as { yearShareWarningBp?: number };
  return bonuses.yearShareWarningBp ?? DEFAULT_YEAR_SHARE_WARNING_BP;
}

/**
 * Settlements with their line count and the calendar year's share up to each month: GOODS + GRADE +
 * SALES (scaled) over monthSales, summed over the year's months so far (the Act counts by year).
 */
function selectSettlements(ctx: ShopContext) {
  const year = sql`left(${settlements.month}, 4)`;
  return ctx.db
    .select({
      row: settlements,
      lineCount: sql<number>`(select count(*)::int from settlement_lines l where l.settlement_id = ${settlements._id})`,
      yearPaid: sql<string>`sum(${settlements.goods} + ${settlements.gradeScaled} + ${settlements.salesScaled}) over (partition by ${year} order by ${settlements.month})`,
      yearSales: sql<string>`sum(${settlements.monthSales}) over (partition by ${year} order by ${settlements.month})`,
    })
    .from(settlements);
}

const toConsoleSettlement = (
  r: { row: typeof settlements.$inferSelect; lineCount: number; yearPaid: string; yearSales: string },
  warningBp: number,
): ConsoleSettlement => {
  const yearSales = Number(r.yearSales);
  const yearShareBp = yearSales > 0 ? Math.floor((Number(r.yearPaid) * 10_000) / yearSales) : 0;
  const { row } = r;
  return {
    _id: row._id,
    month: row.month,
    status: row.status,
    statusLabel: settlementStatusLabel[row.status],
    monthSales: row.monthSales,
    goods: row.goods,
    grade: row.grade,
    sales: row.sales,
    gradeScaled: row.gradeScaled,
    salesScaled: row.salesScaled,
    cap: row.cap,
    capBp: row.capBp,
    numerator: row.numerator,
    denominator: row.denominator,
    factorBp: row.factorBp,
    capReached: row.capReached,
    lineCount: Number(r.lineCount),
    yearShareBp,
    yearShareWarning: yearShareBp >= warningBp,
    computedAt: row.computedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
};

/** GET /api/console/settlements: newest month first. */
export async function listSettlements(ctx: ShopContext, paging: Paging) {
  const warningBp = await yearShareWarningBp(ctx);
  const [total] = await ctx.db.select({ value: count() }).from(settlements);
  const rows = await selectSettlements(ctx)
    .orderBy(desc(settlements.month))
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    summary: { totalCount: Number(total?.value ?? 0), yearShareWarningBp: warningBp },
    settlements: rows.map((r) => toConsoleSettlement(r, warningBp)),
  };
}

/** One month as the console shows it; 404 when there is none. */
export async function getSettlement(ctx: ShopContext, _settlement: string): Promise<ConsoleSettlement> {
  const warningBp = await yearShareWarningBp(ctx);
  // The window needs the year's earlier months: those of its year up to it, the month itself last.
  const [row] = await selectSettlements(ctx)
    .where(
      sql`left(${settlements.month}, 4) = (select left(month, 4) from settlements where id = ${_settlement})
          and ${settlements.month} <= (select month from settlements where id = ${_settlement})`,
    )
    .orderBy(desc(settlements.month))
    .limit(1);
  if (!row || row.row._id !== _settlement) throw notFound('SETTLEMENT_NOT_FOUND', '정산을 찾을 수 없습니다');
  return toConsoleSettlement(row, warningBp);
}

type Named = { code: string; name: string; effectiveFrom: Date };

/** The names of grades and levels as they read at each month's end (codes keep versions in time). */
async function namesAt(ctx: ShopContext) {
  const [g, l] = await Promise.all([
    ctx.db.select({ code: grades.code, name: grades.name, effectiveFrom: grades.effectiveFrom }).from(grades),
    ctx.db.select({ code: levels.code, name: levels.name, effectiveFrom: levels.effectiveFrom }).from(levels),
  ]);
  const pick = (rows: Named[], code: string | null, month: string) => {
    if (!code) return '';
    const end = monthBounds(month).end.getTime();
    let best: Named | undefined;
    for (const r of rows)
      if (
        r.code === code &&
        r.effectiveFrom.getTime() < end &&
        (!best || r.effectiveFrom > best.effectiveFrom)
      )
        best = r;
    return best?.name ?? rows.find((r) => r.code === code)?.name ?? code;
  };
  return {
    grade: (code: string | null, month: string) => pick(g, code, month),
    level: (code: string | null, month: string) => pick(l, code, month),
  };
}

const lineFields = {
  line: settlementLines,
  user: { _id: users._id, username: users.username, name: users.name },
};

/** The month's lines, by promoter id; `paging` null is every line (the Excel file). */
export async function listSettlementLines(
  ctx: ShopContext,
  settlement: ConsoleSettlement,
  query: SettlementLinesQuery,
  paging: Paging | null,
): Promise<{ totalCount: number; lines: ConsoleSettlementLine[] }> {
  const where = and(eq(settlementLines._settlement, settlement._id), memberMatching(query.searchValue));
  const [total] = await ctx.db
    .select({ value: count() })
    .from(settlementLines)
    .innerJoin(users, eq(users._id, settlementLines._user))
    .where(where);
  const base = ctx.db
    .select(lineFields)
    .from(settlementLines)
    .innerJoin(users, eq(users._id, settlementLines._user))
    .where(where)
    .orderBy(
      desc(sql`${settlementLines.goods} + ${settlementLines.gradeScaled} + ${settlementLines.salesScaled}`),
      asc(users.username),
    );
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  const names = await namesAt(ctx);
  return {
    totalCount: Number(total?.value ?? 0),
    lines: rows.map(({ line, user }) => ({
      _id: line._id,
      user,
      paid: line.paid,
      promoteesPaid: line.promoteesPaid,
      gradeCode: line.gradeCode,
      gradeName: names.grade(line.gradeCode, settlement.month),
      gradeBonusRateBp: line.gradeBonusRateBp,
      levelCode: line.levelCode,
      levelName: names.level(line.levelCode, settlement.month),
      goods: line.goods,
      grade: line.grade,
      sales: line.sales,
      gradeScaled: line.gradeScaled,
      salesScaled: line.salesScaled,
      total: line.goods + line.gradeScaled + line.salesScaled,
    })),
  };
}

/** GET /api/v1/promoter/settlements: the caller's line of every month, newest first. */
export async function myPromoterSettlements(ctx: ShopContext): Promise<PromoterSettlement[]> {
  const rows = await ctx.db
    .select({
      line: settlementLines,
      month: settlements.month,
      status: settlements.status,
      _id: settlements._id,
    })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements._id, settlementLines._settlement))
    .where(eq(settlementLines._user, actorOf(ctx)._user))
    .orderBy(desc(settlements.month));
  const names = await namesAt(ctx);
  return rows.map(({ line, month, status, _id }) => ({
    _id,
    month,
    status,
    paid: line.paid,
    promoteesPaid: line.promoteesPaid,
    gradeName: names.grade(line.gradeCode, month),
    levelName: names.level(line.levelCode, month),
    goods: line.goods,
    grade: line.grade,
    sales: line.sales,
    gradeScaled: line.gradeScaled,
    salesScaled: line.salesScaled,
    total: line.goods + line.gradeScaled + line.salesScaled,
  }));
}
