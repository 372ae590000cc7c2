import {
  type ClaimMove,
  type ClaimStatus,
  claimMoves,
  claimStatusLabel,
  collectionStatusLabel,
  type Purchase,
  type purchaseClaimUpdateInput,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { purchases } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { PaymentGateway } from '../../integrations/nicepay/index.ts';
import { orderNotFound, type PurchaseRow } from '../orders/reading.ts';
import { writeStatus } from '../orders/status-writer.ts';
import { getShopSetting } from '../settings/service.ts';
import { cancelPaidPurchases } from './cancel.ts';
import { lockOrder, lockPurchases, purchaseById } from './lines.ts';
import { withRefunds } from './refund.ts';
import { completeReturn } from './return.ts';

/**
 * The operator's moves of a claim (PUT /console/shop/purchases/{_id}/claim), one row of contracts'
 * `claimMoves` at a time: an exchange through EXCHANGE_PENDING / SHIPPING / DELAYED to COMPLETED, a
 * return's collection, a cancel or return completed with its refund (cancel.ts, return.ts), or a
 * claim rejected with a reason.
 */

const moveTarget = (m: ClaimMove) => ('claimStatus' in m.to ? m.to.claimStatus : m.to.collectionStatus);
const targetLabel = (input: {
  claimStatus?: ClaimStatus | undefined;
  collectionStatus?: string | undefined;
}) =>
  input.claimStatus
    ? claimStatusLabel[input.claimStatus]
    : collectionStatusLabel[input.collectionStatus as keyof typeof collectionStatusLabel];

/** The move of the table asked for, or 409 saying why it is not allowed. */
function findMove(p: PurchaseRow, input: z.output<typeof purchaseClaimUpdateInput>): ClaimMove {
  const wanted = input.claimStatus ?? input.collectionStatus;
  const move = claimMoves.find(
    (m) =>
      m.from === p.claimStatus &&
      (m.collection === undefined || m.collection === p.collectionStatus) &&
      moveTarget(m) === wanted &&
      'claimStatus' in m.to === (input.claimStatus !== undefined),
  );
  if (move) return move;
  if (!p.claimStatus) {
    throw conflict('NO_CLAIM', '취소/교환/반품 신청이 없는 상품입니다');
  }
  if (input.claimStatus === 'RETURN_COMPLETED' && p.claimStatus === 'RETURN_REQUESTED') {
    throw conflict('COLLECTION_NOT_COMPLETE', '수거가 완료된 뒤에 반품을 완료할 수 있습니다');
  }
  const from = p.collectionStatus
    ? `${claimStatusLabel[p.claimStatus]}, ${collectionStatusLabel[p.collectionStatus]}`
    : claimStatusLabel[p.claimStatus];
  throw conflict(
    'CLAIM_STATUS_CONFLICT',
    `'${from}' 상태에서는 '${targetLabel(input)}' 처리를 할 수 없습니다`,
  );
}

/**
 * PUT /console/shop/purchases/{_id}/claim: one move of the claim table (contracts `claimMoves`).
 * Completing a cancel refunds and releases the stock; completing a return (after its collection)
 * refunds the amount less the return shipping fee for the shopper's reasons. Rejections need a
 * reason and leave the purchase where it was.
 */
export async function moveClaim(
  ctx: ShopContext,
  gateway: PaymentGateway,
  _purchase: string,
  input: z.output<typeof purchaseClaimUpdateInput>,
): Promise<Purchase> {
  const setting = await getShopSetting(ctx);
  const [found] = await ctx.db
    .select({ _order: purchases._order })
    .from(purchases)
    .where(eq(purchases._id, _purchase));
  if (!found) throw orderNotFound();
  const note = input.reason?.trim() || null;
  await withRefunds(ctx, async (ctx, calls) => {
    const order = await lockOrder(ctx, found._order);
    const lines = await lockPurchases(ctx, order._id);
    const p = lines.find((l) => l._id === _purchase)!;
    const move = findMove(p, input);
    if (move.reason === 'required' && !note) {
      throw badRequest('REASON_REQUIRED', '거부 사유를 입력해주세요');
    }
    if ('collectionStatus' in move.to) {
      const to = move.to.collectionStatus;
      await writeStatus(ctx, { purchases: [p], to: { collectionStatus: to }, reason: note, by: 'OPERATOR' });
      return;
    }
    const to = move.to.claimStatus;
    if (to === 'CANCEL_COMPLETED') {
      await cancelPaidPurchases(ctx, gateway, calls, order, [p], lines, {
        claim: null,
        note,
        by: 'OPERATOR',
      });
      return;
    }
    if (to === 'RETURN_COMPLETED') {
      await completeReturn(ctx, gateway, calls, order, p, lines, setting.shipping.baseFee, note);
      return;
    }
    // A rejected return's collection is called off with it.
    const collection = to === 'RETURN_REJECTED' ? { collectionStatus: null } : {};
    await writeStatus(ctx, {
      purchases: [p],
      to: { claimStatus: to, ...collection },
      reason: note,
      by: 'OPERATOR',
    });
  });
  return purchaseById(ctx, _purchase);
}
