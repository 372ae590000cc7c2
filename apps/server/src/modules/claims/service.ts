import {
  type ClaimMove,
  type ClaimReason,
  type ClaimRequestStatus,
  type ClaimStatus,
  type ConsoleRefund,
  claimMoves,
  claimReasonLabel,
  claimStatusLabel,
  collectionStatusLabel,
  type consoleRefundsQuery,
  formatWon,
  isOpenClaim,
  type Order,
  openClaimStatuses,
  type Purchase,
  type PurchaseStatus,
  type purchaseClaimUpdateInput,
  type RefundAccount,
} from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orderHistories, orders, purchases, type RefundRow, refunds } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, refused, ShopError } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import {
  PaymentError,
  type PaymentGateway,
  PROVIDER_DOWN_MESSAGE,
} from '../../integrations/nicepay/index.ts';
import {
  cancelUnpaid,
  getMyOrder,
  orderNotFound,
  purchaseOut,
  recordOrderHistory,
  releasePurchaseStock,
  syncOrderStatus,
} from '../orders/service.ts';
import { assertTransition } from '../orders/transitions.ts';
import { getShopSetting } from '../settings/service.ts';
import { autoConfirmCutoff, cancelRefund, refundable, returnRefund, withinClaimPeriod } from './amounts.ts';
import { refundAccountOf } from './refund-account.ts';

/**
 * Claims (DOMAIN.md "Claims", docs/decisions/0009): a member's cancel, exchange and return
 * requests, the operator's moves of them, refunds, and 구매확정 by the member or the sweep.
 *
 * Every change locks the order row first and then its purchases in id order (as the order desk
 * does), so a claim and an operator's status move of the same purchase run one after the other
 * and the second sees what the first did.
 */

type OrderRow = typeof orders.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;
/** Who acts, as order_histories records it. */
type Role = 'SHOPPER' | 'OPERATOR' | 'SYSTEM';
type ClaimKind = 'CANCEL' | 'EXCHANGE' | 'RETURN';

type ClaimRequest = {
  claimStatus: ClaimRequestStatus;
  claimReason: ClaimReason;
  claimReasonDetails: string;
};

const kindOf: Record<ClaimRequestStatus, ClaimKind> = {
  CANCEL_REQUESTED: 'CANCEL',
  EXCHANGE_REQUESTED: 'EXCHANGE',
  RETURN_REQUESTED: 'RETURN',
};
const kindWord: Record<ClaimKind, string> = { CANCEL: '취소', EXCHANGE: '교환', RETURN: '반품' };

const reasonText = (reason: string | null, details?: string | null) => {
  const label = reason ? (claimReasonLabel[reason as ClaimReason] ?? reason) : '';
  return [label, details?.trim()].filter(Boolean).join(' - ');
};

// ---- locks and history ----

/** The order row, locked; a member's own only when `_user` is given (others' are 404). */
async function lockOrder(ctx: ShopContext, _order: string, _user?: string): Promise<OrderRow> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders._id, _order), ...(_user ? [eq(orders._user, _user)] : [])))
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** Every purchase of the order, locked in id order (the order desk locks in the same order). */
function lockPurchases(ctx: ShopContext, _order: string): Promise<PurchaseRow[]> {
  return ctx.db
    .select()
    .from(purchases)
    .where(eq(purchases._order, _order))
    .orderBy(asc(purchases._id))
    .for('update');
}

function history(
  ctx: ShopContext,
  p: { _order: string; _id?: string | null },
  field: 'ORDER_STATUS' | 'CLAIM_STATUS' | 'PURCHASE_STATUS' | 'COLLECTION_STATUS' | 'REFUND',
  fromValue: string | null,
  toValue: string | null,
  reason: string | null,
  by: Role,
) {
  return recordOrderHistory(ctx, {
    _order: p._order,
    _purchase: p._id ?? null,
    field,
    fromValue,
    toValue,
    reason: reason || null,
    by,
  });
}

// ---- refunds ----

/** The provider refused to cancel: the claim's transaction is undone and a FAILED row kept. */
class RefundDeclined extends Error {
  constructor(
    readonly row: typeof refunds.$inferInsert,
    message: string,
  ) {
    super(message);
  }
}

/** A provider call kept for the end of the claim's transaction. */
type ProviderCall = () => Promise<void>;

/**
 * Runs a claim's work in one transaction and calls the payment provider last, inside it, while
 * the order and its purchases are still locked: a refund that the provider did not make leaves
 * nothing changed (the transaction is undone), and no other change of the purchase can slip in
 * between. The provider being down answers 503; a refusal 422, with a FAILED refund on record.
 */
async function withRefunds<T>(
  ctx: ShopContext,
  work: (ctx: ShopContext, calls: ProviderCall[]) => Promise<T>,
): Promise<T> {
  let refundedWithProvider: object | null = null;
  try {
    return await inTransaction(ctx, async (tx) => {
      const calls: ProviderCall[] = [];
      const result = await work(tx, calls);
      for (const call of calls) await call();
      refundedWithProvider = calls.length > 0 ? { calls: calls.length } : null;
      return result;
    });
  } catch (error) {
    if (refundedWithProvider) {
      // The provider gave the money back but the commit failed: the books must be fixed by hand.
      ctx.log.error({ err: error }, 'REFUND MADE WITH THE PROVIDER BUT NOT RECORDED: fix by hand');
    }
    if (error instanceof RefundDeclined) {
      await ctx.db.insert(refunds).values(error.row);
      throw refused('REFUND_DECLINED', error.message);
    }
    if (error instanceof PaymentError) {
      ctx.log.warn({ code: error.code, providerCode: error.providerCode }, 'refund not made');
      throw new ShopError(
        503,
        'PAYMENT_PROVIDER_DOWN',
        error.code === 'PROVIDER_DOWN' ? PROVIDER_DOWN_MESSAGE : error.message,
      );
    }
    throw error;
  }
}

const refundAccountMissing = (by: Role) =>
  by === 'SHOPPER'
    ? refused('REFUND_ACCOUNT_REQUIRED', '환불계좌를 먼저 등록해주세요')
    : refused(
        'REFUND_ACCOUNT_REQUIRED',
        '회원의 환불계좌가 등록되어 있지 않아 환불할 수 없습니다. 회원에게 환불계좌 등록을 요청해주세요',
      );

/** The member's refund account, required to refund a 무통장입금 order (422 without). */
async function requireRefundAccount(ctx: ShopContext, order: OrderRow, by: Role): Promise<RefundAccount> {
  const account = await refundAccountOf(ctx, order._user);
  if (!account) throw refundAccountMissing(by);
  return account;
}

/**
 * Gives money back for purchases of a locked order: never more than was paid less the refunds
 * before (not FAILED). Card and virtual account: cancelled with the provider under the order's
 * tid, for this amount (a partial cancel), at the end of the transaction. 무통장입금: a PENDING
 * refund to the member's refund account, sent by an operator. Answers the row, or null when
 * nothing is left to give back.
 */
async function issueRefund(
  ctx: ShopContext,
  gateway: PaymentGateway,
  calls: ProviderCall[],
  order: OrderRow,
  input: { _purchases: string[]; wanted: number; reason: string; by: Role },
): Promise<RefundRow | null> {
  const [before] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds._order, order._id), ne(refunds.status, 'FAILED')));
  const amount = refundable(input.wanted, order.paidAmount, Number(before?.total ?? 0));
  if (amount <= 0) return null;
  const base = {
    _order: order._id,
    _user: order._user,
    _purchases: input._purchases,
    amount,
    reason: input.reason,
    _by: ctx.actor?._user ?? null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  let row: RefundRow;
  if (order.paymentMethod === 'BANK_TRANSFER') {
    const account = await requireRefundAccount(ctx, order, input.by);
    [row] = (await ctx.db
      .insert(refunds)
      .values({
        ...base,
        method: 'BANK_TRANSFER',
        status: 'PENDING',
        bankCode: account.bankCode,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountHolder: account.accountHolder,
      })
      .returning()) as [RefundRow];
  } else {
    const tid = order.paymentTid;
    if (!tid) {
      throw conflict(
        'PAYMENT_NOT_FOUND',
        '결제 정보를 찾을 수 없어 환불할 수 없습니다. 고객센터로 문의해주세요',
      );
    }
    [row] = (await ctx.db
      .insert(refunds)
      .values({ ...base, method: 'GATEWAY', status: 'DONE', tid, doneAt: ctx.now })
      .returning()) as [RefundRow];
    calls.push(async () => {
      try {
        // Each partial cancel needs its own order id at NICE Pay: the refund's id.
        await gateway.cancel(tid, amount, input.reason, row._id);
      } catch (error) {
        if (error instanceof PaymentError && error.code === 'DECLINED') {
          throw new RefundDeclined(
            {
              ...base,
              method: 'GATEWAY',
              status: 'FAILED',
              tid,
              reason: `${input.reason} (${error.message})`,
            },
            error.message,
          );
        }
        throw error;
      }
    });
  }
  await history(
    ctx,
    { _order: order._id },
    'REFUND',
    null,
    row.status,
    `${formatWon(amount)} ${row.method === 'GATEWAY' ? '결제취소' : '계좌 환불'} - ${input.reason}`,
    input.by,
  );
  return row;
}

// ---- cancelling paid purchases ----

/**
 * CANCEL_COMPLETED for purchases of a locked paid order that have not shipped: order status
 * ORDER_CANCELED (a cancel claim's move in transitions.ts), PURCHASE_CANCELED, stock back once,
 * and the refund of their amounts (with the shipping and remote fees when no purchase of the order
 * is left). The order follows: cancelled when every purchase is, else its least advanced purchase.
 */
async function cancelPaidPurchases(
  ctx: ShopContext,
  gateway: PaymentGateway,
  calls: ProviderCall[],
  order: OrderRow,
  lines: PurchaseRow[],
  all: PurchaseRow[],
  input: { claim: ClaimRequest | null; note: string | null; by: Role },
): Promise<void> {
  for (const line of lines) assertTransition(line.status, 'ORDER_CANCELED', 'CANCEL_CLAIM');
  const ids = new Set(lines.map((l) => l._id));
  await ctx.db
    .update(purchases)
    .set({
      status: 'ORDER_CANCELED',
      claimStatus: 'CANCEL_COMPLETED' satisfies ClaimStatus,
      purchaseStatus: 'PURCHASE_CANCELED' satisfies PurchaseStatus,
      ...(input.claim
        ? {
            claimReason: input.claim.claimReason,
            claimReasonDetails: input.claim.claimReasonDetails || null,
          }
        : {}),
      updatedAt: ctx.now,
    })
    .where(inArray(purchases._id, [...ids]));
  const why = input.claim ? reasonText(input.claim.claimReason, input.claim.claimReasonDetails) : null;
  await releasePurchaseStock(ctx, lines);
  for (const line of lines) {
    await history(
      ctx,
      line,
      'CLAIM_STATUS',
      line.claimStatus,
      'CANCEL_COMPLETED',
      input.note ?? why,
      input.by,
    );
    await history(ctx, line, 'ORDER_STATUS', line.status, 'ORDER_CANCELED', null, input.by);
    await history(ctx, line, 'PURCHASE_STATUS', line.purchaseStatus, 'PURCHASE_CANCELED', null, input.by);
  }
  const whole = all.every((p) => ids.has(p._id) || p.status === 'ORDER_CANCELED');
  const claimReason = input.claim?.claimReason ?? lines[0]?.claimReason ?? null;
  await issueRefund(ctx, gateway, calls, order, {
    _purchases: [...ids],
    wanted: cancelRefund(
      lines.map((l) => l.amount),
      order,
      whole,
    ),
    reason: `주문취소${claimReason ? ` (${reasonText(claimReason)})` : ''}`,
    by: input.by,
  });
  if (whole) {
    await ctx.db
      .update(orders)
      .set({ status: 'ORDER_CANCELED', canceledAt: ctx.now, updatedAt: ctx.now })
      .where(eq(orders._id, order._id));
    await history(
      ctx,
      { _order: order._id },
      'ORDER_STATUS',
      order.status,
      'ORDER_CANCELED',
      '전체 상품 취소',
      input.by,
    );
  } else {
    await syncOrderStatus(ctx, order._id, input.by);
  }
}

// ---- the member's requests ----

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

/** The purchases named, all of the order's (404 for one that is not). */
function chosen(lines: PurchaseRow[], ids: string[] | null): PurchaseRow[] {
  if (!ids) return lines;
  const byId = new Map(lines.map((l) => [l._id, l]));
  return [...new Set(ids)].map((id) => {
    const line = byId.get(id);
    if (!line) throw orderNotFound();
    return line;
  });
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
      const why = reasonText(claim.claimReason, claim.claimReasonDetails);
      await cancelUnpaid(ctx, order._id, 'SHOPPER', why);
      await ctx.db
        .update(purchases)
        .set({ claimReason: claim.claimReason, claimReasonDetails: claim.claimReasonDetails || null })
        .where(eq(purchases._order, order._id));
      for (const line of lines) {
        await history(ctx, line, 'CLAIM_STATUS', line.claimStatus, 'CANCEL_COMPLETED', why, 'SHOPPER');
      }
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
    if (later.length > 0) {
      await ctx.db
        .update(purchases)
        .set({
          claimStatus: claim.claimStatus,
          claimReason: claim.claimReason,
          claimReasonDetails: claim.claimReasonDetails || null,
          collectionStatus: null,
          updatedAt: ctx.now,
        })
        .where(
          inArray(
            purchases._id,
            later.map((p) => p._id),
          ),
        );
      for (const p of later) {
        await history(ctx, p, 'CLAIM_STATUS', p.claimStatus, claim.claimStatus, why, 'SHOPPER');
      }
    }
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

/** One purchase as the API answers it. */
export async function purchaseById(ctx: ShopContext, _purchase: string): Promise<Purchase> {
  const [row] = await ctx.db
    .select({ purchase: purchases, orderNo: orders.orderNo })
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .where(eq(purchases._id, _purchase));
  if (!row) throw orderNotFound();
  return purchaseOut(row.purchase, row.orderNo);
}

// ---- 구매확정 ----

/** Delivered, awaiting confirmation, and no claim open. */
const confirmable = (p: PurchaseRow) =>
  p.status === 'DELIVERY_COMPLETE' &&
  (p.purchaseStatus === 'PURCHASE_AWAITING' || p.purchaseStatus === 'PURCHASE_SCHEDULE') &&
  !isOpenClaim(p.claimStatus);

/**
 * 구매확정 of these purchases, by the member or the sweep: each one still confirmable under its row
 * lock becomes PURCHASE_COMPLETE with confirmedAt, once; any other is left as it is (already
 * confirmed, or a claim was opened meanwhile). Answers the purchases it confirmed.
 */
export async function completePurchases(
  ctx: ShopContext,
  purchaseIds: readonly string[],
  by: 'SHOPPER' | 'SYSTEM',
): Promise<PurchaseRow[]> {
  if (purchaseIds.length === 0) return [];
  return inTransaction(ctx, async (ctx) => {
    const rows = await ctx.db
      .select()
      .from(purchases)
      .where(inArray(purchases._id, [...new Set(purchaseIds)]))
      .orderBy(asc(purchases._id))
      .for('update');
    const due = rows.filter(confirmable);
    if (due.length === 0) return [];
    const done = await ctx.db
      .update(purchases)
      .set({ purchaseStatus: 'PURCHASE_COMPLETE', confirmedAt: ctx.now, updatedAt: ctx.now })
      .where(
        inArray(
          purchases._id,
          due.map((p) => p._id),
        ),
      )
      .returning();
    for (const p of due) {
      await history(
        ctx,
        p,
        'PURCHASE_STATUS',
        p.purchaseStatus,
        'PURCHASE_COMPLETE',
        by === 'SYSTEM' ? '자동 구매확정' : null,
        by,
      );
    }
    // Rewards (points, or bonuses and scores: DOMAIN.md) are credited here, once per purchase,
    // inside this transaction, when their modules exist.
    return done;
  });
}

/** Why the member cannot confirm this purchase (409), or null. */
function confirmProblem(p: PurchaseRow): ShopError | null {
  if (p.purchaseStatus === 'PURCHASE_COMPLETE') return null;
  if (p.status === 'ORDER_CANCELED' || p.purchaseStatus === 'PURCHASE_CANCELED') {
    return conflict('PURCHASE_CANCELED', '취소 또는 반품된 상품은 구매확정할 수 없습니다');
  }
  if (isOpenClaim(p.claimStatus)) {
    return conflict('CLAIM_IN_PROGRESS', '취소/교환/반품이 진행 중인 상품은 구매확정할 수 없습니다');
  }
  if (!confirmable(p)) return conflict('NOT_DELIVERED', '배송완료된 상품만 구매확정할 수 있습니다');
  return null;
}

/**
 * POST /me/orders/{_id}/confirm: the named purchases of the caller's order (each must be
 * confirmable or already confirmed), or every confirmable one. Already confirmed purchases stay
 * as they are, so a repeated request changes nothing; nothing to confirm at all answers 409.
 */
export async function confirmOrder(
  ctx: ShopContext,
  _order: string,
  input: { _purchases?: string[] | undefined },
): Promise<Order> {
  const actor = actorOf(ctx);
  const [order] = await ctx.db
    .select({ _id: orders._id })
    .from(orders)
    .where(and(eq(orders._id, _order), eq(orders._user, actor._user)));
  if (!order) throw orderNotFound();
  const lines = await ctx.db.select().from(purchases).where(eq(purchases._order, order._id));
  const ids = input._purchases && input._purchases.length > 0 ? input._purchases : null;
  const named = chosen(lines, ids);
  if (ids) {
    const problem = named.map(confirmProblem).find(Boolean);
    if (problem) throw problem;
  }
  const wanted = named.filter(confirmable);
  const alreadyDone = named.some((p) => p.purchaseStatus === 'PURCHASE_COMPLETE');
  if (wanted.length === 0 && !alreadyDone) {
    throw conflict('NOTHING_TO_CONFIRM', '구매확정할 수 있는 상품이 없습니다');
  }
  const done = await completePurchases(
    ctx,
    wanted.map((p) => p._id),
    'SHOPPER',
  );
  // A claim opened between the check and the lock: that purchase is not confirmed.
  if (ids && done.length < wanted.length) {
    throw conflict('CLAIM_IN_PROGRESS', '취소/교환/반품이 진행 중인 상품은 구매확정할 수 없습니다');
  }
  return getMyOrder(ctx, order._id);
}

/**
 * The auto-confirm sweep: purchases delivered and awaiting confirmation whose confirmation days
 * (and claim days) have passed since delivery and since their claim last moved, with no claim
 * open, confirmed by SYSTEM a batch at a time. Each batch claims its rows with FOR UPDATE SKIP
 * LOCKED, so nodes sweep side by side and a purchase a member or operator holds is left for the
 * next run. Answers how many it confirmed.
 */
export async function autoConfirmPurchases(ctx: ShopContext, { batch = 100 } = {}): Promise<number> {
  const { orders: setting } = await getShopSetting(ctx);
  const cutoff = autoConfirmCutoff(ctx.now, setting.autoConfirmDays, setting.claimDays);
  let total = 0;
  for (;;) {
    const confirmed = await inTransaction(ctx, async (ctx) => {
      const due = await ctx.db
        .select({ _id: purchases._id })
        .from(purchases)
        .where(
          and(
            eq(purchases.status, 'DELIVERY_COMPLETE'),
            inArray(purchases.purchaseStatus, ['PURCHASE_AWAITING', 'PURCHASE_SCHEDULE']),
            sql`${purchases.deliveredAt} < ${cutoff.toISOString()}`,
            sql`(${purchases.claimStatus} is null or ${purchases.claimStatus} not in (${sql.join(
              openClaimStatuses.map((c) => sql`${c}`),
              sql`, `,
            )}))`,
            // A claim closed lately (rejected, exchange completed) gives the shopper the days again.
            sql`not exists (select 1 from ${orderHistories} where ${orderHistories._purchase} = ${purchases._id} and ${orderHistories.field} = 'CLAIM_STATUS' and ${orderHistories.createdAt} >= ${cutoff.toISOString()})`,
          ),
        )
        .orderBy(asc(purchases.deliveredAt), asc(purchases._id))
        .limit(batch)
        .for('update', { skipLocked: true });
      const done = await completePurchases(
        ctx,
        due.map((d) => d._id),
        'SYSTEM',
      );
      return { found: due.length, done: done.length };
    });
    total += confirmed.done;
    if (confirmed.found < batch || confirmed.done === 0) return total;
  }
}

// ---- the operator's moves ----

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
      await ctx.db
        .update(purchases)
        .set({ collectionStatus: to, updatedAt: ctx.now })
        .where(eq(purchases._id, p._id));
      await history(ctx, p, 'COLLECTION_STATUS', p.collectionStatus, to, note, 'OPERATOR');
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
    await ctx.db
      .update(purchases)
      .set({ claimStatus: to, ...collection, updatedAt: ctx.now })
      .where(eq(purchases._id, p._id));
    await history(ctx, p, 'CLAIM_STATUS', p.claimStatus, to, note, 'OPERATOR');
  });
  return purchaseById(ctx, _purchase);
}

/** RETURN_COMPLETED: PURCHASE_CANCELED and the refund (returned goods go back to stock by hand). */
async function completeReturn(
  ctx: ShopContext,
  gateway: PaymentGateway,
  calls: ProviderCall[],
  order: OrderRow,
  p: PurchaseRow,
  all: PurchaseRow[],
  baseFee: number,
  note: string | null,
): Promise<void> {
  if (order.paymentMethod === 'BANK_TRANSFER') await requireRefundAccount(ctx, order, 'OPERATOR');
  await ctx.db
    .update(purchases)
    .set({ claimStatus: 'RETURN_COMPLETED', purchaseStatus: 'PURCHASE_CANCELED', updatedAt: ctx.now })
    .where(eq(purchases._id, p._id));
  await history(ctx, p, 'CLAIM_STATUS', p.claimStatus, 'RETURN_COMPLETED', note, 'OPERATOR');
  await history(ctx, p, 'PURCHASE_STATUS', p.purchaseStatus, 'PURCHASE_CANCELED', null, 'OPERATOR');
  const whole = all.every(
    (l) => l._id === p._id || l.status === 'ORDER_CANCELED' || l.purchaseStatus === 'PURCHASE_CANCELED',
  );
  const { amount, deducted } = returnRefund(p.amount, p.claimReason, order, baseFee, whole);
  const reason = `반품${p.claimReason ? ` (${reasonText(p.claimReason)})` : ''}${
    deducted > 0 ? `, 반품 배송비 ${formatWon(deducted)} 차감` : ''
  }`;
  await issueRefund(ctx, gateway, calls, order, {
    _purchases: [p._id],
    wanted: amount,
    reason,
    by: 'OPERATOR',
  });
  await syncOrderStatus(ctx, order._id, 'OPERATOR');
}

// ---- refunds in the console ----

async function consoleRefunds(ctx: ShopContext, rows: RefundRow[]): Promise<ConsoleRefund[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r._order))];
  const purchaseIds = [...new Set(rows.flatMap((r) => r._purchases))];
  const [orderRows, purchaseRows] = await Promise.all([
    ctx.db.select().from(orders).where(inArray(orders._id, orderIds)),
    ctx.db
      .select({ _id: purchases._id, purchaseNo: purchases.purchaseNo })
      .from(purchases)
      .where(inArray(purchases._id, purchaseIds)),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o._id, o]));
  const numberOf = new Map(purchaseRows.map((p) => [p._id, p.purchaseNo]));
  return rows.map((r) => {
    const o = orderOf.get(r._order)!;
    return {
      _id: r._id,
      amount: r.amount,
      method: r.method,
      status: r.status,
      reason: r.reason,
      _purchases: r._purchases,
      doneAt: r.doneAt ? r.doneAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      _order: r._order,
      orderNo: o.orderNo,
      orderStatus: o.status,
      paymentMethod: o.paymentMethod,
      _user: r._user,
      ordererName: o.ordererName,
      purchaseNos: r._purchases
        .map((id) => numberOf.get(id) ?? '')
        .filter(Boolean)
        .sort(),
      tid: r.tid,
      bankCode: r.bankCode,
      bankName: r.bankName,
      accountNumber: r.accountNumber,
      accountHolder: r.accountHolder,
    };
  });
}

/** GET /console/shop/refunds: by status and method, newest first. */
export async function listRefunds(
  ctx: ShopContext,
  query: z.output<typeof consoleRefundsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; refunds: ConsoleRefund[] }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(refunds.status, query.status));
  if (query.method) conditions.push(eq(refunds.method, query.method));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [[total], rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(refunds).where(where),
    ctx.db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds._id))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return { totalCount: Number(total?.value ?? 0), refunds: await consoleRefunds(ctx, rows) };
}

/**
 * PUT /console/shop/refunds/{_id} { status: DONE }: the operator sent the bank transfer. Marking a
 * sent refund again changes nothing; a provider refund or a failed one cannot be marked (409).
 */
export async function markRefundDone(ctx: ShopContext, _refund: string): Promise<ConsoleRefund> {
  const actor = actorOf(ctx);
  const row = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds._id, _refund)).for('update');
    if (!row) throw notFound('REFUND_NOT_FOUND', '환불 정보를 찾을 수 없습니다');
    if (row.status === 'DONE') return row;
    if (row.method !== 'BANK_TRANSFER' || row.status !== 'PENDING') {
      throw conflict('REFUND_STATUS_CONFLICT', '환불대기 중인 계좌 환불만 환불완료로 처리할 수 있습니다');
    }
    const [done] = await ctx.db
      .update(refunds)
      .set({ status: 'DONE', doneAt: ctx.now, _doneBy: actor._user, updatedAt: ctx.now })
      .where(eq(refunds._id, row._id))
      .returning();
    await history(
      ctx,
      { _order: row._order },
      'REFUND',
      'PENDING',
      'DONE',
      `${formatWon(row.amount)} 계좌 환불 송금 완료 (${row.bankName} ${row.accountNumber})`,
      'OPERATOR',
    );
    return done!;
  });
  const [out] = await consoleRefunds(ctx, [row]);
  return out!;
}
