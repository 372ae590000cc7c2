import { statement } from '../../db/statements.ts';
import type { ShopContext } from '../../http/context.ts';
import type { PurchaseRow } from '../orders/reading.ts';
import { paidFor } from '../points/earning.ts';
import { appendBonuses, appendScores, type BonusEntry, type ScoreEntry } from './ledger.ts';

/**
 * 구매확정 rewards of the promoter programme (DOMAIN.md "Promoter rewards"), inside the caller's
 * transaction: BONUS__GOODS at the purchase's own bonus rate to the buyer's sponsor when a PROMOTER
 * and to the buyer when a PROMOTER; scores to the buyer and to a PROMOTER sponsor. One level only.
 * A whole batch costs one update, one insert of bonus rows and one of score rows.
 */

/** floor(paid × rate / 10,000), rate in basis points; never negative. */
export const goodsBonus = (paid: number, rateBp: number): number =>
  Math.max(0, Math.floor((paid * rateBp) / 10_000));

/** One score per 1,000 won paid. */
export const purchaseScore = (paid: number): number => Math.max(0, Math.floor(paid / 1_000));

type Parties = {
  buyer: string;
  buyerType: string;
  sponsor: string | null;
  sponsorType: string | null;
};

const stampSponsorsStatement = statement<{
  id: string;
  buyer: string;
  buyer_type: string;
  sponsor: string | null;
  sponsor_type: string | null;
}>(
  'stamp_purchase_sponsors',
  `update purchases p set sponsor_id = b.promoter_id
   from orders o
   join users b on b.id = o.user_id
   left join users s on s.id = b.promoter_id
   where p.id = any($1::uuid[]) and o.id = p.order_id
   returning p.id, b.id as buyer, b.type as buyer_type, s.id as sponsor, s.type as sponsor_type`,
);

/**
 * Stamps each purchase with the buyer's sponsor at completion (`purchases._sponsor`, what the
 * monthly settlement sums as promoteesPaid) and answers who bought it and who sponsors them.
 */
async function stampSponsors(ctx: ShopContext, ids: string[]): Promise<Map<string, Parties>> {
  const rows = await stampSponsorsStatement(ctx.db, [ids]);
  return new Map(
    rows.map((r) => [
      r.id,
      { buyer: r.buyer, buyerType: r.buyer_type, sponsor: r.sponsor, sponsorType: r.sponsor_type },
    ]),
  );
}

/** The rows the just-confirmed purchases earn, given who bought and sponsors each. */
export function purchaseRewards(
  confirmed: readonly Pick<
    PurchaseRow,
    '_id' | 'amount' | 'couponShare' | 'pointsShare' | 'bonusRateBp' | 'productName'
  >[],
  parties: ReadonlyMap<string, Parties>,
): { bonuses: BonusEntry[]; scores: ScoreEntry[] } {
  const bonuses: BonusEntry[] = [];
  const scores: ScoreEntry[] = [];
  for (const p of confirmed) {
    const who = parties.get(p._id);
    if (!who) continue;
    const paid = paidFor(p);
    const goods = goodsBonus(paid, p.bonusRateBp);
    const score = purchaseScore(paid);
    const base = { reference: p._id, _purchase: p._id };
    scores.push({ ...base, _user: who.buyer, amount: score, source: 'PURCHASE_COMPLETE' });
    if (who.buyerType === 'PROMOTER') {
      bonuses.push({
        ...base,
        _user: who.buyer,
        amount: goods,
        type: 'BONUS__GOODS',
        source: 'PURCHASE_COMPLETE',
        reason: `구매확정 (${p.productName})`,
      });
    }
    // A demoted sponsor's promotees credit nothing while the sponsor is not a PROMOTER.
    if (who.sponsor && who.sponsorType === 'PROMOTER') {
      bonuses.push({
        ...base,
        _user: who.sponsor,
        amount: goods,
        type: 'BONUS__GOODS',
        source: 'PROMOTEE_PURCHASE',
        reason: `추천회원 구매확정 (${p.productName})`,
      });
      scores.push({ ...base, _user: who.sponsor, amount: score, source: 'PROMOTEE_PURCHASE' });
    }
  }
  // Sorted by member, so concurrent batches take the kept balances' row locks in one order.
  const byUser = (a: { _user: string }, b: { _user: string }) => (a._user < b._user ? -1 : 1);
  return { bonuses: bonuses.sort(byUser), scores: scores.sort(byUser) };
}

/** 구매확정 credits of bonuses and scores for these just-confirmed purchases, once each. */
export async function creditPurchaseBonuses(
  ctx: ShopContext,
  confirmed: readonly PurchaseRow[],
): Promise<void> {
  if (confirmed.length === 0) return;
  const parties = await stampSponsors(
    ctx,
    confirmed.map((p) => p._id),
  );
  const { bonuses, scores } = purchaseRewards(confirmed, parties);
  await appendBonuses(ctx, bonuses);
  await appendScores(ctx, scores);
}
