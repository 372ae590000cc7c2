import { type CartItem, type CartType, shippingMethodLabel } from '@shop/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { productHref, ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { useChangeCartQuantity, useMoveCartLines, useRemoveCartLines } from '@/lib/api/carts.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';

const otherList: Record<CartType, { type: CartType; label: string }> = {
  cart: { type: 'regular', label: '정기배송 장바구니로' },
  regular: { type: 'cart', label: '장바구니로' },
};

function Thumb({ line }: { line: CartItem }) {
  const image = productImageUrl(line._product, line.product.thumb);
  return (
    <Link
      to={productHref(line._product)}
      tabIndex={-1}
      aria-hidden="true"
      className="block size-20 shrink-0 overflow-hidden rounded-lg bg-surface ring-1 ring-black/5 ring-inset sm:size-24"
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className={cn('size-full object-cover', !line.available && 'opacity-50 grayscale')}
        />
      ) : (
        <ThumbPlaceholder />
      )}
    </Link>
  );
}

/** One line of the cart: choose it, change its quantity or option, move it to the other list, remove it. */
export function CartLine({
  line,
  chosen,
  onChoose,
  type,
  onMessage,
}: {
  line: CartItem;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  type: CartType;
  onMessage: (message: string) => void;
}) {
  const change = useChangeCartQuantity();
  const remove = useRemoveCartLines();
  const move = useMoveCartLines();
  const checkboxId = useId();
  const [lineError, setLineError] = useState('');
  const other = otherList[type];
  const busy = change.isPending || remove.isPending || move.isPending;
  // Short of stock: the shopper may still lower the quantity to what is left.
  const max = line.available ? line.stock : line.quantity;

  const setQuantity = async (quantity: number) => {
    if (quantity === line.quantity) return;
    setLineError('');
    try {
      await change.mutateAsync({ _id: line._id, quantity });
    } catch (error) {
      // 409 재고 부족 and the like: said beside the line it is about.
      setLineError(errorMessage(error));
    }
  };
  const del = async () => {
    try {
      await remove.mutateAsync([line._id]);
      onMessage(`${line.product.name}을(를) 삭제했습니다`);
    } catch (error) {
      onMessage(errorMessage(error));
    }
  };
  const moveAway = async () => {
    setLineError('');
    try {
      await move.mutateAsync({ lines: [line], to: other.type });
      onMessage(`${line.product.name}을(를) ${other.label} 옮겼습니다`);
    } catch (error) {
      setLineError(errorMessage(error));
    }
  };

  return (
    <li
      data-testid="cart-line"
      className={cn('flex gap-3 py-5 sm:gap-4', busy && 'opacity-70')}
      aria-busy={busy || undefined}
    >
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 size-[18px] shrink-0 cursor-pointer disabled:cursor-not-allowed"
        checked={chosen && line.available}
        disabled={!line.available}
        onChange={(e) => onChoose(e.target.checked)}
        aria-label={`${line.product.name}${line.optionLabel ? ` (${line.optionLabel})` : ''} 선택`}
      />
      <Thumb line={line} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={productHref(line._product)}
              className="line-clamp-2 text-[15px] font-semibold text-ink hover:underline"
            >
              {line.product.name}
            </Link>
            {line.optionLabel && <p className="mt-0.5 text-[13px] text-muted">{line.optionLabel}</p>}
            <p className="mt-1 flex flex-wrap items-center gap-1.5 text-[13px] text-muted">
              <span>{shippingMethodLabel[line.shippingMethod]}</span>
              {line.shippingFee !== null && (
                <span>· 개별배송비 {line.shippingFee === 0 ? '무료' : formatWon(line.shippingFee)}</span>
              )}
              {!line.available && line.reason && (
                <Badge tone={line.reason === '재고 부족' ? 'warning' : 'danger'}>{line.reason}</Badge>
              )}
            </p>
          </div>
          <button
            type="button"
            onClick={del}
            disabled={busy}
            aria-label={`${line.product.name} 삭제`}
            className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-md text-subtle hover:bg-surface hover:text-ink"
          >
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
            </svg>
          </button>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <QuantityStepper
              value={line.quantity}
              max={Math.max(1, max)}
              label={`${line.product.name} 수량`}
              disabled={busy || line.reason === '품절' || line.reason === '판매 중지'}
              onChange={setQuantity}
            />
            {line.available && line.stock <= 10 && (
              <span className="text-[13px] text-warning">남은 수량 {formatNumber(line.stock)}개</span>
            )}
            {line.reason === '재고 부족' && (
              <span className="text-[13px] text-warning">
                {formatNumber(line.stock)}개까지 주문할 수 있습니다
              </span>
            )}
          </div>
          <div className="text-right">
            <p className="text-[13px] text-muted tabular-nums">
              {formatWon(line.unitPrice)} × {line.quantity}
            </p>
            <p
              className={cn('text-base font-bold tabular-nums', line.available ? 'text-ink' : 'text-muted')}
              data-testid="cart-line-amount"
            >
              {formatWon(line.amount)}
            </p>
          </div>
        </div>
        {lineError && (
          <p role="alert" className="mt-2 text-[13px] font-medium text-danger" data-testid="cart-line-error">
            {lineError}
          </p>
        )}
        <button
          type="button"
          onClick={moveAway}
          disabled={busy || !line.available}
          className="mt-2 text-[13px] font-medium text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-subtle disabled:no-underline"
        >
          {other.label}
        </button>
      </div>
    </li>
  );
}

/**
 * /mypage/cart (type cart) and /mypage/cart/regular (type regular): the lines with select all,
 * delete selected, quantities checked against stock by the server, line and total prices and the
 * shipping fee of the chosen lines, and 주문하기 for the chosen ones.
 */
