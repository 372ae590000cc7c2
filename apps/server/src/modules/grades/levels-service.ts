import {
  type ConsoleLevelsEnvelope,
  earliestEffectiveDay,
  type LevelVersion,
  type levelChangeInput,
  type levelInput,
  RATE_TOO_EARLY,
  seoulDayStart,
} from '@shop/contracts';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { levels } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { levelsAt } from './ladder.ts';
import { assertInTime, cancelVersion, changedKeys, insertingVersion, versionFields } from './timing.ts';

/** The 장려 sales tiers as operators see and schedule them (/console/user-levels), as grades-service.ts. */

type LevelRow = typeof levels.$inferSelect;

export const toLevelVersion = (l: LevelRow): LevelVersion => ({
  _id: l._id,
  code: l.code,
  name: l.name,
  threshold: l.threshold,
  amount: l.amount,
  retired: l.retired,
  effectiveFrom: l.effectiveFrom.toISOString(),
  createdAt: l.createdAt.toISOString(),
});

export async function listLevelsForConsole(ctx: ShopContext): Promise<ConsoleLevelsEnvelope> {
  const tiers = await levelsAt(ctx, ctx.now);
  const rows = tiers.length
    ? await ctx.db
        .select()
        .from(levels)
        .where(
          inArray(
            levels._id,
            tiers.map((t) => t._id),
          ),
        )
    : [];
  const inEffect = new Map(rows.map((r) => [r._id, r]));
  const scheduled = await ctx.db
    .select()
    .from(levels)
    .where(gt(levels.effectiveFrom, ctx.now))
    .orderBy(asc(levels.effectiveFrom), asc(levels.threshold));
  return {
    summary: { totalCount: tiers.length },
    levels: tiers.map((t) => toLevelVersion(inEffect.get(t._id)!)),
    scheduled: scheduled.map(toLevelVersion),
    earliestEffectiveDay: earliestEffectiveDay(ctx.now),
  };
}

export async function addLevel(ctx: ShopContext, input: z.output<typeof levelInput>): Promise<LevelVersion> {
  const effectiveFrom = seoulDayStart(input.effectiveFrom);
  assertInTime(ctx, effectiveFrom);
  return inTransaction(ctx, async (ctx) => {
    if ((await levelsAt(ctx, effectiveFrom)).some((l) => l.code === input.code)) {
      throw conflict('LEVEL_CODE_TAKEN', '이미 있는 레벨 코드입니다');
    }
    const { effectiveFrom: _day, ...fields } = input;
    const [row] = await insertingVersion(() =>
      ctx.db
        .insert(levels)
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
    return toLevelVersion(row!);
  });
}

const amountKeys = ['threshold', 'amount', 'retired'] as const;

/** A new version of a tier: 3 months ahead, or at once for a new name alone. Retiring every tier is allowed. */
export async function changeLevel(
  ctx: ShopContext,
  code: string,
  input: z.output<typeof levelChangeInput>,
): Promise<LevelVersion> {
  return inTransaction(ctx, async (ctx) => {
    const [known] = await ctx.db
      .select({ _id: levels._id })
      .from(levels)
      .where(eq(levels.code, code))
      .limit(1);
    if (!known) throw notFound('LEVEL_NOT_FOUND', '레벨을 찾을 수 없습니다');
    const effectiveFrom = input.effectiveFrom ? seoulDayStart(input.effectiveFrom) : ctx.now;
    if (input.effectiveFrom) {
      assertInTime(ctx, effectiveFrom);
    } else {
      const current = (await levelsAt(ctx, ctx.now)).find((l) => l.code === code);
      const moved = current ? changedKeys({ ...current, retired: false }, input, amountKeys) : amountKeys;
      if (!current || moved.length > 0) throw refused('RATE_CHANGE_TOO_EARLY', RATE_TOO_EARLY);
      if (input.name === current.name) throw refused('NOTHING_CHANGED', '변경된 내용이 없습니다');
    }
    const { effectiveFrom: _day, ...fields } = input;
    const [row] = await insertingVersion(() =>
      ctx.db
        .insert(levels)
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
    return toLevelVersion(row!);
  });
}

/** Cancels a version before it takes effect; one in effect (or past) stays (409). */
export const cancelLevelVersion = (ctx: ShopContext, _id: string): Promise<void> =>
  cancelVersion(ctx, levels, _id, 'LEVEL_VERSION_NOT_FOUND');
