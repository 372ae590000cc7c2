import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { PaymentError } from '../integrations/nicepay/index.ts';

/** Fixtures for NICE Pay: a call that must fail with a PaymentError, and a signed webhook notice. */

/** The PaymentError a call fails with (the test fails if it succeeds or throws something else). */
export const paymentFailure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a PaymentError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PaymentError);
      return error as PaymentError;
    },
  );

/**
 * A 가상계좌 deposit notice for the order as NICE signs it: hex(sha256(tid + amount + ediDate +
 * secretKey)); `overrides` change any field (a `signature` given is kept as it is).
 */
export function vbankNotice(
  secretKey: string,
  order: { _id: string; amounts: { paidAmount: number } },
  overrides: Record<string, unknown> = {},
) {
  const base = {
    resultCode: '0000',
    tid: `NICE-VBANK-${order._id.slice(0, 8)}`,
    orderId: order._id,
    amount: order.amounts.paidAmount,
    ediDate: '2026-11-23T10:00:00.000+0900',
    status: 'paid',
    payMethod: 'vbank',
    paidAt: '2026-11-23T10:00:00.000+0900',
    vbank: { vbankCode: '004', vbankName: 'KB국민', vbankNumber: '1234567890', vbankHolder: '구매자' },
    ...overrides,
  };
  const signature = createHash('sha256')
    .update(`${base.tid}${base.amount}${base.ediDate}${secretKey}`)
    .digest('hex');
  return { ...base, signature, ...('signature' in overrides ? { signature: overrides.signature } : {}) };
}
