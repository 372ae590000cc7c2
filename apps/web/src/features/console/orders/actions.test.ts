import {
  type ClaimStatus,
  type CollectionStatus,
  claimMoves,
  claimStatuses,
  collectionStatuses,
  type OrderStatus,
  orderStatuses,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  bulkTargets,
  canMoveTo,
  claimMoveLabel,
  type DeskAction,
  isOpenClaim,
  orderActions,
  type PurchaseLike,
  purchaseActions,
} from './actions.ts';

const purchase = (changes: Partial<PurchaseLike> = {}): PurchaseLike => ({
  status: 'ORDER_PAYMENT',
  claimStatus: null,
  collectionStatus: null,
  invoiceNumber: null,
  ...changes,
});

const labels = (actions: DeskAction[]) => actions.map((a) => a.label);
const statusTargets = (actions: DeskAction[]) => actions.flatMap((a) => (a.kind === 'status' ? [a.to] : []));

describe('orderActions', () => {
  it('offers 입금확인 and 주문취소 for an unpaid bank transfer, each asking its reason', () => {
    const actions = orderActions({ status: 'ORDER_NONPAYMENT', paymentMethod: 'BANK_TRANSFER' });
    expect(labels(actions)).toEqual(['입금확인', '주문취소']);
    expect(actions.map((a) => a.reason)).toEqual(['required', 'required']);
  });

  it('never confirms a card or virtual-account payment by hand, but still cancels it unpaid', () => {
    for (const paymentMethod of ['CARD', 'VBANK'] as const) {
      const actions = orderActions({ status: 'ORDER_NONPAYMENT', paymentMethod });
      expect(labels(actions)).toEqual(['주문취소']);
      expect(actions[0]).toMatchObject({ kind: 'cancelOrder', reason: 'required' });
    }
  });

  it('offers nothing at the order level once it is paid or cancelled', () => {
    for (const status of orderStatuses.filter((s) => s !== 'ORDER_NONPAYMENT')) {
      expect(orderActions({ status, paymentMethod: 'BANK_TRANSFER' }), status).toEqual([]);
    }
  });
});

describe('purchaseActions without a claim', () => {
  const expected: Record<OrderStatus, string[]> = {
    ORDER_NONPAYMENT: [],
    ORDER_CANCELED: [],
    ORDER_PAYMENT: ['송장 입력', '배송준비중 처리'],
    ORDER_CONFIRM: ['송장 입력'],
    SHIPPING_CONFIRM: ['배송지연 처리', '배송완료 처리', '송장 수정'],
    SHIPPING_DELAYED: ['배송중으로 변경', '배송완료 처리', '송장 수정'],
    DELIVERY_COMPLETE: [],
  };

  it.each(orderStatuses)('follows DOMAIN.md for %s', (status) => {
    const shipped = status === 'SHIPPING_CONFIRM' || status === 'SHIPPING_DELAYED';
    const actions = purchaseActions(purchase({ status, invoiceNumber: shipped ? '123456789012' : null }));
    expect(labels(actions)).toEqual(expected[status]);
  });

  it('only moves to statuses the operator rows of the table allow', () => {
    const allowed: Record<OrderStatus, OrderStatus[]> = {
      ORDER_NONPAYMENT: [],
      ORDER_CANCELED: [],
      ORDER_PAYMENT: ['ORDER_CONFIRM'],
      // 배송중 from 배송준비중 goes through the invoice, never a bare status move
      ORDER_CONFIRM: [],
      SHIPPING_CONFIRM: ['SHIPPING_DELAYED', 'DELIVERY_COMPLETE'],
      SHIPPING_DELAYED: ['SHIPPING_CONFIRM', 'DELIVERY_COMPLETE'],
      DELIVERY_COMPLETE: [],
    };
    for (const status of orderStatuses) {
      expect(statusTargets(purchaseActions(purchase({ status }))), status).toEqual(allowed[status]);
    }
  });

  it('asks a reason only where one is wanted', () => {
    const delayed = purchaseActions(purchase({ status: 'SHIPPING_CONFIRM' })).find(
      (a) => a.kind === 'status' && a.to === 'SHIPPING_DELAYED',
    );
    expect(delayed?.reason).toBe('optional');
  });
});

describe('purchaseActions with a claim', () => {
  it('treats requests and exchanges under way as open, finished claims as closed', () => {
    const open = claimStatuses.filter(isOpenClaim);
    expect(open).toEqual([
      'CANCEL_REQUESTED',
      'EXCHANGE_REQUESTED',
      'EXCHANGE_PENDING',
      'EXCHANGE_DELAYED',
      'EXCHANGE_SHIPPING',
      'RETURN_REQUESTED',
    ]);
    expect(isOpenClaim(null)).toBe(false);
  });

  it('blocks delivery moves while a claim is open', () => {
    const p = purchase({ status: 'ORDER_CONFIRM', claimStatus: 'CANCEL_REQUESTED' });
    expect(purchaseActions(p).every((a) => a.kind === 'claim')).toBe(true);
    expect(
      canMoveTo(
        purchase({ status: 'SHIPPING_CONFIRM', claimStatus: 'EXCHANGE_PENDING' }),
        'DELIVERY_COMPLETE',
      ),
    ).toBe(false);
  });

  const next = (claimStatus: ClaimStatus, collectionStatus: CollectionStatus | null = null) =>
    purchaseActions(purchase({ status: 'DELIVERY_COMPLETE', claimStatus, collectionStatus })).map((a) =>
      a.kind === 'claim' ? { ...a.body, reason: a.reason } : a.kind,
    );

  it('completes (refunding) or rejects (with a reason) a cancel request', () => {
    expect(next('CANCEL_REQUESTED')).toEqual([
      { claimStatus: 'CANCEL_COMPLETED', reason: 'optional' },
      { claimStatus: 'CANCEL_REJECTED', reason: 'required' },
    ]);
  });

  it('walks an exchange through 교환보류, 교환배송중 or 교환지연, to 교환완료', () => {
    expect(next('EXCHANGE_REQUESTED').map((m) => typeof m === 'object' && m.claimStatus)).toEqual([
      'EXCHANGE_PENDING',
      'EXCHANGE_REJECTED',
    ]);
    expect(next('EXCHANGE_PENDING').map((m) => typeof m === 'object' && m.claimStatus)).toEqual([
      'EXCHANGE_SHIPPING',
      'EXCHANGE_DELAYED',
    ]);
    expect(next('EXCHANGE_DELAYED').map((m) => typeof m === 'object' && m.claimStatus)).toEqual([
      'EXCHANGE_SHIPPING',
    ]);
    expect(next('EXCHANGE_SHIPPING').map((m) => typeof m === 'object' && m.claimStatus)).toEqual([
      'EXCHANGE_COMPLETED',
    ]);
  });

  it('collects a return before completing it, and rejects only before collection is under way', () => {
    expect(next('RETURN_REQUESTED')).toEqual([
      { collectionStatus: 'COLLECTION_PENDING', reason: 'optional' },
      { claimStatus: 'RETURN_REJECTED', reason: 'required' },
    ]);
    expect(next('RETURN_REQUESTED', 'COLLECTION_PENDING')).toEqual([
      { claimStatus: 'RETURN_REJECTED', reason: 'required' },
      { collectionStatus: 'COLLECTION_PROGRESS', reason: 'optional' },
    ]);
    expect(next('RETURN_REQUESTED', 'COLLECTION_PROGRESS')).toEqual([
      { collectionStatus: 'COLLECTION_COMPLETE', reason: 'optional' },
    ]);
    expect(next('RETURN_REQUESTED', 'COLLECTION_COMPLETE')).toEqual([
      { claimStatus: 'RETURN_COMPLETED', reason: 'optional' },
    ]);
  });

  it('offers nothing for a finished claim beyond what its delivery status allows', () => {
    for (const claimStatus of ['CANCEL_COMPLETED', 'EXCHANGE_COMPLETED', 'RETURN_COMPLETED'] as const) {
      expect(next(claimStatus)).toEqual([]);
    }
    // a rejected cancel leaves the purchase where it was: it can still be shipped
    expect(
      labels(purchaseActions(purchase({ status: 'ORDER_CONFIRM', claimStatus: 'CANCEL_REJECTED' }))),
    ).toEqual(['송장 입력']);
  });

  it('marks the refunding and refusing moves, and every refusal needs a reason', () => {
    const all = claimStatuses.flatMap((claimStatus) =>
      [null, ...collectionStatuses].flatMap((collectionStatus) =>
        purchaseActions(purchase({ status: 'DELIVERY_COMPLETE', claimStatus, collectionStatus })),
      ),
    );
    const refunds = new Set(all.flatMap((a) => (a.kind === 'claim' && a.refund ? [a.body.claimStatus] : [])));
    expect([...refunds]).toEqual(['CANCEL_COMPLETED', 'RETURN_COMPLETED']);
    const refusals = all.filter((a) => a.kind === 'claim' && a.refuse);
    expect(refusals.length).toBeGreaterThan(0);
    for (const a of refusals) expect(a.reason).toBe('required');
  });

  it('labels every move of the claim table', () => {
    for (const move of claimMoves) {
      const target = 'claimStatus' in move.to ? move.to.claimStatus : move.to.collectionStatus;
      expect(claimMoveLabel[target], target).toBeTruthy();
    }
  });
});

describe('bulkTargets', () => {
  it('offers each move that some selected purchase allows, with the ones it applies to', () => {
    const selected = [
      { _id: 'a', ...purchase({ status: 'ORDER_PAYMENT' }) },
      { _id: 'b', ...purchase({ status: 'ORDER_PAYMENT', claimStatus: 'CANCEL_REQUESTED' }) },
      { _id: 'c', ...purchase({ status: 'SHIPPING_CONFIRM', invoiceNumber: '1234567890' }) },
      { _id: 'd', ...purchase({ status: 'SHIPPING_DELAYED', invoiceNumber: '1234567890' }) },
      { _id: 'e', ...purchase({ status: 'ORDER_CONFIRM' }) },
    ];
    expect(bulkTargets(selected).map(({ to, ids }) => [to, ids])).toEqual([
      ['ORDER_CONFIRM', ['a']],
      ['SHIPPING_DELAYED', ['c']],
      ['SHIPPING_CONFIRM', ['d']],
      ['DELIVERY_COMPLETE', ['c', 'd']],
    ]);
  });

  it('offers nothing for an empty selection', () => {
    expect(bulkTargets([])).toEqual([]);
  });
});
