import { type CartItem, type CartType, shippingMethodLabel } from '@shop/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { productHref, ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { useCarts, useChangeCartQuantity, useMoveCartLines, useRemoveCartLines } from '@/lib/api/carts.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { pushGuestCart } from '@/lib/guest-cart.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { useSession } from '@/lib/session.ts';
import { useShippingPolicy } from '@/lib/shipping.ts';
import { cartSummary, selectAllState, toggleAll, untilFreeShipping } from '../amounts.ts';

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

function CartLine({
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
export function CartView({ type }: { type: CartType }) {
  const carts = useCarts(type);
  const guestLines = useSession((s) => s.carts.length);
  const policy = useShippingPolicy();
  const remove = useRemoveCartLines();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const lines = carts.data ?? [];
  // Everything orderable starts chosen; lines that arrive later (a merge) are chosen too.
  const [unchosen, setUnchosen] = useState<Set<string>>(new Set());
  const chosen = useMemo(
    () => new Set(lines.filter((l) => l.available && !unchosen.has(l._id)).map((l) => l._id)),
    [lines, unchosen],
  );
  const summary = cartSummary(lines, chosen, policy);
  const all = selectAllState(lines, chosen);
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = all === 'some';
  }, [all]);

  // A guest cart that could not be pushed at login (offline then) is pushed now.
  useEffect(() => {
    if (guestLines > 0) pushGuestCart().catch(() => undefined);
  }, [guestLines]);

  const choose = (ids: Set<string>) =>
    setUnchosen(new Set(lines.filter((l) => !ids.has(l._id)).map((l) => l._id)));

  const deleteLines = async (ids: string[], what: string) => {
    if (ids.length === 0) return setMessage('삭제할 상품을 선택해주세요');
    if (!window.confirm(`${what} ${ids.length}개를 삭제하시겠습니까?`)) return;
    try {
      await remove.mutateAsync(ids);
      setMessage(`${ids.length}개 상품을 삭제했습니다`);
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };
  const unavailable = lines.filter((l) => !l.available).map((l) => l._id);

  const order = () => {
    if (summary.lineCount === 0) return setMessage('주문할 상품을 선택해주세요');
    checkoutStore.startFromCart([...chosen]);
    navigate('/shop/order');
  };

  const title = type === 'cart' ? '장바구니' : '정기배송 장바구니';

  return (
    <section aria-labelledby="cart-title" className="pb-24 md:pb-0">
      <div className="flex items-baseline justify-between gap-3 border-b-2 border-ink pb-3">
        <h1 id="cart-title" className="text-xl font-bold text-ink sm:text-2xl">
          {title}
        </h1>
        <Link
          to={type === 'cart' ? '/mypage/cart/regular' : '/mypage/cart'}
          className="text-sm font-medium text-muted hover:text-ink"
        >
          {type === 'cart' ? '정기배송 장바구니 보기' : '장바구니 보기'}
        </Link>
      </div>
      {type === 'regular' && (
        <p className="mt-3 text-sm text-muted">
          자주 구매하시는 상품을 담아 두고 필요할 때 한 번에 주문하세요.
        </p>
      )}
      <p
        role="status"
        aria-live="polite"
        className={cn('text-sm font-medium text-brand-800', message && 'mt-3')}
      >
        {message}
      </p>

      <div className="mt-4">
        {carts.isPending ? (
          <Loading />
        ) : carts.isError ? (
          <ErrorState error={carts.error} onRetry={() => carts.refetch()} />
        ) : lines.length === 0 ? (
          <Empty message="담은 상품이 없습니다">
            <ButtonLink to="/shop" variant="outline" size="sm">
              상품 둘러보기
            </ButtonLink>
          </Empty>
        ) : (
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start lg:gap-8">
            <div>
              <div className="flex items-center justify-between gap-3 border-b border-line pb-3">
                <label className="inline-flex cursor-pointer items-center gap-2 text-[15px] font-medium select-none">
                  <input
                    ref={allBox}
                    type="checkbox"
                    className="size-[18px] cursor-pointer"
                    checked={all === 'all'}
                    onChange={() => choose(toggleAll(lines, chosen))}
                  />
                  전체선택 ({formatNumber(chosen.size)}/
                  {formatNumber(lines.filter((l) => l.available).length)})
                </label>
                <div className="flex gap-2">
                  {unavailable.length > 0 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => deleteLines(unavailable, '주문할 수 없는 상품')}
                      disabled={remove.isPending}
                    >
                      품절상품 삭제
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => deleteLines([...chosen], '선택한 상품')}
                    disabled={remove.isPending}
                  >
                    선택삭제
                  </Button>
                </div>
              </div>
              <ul className="divide-y divide-line" aria-label={`${title} 상품`}>
                {lines.map((line) => (
                  <CartLine
                    key={line._id}
                    line={line}
                    type={type}
                    chosen={chosen.has(line._id)}
                    onMessage={setMessage}
                    onChoose={(on) => {
                      const next = new Set(chosen);
                      if (on) next.add(line._id);
                      else next.delete(line._id);
                      choose(next);
                    }}
                  />
                ))}
              </ul>
            </div>
            <CartSummaryBox summary={summary} freeIn={untilFreeShipping(summary, policy)} onOrder={order} />
          </div>
        )}
      </div>
    </section>
  );
}

function CartSummaryBox({
  summary,
  freeIn,
  onOrder,
}: {
  summary: ReturnType<typeof cartSummary>;
  freeIn: number;
  onOrder: () => void;
}) {
  const row = 'flex items-center justify-between gap-3 py-1.5 text-[15px]';
  return (
    <>
      <aside
        aria-label="결제 예정 금액"
        data-testid="cart-summary"
        className="mt-6 rounded-card border border-line bg-surface/60 p-5 lg:sticky lg:top-6 lg:mt-0"
      >
        <dl>
          <div className={row}>
            <dt className="text-muted">상품금액</dt>
            <dd className="font-semibold tabular-nums">{formatWon(summary.productAmount)}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">배송비</dt>
            <dd className="font-semibold tabular-nums" data-testid="cart-shipping">
              {summary.lineCount === 0
                ? formatWon(0)
                : summary.shippingFee === 0
                  ? '무료'
                  : `+${formatWon(summary.shippingFee)}`}
            </dd>
          </div>
          <div className="mt-2 flex items-center justify-between gap-3 border-t border-line pt-3">
            <dt className="font-bold text-ink">결제예정금액</dt>
            <dd className="text-xl font-extrabold text-brand-700 tabular-nums" data-testid="cart-total">
              {formatWon(summary.totalAmount)}
            </dd>
          </div>
        </dl>
        {freeIn > 0 && (
          <p className="mt-3 text-[13px] text-muted">
            {formatWon(freeIn)} 더 담으면 기본 배송비가 무료입니다
          </p>
        )}
        {summary.installation && (
          <p className="mt-2 text-[13px] text-muted">설치배송 상품의 설치비는 현장 확인 후 별도 안내됩니다</p>
        )}
        <p className="mt-2 text-[13px] text-muted">제주·도서산간 추가 배송비는 주문서에서 계산됩니다</p>
        <Button
          size="lg"
          block
          className="mt-4 max-lg:hidden"
          onClick={onOrder}
          disabled={summary.lineCount === 0}
        >
          선택상품 주문하기 ({formatNumber(summary.lineCount)})
        </Button>
      </aside>
      {/* phones and tablets: the order button stays at hand */}
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white px-4 py-3 shadow-float lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted">결제예정금액</p>
            <p className="text-lg font-extrabold text-brand-700 tabular-nums">
              {formatWon(summary.totalAmount)}
            </p>
          </div>
          <Button size="lg" onClick={onOrder} disabled={summary.lineCount === 0}>
            주문하기 ({formatNumber(summary.lineCount)})
          </Button>
        </div>
      </div>
    </>
  );
}
