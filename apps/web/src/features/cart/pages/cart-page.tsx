import { CartView } from '@/features/cart/components/cart-view/cart-view.tsx';

/** /mypage/cart: the cart (type cart). */
export function CartPage() {
  return <CartView type="cart" />;
}

/** /mypage/cart/regular: what the member buys again and again (type regular). */
export function RegularCartPage() {
  return <CartView type="regular" />;
}
