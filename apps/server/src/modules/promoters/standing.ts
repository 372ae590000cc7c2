import {
  formatNumber,
  gradeCriterionLabel,
  type NextGrade,
  type PromoterDashboard,
  type RateAnnouncement,
  referralPath,
  seoulDay,
  seoulDayStart,
} from '@shop/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  bonusLedger,
  grades,
  levels,
  products,
  purchases,
  rateChanges,
  users,
} from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { bonusBalance, scoreTotal } from '../bonuses/ledger.ts';
import { type GradeRung, gradeLadderAt, levelReached, levelsAt, rungOf } from '../grades/ladder.ts';

/** Where the promoter stands this month: grade, score, the month's figures so far, the dashboard. */

/** The Seoul month of `at`: 'YYYY-MM' and its first instant. */
export function seoulMonth(at: Date): { month: string; start: Date } {
  const month = seoulDay(at).slice(0, 7);
  return { month, start: seoulDayStart(`${month}-01`) };
}

const paidSql = sql<number>`coalesce(sum(${purchases.amount} - ${purchases.couponShare} - ${purchases.pointsShare}), 0)::bigint`;

/** Paid amounts of purchases confirmed since `since`: the promotees' (stamped sponsor) and the member's own. */
async function monthPaid(ctx: ShopContext, _user: string, since: Date) {
  const completed = and(
    eq(purchases.purchaseStatus, 'PURCHASE_COMPLETE'),
    sql`${purchases.confirmedAt} >= ${since.toISOString()}`,
  );
  const [promotees] = await ctx.db
    .select({ paid: paidSql })
    .from(purchases)
    .where(and(eq(purchases._sponsor, _user), completed));
  const [own] = await ctx.db
    .select({ paid: paidSql })
    .from(purchases)
    .where(and(eq(purchases._user, _user), completed));
  return { promoteesPaid: Number(promotees?.paid ?? 0), ownPaid: Number(own?.paid ?? 0) };
}

/** The next rung up from `rung` and how far the member is from it. */
export function nextGradeOf(
  ladder: readonly GradeRung[],
  rung: GradeRung | undefined,
  standing: { score: number; monthPaid: number },
): NextGrade | null {
  const next = ladder.find((g) => g.rank > (rung?.rank ?? -1));
  if (!next) return null;
  const current = next.criterion === 'SCORE__ACCUMULATED' ? standing.score : standing.monthPaid;
  return {
    code: next.code,
    name: next.name,
    criterion: next.criterion,
    criterionLabel: gradeCriterionLabel[next.criterion],
    threshold: next.threshold,
    current,
    missing: Math.max(0, next.threshold - current),
    progressBp:
      next.threshold <= 0 ? 10_000 : Math.min(10_000, Math.floor((current * 10_000) / next.threshold)),
  };
}

async function memberOf(ctx: ShopContext) {
  const [me] = await ctx.db
    .select({ _id: users._id, gradeCode: users.gradeCode, promoterCode: users.promoterCode })
    .from(users)
    .where(eq(users._id, actorOf(ctx)._user));
  if (!me) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
  return me;
}

/** The member's grade now and the next one, for the scores page and the dashboard. */
export async function gradeStanding(ctx: ShopContext) {
  const me = await memberOf(ctx);
  const ladder = await gradeLadderAt(ctx, ctx.now);
  const rung = rungOf(ladder, me.gradeCode);
  const { start } = seoulMonth(ctx.now);
  const paid = await monthPaid(ctx, me._id, start);
  const score = await scoreTotal(ctx, me._id);
  return {
    me,
    rung,
    paid,
    score,
    grade: {
      code: rung?.code ?? me.gradeCode,
      name: rung?.name ?? me.gradeCode,
      bonusRateBp: rung?.bonusRateBp ?? 0,
    },
    nextGrade: nextGradeOf(ladder, rung, { score, monthPaid: paid.ownPaid + paid.promoteesPaid }),
  };
}

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** Plan changes saved but not yet in effect (DOMAIN.md "Rates in time": announced from the save). */
async function announcements(ctx: ShopContext): Promise<RateAnnouncement[]> {
  const now = ctx.now.toISOString();
  const changes = await ctx.db
    .select({
      kind: rateChanges.kind,
      rateBp: rateChanges.rateBp,
      effectiveFrom: rateChanges.effectiveFrom,
      productName: products.name,
      currentBp: products.bonusRateBp,
    })
    .from(rateChanges)
    .leftJoin(products, eq(products._id, rateChanges._product))
    .where(
      and(
        isNull(rateChanges.appliedAt),
        isNull(rateChanges.canceledAt),
        sql`${rateChanges.effectiveFrom} > ${now}`,
      ),
    );
  const futureGrades = await ctx.db.select().from(grades).where(gt(grades.effectiveFrom, ctx.now));
  const futureLevels = await ctx.db.select().from(levels).where(gt(levels.effectiveFrom, ctx.now));
  const list: RateAnnouncement[] = [
    ...changes.map((c) =>
      c.kind === 'LEGAL_CAP'
        ? {
            kind: c.kind,
            title: '법정 수당 한도',
            detail: `매출의 ${percent(c.rateBp)}`,
            effectiveFrom: c.effectiveFrom.toISOString(),
          }
        : {
            kind: c.kind,
            title: `상품 수당률: ${c.productName ?? '삭제된 상품'}`,
            detail:
              c.currentBp === null ? percent(c.rateBp) : `${percent(c.currentBp)} → ${percent(c.rateBp)}`,
            effectiveFrom: c.effectiveFrom.toISOString(),
          },
    ),
    ...futureGrades.map((g) => ({
      kind: 'GRADE' as const,
      title: `직급: ${g.name}`,
      detail: g.retired
        ? '폐지'
        : `${gradeCriterionLabel[g.criterion]} ${formatNumber(g.threshold)}${g.criterion === 'SCORE__ACCUMULATED' ? '점' : '원'} 이상 · 적립률 ${percent(g.pointRateBp)} · 직급 수당 ${percent(g.bonusRateBp)}`,
      effectiveFrom: g.effectiveFrom.toISOString(),
    })),
    ...futureLevels.map((l) => ({
      kind: 'LEVEL' as const,
      title: `장려 수당: ${l.name}`,
      detail: l.retired
        ? '폐지'
        : `추천회원 구매 ${formatNumber(l.threshold)}원 이상 → ${formatNumber(l.amount)}원`,
      effectiveFrom: l.effectiveFrom.toISOString(),
    })),
  ];
  return list.sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

/** GET /promoter/dashboard. GRADE and SALES are estimates for the month so far, before the legal cap. */
export async function dashboardOf(ctx: ShopContext): Promise<PromoterDashboard> {
  const standing = await gradeStanding(ctx);
  const { me, paid } = standing;
  const { month, start } = seoulMonth(ctx.now);
  const [goods] = await ctx.db
    .select({ sum: sql<number>`coalesce(sum(${bonusLedger.amount}), 0)::bigint` })
    .from(bonusLedger)
    .where(
      and(
        eq(bonusLedger._user, me._id),
        eq(bonusLedger.type, 'BONUS__GOODS'),
        sql`${bonusLedger.createdAt} >= ${start.toISOString()}`,
      ),
    );
  const [promotees] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      fresh: sql<number>`(count(*) filter (where ${users.createdAt} >= ${start.toISOString()}))::int`,
    })
    .from(users)
    .where(eq(users._promoter, me._id));
  const level = levelReached(await levelsAt(ctx, ctx.now), paid.promoteesPaid);
  return {
    balance: await bonusBalance(ctx, me._id),
    month,
    goods: Number(goods?.sum ?? 0),
    gradeEstimate: Math.floor((paid.promoteesPaid * standing.grade.bonusRateBp) / 10_000),
    salesEstimate: level?.amount ?? 0,
    promoteesPaid: paid.promoteesPaid,
    levelName: level?.name ?? null,
    grade: standing.grade,
    score: standing.score,
    nextGrade: standing.nextGrade,
    promotees: { total: promotees?.total ?? 0, newThisMonth: promotees?.fresh ?? 0 },
    promoterCode: me.promoterCode,
    referralPath: me.promoterCode ? referralPath(me.promoterCode) : '',
    announcements: await announcements(ctx),
  };
}
