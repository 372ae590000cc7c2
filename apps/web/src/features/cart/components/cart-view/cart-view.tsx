import type { CartType } from '@shop/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useCarts, useRemoveCartLines } from '@/lib/api/carts.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { pushGuestCart } from '@/lib/guest-cart.ts';
import { useSession } from '@/lib/session.ts';
import { useShippingPolicy } from '@/lib/shipping.ts';
import { cartSummary, selectAllState, toggleAll, untilFreeShipping } from '../../amounts.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummaryBox } from './cart-summary-box.tsx';

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
