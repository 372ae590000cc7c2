import type { CouponTermsView, MemberCoupon, Order, Purchase } from '@shop/contracts';
import { consumerPayload } from '@/test/fixtures.ts';

/** Orders as the API answers them, for the page tests. */
export function makePurchase(over: Partial<Purchase> = {}): Purchase {
  return {
    _id: '3c0b5a0e-0000-4000-8000-000000000001',
    purchaseNo: '2026040100001-01',
    _order: '5d1c6b1f-0000-4000-8000-000000000001',
    orderNo: '2026040100001',
    _product: '6e2d7c20-0000-4000-8000-000000000001',
    productName: '원피스 양변기',
    productThumb: null,
    optionValues: [],
    optionLabel: '',
    shippingMethod: 'PARCEL',
    unitPrice: 10_000,
    quantity: 3,
    amount: 30_000,
    status: 'ORDER_PAYMENT',
    claimStatus: null,
    claimReason: null,
    claimReasonDetails: null,
    purchaseStatus: 'PURCHASE_PENDING',
    collectionStatus: null,
    courierCode: null,
    invoiceNumber: null,
    deliveredAt: null,
    confirmedAt: null,
    couponShare: 0,
    pointsShare: 0,
    createdAt: '2026-04-01T01:00:00.000Z',
    updatedAt: '2026-04-01T01:00:00.000Z',
    ...over,
  };
}

export function makeOrder(over: Partial<Order> = {}, purchases: Purchase[] = [makePurchase()]): Order {
  return {
    _id: purchases[0]?._order ?? '5d1c6b1f-0000-4000-8000-000000000001',
    orderNo: purchases[0]?.orderNo ?? '2026040100001',
    _user: consumerPayload._user,
    status: purchases[0]?.status ?? 'ORDER_PAYMENT',
    orderer: { name: '홍길동', phone: '01012345678', email: 'hong@example.com' },
    receiver: {
      name: '김수령',
      phone: '01098765432',
      email: '',
      postcode: '06236',
      address1: '서울 강남구 테헤란로 123',
      address2: '4층',
    },
    requestMessage: '',
    title: '원피스 양변기',
    amounts: {
      productAmount: 30_000,
      shippingFee: 3_000,
      remoteFee: 0,
      remoteArea: null,
      couponDiscount: 0,
      pointsUsed: 0,
      paidAmount: 33_000,
    },
    coupon: null,
    payment: {
      method: 'CARD',
      tid: 'SANDBOX-1',
      paidAt: '2026-04-01T01:01:00.000Z',
      expiresAt: '2026-04-01T01:30:00.000Z',
      depositorName: null,
      bankAccount: null,
      receiptUrl: null,
    },
    purchases,
    refunds: [],
    cashReceipts: [],
    canceledAt: null,
    createdAt: '2026-04-01T01:00:00.000Z',
    updatedAt: '2026-04-01T01:00:00.000Z',
    ...over,
  };
}

/** A usable coupon the member holds; `terms` change its discount, scope and minimum. */
export function makeMemberCoupon(
  terms: Partial<CouponTermsView> & { _id: string },
  over: Partial<MemberCoupon> = {},
): MemberCoupon {
  return {
    _id: `issue-${terms._id}`,
    coupon: {
      name: '3,000원 할인',
      kind: 'AMOUNT',
      value: 3_000,
      maxDiscount: null,
      minOrderAmount: 0,
      scope: 'ALL',
      categories: [],
      products: [],
      ...terms,
    },
    issuedAt: '2026-04-01T00:00:00.000Z',
    startsAt: '2026-04-01T00:00:00.000Z',
    expiresAt: '2026-05-01T00:00:00.000Z',
    usedAt: null,
    _order: null,
    state: 'USABLE',
    ...over,
  };
}
