import { describe, expect, it } from 'vitest';
import { describeAuditChanges } from './console-audit.ts';

describe('describeAuditChanges', () => {
  it('names the fields of a deposit confirmation and an invoice correction in Korean', () => {
    expect(
      describeAuditChanges({
        before: { status: 'ORDER_NONPAYMENT' },
        after: { status: 'ORDER_PAYMENT', paidAmount: 33_000 },
      }),
    ).toBe('상태: ORDER_NONPAYMENT → ORDER_PAYMENT, 결제금액: – → 33,000');
    expect(
      describeAuditChanges({
        before: { courierCode: '04', invoiceNumber: '500000000001' },
        after: { courierCode: '05', invoiceNumber: '600000000003' },
      }),
    ).toBe('택배사 코드: 04 → 05, 송장번호: 500000000001 → 600000000003');
  });
});
