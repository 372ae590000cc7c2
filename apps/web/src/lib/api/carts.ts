import { type CartItem, type CartType, cartEnvelope, cartsEnvelope } from '@shop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { cartKeys } from './cart-keys.ts';

/**
 * The member's server cart (spec §7 me/carts): the two lists, the chosen lines for the order form,
 * and the changes. Every change answers or refetches the server's lines, whose prices and stock are
 * the ones that count.
 */

export const cartsQuery = (_user: string | undefined, type: CartType) =>
  queryOptions({
    queryKey: cartKeys.list(_user ?? '', type),
    queryFn: async () => (await api.get('/api/v1/me/carts', cartsEnvelope, { query: { type } })).carts,
    enabled: !!_user,
    staleTime: 15_000,
  });

/** The lines named by id, of any type (the order form asks for the chosen ones). */
export const cartLinesQuery = (_user: string | undefined, ids: readonly string[]) =>
  queryOptions({
    queryKey: cartKeys.lines(_user ?? '', ids),
    queryFn: async () =>
      (await api.get('/api/v1/me/carts', cartsEnvelope, { query: { _carts: ids.join(',') } })).carts,
    enabled: !!_user && ids.length > 0,
    staleTime: 0,
  });

export function useCarts(type: CartType) {
  const _user = useSession((s) => s.payload?._user);
  return useQuery(cartsQuery(_user, type));
}

export type CartLineInput = { _product: string; _option?: string | null; quantity: number };

/** 장바구니 담기: the lines one after another (the same product and option adds quantity). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lines, type = 'cart' }: { lines: CartLineInput[]; type?: CartType }) => {
      const added: CartItem[] = [];
      for (const line of lines) {
        added.push((await api.post('/api/v1/me/carts', cartEnvelope, { ...line, type })).cart);
      }
      return added;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** 수량 변경: the server checks it against stock (409 with its message otherwise). */
export function useChangeCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, quantity }: { _id: string; quantity: number }) =>
      (await api.put(`/api/v1/me/carts/${_id}`, cartEnvelope, { quantity })).cart,
    onSuccess: (cart) => {
      // The answer is the line as the server has it now: put it in place without a refetch.
      for (const query of queryClient.getQueryCache().findAll({ queryKey: cartKeys.all })) {
        queryClient.setQueryData<CartItem[]>(query.queryKey, (lines) =>
          Array.isArray(lines) ? lines.map((l) => (l._id === cart._id ? cart : l)) : lines,
        );
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** 선택 삭제 (and the ordered lines after a card payment). */
export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_ids: string[]) => removeCartLines(_ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const removeCartLines = (_ids: string[]) =>
  _ids.length === 0 ? Promise.resolve(undefined) : api.delete('/api/v1/me/carts', null, { body: { _ids } });

/**
 * 정기배송 장바구니로 / 장바구니로: each line is added to the other list (adding to a line already
 * there), then taken off this one. A line the other list cannot take (stock) stays where it is.
 */
export function useMoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lines, to }: { lines: CartItem[]; to: CartType }) => {
      const moved: string[] = [];
      try {
        for (const line of lines) {
          await api.post('/api/v1/me/carts', cartEnvelope, {
            _product: line._product,
            _option: line._option,
            quantity: line.quantity,
            type: to,
          });
          moved.push(line._id);
        }
      } finally {
        await removeCartLines(moved);
      }
      return moved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** How many lines the header and the side panel show: the server cart, or the guest's. */
export function useCartCount(): number {
  const loggedIn = useSession(isLoggedIn);
  const _user = useSession((s) => s.payload?._user);
  const guestCount = useSession((s) => s.carts.length);
  const carts = useQuery({ ...cartsQuery(_user, 'cart'), enabled: loggedIn && !!_user });
  return loggedIn ? (carts.data?.length ?? 0) : guestCount;
}
