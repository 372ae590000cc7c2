import { type PaymentOutcome, paymentMethodLabel } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/loading.tsx';
import { cartKeys } from '@/lib/api/cart-keys.ts';
import { removeCartLines } from '@/lib/api/carts.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { formatDateTime, formatWon } from '@/lib/format.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { approvePayment, approvePaymentByProof, cancelUnpaidOrder } from '../api/orders.ts';

export const PAYMENT_DECLINED = '결제가 승인되지 않았습니다. 다른 카드나 결제수단으로 다시 시도해주세요.';
export const PAYMENT_CLOSED = '결제를 취소하셨습니다. 주문 내용은 그대로 남아 있으니 다시 결제해주세요.';

type Outcome =
  | { kind: 'working' }
  | { kind: 'retry'; message: string }
  /** without a session: the order's outcome, shown here */
  | { kind: 'outcome'; result: PaymentOutcome }
  /** without a session: not paid, and no order form to go back to until the shopper logs in */
  | { kind: 'unpaid'; message: string };

/** The provider could not be reached: the window's answer is still good, so try again. */
const isProviderDown = (error: unknown) =>
  isApiError(error) && (error.status === 503 || error.status === 0 || error.status >= 500);

/**
 * /plugins/nice/pay/result: where the payment window comes back (the sandbox's buttons, or NICE
 * through our server's returnUrl) with orderId, tid, amount, status and the order's proof.
 * - Logged in: 승인 → the server approves for the order's own amount → /shop/result. Declined or
 *   closed → the unpaid order is cancelled (its stock released) and the shopper is back on the order
 *   form with the message; the cart still holds the lines.
 * - The session gone (no token, or an expired refresh; spec §6 makes the page public): the order's
 *   proof stands in (POST …/result), the approval happens all the same and the page shows the
 *   outcome here, without the order's people and addresses; logging in leads to the details.
 * The provider being down → its message and a retry; nothing is lost.
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
  const proof = params.get('proof') ?? '';

  const windowResult = useCallback(
    () => ({
      orderId,
      tid: params.get('tid') ?? '',
      amount: Number(params.get('amount') ?? Number.NaN),
      authToken: params.get('authToken') || undefined,
      clientId: params.get('clientId') || undefined,
      signature: params.get('signature') || undefined,
    }),
    [orderId, params],
  );

  const backToOrder = useCallback(
    async (message: string) => {
      if (orderId) await cancelUnpaidOrder(orderId);
      checkoutStore.clearPending();
      navigate('/shop/order', { replace: true, state: { paymentMessage: message } });
    },
    [navigate, orderId],
  );

  const approveByProof = useCallback(async () => {
    setOutcome({ kind: 'working' });
    try {
      const { result } = await approvePaymentByProof({ ...windowResult(), proof });
      checkoutStore.finish();
      setOutcome({ kind: 'outcome', result });
    } catch (error) {
      if (isProviderDown(error)) setOutcome({ kind: 'retry', message: errorMessage(error) });
      else setOutcome({ kind: 'unpaid', message: errorMessage(error) });
    }
  }, [windowResult, proof]);

  const approve = useCallback(async () => {
    setOutcome({ kind: 'working' });
    try {
      const { order } = await approvePayment(windowResult());
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
      if (isProviderDown(error)) {
        setOutcome({ kind: 'retry', message: errorMessage(error) });
        return;
      }
      // The session ended on the way (its refresh failed), or another account is logged in here:
      // the order's proof still settles the payment the shopper just made.
      if (proof && isApiError(error) && (error.status === 401 || error.status === 404)) {
        await approveByProof();
        return;
      }
      await backToOrder(errorMessage(error));
    }
  }, [orderId, proof, windowResult, navigate, queryClient, backToOrder, approveByProof]);

  const retry = outcome.kind === 'retry' && !loggedIn ? approveByProof : approve;

  useEffect(() => {
    if (started.current) return;
    if (!loggedIn && !proof) return; // to the login page below
    started.current = true;
    if (!orderId) {
      navigate('/shop/order', { replace: true });
    } else if (status === 'paid') {
      void (loggedIn ? approve() : approveByProof());
    } else if (!loggedIn) {
      // Without a session the unpaid order cannot be cancelled from here; it expires by itself.
      setOutcome({
        kind: 'unpaid',
        message: status === 'closed' ? PAYMENT_CLOSED : params.get('message') || PAYMENT_DECLINED,
      });
    } else if (status === 'closed') {
      void backToOrder(PAYMENT_CLOSED);
    } else {
      void backToOrder(params.get('message') || PAYMENT_DECLINED);
    }
  }, [loggedIn, proof, orderId, status, approve, approveByProof, backToOrder, navigate, params]);

  if (!loggedIn && !proof) {
    const here = `/plugins/nice/pay/result?${params.toString()}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }

  return (
    <div className="container-page grid min-h-[50vh] place-items-center py-10">
      {outcome.kind === 'working' && (
        <div className="flex flex-col items-center gap-3 text-center">
          <Spinner label="결제 확인 중" />
          <h1 className="text-lg font-bold text-ink">결제를 확인하고 있습니다</h1>
          <p className="text-sm text-muted">잠시만 기다려주세요. 창을 닫거나 새로고침하지 마세요.</p>
        </div>
      )}
      {outcome.kind === 'retry' && (
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
            <Button onClick={() => void retry()}>다시 확인</Button>
            {loggedIn && (
              <ButtonLink to="/shop/order" variant="outline" onClick={() => void cancelUnpaidOrder(orderId)}>
                주문서로 돌아가기
              </ButtonLink>
            )}
          </div>
        </div>
      )}
      {outcome.kind === 'outcome' && <GuestOutcome result={outcome.result} />}
      {outcome.kind === 'unpaid' && (
        <div
          role="alert"
          className="max-w-md rounded-card border border-red-100 bg-red-50/60 p-6 text-center"
        >
          <h1 className="text-lg font-bold text-ink">결제가 완료되지 않았습니다</h1>
          <p className="mt-2 text-[15px] text-ink" data-testid="payment-failure">
            {outcome.message}
          </p>
          <p className="mt-1 text-sm text-muted">
            로그인이 끝나 주문서로 바로 돌아갈 수 없습니다. 로그인한 뒤 다시 주문해주세요.
          </p>
          <div className="mt-5 flex justify-center gap-2">
            <ButtonLink to={`/login?redirect=${encodeURIComponent('/mypage/cart')}`}>로그인</ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 py-2 text-[15px]">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-keep text-ink">{children}</dd>
    </div>
  );
}

/** What a browser without a session sees: the outcome by the order's proof, nothing personal. */
function GuestOutcome({ result }: { result: PaymentOutcome }) {
  const paid = result.paidAt !== null && result.status !== 'ORDER_CANCELED';
  const awaitingDeposit = !paid && result.status === 'ORDER_NONPAYMENT' && result.method === 'VBANK';
  const title = paid
    ? '결제가 완료되었습니다'
    : awaitingDeposit
      ? '가상계좌가 발급되었습니다'
      : '결제가 완료되지 않았습니다';
  return (
    <section
      className="w-full max-w-md rounded-card border border-line bg-white p-6"
      data-testid="payment-outcome"
    >
      <h1 className="text-center text-xl font-bold text-ink">{title}</h1>
      {awaitingDeposit && (
        <p className="mt-2 text-center text-sm text-muted">
          결제창에서 안내받은 계좌로 입금하시면 결제가 완료됩니다.
        </p>
      )}
      <dl className="mt-4 divide-y divide-line border-t-2 border-ink">
        <Fact term="주문번호">
          <strong className="font-bold tabular-nums">{result.orderNo}</strong>
        </Fact>
        <Fact term="상품">{result.title}</Fact>
        <Fact term="결제금액">
          <strong className="font-bold text-brand-700 tabular-nums">{formatWon(result.amount)}</strong>
        </Fact>
        <Fact term="결제수단">{paymentMethodLabel[result.method]}</Fact>
        {result.paidAt && <Fact term="결제일시">{formatDateTime(result.paidAt)}</Fact>}
      </dl>
      <p className="mt-4 text-sm text-muted">
        로그인 정보가 만료되어 주문의 요약만 보여드립니다. 로그인하면 주문 내역에서 배송 상황까지 확인할 수
        있습니다.
      </p>
      <div className="mt-5 flex justify-center gap-2">
        <ButtonLink to={`/login?redirect=${encodeURIComponent('/mypage/orders')}`}>
          로그인하고 주문 내역 보기
        </ButtonLink>
        <ButtonLink to="/" variant="outline">
          쇼핑 계속하기
        </ButtonLink>
      </div>
    </section>
  );
}
