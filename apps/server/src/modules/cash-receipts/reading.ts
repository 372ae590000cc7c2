import type { CashReceipt } from '@shop/contracts';
import { asc, inArray } from 'drizzle-orm';
import { type CashReceiptRow, cashReceipts } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A receipt as the member and the console see it: never the number itself. */
export function toCashReceipt(row: CashReceiptRow): CashReceipt {
  return {
    _id: row._id,
    source: row.source,
    type: row.type,
    maskedNumber: row.maskedNumber,
    status: row.status,
    amount: row.amount,
    cancelledAmount: row.cancelledAmount,
    tid: row.tid,
    approveNo: row.approveNo,
    receiptUrl: row.receiptUrl,
    failure: row.failure,
    requestedAt: iso(row.requestedAt),
    issuedAt: iso(row.issuedAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The receipts of these orders, oldest first. */
export function receiptRowsOf(ctx: ShopContext, orderIds: string[]): Promise<CashReceiptRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select()
    .from(cashReceipts)
    .where(inArray(cashReceipts._order, orderIds))
    .orderBy(asc(cashReceipts.createdAt), asc(cashReceipts._id));
}
