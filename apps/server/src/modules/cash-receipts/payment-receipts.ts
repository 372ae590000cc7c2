import { and, eq, sql } from 'drizzle-orm';
import { cashReceipts, orders } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { type NiceCashReceipt, receiptStatusOf } from '../../integrations/nicepay/index.ts';

/**
 * The receipts NICE issued with a 가상계좌 payment, as its notice reports them: one row per NICE
 * receipt tid, brought up to date by each later notice. When NICE issued any, the receipt the buyer
 * asked for at checkout is NICE's now and the shop's own request is dropped (issuing it again would
 * be a double issuance, code 7003). Answers how many NICE reported.
 */
export async function recordPaymentReceipts(
  ctx: ShopContext,
  _order: string,
  reported: NiceCashReceipt[],
): Promise<number> {
  const usable = reported.filter((r) => r.receiptTid);
  if (usable.length === 0) return 0;
  const [order] = await ctx.db
    .select({ _id: orders._id, _user: orders._user })
    .from(orders)
    .where(eq(orders._id, _order));
  if (!order) return 0;
  await inTransaction(ctx, async (ctx) => {
    for (const r of usable) {
      const status = receiptStatusOf(r.status);
      const values = {
        status,
        amount: Math.max(0, Math.trunc(Number(r.amount ?? 0)) || 0),
        approveNo: r.issueNo || null,
        receiptUrl: r.receiptUrl ?? null,
        issuedAt: status === 'ISSUED' ? ctx.now : null,
        updatedAt: ctx.now,
      };
      await ctx.db
        .insert(cashReceipts)
        .values({
          _order: order._id,
          _user: order._user,
          source: 'PAYMENT',
          type: r.receiptType === 'company' ? 'EXPENSE_PROOF' : 'INCOME_DEDUCTION',
          tid: r.receiptTid!,
          requestedAt: ctx.now,
          createdAt: ctx.now,
          ...values,
        })
        .onConflictDoUpdate({
          target: cashReceipts.tid,
          set: { ...values, issuedAt: sql`coalesce(${cashReceipts.issuedAt}, excluded.issued_at)` },
        });
    }
    await leaveToNice(ctx, order._id);
  });
  return usable.length;
}

/**
 * NICE issued the 가상계좌 payment's receipt: the one the buyer asked for at checkout is NICE's now, so
 * the shop's own request is dropped (and the sweep will not issue it).
 */
export async function leaveToNice(ctx: ShopContext, _order: string): Promise<void> {
  await ctx.db
    .delete(cashReceipts)
    .where(
      and(
        eq(cashReceipts._order, _order),
        eq(cashReceipts.source, 'SHOP'),
        eq(cashReceipts.status, 'PENDING'),
      ),
    );
}
