import { type Coupon, type CouponKind, type CouponScope, couponInput, josa } from '@shop/contracts';
import { type Issue, type Read, readWhole, readWith } from '../form.ts';
import { isoToSeoulLocal, seoulLocalToIso } from '../period.ts';
import type { CouponBody } from './api.ts';

/** The coupon editor's values as typed (numbers and dates as text); `readCouponForm` reads them. */
export type CouponFormValues = {
  name: string;
  kind: CouponKind;
  value: string;
  maxDiscount: string;
  minOrderAmount: string;
  scope: CouponScope;
  _categories: string[];
  validity: 'PERIOD' | 'DAYS';
  startAt: string;
  endAt: string;
  validDays: string;
  issueMode: 'MANUAL' | 'JOIN';
  issueLimit: string;
  active: boolean;
};

export const emptyCouponForm = (): CouponFormValues => ({
  name: '',
  kind: 'RATE',
  value: '',
  maxDiscount: '',
  minOrderAmount: '0',
  scope: 'ALL',
  _categories: [],
  validity: 'DAYS',
  startAt: '',
  endAt: '',
  validDays: '30',
  issueMode: 'MANUAL',
  issueLimit: '',
  active: true,
});

export const couponToForm = (c: Coupon): CouponFormValues => ({
  name: c.name,
  kind: c.kind,
  value: String(c.value),
  maxDiscount: c.maxDiscount === null ? '' : String(c.maxDiscount),
  minOrderAmount: String(c.minOrderAmount),
  scope: c.scope,
  _categories: c.categories.map((x) => x._id),
  validity: c.validity,
  startAt: isoToSeoulLocal(c.startAt),
  endAt: isoToSeoulLocal(c.endAt),
  validDays: c.validDays === null ? '' : String(c.validDays),
  issueMode: c.issueMode,
  issueLimit: c.issueLimit === null ? '' : String(c.issueLimit),
  active: c.active,
});

/** The form (and the picked products, kept beside it) as the contract's body. */
export function readCouponForm(v: CouponFormValues, _products: string[] = []): Read<CouponBody> {
  const own: Issue[] = [];
  const whole = (text: string, path: string, label: string, optional = false): number | null => {
    if (optional && text.trim() === '') return null;
    const n = readWhole(text);
    if (n === null) own.push({ path, message: `${label}${josa(label, '을')} 숫자로 입력해주세요` });
    return n;
  };
  const date = (text: string, path: string, label: string) => {
    if (v.validity !== 'PERIOD') return null;
    const iso = seoulLocalToIso(text);
    if (!iso) own.push({ path, message: `${label}${josa(label, '을')} 입력해주세요` });
    return iso;
  };
  return readWith(
    couponInput,
    {
      name: v.name,
      kind: v.kind,
      value: whole(v.value, 'value', '할인 값'),
      maxDiscount: v.kind === 'RATE' ? whole(v.maxDiscount, 'maxDiscount', '최대 할인금액', true) : null,
      minOrderAmount: whole(v.minOrderAmount || '0', 'minOrderAmount', '최소 주문금액'),
      scope: v.scope,
      _categories: v._categories,
      _products,
      validity: v.validity,
      startAt: date(v.startAt, 'startAt', '사용 시작일시'),
      endAt: date(v.endAt, 'endAt', '사용 종료일시'),
      validDays: v.validity === 'DAYS' ? whole(v.validDays, 'validDays', '유효일수') : null,
      issueMode: v.issueMode,
      issueLimit: whole(v.issueLimit, 'issueLimit', '발급 한도', true),
      active: v.active,
    },
    own,
  );
}
