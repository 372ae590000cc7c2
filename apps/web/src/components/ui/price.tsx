import { cn } from '@/lib/cn.ts';
import { formatWon } from '@/lib/format.ts';

/**
 * 가격: the list price struck through when the product sells for less, the discount rate in sale red
 * and the sale price in won. Screen readers hear 정가, 할인율 and 판매가.
 */
export function Price({
  price,
  salePrice,
  discountRate,
  size = 'card',
  className,
}: {
  price: number;
  salePrice: number;
  discountRate: number;
  size?: 'card' | 'detail';
  className?: string;
}) {
  const discounted = price > salePrice;
  const detail = size === 'detail';
  return (
    <div className={cn('flex flex-col', className)}>
      {discounted && (
        <del className={cn('text-subtle tabular-nums', detail ? 'text-[15px]' : 'text-[13px]')}>
          <span className="sr-only">정가 </span>
          {formatWon(price)}
        </del>
      )}
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        {discountRate > 0 && (
          <span
            className={cn('font-extrabold text-sale tabular-nums', detail ? 'text-2xl' : 'text-[15px]')}
            data-testid="discount-rate"
          >
            <span className="sr-only">할인율 </span>
            {discountRate}%
          </span>
        )}
        <strong
          className={cn(
            'font-extrabold text-ink tabular-nums',
            detail ? 'text-[28px] leading-tight' : 'text-base',
          )}
          data-testid="sale-price"
        >
          <span className="sr-only">판매가 </span>
          {formatWon(salePrice)}
        </strong>
      </p>
    </div>
  );
}
