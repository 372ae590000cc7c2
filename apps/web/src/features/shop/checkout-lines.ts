import type { CartItem, Product } from '@shop/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { cartLinesQuery } from '@/lib/api/carts.ts';
import { productQuery } from '@/lib/api/catalog.ts';
import type { Checkout, CheckoutLine } from '@/lib/checkout-store.ts';
import { useSession } from '@/lib/session.ts';
import { combinationLabel, isCombinationSoldOut } from './option-selection.ts';

/** One line of the order form as it is shown (the prices come from the server's quote). */
export type OrderLineView = CheckoutLine & {
  key: string;
  name: string;
  /** the card image's file name (under the line's `_product`) */
  thumb: string | null;
  optionLabel: string;
  /** false: it cannot be ordered now and is left out of the order */
  available: boolean;
  reason?: string;
  /** the cart line it came from */
  _cart?: string;
};

export function viewOfCartLine(line: CartItem): OrderLineView {
  return {
    key: line._id,
    _cart: line._id,
    _product: line._product,
    _option: line._option,
    quantity: line.quantity,
    name: line.product.name,
    thumb: line.product.thumb,
    optionLabel: line.optionLabel,
    available: line.available,
    ...(line.reason ? { reason: line.reason } : {}),
  };
}

export function viewOfDirectLine(
  line: CheckoutLine,
  product: Product | undefined,
  missing: boolean,
): OrderLineView {
  const key = `${line._product}:${line._option ?? ''}`;
  if (!product) {
    return {
      ...line,
      key,
      name: missing ? '판매가 끝난 상품' : '',
      thumb: null,
      optionLabel: '',
      available: false,
      reason: missing ? '판매 중지' : undefined,
    };
  }
  const option = line._option ? product.options.find((o) => o._id === line._option) : undefined;
  const optionMissing = product.optionGroups.length > 0 && !option;
  const stock = option ? option.stock : product.stock;
  const soldOut = option ? isCombinationSoldOut(product, option) : product.soldout || product.stock <= 0;
  const reason = optionMissing
    ? '옵션 변경'
    : soldOut
      ? '품절'
      : stock < line.quantity
        ? '재고 부족'
        : undefined;
  return {
    ...line,
    key,
    name: product.name,
    thumb: product.thumb,
    optionLabel: option ? combinationLabel(product, option) : '',
    available: !reason,
    ...(reason ? { reason } : {}),
  };
}

/** The lines of the order form, from the chosen cart lines or the 바로구매 items. */
export function useCheckoutLines(checkout: Checkout | null): {
  lines: OrderLineView[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
} {
  const _user = useSession((s) => s.payload?._user);
  const ids = checkout?.kind === 'cart' ? checkout._carts : [];
  const cart = useQuery(cartLinesQuery(_user, ids));
  const directItems = checkout?.kind === 'direct' ? checkout.items : [];
  const products = useQueries({
    queries: [...new Set(directItems.map((i) => i._product))].map((id) => ({
      ...productQuery(id),
      retry: false,
    })),
  });

  if (checkout?.kind === 'cart') {
    return {
      lines: (cart.data ?? []).map(viewOfCartLine),
      isPending: cart.isPending,
      error: cart.error,
      refetch: () => void cart.refetch(),
    };
  }
  const byId = new Map(products.flatMap((p) => (p.data ? [[p.data._id, p.data] as const] : [])));
  const pending = products.some((p) => p.isPending);
  return {
    lines: pending
      ? []
      : directItems.map((item) => viewOfDirectLine(item, byId.get(item._product), !byId.has(item._product))),
    isPending: checkout?.kind === 'direct' && pending,
    error: null,
    refetch: () => products.forEach((p) => void p.refetch()),
  };
}
