import type { PaymentWindow } from '@shop/contracts';

/**
 * Opening the payment window that `POST /api/plugins/nice/pay/generate` described:
 * - sandbox (no NICE keys): the server's local 테스트 결제 page, in this tab; its buttons come back
 *   to /plugins/nice/pay/result;
 * - NICE Pay (INTEGRATIONS.md a.1, Server 승인 model): the JS SDK's `AUTHNICE.requestPay`, which
 *   posts the outcome to `returnUrl` (our server), which hands it to /plugins/nice/pay/result.
 *   `fnError` reports a window closed or refused before authentication.
 */

export const NICEPAY_SDK = 'https://pay.nicepay.co.kr/v1/js/';
const LOAD_TIMEOUT_MS = 10_000;

type NicePayError = { resultCode?: string; resultMsg?: string; errorMsg?: string; msg?: string };
type AuthNice = { requestPay: (options: Record<string, unknown>) => void };

declare global {
  interface Window {
    AUTHNICE?: AuthNice;
  }
}

let loading: Promise<AuthNice> | null = null;

function loadNicePay(): Promise<AuthNice> {
  if (window.AUTHNICE) return Promise.resolve(window.AUTHNICE);
  loading ??= new Promise<AuthNice>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = NICEPAY_SDK;
    script.async = true;
    const timer = window.setTimeout(() => fail(), LOAD_TIMEOUT_MS);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('NICE Pay SDK unavailable'));
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.AUTHNICE) resolve(window.AUTHNICE);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}

export const WINDOW_UNAVAILABLE = '결제창을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * Opens the window. Resolves once it is open (the sandbox navigates away); `onClosed` is called
 * with a message when NICE's window reports an error or is closed before paying.
 */
export async function openPaymentWindow(payment: PaymentWindow, onClosed: (message: string) => void) {
  if (payment.mode === 'sandbox') {
    if (!payment.windowUrl) throw new Error(WINDOW_UNAVAILABLE);
    window.location.assign(payment.windowUrl);
    return;
  }
  let nice: AuthNice;
  try {
    nice = await loadNicePay();
  } catch {
    throw new Error(WINDOW_UNAVAILABLE);
  }
  nice.requestPay({
    clientId: payment.clientId,
    method: payment.method,
    orderId: payment.orderId,
    amount: payment.amount,
    goodsName: payment.goodsName.slice(0, 40),
    returnUrl: payment.returnUrl,
    buyerName: payment.buyerName,
    buyerTel: payment.buyerTel,
    buyerEmail: payment.buyerEmail,
    // Echoed back to our returnUrl: the result page's proof of the order when the session is gone.
    mallReserved: payment.resultProof,
    ...(payment.method === 'vbank' ? { vbankHolder: payment.vbankHolder ?? payment.buyerName } : {}),
    fnError: (result: NicePayError) =>
      onClosed(result.errorMsg || result.msg || result.resultMsg || '결제가 취소되었습니다.'),
  });
}
