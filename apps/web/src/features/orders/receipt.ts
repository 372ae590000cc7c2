/** 공급가액 and 부가세 of a VAT-inclusive total: the contracts' rule, which the cash receipt uses too. */
export { vatSplit } from '@shop/contracts';

/** Orders a receipt can be printed for: those that were paid (a later cancel is marked on it). */
export const isReceiptable = (order: { payment: { paidAt: string | null } }) => order.payment.paidAt !== null;
