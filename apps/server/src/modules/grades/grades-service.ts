import {
  type ConsoleGradesEnvelope,
  earliestEffectiveDay,
  type GradeVersion,
  type gradeChangeInput,
  type gradeInput,
  RATE_TOO_EARLY,
  seoulDayStart,
} from '@shop/contracts';
import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { grades, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { gradeLadderAt, rungOf } from './ladder.ts';
import { assertInTime, cancelVersion, changedKeys, insertingVersion, versionFields } from './timing.ts';

/** The grade ladder as operators see and schedule it (/console/user-grades). */

type GradeRow = typeof grades.$inferSelect;

export const toGradeVersion = (g: GradeRow): GradeVersion => ({
  _id: g._id,
  code: g.code,
  name: g.name,
  rank: g.rank,
  criterion: g.criterion,
  threshold: g.threshold,
  pointRateBp: g.pointRateBp,
  bonusRateBp: g.bonusRateBp,
  retired: g.retired,
  effectiveFrom: g.effectiveFrom.toISOString(),
  createdAt: g.createdAt.toISOString(),
});

/** The ladder in effect, its scheduled versions and how many members hold each grade now. */
export async function listGradesForConsole(ctx: ShopContext): Promise<ConsoleGradesEnvelope> {
  const ladder = await gradeLadderAt(ctx, ctx.now);
  const rows = ladder.length
    ? await ctx.db
        .select()
        .from(grades)
        .where(
          inArray(
            grades._id,
            ladder.map((g) => g._id),
          ),
        )
    : [];
  const inEffect = new Map(rows.map((r) => [r._id, r]));
  const scheduled = await ctx.db
    .select()
    .from(grades)
    .where(gt(grades.effectiveFrom, ctx.now))
    .orderBy(asc(grades.effectiveFrom), asc(grades.rank));
  // A member whose code has left the ladder holds its lowest grade (ladder.ts rungOf).
  const held = await ctx.db
    .select({ code: users.gradeCode, members: count() })
    .from(users)
    .where(and(ne(users.state, 'LEFT'), ne(users.type, 'OPERATOR')))
    .groupBy(users.gradeCode);
  const counts = new Map<string, number>();
  for (const h of held) {
    const rung = rungOf(ladder, h.code);
    if (rung) counts.set(rung.code, (counts.get(rung.code) ?? 0) + Number(h.members));
  }
  return {
    summary: { totalCount: ladder.length },
    grades: ladder.map((g) => ({
      ...toGradeVersion(inEffect.get(g._id)!),
      memberCount: counts.get(g.code) ?? 0,
    })),
    scheduled: scheduled.map(toGradeVersion),
    earliestEffectiveDay: earliestEffectiveDay(ctx.now),
  };
}

/** A new grade from a day at least 3 months ahead; its code must not be on the ladder then. */
export async function addGrade(ctx: ShopContext, input: z.output<typeof gradeInput>): Promise<GradeVersion> {
  const effectiveFrom = seoulDayStart(input.effectiveFrom);
  assertInTime(ctx, effectiveFrom);
  return inTransaction(ctx, async (ctx) => {
    const ladder = await gradeLadderAt(ctx, effectiveFrom);
    if (ladder.some((g) => g.code === input.code)) {
      throw conflict('GRADE_CODE_TAKEN', '이미 있는 등급 코드입니다');
    }
    const { effectiveFrom: _day, ...fields } = input;
    const [row] = await insertingVersion(() =>
      ctx.db
        .insert(grades)
        .values({ ...fields, effectiveFrom, _by: actorOf(ctx)._user, createdAt: ctx.now })
        .returning(),
    );
    await recordAudit(ctx, {
      action: 'GRADE_PLAN_CHANGE',
      targetKind: 'GRADE',
      _target: row!.code,
      before: null,
      after: versionFields(row!),
    });
    return toGradeVersion(row!);
  });
}

const rateKeys = ['rank', 'criterion', 'threshold', 'pointRateBp', 'bonusRateBp', 'retired'] as const;

/**
 * A new version of a grade: from a day at least 3 months ahead, or at once when only its name
 * changes (a name moves no money; docs/decisions/0045).
 */
export async function changeGrade(
  ctx: ShopContext,
  code: string,
  input: z.output<typeof gradeChangeInput>,
): Promise<GradeVersion> {
  return inTransaction(ctx, async (ctx) => {
    const [known] = await ctx.db
      .select({ _id: grades._id })
      .from(grades)
      .where(eq(grades.code, code))
      .limit(1);
    if (!known) throw notFound('GRADE_NOT_FOUND', '등급을 찾을 수 없습니다');
    const effectiveFrom = input.effectiveFrom ? seoulDayStart(input.effectiveFrom) : ctx.now;
    if (input.effectiveFrom) {
      assertInTime(ctx, effectiveFrom);
    } else {
      const current = (await gradeLadderAt(ctx, ctx.now)).find((g) => g.code === code);
      const moved = current ? changedKeys({ ...current, retired: false }, input, rateKeys) : rateKeys;
      if (!current || moved.length > 0) throw refused('RATE_CHANGE_TOO_EARLY', RATE_TOO_EARLY);
      if (input.name === current.name) throw refused('NOTHING_CHANGED', '변경된 내용이 없습니다');
    }
    if (input.retired) {
      const left = (await gradeLadderAt(ctx, effectiveFrom)).filter((g) => g.code !== code);
      if (left.length === 0) throw refused('LAST_GRADE', '마지막 등급은 폐지할 수 없습니다');
    }
    const { effectiveFrom: _day, ...fields } = input;
    const [row] = await insertingVersion(() =>
      ctx.db
        .insert(grades)
        .values({ ...fields, code, effectiveFrom, _by: actorOf(ctx)._user, createdAt: ctx.now })
        .returning(),
    );
    await recordAudit(ctx, {
      action: 'GRADE_PLAN_CHANGE',
      targetKind: 'GRADE',
      _target: row!.code,
      before: null,
      after: versionFields(row!),
    });
    return toGradeVersion(row!);
  });
}

/** Cancels a version before it takes effect; one in effect (or past) stays (409). */
export const cancelGradeVersion = (ctx: ShopContext, _id: string): Promise<void> =>
  cancelVersion(ctx, grades, _id, 'GRADE_VERSION_NOT_FOUND');
