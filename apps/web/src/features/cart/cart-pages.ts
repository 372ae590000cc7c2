/** The cart chunk: /mypage/cart, /mypage/cart/regular and /mypage/destinations. */
export { CartPage, RegularCartPage } from './pages/cart-page.tsx';
export { DestinationsPage } from './pages/destinations-page.tsx';
