import { type ClaimStatus, claimStatuses, orderStatuses, purchaseStatuses } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  canCancelUnpaid,
  claimablePurchases,
  hasOpenClaim,
  type PurchaseState,
  purchaseActions,
  purchaseStatusText,
} from './actions.ts';

const base: PurchaseState = {
  status: 'ORDER_PAYMENT',
  claimStatus: null,
  purchaseStatus: 'PURCHASE_PENDING',
  courierCode: null,
  invoiceNumber: null,
};
const p = (over: Partial<PurchaseState>): PurchaseState => ({ ...base, ...over });

describe('purchaseActions', () => {
  it('offers what each delivery status allows, without a claim', () => {
    expect(purchaseActions(p({ status: 'ORDER_NONPAYMENT' }))).toEqual(['PAY_CANCEL']);
    expect(purchaseActions(p({ status: 'ORDER_PAYMENT' }))).toEqual(['CANCEL']);
    expect(purchaseActions(p({ status: 'ORDER_CONFIRM' }))).toEqual(['CANCEL']);
    expect(
      purchaseActions(p({ status: 'SHIPPING_CONFIRM', courierCode: '04', invoiceNumber: '123456789012' })),
    ).toEqual(['TRACK']);
    expect(
      purchaseActions(
        p({
          status: 'DELIVERY_COMPLETE',
          purchaseStatus: 'PURCHASE_AWAITING',
          courierCode: '04',
          invoiceNumber: '123456789012',
        }),
      ),
    ).toEqual(['EXCHANGE', 'RETURN', 'CONFIRM', 'TRACK']);
    expect(purchaseActions(p({ status: 'ORDER_CANCELED', purchaseStatus: 'PURCHASE_CANCELED' }))).toEqual([]);
  });

  it('offers nothing more once confirmed', () => {
    expect(
      purchaseActions(
        p({
          status: 'DELIVERY_COMPLETE',
          purchaseStatus: 'PURCHASE_COMPLETE',
          courierCode: '04',
          invoiceNumber: '1',
        }),
      ),
    ).toEqual(['TRACK']);
  });

  it('holds every claim action while a claim is open, and frees them after a rejection', () => {
    const delivered = p({ status: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_AWAITING' });
    expect(purchaseActions({ ...delivered, claimStatus: 'RETURN_REQUESTED' })).toEqual([]);
    expect(purchaseActions({ ...delivered, claimStatus: 'EXCHANGE_SHIPPING' })).toEqual([]);
    expect(purchaseActions({ ...delivered, claimStatus: 'RETURN_REJECTED' })).toEqual([
      'EXCHANGE',
      'RETURN',
      'CONFIRM',
    ]);
    expect(purchaseActions(p({ status: 'ORDER_CONFIRM', claimStatus: 'CANCEL_REQUESTED' }))).toEqual([]);
    expect(purchaseActions(p({ status: 'ORDER_CONFIRM', claimStatus: 'CANCEL_REJECTED' }))).toEqual([
      'CANCEL',
    ]);
  });

  // Every combination of the three status sets, against the rules of DOMAIN.md "Claims".
  const claims: (ClaimStatus | null)[] = [null, ...claimStatuses];
  for (const status of orderStatuses) {
    it(`follows the claim rules for every claim and purchase status at ${status}`, () => {
      for (const claimStatus of claims) {
        for (const purchaseStatus of purchaseStatuses) {
          for (const invoice of [false, true]) {
            const purchase = p({
              status,
              claimStatus,
              purchaseStatus,
              courierCode: invoice ? '04' : null,
              invoiceNumber: invoice ? '123456789012' : null,
            });
            const actions = purchaseActions(purchase);
            const open = claimStatus !== null && !claimStatus.endsWith('_REJECTED');
            const settled = purchaseStatus === 'PURCHASE_COMPLETE' || purchaseStatus === 'PURCHASE_CANCELED';
            const afterDelivery = status === 'DELIVERY_COMPLETE' && !open && !settled;
            const label = JSON.stringify(purchase);
            expect(actions.includes('PAY_CANCEL'), label).toBe(status === 'ORDER_NONPAYMENT');
            expect(actions.includes('CANCEL'), label).toBe(
              (status === 'ORDER_PAYMENT' || status === 'ORDER_CONFIRM') && !open,
            );
            expect(actions.includes('EXCHANGE'), label).toBe(afterDelivery);
            expect(actions.includes('RETURN'), label).toBe(afterDelivery);
            expect(actions.includes('CONFIRM'), label).toBe(afterDelivery);
            expect(actions.includes('TRACK'), label).toBe(invoice);
            // never cancel after shipping, never exchange/return before delivery
            if (actions.includes('CANCEL')) expect(['ORDER_PAYMENT', 'ORDER_CONFIRM']).toContain(status);
            if (actions.includes('RETURN')) expect(status).toBe('DELIVERY_COMPLETE');
          }
        }
      }
    });
  }

  it('reads a claim as open unless it was rejected', () => {
    expect(hasOpenClaim({ claimStatus: null })).toBe(false);
    expect(hasOpenClaim({ claimStatus: 'CANCEL_REJECTED' })).toBe(false);
    expect(hasOpenClaim({ claimStatus: 'CANCEL_COMPLETED' })).toBe(true);
    expect(hasOpenClaim({ claimStatus: 'EXCHANGE_PENDING' })).toBe(true);
  });
});

describe('order-level choices', () => {
  it('lists the purchases a claim kind may cover', () => {
    const lines = [
      { ...p({ status: 'ORDER_PAYMENT' }), _id: 'a' },
      { ...p({ status: 'ORDER_CONFIRM', claimStatus: 'CANCEL_REQUESTED' }), _id: 'b' },
      { ...p({ status: 'ORDER_CONFIRM' }), _id: 'c' },
    ];
    expect(claimablePurchases(lines, 'CANCEL').map((l) => l._id)).toEqual(['a', 'c']);
    expect(claimablePurchases(lines, 'RETURN')).toEqual([]);
  });

  it('calls off an order unpaid only when all of it is unpaid', () => {
    const unpaid = p({ status: 'ORDER_NONPAYMENT' });
    expect(canCancelUnpaid({ status: 'ORDER_NONPAYMENT', purchases: [unpaid, unpaid] })).toBe(true);
    expect(canCancelUnpaid({ status: 'ORDER_PAYMENT', purchases: [p({})] })).toBe(false);
  });
});

describe('purchaseStatusText', () => {
  const shown = (over: Partial<PurchaseState> & { collectionStatus?: 'COLLECTION_PROGRESS' | null }) => ({
    ...p(over),
    collectionStatus: over.collectionStatus ?? null,
  });

  it('reads the delivery status with the contract labels', () => {
    expect(purchaseStatusText(shown({ status: 'ORDER_NONPAYMENT' })).label).toBe('미결제');
    expect(purchaseStatusText(shown({ status: 'SHIPPING_CONFIRM' })).label).toBe('배송중');
  });

  it('puts a claim first, with the delivery and collection status as notes', () => {
    const text = purchaseStatusText(
      shown({
        status: 'DELIVERY_COMPLETE',
        claimStatus: 'RETURN_REQUESTED',
        collectionStatus: 'COLLECTION_PROGRESS',
      }),
    );
    expect(text).toEqual({ label: '반품요청', tone: 'warning', notes: ['배송완료', '수거중'] });
    expect(
      purchaseStatusText(shown({ status: 'ORDER_CANCELED', claimStatus: 'CANCEL_COMPLETED' })),
    ).toMatchObject({ label: '취소완료', notes: [] });
  });

  it('says 구매확정 once confirmed, and notes a scheduled confirmation', () => {
    expect(
      purchaseStatusText(shown({ status: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_COMPLETE' })).label,
    ).toBe('구매확정');
    expect(
      purchaseStatusText(shown({ status: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_SCHEDULE' })).notes,
    ).toEqual(['자동 구매확정 예정']);
  });
});
