import { and, eq, inArray } from 'drizzle-orm';
import { bonusLedger, pointLedger, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { appendBonus } from '../bonuses/ledger.ts';
import { appendPoints } from '../points/ledger.ts';
import { getShopSetting } from '../settings/service.ts';

/**
 * Review rewards (DOMAIN.md "Reviews"), each once per purchase, through the ledgers' one writers:
 * their unique (type, source, reference) keys make a repeat or a race write nothing. A CONSUMER gets
 * points; a PROMOTER gets BONUS__GOODS (TEXT_REVIEW / PHOTO_REVIEW), reversed by one REVIEW_REVOKED
 * row; the member's type when the reward falls due decides which.
 */

const reviewSources = ['TEXT_REVIEW', 'PHOTO_REVIEW'] as const;

type Earner = 'POINTS' | 'BONUS' | null;

/** What the member earns for this purchase's review: points, a bonus, or nothing any more. */
async function earnerOf(ctx: ShopContext, _user: string, _purchase: string): Promise<Earner> {
  const [user] = await ctx.db.select({ type: users.type }).from(users).where(eq(users._id, _user));
  if (user?.type !== 'CONSUMER' && user?.type !== 'PROMOTER') return null;
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
  const revoked = await ctx.db
    .select({ _id: bonusLedger._id })
    .from(bonusLedger)
    .where(
      and(
        eq(bonusLedger.type, 'BONUS__GOODS'),
        eq(bonusLedger.source, 'REVIEW_REVOKED'),
        eq(bonusLedger.reference, _purchase),
      ),
    )
    .limit(1);
  if (reversed.length > 0 || revoked.length > 0) return null;
  return user.type === 'PROMOTER' ? 'BONUS' : 'POINTS';
}

async function reward(
  ctx: ShopContext,
  earner: Exclude<Earner, null>,
  row: {
    _user: string;
    _purchase: string;
    amount: number;
    source: (typeof reviewSources)[number];
    reason: string;
  },
) {
  if (earner === 'BONUS') {
    await appendBonus(ctx, {
      _user: row._user,
      amount: row.amount,
      type: 'BONUS__GOODS',
      source: row.source,
      reference: row._purchase,
      _purchase: row._purchase,
      reason: row.reason,
    });
    return;
  }
  await appendPoints(ctx, {
    _user: row._user,
    amount: row.amount,
    type: 'EARN',
    source: row.source,
    reference: row._purchase,
    reason: row.reason,
  });
}

/** On creation: the text review's points. */
export async function rewardText(ctx: ShopContext, _user: string, _purchase: string): Promise<void> {
  const earner = await earnerOf(ctx, _user, _purchase);
  if (!earner) return;
  const { points } = await getShopSetting(ctx);
  await reward(ctx, earner, {
    _user,
    _purchase,
    amount: points.textReview,
    source: 'TEXT_REVIEW',
    reason: '텍스트 리뷰 작성',
  });
}

/** The first time the review has a photo: the difference between a photo and a text review. */
export async function rewardPhoto(ctx: ShopContext, _user: string, _purchase: string): Promise<void> {
  const earner = await earnerOf(ctx, _user, _purchase);
  if (!earner) return;
  const { points } = await getShopSetting(ctx);
  const amount = points.photoReview - points.textReview;
  if (amount <= 0) return;
  await reward(ctx, earner, { _user, _purchase, amount, source: 'PHOTO_REVIEW', reason: '포토 리뷰 작성' });
}

/**
 * Deleting or hiding: one REVERSAL row per points reward the purchase was given, and one
 * REVIEW_REVOKED row taking back its review bonuses (the ledger keys it once per purchase).
 */
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
  const bonuses = await ctx.db
    .select({ _user: bonusLedger._user, amount: bonusLedger.amount })
    .from(bonusLedger)
    .where(
      and(
        eq(bonusLedger.type, 'BONUS__GOODS'),
        inArray(bonusLedger.source, [...reviewSources]),
        eq(bonusLedger.reference, _purchase),
      ),
    );
  const taken = bonuses.reduce((sum, b) => sum + b.amount, 0);
  if (bonuses[0] && taken > 0) {
    await appendBonus(ctx, {
      _user: bonuses[0]._user,
      amount: -taken,
      type: 'BONUS__GOODS',
      source: 'REVIEW_REVOKED',
      reference: _purchase,
      _purchase,
      reason,
    });
  }
}
