import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { cashReceipts, orders } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { type CashReceiptGateway, PaymentError } from '../../integrations/nicepay/index.ts';
import { issueReceipt } from './issuing.ts';

/** The sweep's work on receipts (jobs/cash-receipts.ts): reading back what NICE took, issuing what waits. */

/**
 * Reads back from NICE what the tax office made of the receipts it took (REQUESTED), each at most
 * once an hour (the answer comes within two business days). Answers how many changed.
 */
export async function readBackRequested(
  ctx: ShopContext,
  gateway: CashReceiptGateway,
  { batch = 50 } = {},
): Promise<number> {
  const due = new Date(ctx.now.getTime() - 60 * 60 * 1000);
  const rows = await ctx.db
    .select()
    .from(cashReceipts)
    .where(
      and(
        eq(cashReceipts.status, 'REQUESTED'),
        isNotNull(cashReceipts.tid),
        or(isNull(cashReceipts.checkedAt), lt(cashReceipts.checkedAt, due)),
      ),
    )
    .limit(batch);
  let changed = 0;
  for (const row of rows) {
    try {
      const state = await gateway.get(row.tid!);
      await ctx.db
        .update(cashReceipts)
        .set({
          checkedAt: ctx.now,
          ...(state.status !== 'REQUESTED'
            ? {
                status: state.status,
                approveNo: state.approveNo ?? row.approveNo,
                issuedAt: state.status === 'ISSUED' ? (state.issuedAt ?? ctx.now) : row.issuedAt,
                receiptUrl: state.receiptUrl ?? row.receiptUrl,
                failure: state.status === 'FAILED' ? (state.message ?? '국세청 발급 실패') : null,
                updatedAt: ctx.now,
              }
            : {}),
        })
        .where(and(eq(cashReceipts._id, row._id), eq(cashReceipts.status, 'REQUESTED')));
      if (state.status !== 'REQUESTED') changed += 1;
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      ctx.log.warn({ code: error.code, tid: row.tid }, 'cash receipt state not read');
      await ctx.db.update(cashReceipts).set({ checkedAt: ctx.now }).where(eq(cashReceipts._id, row._id));
    }
  }
  return changed;
}

/**
 * The sweep's catch-up: receipts asked for orders paid a while ago that are still PENDING (the
 * server stopped between the deposit and the issue, or a 가상계좌 deposit came without NICE's
 * receipt) are issued now.
 */
export async function issueOverdue(ctx: ShopContext, gateway: CashReceiptGateway, { batch = 50 } = {}) {
  const before = new Date(ctx.now.getTime() - 5 * 60 * 1000);
  const rows = await ctx.db
    .select({ _id: cashReceipts._id })
    .from(cashReceipts)
    .innerJoin(orders, eq(orders._id, cashReceipts._order))
    .where(and(eq(cashReceipts.status, 'PENDING'), isNotNull(orders.paidAt), lt(orders.paidAt, before)))
    .limit(batch);
  for (const row of rows) await issueReceipt(ctx, gateway, row._id);
  return rows.length;
}
