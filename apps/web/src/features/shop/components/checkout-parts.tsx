import type { ShippingQuote } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import type { OrderLineView } from '../checkout-lines.ts';

/** A titled block of the order form. */
export function FormSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t-2 border-ink pt-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** 장바구니 › 주문서 작성 › 주문완료 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const steps = ['장바구니', '주문서 작성', '주문완료'];
  return (
    <ol className="flex items-center gap-2 text-[13px] text-subtle sm:text-sm">
      {steps.map((step, i) => (
        <li key={step} className="flex items-center gap-2">
          {i > 0 && <span aria-hidden="true">›</span>}
          <span
            className={cn(i + 1 === current && 'font-bold text-ink')}
            aria-current={i + 1 === current ? 'step' : undefined}
          >
            {step}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A line's card image, by its product and file name (an order line's product may be gone: null). */
export function LineThumb({
  _product,
  file,
  className,
}: {
  _product: string | null;
  file: string | null;
  className?: string;
}) {
  const image = productImageUrl(_product, file);
  return (
    <div
      className={cn(
        'size-16 shrink-0 overflow-hidden rounded-lg bg-surface ring-1 ring-black/5 ring-inset sm:size-20',
        className,
      )}
    >
      {image ? (
        <img src={image} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
      ) : (
        <ThumbPlaceholder />
      )}
    </div>
  );
}

/** The lines being ordered, each with the server's price once the quote has it. */
export function OrderLines({
  lines,
  quote,
}: {
  lines: readonly OrderLineView[];
  quote: ShippingQuote | undefined;
}) {
  let orderable = 0;
  return (
    <ul className="divide-y divide-line" data-testid="order-lines">
      {lines.map((line) => {
        const priced = line.available ? quote?.lines[orderable++] : undefined;
        return (
          <li key={line.key} className={cn('flex gap-3 py-4 first:pt-0', !line.available && 'opacity-60')}>
            <LineThumb _product={line._product} file={line.thumb} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-[15px] font-semibold text-ink">{line.name}</p>
              {line.optionLabel && <p className="mt-0.5 text-[13px] text-muted">{line.optionLabel}</p>}
              <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-muted">
                  수량 {formatNumber(line.quantity)}개
                  {priced && <span className="tabular-nums"> · {formatWon(priced.unitPrice)}</span>}
                </span>
                {line.available ? (
                  <span className="font-bold text-ink tabular-nums">
                    {priced ? formatWon(priced.amount) : '-'}
                  </span>
                ) : (
                  <Badge tone="danger">{line.reason ?? '주문 불가'} · 주문에서 제외</Badge>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 결제 금액: every figure from the server's quote, less the order form's coupon and points (the
 * contracts' rule, which the server applies too); the order's own amounts replace it once placed.
 */
export function AmountRows({
  quote,
  loading,
  discounts,
}: {
  quote: ShippingQuote | undefined;
  loading: boolean;
  /** the order form's coupon and points, and the total less them */
  discounts?: { couponDiscount: number; pointsUsed: number; total: number | undefined };
}) {
  const row = 'flex items-center justify-between gap-3 py-1.5 text-[15px]';
  const value = (n: number | undefined, plus = false) =>
    n === undefined ? '-' : plus && n > 0 ? `+${formatWon(n)}` : formatWon(n);
  const minus = (n: number) => (n > 0 ? `-${formatWon(n)}` : formatWon(0));
  const shipping = quote ? quote.baseFee + quote.productFees : undefined;
  return (
    <dl aria-busy={loading || undefined} className={cn(loading && 'opacity-70')}>
      <div className={row}>
        <dt className="text-muted">상품금액</dt>
        <dd className="font-semibold tabular-nums" data-testid="order-product-amount">
          {value(quote?.productAmount)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">배송비</dt>
        <dd className="font-semibold tabular-nums" data-testid="order-shipping-fee">
          {shipping === 0 ? '무료' : value(shipping, true)}
        </dd>
      </div>
      {quote && quote.islandFee > 0 && (
        <div className={row}>
          <dt className="text-muted">
            지역 추가배송비
            {quote.island && <span className="ml-1 text-[13px]">({quote.island})</span>}
          </dt>
          <dd className="font-semibold tabular-nums" data-testid="order-island-fee">
            {value(quote.islandFee, true)}
          </dd>
        </div>
      )}
      {discounts && (
        <>
          <div className={row}>
            <dt className="text-muted">쿠폰할인</dt>
            <dd className="font-semibold tabular-nums" data-testid="order-coupon-discount">
              {minus(discounts.couponDiscount)}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted">적립금사용</dt>
            <dd className="font-semibold tabular-nums" data-testid="order-points-used">
              {minus(discounts.pointsUsed)}
            </dd>
          </div>
        </>
      )}
      <div className="mt-2 flex items-center justify-between gap-3 border-t border-line pt-3">
        <dt className="font-bold text-ink">최종 결제금액</dt>
        <dd className="text-2xl font-extrabold text-brand-700 tabular-nums" data-testid="order-total">
          {value(discounts ? discounts.total : quote?.totalAmount)}
        </dd>
      </div>
      {quote?.installation && (
        <p className="mt-2 text-[13px] leading-relaxed text-muted">
          설치배송 상품의 설치비·철거비는 현장 확인 후 별도로 안내해 드립니다.
        </p>
      )}
    </dl>
  );
}
