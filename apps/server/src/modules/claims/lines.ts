import { type ClaimReason, type ClaimRequestStatus, claimReasonLabel, type Purchase } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { orders, purchases } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { type OrderRow, orderNotFound, type PurchaseRow, toPurchase } from '../orders/reading.ts';

/**
 * Claims (DOMAIN.md "Claims", docs/decisions/0009): a member's cancel, exchange and return
 * requests (request.ts, cancel.ts), the operator's moves of them (moves.ts, return.ts), refunds
 * (refund.ts), and 구매확정 by the member or the sweep (confirmation.ts). Statuses change only
 * through the orders module's status writer.
 *
 * Every change locks the order row first and then its purchases in id order (as the order desk
 * does), so a claim and an operator's status move of the same purchase run one after the other
 * and the second sees what the first did. This file: what every claim works on.
 */

/** Who acts, as order_histories records it. */
export type Role = 'SHOPPER' | 'OPERATOR' | 'SYSTEM';
export type ClaimKind = 'CANCEL' | 'EXCHANGE' | 'RETURN';

export type ClaimRequest = {
  claimStatus: ClaimRequestStatus;
  claimReason: ClaimReason;
  claimReasonDetails: string;
};

export const kindOf: Record<ClaimRequestStatus, ClaimKind> = {
  CANCEL_REQUESTED: 'CANCEL',
  EXCHANGE_REQUESTED: 'EXCHANGE',
  RETURN_REQUESTED: 'RETURN',
};
export const kindWord: Record<ClaimKind, string> = { CANCEL: '취소', EXCHANGE: '교환', RETURN: '반품' };

/** "단순 변심 - 색상이 달라요": the reason's label and the member's words. */
export const reasonText = (reason: string | null, details?: string | null) => {
  const label = reason ? (claimReasonLabel[reason as ClaimReason] ?? reason) : '';
  return [label, details?.trim()].filter(Boolean).join(' - ');
};

/** The order row, locked; a member's own only when `_user` is given (others' are 404). */
export async function lockOrder(ctx: ShopContext, _order: string, _user?: string): Promise<OrderRow> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders._id, _order), ...(_user ? [eq(orders._user, _user)] : [])))
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** Every purchase of the order, locked in id order (the order desk locks in the same order). */
export function lockPurchases(ctx: ShopContext, _order: string): Promise<PurchaseRow[]> {
  return ctx.db
    .select()
    .from(purchases)
    .where(eq(purchases._order, _order))
    .orderBy(asc(purchases._id))
    .for('update');
}

/** The purchases named, all of the order's (404 for one that is not). */
export function chosen(lines: PurchaseRow[], ids: string[] | null): PurchaseRow[] {
  if (!ids) return lines;
  const byId = new Map(lines.map((l) => [l._id, l]));
  return [...new Set(ids)].map((id) => {
    const line = byId.get(id);
    if (!line) throw orderNotFound();
    return line;
  });
}

/** One purchase as the API answers it. */
export async function purchaseById(ctx: ShopContext, _purchase: string): Promise<Purchase> {
  const [row] = await ctx.db
    .select({ purchase: purchases, orderNo: orders.orderNo })
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .where(eq(purchases._id, _purchase));
  if (!row) throw orderNotFound();
  return toPurchase(row.purchase, row.orderNo);
}
