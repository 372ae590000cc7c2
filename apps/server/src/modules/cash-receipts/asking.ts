import { type CashReceiptType, maskCashReceiptNumber } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { type CashReceiptRow, cashReceipts } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { sealNumber } from './seal.ts';

export type ReceiptAsk = { type: CashReceiptType; number: string };

/** A receipt asked at checkout, written with the order (in the placing transaction). */
export async function askAtCheckout(
  ctx: ShopContext,
  order: { _id: string; _user: string },
  ask: ReceiptAsk,
): Promise<CashReceiptRow> {
  const [row] = await ctx.db
    .insert(cashReceipts)
    .values({
      _order: order._id,
      _user: order._user,
      source: 'SHOP',
      type: ask.type,
      maskedNumber: maskCashReceiptNumber(ask.type, ask.number),
      numberSealed: sealNumber(ctx.config.rrnKey, ask.number),
      status: 'PENDING',
      amount: 0,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  return row!;
}

/** The order was cancelled before it was paid: its asked receipt is withdrawn, the number dropped. */
export async function withdrawPending(ctx: ShopContext, _order: string): Promise<void> {
  await ctx.db
    .update(cashReceipts)
    .set({ status: 'WITHDRAWN', numberSealed: null, updatedAt: ctx.now })
    .where(and(eq(cashReceipts._order, _order), eq(cashReceipts.status, 'PENDING')));
}
