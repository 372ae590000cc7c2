/** The checkout chunk: order form, payment result and order result (spec §2 /shop/order, /shop/result). */
export { OrderPage } from './pages/order/order-page.tsx';
export { PaymentResultPage } from './pages/payment-result-page.tsx';
export { ResultPage } from './pages/result-page.tsx';
