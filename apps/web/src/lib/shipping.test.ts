import { describe, expect, it } from 'vitest';
import { remoteFeesOf, remoteFeesText, shippingFeeText } from '@/lib/shipping.ts';

describe('shipping texts from the operator’s policy', () => {
  it('states the parcel fee and its free-shipping amount from the policy', () => {
    const parcel = { shippingFee: null, shippingMethod: 'PARCEL' as const };
    expect(shippingFeeText(parcel, { baseFee: 2_500, freeFrom: 30_000 })).toBe(
      '2,500원 (30,000원 이상 구매 시 무료)',
    );
    expect(shippingFeeText(parcel, { baseFee: 0, freeFrom: 30_000 })).toBe('무료배송');
    expect(shippingFeeText({ shippingFee: 30_000, shippingMethod: 'INSTALLATION' })).toBe('30,000원');
    expect(shippingFeeText({ shippingFee: 0, shippingMethod: 'PARCEL' })).toBe('무료배송');
  });

  it('sums the remote-area ranges up as Jeju and the highest other surcharge', () => {
    const fees = remoteFeesOf([
      { name: '인천 옹진', extraFee: 5_000 },
      { name: '제주', extraFee: 3_000 },
      { name: '경북 울릉', extraFee: 7_000 },
    ]);
    expect(fees).toEqual({ jeju: 3_000, remote: 7_000 });
    expect(remoteFeesText(fees)).toBe('제주 3,000원 · 도서산간 7,000원 추가');
    expect(remoteFeesText(remoteFeesOf([]))).toBe('');
  });
});
