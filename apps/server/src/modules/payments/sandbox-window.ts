import { type Order, paymentMethodLabel } from '@shop/contracts';

/** What the window shows of an order. */
export type WindowOrder = { _id: string; title: string; method: Order['payment']['method']; amount: number };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * The sandbox's payment window: a self-contained page labelled 테스트 결제. The app's CSP forbids
 * inline scripts, so its buttons are plain links to the web result page, which calls /approval.
 */
export function sandboxWindowHtml(input: {
  order: WindowOrder;
  payable: boolean;
  tid: string;
  resultPage: string;
  /** the order's proof for the result page (result-proof.ts), carried on as NICE's mallReserved is */
  proof?: string | undefined;
}): string {
  const { order, payable, tid, resultPage, proof } = input;
  const link = (status: 'paid' | 'declined' | 'closed') =>
    escapeHtml(
      `${resultPage}?${new URLSearchParams({
        orderId: order._id,
        tid,
        amount: String(order.amount),
        status,
        ...(proof ? { proof } : {}),
      })}`,
    );
  const buttons = payable
    ? `<a class="button primary" href="${link('paid')}">승인</a>
      <a class="button" href="${link('declined')}">거절</a>
      <a class="button" href="${link('closed')}">닫기</a>`
    : `<p class="notice">결제할 수 없는 주문입니다.</p>
      <a class="button" href="${link('closed')}">닫기</a>`;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>테스트 결제</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #222; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .badge { display: inline-block; background: #ffe9a8; color: #7a5600; border-radius: 999px;
    padding: 4px 10px; font-size: 13px; font-weight: 700; }
  h1 { font-size: 20px; margin: 12px 0 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 20px 0; }
  dt { color: #666; } dd { margin: 0; text-align: right; }
  .amount { font-size: 22px; font-weight: 700; }
  .actions { display: flex; gap: 8px; }
  .button { flex: 1; text-align: center; padding: 12px; border-radius: 8px; border: 1px solid #ccc;
    color: #222; text-decoration: none; font-weight: 600; }
  .primary { background: #1f6feb; border-color: #1f6feb; color: #fff; }
  .notice { color: #b42318; }
  small { display: block; margin-top: 16px; color: #888; }
</style>
</head>
<body>
<main>
  <span class="badge">테스트 결제</span>
  <h1>결제하기</h1>
  <dl>
    <dt>상품</dt><dd>${escapeHtml(order.title)}</dd>
    <dt>결제수단</dt><dd>${escapeHtml(paymentMethodLabel[order.method])}</dd>
    <dt>결제금액</dt><dd class="amount">${won(order.amount)}</dd>
  </dl>
  <div class="actions">
    ${buttons}
  </div>
  <small>실제 결제가 일어나지 않는 테스트 결제창입니다.</small>
</main>
</body>
</html>`;
}
