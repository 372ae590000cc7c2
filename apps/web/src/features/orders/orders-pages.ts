/** The orders chunk: /mypage/orders, its detail, /mypage/receipt and /mypage/refund-account. */

export { OrderPage } from './pages/order-page.tsx';
export { OrdersPage } from './pages/orders-page.tsx';
export { ReceiptPage } from './pages/receipt-page.tsx';
export { RefundAccountPage } from './pages/refund-account-page.tsx';
