import { RATE_TOO_EARLY, rateNoticeEnds } from '@shop/contracts';
import type { ShopContext } from '../../http/context.ts';
import { conflict, refused, sqlStateOf } from '../../http/errors.ts';

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
