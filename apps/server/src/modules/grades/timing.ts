import { RATE_TOO_EARLY, rateNoticeEnds } from '@shop/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { grades, levels } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused, sqlStateOf } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';

/**
 * DOMAIN.md "Rates in time": a plan-rate change applies no earlier than 3 calendar months (Seoul)
 * after it is saved; it takes effect at 00:00 (Seoul) of the day the operator picks.
 */
export function assertInTime(ctx: ShopContext, effectiveFrom: Date): void {
  if (effectiveFrom.getTime() < rateNoticeEnds(ctx.now).getTime()) {
    throw refused('RATE_CHANGE_TOO_EARLY', RATE_TOO_EARLY);
  }
}

/** Two versions of one code may not start at the same instant (unique (code, effective_from)). */
export async function insertingVersion<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === '23505') {
      throw conflict('VERSION_EXISTS', '같은 날 적용되는 변경이 이미 있습니다');
    }
    throw error;
  }
}

/** The fields of `next` that differ from `current`, among `keys`. */
export function changedKeys<K extends string>(
  current: Record<K, unknown>,
  next: Record<K, unknown>,
  keys: readonly K[],
): K[] {
  return keys.filter((k) => next[k] !== current[k]);
}

type VersionTable = typeof grades | typeof levels;

/** What the audit log keeps of a version: its figures and day, not its clock or author. */
export const versionFields = ({
  _id,
  _by,
  createdAt,
  ...fields
}: VersionTable['$inferSelect']): Record<string, unknown> => ({ _version: _id, ...fields });

/**
 * Cancels a grade's or a sales level's version before it takes effect (one in effect or past
 * stays: 409), with its audit row.
 */
export async function cancelVersion(
  ctx: ShopContext,
  table: VersionTable,
  _id: string,
  notFoundCode: string,
): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(table).where(eq(table._id, _id)).for('update');
    if (!row) throw notFound(notFoundCode, '예약된 변경을 찾을 수 없습니다');
    const deleted = await ctx.db
      .delete(table)
      .where(and(eq(table._id, _id), gt(table.effectiveFrom, ctx.now)))
      .returning({ _id: table._id });
    if (deleted.length === 0) throw conflict('VERSION_IN_EFFECT', '이미 적용된 변경은 취소할 수 없습니다');
    await recordAudit(ctx, {
      action: 'GRADE_PLAN_CHANGE',
      targetKind: 'GRADE',
      _target: row.code,
      before: versionFields(row),
      after: null,
    });
  });
}
