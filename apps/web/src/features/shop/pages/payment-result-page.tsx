import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/loading.tsx';
import { cartKeys } from '@/lib/api/cart-keys.ts';
import { removeCartLines } from '@/lib/api/carts.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { approvePayment, cancelUnpaidOrder } from '../api/orders.ts';

export const PAYMENT_DECLINED = '결제가 승인되지 않았습니다. 다른 카드나 결제수단으로 다시 시도해주세요.';
export const PAYMENT_CLOSED = '결제를 취소하셨습니다. 주문 내용은 그대로 남아 있으니 다시 결제해주세요.';

type Outcome = { kind: 'working' } | { kind: 'retry'; message: string };

/**
 * /plugins/nice/pay/result: where the payment window comes back (the sandbox's buttons, or NICE
 * through our server's returnUrl) with orderId, tid, amount and status. 승인 → the server approves
 * for the order's own amount → /shop/result. Declined or closed → the unpaid order is cancelled
 * (its stock released) and the shopper is back on the order form with the message; the cart still
 * holds the lines. The provider being down → its message and a retry; nothing is lost.
 */
export function PaymentResultPage() {
  useDocumentTitle('결제 결과');
  const loggedIn = useSession(isLoggedIn);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);

  const orderId = params.get('orderId') ?? '';
  const status = params.get('status') ?? '';

  const backToOrder = useCallback(
    async (message: string) => {
      if (orderId) await cancelUnpaidOrder(orderId);
      checkoutStore.clearPending();
      navigate('/shop/order', { replace: true, state: { paymentMessage: message } });
    },
    [navigate, orderId],
  );

  const approve = useCallback(async () => {
    setOutcome({ kind: 'working' });
    try {
      const { order } = await approvePayment({
        orderId,
        tid: params.get('tid') ?? '',
        amount: Number(params.get('amount') ?? Number.NaN),
        authToken: params.get('authToken') || undefined,
        clientId: params.get('clientId') || undefined,
        signature: params.get('signature') || undefined,
      });
      // Paid: the lines it was ordered from leave the cart now, not before.
      const pending = checkoutStore.pending(order._id);
      if (pending) await removeCartLines(pending._carts).catch(() => undefined);
      checkoutStore.finish();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      navigate(`/shop/result?order=${order._id}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDER_ALREADY_PAID') {
        checkoutStore.finish();
        navigate(`/shop/result?order=${orderId}`, { replace: true });
        return;
      }
      // The provider could not be reached: the window's answer is still good, so try again.
      if (isApiError(error) && (error.status === 503 || error.status === 0 || error.status >= 500)) {
        setOutcome({ kind: 'retry', message: errorMessage(error) });
        return;
      }
      await backToOrder(errorMessage(error));
    }
  }, [orderId, params, navigate, queryClient, backToOrder]);

  useEffect(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    if (!orderId) {
      navigate('/shop/order', { replace: true });
    } else if (status === 'paid') {
      void approve();
    } else if (status === 'closed') {
      void backToOrder(PAYMENT_CLOSED);
    } else {
      void backToOrder(params.get('message') || PAYMENT_DECLINED);
    }
  }, [loggedIn, orderId, status, approve, backToOrder, navigate, params]);

  if (!loggedIn) {
    const here = `/plugins/nice/pay/result?${params.toString()}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }

  return (
    <div className="container-page grid min-h-[50vh] place-items-center py-10">
      {outcome.kind === 'working' ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <Spinner label="결제 확인 중" />
          <h1 className="text-lg font-bold text-ink">결제를 확인하고 있습니다</h1>
          <p className="text-sm text-muted">잠시만 기다려주세요. 창을 닫거나 새로고침하지 마세요.</p>
        </div>
      ) : (
        <div
          role="alert"
          className="max-w-md rounded-card border border-red-100 bg-red-50/60 p-6 text-center"
        >
          <h1 className="text-lg font-bold text-ink">결제를 확인하지 못했습니다</h1>
          <p className="mt-2 text-[15px] text-ink" data-testid="payment-failure">
            {outcome.message}
          </p>
          <p className="mt-1 text-sm text-muted">
            주문과 장바구니는 그대로 있습니다. 잠시 후 다시 확인하거나 주문서로 돌아가 다시 결제해주세요.
          </p>
          <div className="mt-5 flex justify-center gap-2">
            <Button onClick={() => void approve()}>다시 확인</Button>
            <ButtonLink to="/shop/order" variant="outline" onClick={() => void cancelUnpaidOrder(orderId)}>
              주문서로 돌아가기
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
