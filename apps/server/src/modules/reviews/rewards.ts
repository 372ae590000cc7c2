import { and, eq, inArray } from 'drizzle-orm';
import { pointLedger, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { appendPoints } from '../points/ledger.ts';
import { getShopSetting } from '../settings/service.ts';

/**
 * Review rewards (DOMAIN.md "Reviews"), each once per purchase, through the ledger's one writer:
 * its unique (type, source, reference) key makes a repeat or a race write nothing. A CONSUMER gets
 * points; a PROMOTER's reward is a bonus (#21), not built yet, so a promoter gets nothing for now.
 */

const reviewSources = ['TEXT_REVIEW', 'PHOTO_REVIEW'] as const;

async function earnsPoints(ctx: ShopContext, _user: string, _purchase: string): Promise<boolean> {
  const [user] = await ctx.db.select({ type: users.type }).from(users).where(eq(users._id, _user));
  if (user?.type !== 'CONSUMER') return false;
  // Once a review of this purchase was deleted or hidden, the purchase never earns again.
  const reversed = await ctx.db
    .select({ _id: pointLedger._id })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.type, 'REVERSAL'),
        inArray(pointLedger.source, [...reviewSources]),
        eq(pointLedger.reference, _purchase),
      ),
    )
    .limit(1);
  return reversed.length === 0;
}

/** On creation: the text review's points. */
export async function rewardText(ctx: ShopContext, _user: string, _purchase: string): Promise<void> {
  if (!(await earnsPoints(ctx, _user, _purchase))) return;
  const { points } = await getShopSetting(ctx);
  await appendPoints(ctx, {
    _user,
    amount: points.textReview,
    type: 'EARN',
    source: 'TEXT_REVIEW',
    reference: _purchase,
    reason: '텍스트 리뷰 작성',
  });
}

/** The first time the review has a photo: the difference between a photo and a text review. */
export async function rewardPhoto(ctx: ShopContext, _user: string, _purchase: string): Promise<void> {
  if (!(await earnsPoints(ctx, _user, _purchase))) return;
  const { points } = await getShopSetting(ctx);
  const amount = points.photoReview - points.textReview;
  if (amount <= 0) return;
  await appendPoints(ctx, {
    _user,
    amount,
    type: 'EARN',
    source: 'PHOTO_REVIEW',
    reference: _purchase,
    reason: '포토 리뷰 작성',
  });
}

/** Deleting or hiding: one REVERSAL row per reward the purchase was given. */
export async function reverseRewards(ctx: ShopContext, _purchase: string, reason: string): Promise<void> {
  const earned = await ctx.db
    .select({ _user: pointLedger._user, amount: pointLedger.amount, source: pointLedger.source })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.type, 'EARN'),
        inArray(pointLedger.source, [...reviewSources]),
        eq(pointLedger.reference, _purchase),
      ),
    );
  for (const row of earned) {
    await appendPoints(ctx, {
      _user: row._user,
      amount: -row.amount,
      type: 'REVERSAL',
      source: row.source as (typeof reviewSources)[number],
      reference: _purchase,
      reason,
    });
  }
}
