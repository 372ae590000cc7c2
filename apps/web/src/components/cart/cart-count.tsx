import { useCartCount } from '@/lib/api/carts.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';

/** The number of cart lines on the header's cart icon (the server cart, or the guest's session cart). */
export function CartCountBadge({ className }: { className?: string }) {
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <span
      data-testid="cart-count"
      className={cn(
        'absolute -top-1.5 -right-2 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-sale px-1 text-[11px] leading-none font-bold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : formatNumber(count)}
      <span className="sr-only">개 담김</span>
    </span>
  );
}
