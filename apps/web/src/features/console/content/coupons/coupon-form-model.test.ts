import { describe, expect, it } from 'vitest';
import { emptyCouponForm, readCouponForm } from './coupon-form-model.ts';

describe('readCouponForm', () => {
  it('reads a RATE coupon of N days, with separators in the amounts', () => {
    const read = readCouponForm({
      ...emptyCouponForm(),
      name: '신규가입 5% 할인',
      value: '5',
      maxDiscount: '10,000',
      minOrderAmount: '30,000',
      validDays: '30',
    });
    expect(read.issues).toEqual([]);
    expect(read.input).toMatchObject({
      kind: 'RATE',
      value: 5,
      maxDiscount: 10_000,
      minOrderAmount: 30_000,
      validity: 'DAYS',
      validDays: 30,
      startAt: null,
      issueLimit: null,
    });
  });

  it('reads a period as Seoul time and drops the cap of an AMOUNT coupon', () => {
    const read = readCouponForm({
      ...emptyCouponForm(),
      name: '주말 특가',
      kind: 'AMOUNT',
      value: '2000',
      maxDiscount: '500',
      validity: 'PERIOD',
      startAt: '2026-12-01T00:00',
      endAt: '2026-12-31T23:59',
    });
    expect(read.input).toMatchObject({
      maxDiscount: null,
      startAt: '2026-12-01T00:00:00+09:00',
      endAt: '2026-12-31T23:59:00+09:00',
      validDays: null,
    });
  });

  it('reports the Korean messages by field', () => {
    const read = readCouponForm({ ...emptyCouponForm(), value: '150', scope: 'PRODUCT', validDays: '' });
    expect(read.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: '쿠폰 이름을 입력해주세요' },
        { path: 'value', message: '할인율은 1~100% 사이로 입력해주세요' },
        { path: '_products', message: '적용할 상품을 선택해주세요' },
        { path: 'validDays', message: '유효일수를 숫자로 입력해주세요' },
      ]),
    );
  });
});
