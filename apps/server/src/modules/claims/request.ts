import { isOpenClaim, type Order, type Purchase } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import { conflict, type ShopError } from '../../http/errors.ts';
import type { PaymentGateway } from '../../integrations/nicepay/index.ts';
import { cancelUnpaid } from '../orders/expiring.ts';
import { getMyOrder, orderNotFound, type PurchaseRow } from '../orders/reading.ts';
import { writeStatus } from '../orders/status-writer.ts';
import { getShopSetting } from '../settings/service.ts';
import { withinClaimPeriod } from './amounts.ts';
import { cancelPaidPurchases } from './cancel.ts';
import {
  type ClaimKind,
  type ClaimRequest,
  chosen,
  kindOf,
  kindWord,
  lockOrder,
  lockPurchases,
  purchaseById,
  reasonText,
} from './lines.ts';
import { requireRefundAccount, withRefunds } from './refund.ts';

/** The member's claims: cancel, exchange or return of purchases of their own order. */

/** Why this purchase cannot take a claim of this kind now (409), or null when it can. */
function claimProblem(p: PurchaseRow, kind: ClaimKind, claimDays: number, now: Date): ShopError | null {
  if (isOpenClaim(p.claimStatus)) {
    return conflict('CLAIM_IN_PROGRESS', '이미 취소/교환/반품 신청이 진행 중인 상품입니다');
  }
  if (p.status === 'ORDER_CANCELED' || p.purchaseStatus === 'PURCHASE_CANCELED') {
    return conflict('PURCHASE_CANCELED', '이미 취소 또는 반품된 상품입니다');
  }
  if (kind === 'CANCEL') {
    if (p.status === 'ORDER_PAYMENT' || p.status === 'ORDER_CONFIRM') return null;
    return conflict(
      'CANCEL_NOT_ALLOWED',
      '배송이 시작된 상품은 취소할 수 없습니다. 배송완료 후 반품을 신청해주세요',
    );
  }
  if (p.purchaseStatus === 'PURCHASE_COMPLETE') {
    return conflict('PURCHASE_CONFIRMED', '구매확정된 상품은 교환/반품을 신청할 수 없습니다');
  }
  if (p.status !== 'DELIVERY_COMPLETE' || !p.deliveredAt) {
    return conflict('NOT_DELIVERED', '배송완료된 상품만 교환/반품을 신청할 수 있습니다');
  }
  if (!withinClaimPeriod(p.deliveredAt, now, claimDays)) {
    return conflict('CLAIM_PERIOD_OVER', `교환/반품 신청 기간(배송완료 후 ${claimDays}일)이 지났습니다`);
  }
  return null;
}

/**
 * A member's cancel, exchange or return of purchases of their order (DOMAIN.md "Claims"):
 * - unpaid: the whole order is cancelled at once and its stock released;
 * - paid, not prepared (ORDER_PAYMENT): CANCEL_COMPLETED at once with the refund;
 * - being prepared (ORDER_CONFIRM): CANCEL_REQUESTED for an operator to complete or reject;
 * - delivered, not confirmed, within the claim period: EXCHANGE_ or RETURN_REQUESTED.
 * Named purchases must all qualify (409 with the reason otherwise); with none named, every one
 * that qualifies is claimed. 무통장입금 refunds need the member's refund account (422 without).
 */
async function requestClaim(
  ctx: ShopContext,
  gateway: PaymentGateway,
  _order: string,
  ids: string[] | null,
  claim: ClaimRequest,
): Promise<void> {
  const actor = actorOf(ctx);
  const { orders: orderSetting } = await getShopSetting(ctx);
  const kind = kindOf[claim.claimStatus];
  await withRefunds(ctx, async (ctx, calls) => {
    const order = await lockOrder(ctx, _order, actor._user);
    const lines = await lockPurchases(ctx, order._id);
    const named = chosen(lines, ids);

    if (order.status === 'ORDER_NONPAYMENT') {
      if (kind !== 'CANCEL') {
        throw conflict('ORDER_UNPAID', '결제 전 주문은 주문취소만 할 수 있습니다');
      }
      await cancelUnpaid(ctx, order._id, 'SHOPPER', reasonText(claim.claimReason, claim.claimReasonDetails), {
        claimReason: claim.claimReason,
        claimReasonDetails: claim.claimReasonDetails,
      });
      return;
    }

    const checked = named.map((p) => ({
      p,
      problem: claimProblem(p, kind, orderSetting.claimDays, ctx.now),
    }));
    const refusedOne = checked.find((c) => c.problem);
    let targets: PurchaseRow[];
    if (ids) {
      if (refusedOne) throw refusedOne.problem!;
      targets = named;
    } else {
      targets = checked.filter((c) => !c.problem).map((c) => c.p);
      if (targets.length === 0) {
        throw (
          refusedOne?.problem ??
          conflict('NOTHING_TO_CLAIM', `${kindWord[kind]} 신청할 수 있는 상품이 없습니다`)
        );
      }
    }
    // A 무통장입금 order is refunded to the member's account: it must be there before anything moves.
    if (order.paymentMethod === 'BANK_TRANSFER' && kind !== 'EXCHANGE') {
      await requireRefundAccount(ctx, order, 'SHOPPER');
    }

    const why = reasonText(claim.claimReason, claim.claimReasonDetails);
    const now = kind === 'CANCEL' ? targets.filter((p) => p.status === 'ORDER_PAYMENT') : [];
    const later = targets.filter((p) => !now.includes(p));
    await writeStatus(ctx, {
      purchases: later,
      to: { claimStatus: claim.claimStatus, collectionStatus: null },
      with: { claimReason: claim.claimReason, claimReasonDetails: claim.claimReasonDetails || null },
      reason: why,
      by: 'SHOPPER',
    });
    if (now.length > 0) {
      await cancelPaidPurchases(ctx, gateway, calls, order, now, lines, { claim, note: null, by: 'SHOPPER' });
    }
  });
}

/** PUT /me/purchases/{_id}: a claim for one of the caller's purchases. */
export async function claimPurchase(
  ctx: ShopContext,
  gateway: PaymentGateway,
  _purchase: string,
  claim: ClaimRequest,
): Promise<Purchase> {
  const actor = actorOf(ctx);
  const [row] = await ctx.db
    .select({ _order: purchases._order })
    .from(purchases)
    .where(and(eq(purchases._id, _purchase), eq(purchases._user, actor._user)));
  if (!row) throw orderNotFound();
  await requestClaim(ctx, gateway, row._order, [_purchase], claim);
  return purchaseById(ctx, _purchase);
}

/** PUT /me/orders/{_id}: a claim for the named purchases of the caller's order, or all it can cover. */
export async function claimOrder(
  ctx: ShopContext,
  gateway: PaymentGateway,
  _order: string,
  input: ClaimRequest & { _purchases?: string[] | undefined },
): Promise<Order> {
  const ids = input._purchases && input._purchases.length > 0 ? input._purchases : null;
  await requestClaim(ctx, gateway, _order, ids, input);
  return getMyOrder(ctx, _order);
}
