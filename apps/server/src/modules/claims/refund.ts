import { type ConsoleRefund, type consoleRefundsQuery, formatWon, type RefundAccount } from '@shop/contracts';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, purchases, type RefundRow, refunds } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused, ShopError } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import {
  PaymentError,
  type PaymentGateway,
  PROVIDER_DOWN_MESSAGE,
} from '../../integrations/nicepay/index.ts';
import { recordAudit } from '../audit/record.ts';
import { recordNote } from '../orders/history.ts';
import type { OrderRow } from '../orders/reading.ts';
import { refundable } from './amounts.ts';
import type { Role } from './lines.ts';
import { refundAccountOf } from './refund-account.ts';

/**
 * Refunds of claims: the provider's partial cancel at the end of the claim's transaction, or a
 * 무통장입금 refund to the member's account that an operator sends; and the console's list of them.
 */

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
export type ProviderCall = () => Promise<void>;

/**
 * Runs a claim's work in one transaction and calls the payment provider last, inside it, while
 * the order and its purchases are still locked: a refund that the provider did not make leaves
 * nothing changed (the transaction is undone), and no other change of the purchase can slip in
 * between. The provider being down answers 503; a refusal 422, with a FAILED refund on record.
 */
export async function withRefunds<T>(
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
export async function requireRefundAccount(
  ctx: ShopContext,
  order: OrderRow,
  by: Role,
): Promise<RefundAccount> {
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
export async function issueRefund(
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
  await recordNote(ctx, {
    _order: order._id,
    field: 'REFUND',
    fromValue: null,
    toValue: row.status,
    reason: `${formatWon(amount)} ${row.method === 'GATEWAY' ? '결제취소' : '계좌 환불'} - ${input.reason}`,
    by: input.by,
  });
  if (input.by === 'OPERATOR') {
    await recordAudit(ctx, {
      action: 'REFUND',
      targetKind: 'ORDER',
      _target: order._id,
      before: null,
      after: { _refund: row._id, amount, method: row.method, status: row.status },
      reason: input.reason,
    });
  }
  return row;
}

// ---- refunds in the console ----

async function toConsoleRefunds(ctx: ShopContext, rows: RefundRow[]): Promise<ConsoleRefund[]> {
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
  return { totalCount: Number(total?.value ?? 0), refunds: await toConsoleRefunds(ctx, rows) };
}

/**
 * PUT /console/shop/refunds/{_id} { status: DONE }: the operator sent the bank transfer. Marking a
 * sent refund again changes nothing; a provider refund or a failed one cannot be marked (409).
 */
export async function markRefundDone(
  ctx: ShopContext,
  _refund: string,
  /** after the commit, once, when this call marked it sent (the 현금영수증's partial cancel) */
  onSent?: (row: RefundRow) => Promise<void>,
): Promise<ConsoleRefund> {
  const actor = actorOf(ctx);
  let sent = false;
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
    await recordNote(ctx, {
      _order: row._order,
      field: 'REFUND',
      fromValue: 'PENDING',
      toValue: 'DONE',
      reason: `${formatWon(row.amount)} 계좌 환불 송금 완료 (${row.bankName} ${row.accountNumber})`,
      by: 'OPERATOR',
    });
    await recordAudit(ctx, {
      action: 'REFUND',
      targetKind: 'ORDER',
      _target: row._order,
      before: { _refund: row._id, amount: row.amount, status: 'PENDING' },
      after: { _refund: row._id, amount: row.amount, status: 'DONE' },
    });
    sent = true;
    return done!;
  });
  if (sent) await onSent?.(row);
  const [out] = await toConsoleRefunds(ctx, [row]);
  return out!;
}
