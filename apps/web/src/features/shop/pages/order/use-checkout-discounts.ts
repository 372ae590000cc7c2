import { MAX_LIMIT, type OrderDiscounts, orderDiscounts, type ShippingQuote } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { myCouponsQuery } from '@/lib/api/my-coupons.ts';
import { settingQuery } from '@/lib/api/setting.ts';
import { meQuery } from '@/lib/auth.ts';
import { useSession } from '@/lib/session.ts';
import {
  type CouponOffer,
  type CouponRefused,
  couponOffers,
  discountLinesOf,
  pointsOf,
  termsOf,
} from './checkout-discounts.ts';
import type { OrderFormValues } from './order-form-values.ts';

/** The setting's minimum balance to spend 적립금 when the server does not say (DOMAIN.md). */
const DEFAULT_MINIMUM_TO_SPEND = 1_000;

export type CheckoutDiscounts = {
  coupons: { loading: boolean; error: unknown; offers: CouponOffer[]; refused: CouponRefused[] };
  points: {
    /** 보유 적립금; undefined while the member is loading */
    balance: number | undefined;
    minimumToSpend: number;
    /** the balance reaches the minimum */
    spendable: boolean;
    /** the most that may be spent now: min(balance, product amount − coupon discount) */
    max: number;
  };
  /** the rule's figures for the lines, the chosen coupon and the points; undefined before the quote */
  figures: Extract<OrderDiscounts, { ok: true }> | undefined;
  /** 최종 결제금액: the quote's total less the coupon and the points */
  total: number | undefined;
};

/**
 * 쿠폰 and 적립금 of the order form: the member's usable coupons and balance, and the contracts'
 * `orderDiscounts` on the quote's lines (product → one coupon → points; shipping never). A chosen
 * coupon that no longer applies to the lines is unselected, and points beyond what may be spent
 * are cut to it, so what is sent is what the summary shows.
 */
export function useCheckoutDiscounts(
  { control, setValue }: UseFormReturn<OrderFormValues>,
  quote: ShippingQuote | undefined,
): CheckoutDiscounts {
  const _user = useSession((s) => s.payload?._user);
  const me = useQuery(meQuery(_user));
  const held = useQuery(myCouponsQuery(_user, 'USABLE', 1, MAX_LIMIT));
  const setting = useQuery(settingQuery);
  const [chosenId, typedPoints] = useWatch({ control, name: ['_coupon', 'points'] });

  const lines = useMemo(() => (quote ? discountLinesOf(quote) : undefined), [quote]);
  const { offers, refused } = useMemo(
    () => (lines && held.data ? couponOffers(held.data.coupons, lines) : { offers: [], refused: [] }),
    [lines, held.data],
  );
  const chosen = offers.find((o) => o.held.coupon._id === chosenId);

  // Known to apply no more only once both the lines and the coupons are in.
  const gone = Boolean(chosenId && lines && held.data && !chosen);
  useEffect(() => {
    if (gone) setValue('_coupon', '');
  }, [gone, setValue]);

  const balance = me.data?.point;
  const minimumToSpend = setting.data?.points?.minimumToSpend ?? DEFAULT_MINIMUM_TO_SPEND;
  const spendable = balance !== undefined && balance > 0 && balance >= minimumToSpend;
  const withCoupon = lines
    ? orderDiscounts({ lines, coupon: chosen ? termsOf(chosen.held.coupon) : null })
    : undefined;
  const left = withCoupon?.ok ? withCoupon.paidProductAmount : 0;
  const max = spendable ? Math.min(balance, left) : 0;

  // Cut only once the balance and the lines are known, so a loading form keeps what was typed.
  const asked = pointsOf(typedPoints);
  const known = balance !== undefined && withCoupon !== undefined;
  const cut = known && asked > max ? (max > 0 ? String(max) : '') : null;
  useEffect(() => {
    if (cut !== null) setValue('points', cut);
  }, [cut, setValue]);

  const result =
    lines && withCoupon?.ok
      ? orderDiscounts({
          lines,
          coupon: chosen ? termsOf(chosen.held.coupon) : null,
          points: Math.min(asked, max),
        })
      : undefined;
  const figures = result?.ok ? result : undefined;

  return {
    coupons: { loading: held.isPending, error: held.error, offers, refused },
    points: { balance, minimumToSpend, spendable, max },
    figures,
    total: quote && figures ? quote.totalAmount - figures.couponDiscount - figures.pointsUsed : undefined,
  };
}
