import type { ShippingQuote } from '@shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { formatWon } from '@/lib/format.ts';
import { AmountRows } from '../../components/checkout-parts.tsx';
import { idOf, type OrderFormValues } from './order-form-values.ts';
import type { CheckoutDiscounts } from './use-checkout-discounts.ts';

type Quote = UseQueryResult<ShippingQuote>;

/**
 * 결제 금액 from the server's quote less the coupon and the points, the agreement (필수) and
 * 결제하기: the side column on desktops.
 */
export function PaySummary({
  quote,
  discounts,
  messages,
  busy,
}: {
  quote: Quote;
  discounts: CheckoutDiscounts;
  messages: FieldErrors;
  busy: boolean;
}) {
  const { register, control } = useFormContext<OrderFormValues>();
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const total = discounts.total;
  const payLabel =
    paymentMethod === 'BANK_TRANSFER'
      ? '주문하기'
      : total !== undefined
        ? `${formatWon(total)} 결제하기`
        : '결제하기';
  const agreedError = messages.agreed;

  return (
    <aside aria-labelledby="pay-title" className="mt-10 lg:sticky lg:top-6 lg:mt-0">
      <div className="rounded-card border border-line bg-white p-5 sm:p-6">
        <h2 id="pay-title" className="text-lg font-bold text-ink">
          결제 금액
        </h2>
        <div className="mt-3">
          {quote.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errorMessage(quote.error)}
            </p>
          ) : (
            <AmountRows
              quote={quote.data}
              loading={quote.isFetching}
              discounts={{
                couponDiscount: discounts.figures?.couponDiscount ?? 0,
                pointsUsed: discounts.figures?.pointsUsed ?? 0,
                total,
              }}
            />
          )}
        </div>
        <div className="mt-5 border-t border-line pt-4">
          <Checkbox
            id={idOf('agreed')}
            label={
              <span className="text-sm leading-relaxed">
                주문 상품, 금액, 배송 정보를 확인하였으며 구매조건 및 결제 진행에 동의합니다.{' '}
                <span className="font-semibold text-brand-700">(필수)</span>
              </span>
            }
            className="items-start [&>input]:mt-0.5"
            aria-invalid={agreedError ? true : undefined}
            aria-describedby={agreedError ? `${idOf('agreed')}-error` : undefined}
            {...register('agreed')}
          />
          {agreedError && (
            <p id={`${idOf('agreed')}-error`} className="mt-1.5 text-[13px] font-medium text-danger">
              {agreedError}
            </p>
          )}
          <p className="mt-2 text-[13px] text-muted">
            <Link to="/terms" className="underline underline-offset-2 hover:text-ink">
              이용약관
            </Link>{' '}
            및 교환·반품 안내를 확인해주세요.
          </p>
        </div>
        <Button
          type="submit"
          size="lg"
          block
          className="mt-5 max-lg:hidden"
          disabled={busy || quote.isError}
          aria-busy={busy}
        >
          {payLabel}
        </Button>
      </div>
    </aside>
  );
}

/** Phones and tablets: the amount and the pay button stay at the bottom of the screen. */
export function MobilePayBar({
  quote,
  total,
  busy,
}: {
  quote: Quote;
  /** 최종 결제금액, the coupon and the points taken off */
  total: number | undefined;
  busy: boolean;
}) {
  const { control } = useFormContext<OrderFormValues>();
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white px-4 py-3 shadow-float lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">최종 결제금액</p>
          <p className="text-lg font-extrabold text-brand-700 tabular-nums">
            {total !== undefined ? formatWon(total) : '-'}
          </p>
        </div>
        <Button type="submit" size="lg" disabled={busy || quote.isError} aria-busy={busy}>
          {paymentMethod === 'BANK_TRANSFER' ? '주문하기' : '결제하기'}
        </Button>
      </div>
    </div>
  );
}
