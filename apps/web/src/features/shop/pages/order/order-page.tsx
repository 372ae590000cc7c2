import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { type Checkout, checkoutStore } from '@/lib/checkout-store.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCheckoutLines } from '../../checkout-lines.ts';
import { CheckoutSteps } from '../../components/checkout-parts.tsx';
import { OrderForm } from './order-form.tsx';

/**
 * /shop/order (members only): the lines from the cart selection or 바로구매, the orderer, the
 * receiver with the address book, the request message, the server's quote, the payment method and
 * the agreement. 카드·가상계좌 open the payment window; 무통장입금 places the order at once.
 * The form's state and submit are `useOrderForm`; each section of the page is a component beside it.
 */
export function OrderPage() {
  useDocumentTitle('주문서 작성');
  const loggedIn = useSession(isLoggedIn);
  const location = useLocation();
  // What to order is read once: a cart changed meanwhile in another tab does not swap the lines.
  const [checkout] = useState<Checkout | null>(() => checkoutStore.current());
  const alerted = useRef(false);

  useEffect(() => {
    if (!loggedIn && !alerted.current) {
      alerted.current = true;
      window.alert('로그인 후 이용가능합니다');
    }
  }, [loggedIn]);
  if (!loggedIn) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return <OrderScreen checkout={checkout} />;
}

/** Nothing chosen, loading, failed, nothing orderable, or the form. */
function OrderScreen({ checkout }: { checkout: Checkout | null }) {
  const { lines, isPending, error, refetch } = useCheckoutLines(checkout);
  const [placed, setPlaced] = useState(false);

  let body: ReactNode;
  if (placed) {
    body = <Loading className="min-h-[40vh]" />;
  } else if (!checkout) {
    body = (
      <Empty message="주문할 상품이 없습니다">
        <div className="flex gap-2">
          <ButtonLink to="/mypage/cart" variant="outline" size="sm">
            장바구니 보기
          </ButtonLink>
          <ButtonLink to="/shop" variant="outline" size="sm">
            쇼핑 계속하기
          </ButtonLink>
        </div>
      </Empty>
    );
  } else if (isPending) {
    body = <Loading className="min-h-[40vh]" />;
  } else if (error) {
    body = <ErrorState error={error} onRetry={refetch} />;
  } else if (lines.filter((l) => l.available).length === 0) {
    body = (
      <Empty message="주문할 수 있는 상품이 없습니다. 품절되었거나 판매가 끝난 상품입니다.">
        <ButtonLink to="/mypage/cart" variant="outline" size="sm">
          장바구니로 돌아가기
        </ButtonLink>
      </Empty>
    );
  } else {
    body = <OrderForm checkout={checkout} lines={lines} onPlaced={() => setPlaced(true)} />;
  }

  return (
    <div className="container-page py-6 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">주문서 작성</h1>
        <CheckoutSteps current={2} />
      </div>
      <div className="mt-6">{body}</div>
    </div>
  );
}
