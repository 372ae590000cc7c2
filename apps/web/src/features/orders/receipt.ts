/**
 * 공급가액 and 부가세 of a VAT-inclusive total, as Korean receipts print them: the VAT is a tenth
 * of the supply value, so it is total/11 rounded to the won, and the supply value is the rest
 * (the two always add up to the total).
 */
export function vatSplit(total: number): { supply: number; vat: number } {
  const vat = Math.round(total / 11);
  return { supply: total - vat, vat };
}

/** Orders a receipt can be printed for: those that were paid (a later cancel is marked on it). */
export const isReceiptable = (order: { payment: { paidAt: string | null } }) => order.payment.paidAt !== null;
