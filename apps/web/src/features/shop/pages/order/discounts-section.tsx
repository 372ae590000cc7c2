import { checkoutDiscountMessages, couponBenefitText, couponScopeText, formatDate } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { formatWon } from '@/lib/format.ts';
import { FormSection } from '../../components/checkout-parts.tsx';
import { idOf, type OrderFormValues } from './order-form-values.ts';
import type { CheckoutDiscounts } from './use-checkout-discounts.ts';

const choiceClass = (chosen: boolean) =>
  cn(
    'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
    chosen ? 'border-brand-600 bg-brand-50' : 'border-line bg-white hover:border-brand-300',
  );

/**
 * 쿠폰: the member's coupons that apply to these lines, largest discount first, each with what it
 * takes off now, and 선택 안 함; those that do not apply are listed after, disabled, with why.
 */
export function CouponSection({
  coupons,
  messages,
}: {
  coupons: CheckoutDiscounts['coupons'];
  messages: FieldErrors;
}) {
  const { register, control } = useFormContext<OrderFormValues>();
  const chosenId = useWatch({ control, name: '_coupon' });
  const { offers, refused } = coupons;
  const error = messages._coupon;

  let body: ReactNode;
  if (coupons.loading) body = <p className="text-sm text-muted">쿠폰을 불러오고 있습니다.</p>;
  else if (coupons.error) body = <p className="text-sm text-danger">{errorMessage(coupons.error)}</p>;
  else if (offers.length === 0 && refused.length === 0) {
    body = <p className="text-sm text-muted">사용할 수 있는 쿠폰이 없습니다.</p>;
  } else {
    body = (
      <fieldset aria-describedby={error ? `${idOf('_coupon')}-error` : undefined}>
        <legend className="sr-only">사용할 쿠폰 선택</legend>
        <ul className="space-y-2" data-testid="coupon-choices">
          <li>
            <label className={choiceClass(chosenId === '')}>
              <input
                id={idOf('_coupon')}
                type="radio"
                value=""
                className="size-4 accent-brand-600"
                {...register('_coupon')}
              />
              <span className="text-[15px] font-medium text-ink">선택 안 함</span>
            </label>
          </li>
          {offers.map(({ held, discount }) => (
            <li key={held._id}>
              <label className={choiceClass(chosenId === held.coupon._id)}>
                <input
                  type="radio"
                  value={held.coupon._id}
                  className="size-4 shrink-0 accent-brand-600"
                  {...register('_coupon')}
                />
                <span className="min-w-0 flex-1">
                  <span className="block break-keep text-[15px] font-semibold text-ink">
                    {held.coupon.name}
                  </span>
                  <span className="block text-[13px] text-muted">
                    {couponBenefitText(held.coupon)} · {couponScopeText(held.coupon)} ·{' '}
                    {formatDate(held.expiresAt)}까지
                  </span>
                </span>
                <span className="shrink-0 font-bold text-brand-700 tabular-nums">-{formatWon(discount)}</span>
              </label>
            </li>
          ))}
          {refused.map(({ held, message }) => (
            <li
              key={held._id}
              className="flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-muted"
            >
              <input type="radio" disabled aria-label={held.coupon.name} className="size-4 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block break-keep text-[15px] font-semibold">{held.coupon.name}</span>
                <span className="block text-[13px]">
                  {couponBenefitText(held.coupon)} · {message}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <FormSection
      id="coupon-title"
      title="쿠폰"
      aside={
        !coupons.loading && !coupons.error ? (
          <span className="text-sm text-muted">사용 가능 {offers.length}장</span>
        ) : undefined
      }
    >
      {body}
      {error && (
        <p id={`${idOf('_coupon')}-error`} className="mt-2 text-[13px] font-medium text-danger">
          {error}
        </p>
      )}
    </FormSection>
  );
}

/**
 * 적립금: 보유 적립금, 사용할 적립금 (digits only, never beyond the balance or what the coupon left of
 * the product amount) and 전액사용; below the setting's minimum balance the input is closed, saying so.
 */
export function PointsSection({
  points,
  messages,
}: {
  points: CheckoutDiscounts['points'];
  messages: FieldErrors;
}) {
  const { register, setValue } = useFormContext<OrderFormValues>();
  const { balance, spendable, max, minimumToSpend } = points;
  const id = idOf('points');
  const error = messages.points;
  const hint = spendable
    ? `최대 ${formatWon(max)}까지 사용할 수 있습니다`
    : checkoutDiscountMessages.pointsMinimum(minimumToSpend);
  const field = register('points');

  return (
    <FormSection id="points-title" title="적립금">
      <dl className="flex items-center justify-between gap-3 rounded-lg bg-surface px-4 py-3 text-[15px]">
        <dt className="text-muted">보유 적립금</dt>
        <dd className="font-bold text-ink tabular-nums" data-testid="points-balance">
          {balance === undefined ? '-' : formatWon(balance)}
        </dd>
      </dl>
      <div className="mt-4 space-y-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          사용할 적립금
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1 sm:max-w-xs">
            <input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              disabled={!spendable}
              className={cn(inputClass, 'pr-9 text-right tabular-nums')}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
              {...field}
              onChange={(event) => {
                event.target.value = event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
                void field.onChange(event);
              }}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-[15px] text-muted"
            >
              원
            </span>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={!spendable || max === 0}
            onClick={() => setValue('points', String(max), { shouldDirty: true })}
          >
            전액사용
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-[13px] font-medium text-danger">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-[13px] text-muted">
            {hint}
          </p>
        )}
      </div>
    </FormSection>
  );
}
