import { CART_LINES_MAX, CART_QUANTITY_MAX, cartsEnvelope } from '@shop/contracts';
import { z } from 'zod';
import { cartKeys } from '@/lib/api/cart-keys.ts';
import { api } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { type GuestCartItem, isLoggedIn, session } from '@/lib/session.ts';

/**
 * The guest cart of spec §4: lines kept in sessionStorage (`carts` of the session store) while the
 * shopper is not logged in, pushed to the server cart at login (POST /api/v1/me/carts/merge) and
 * then cleared; logout clears it with the rest of the session. Pure functions first, then the
 * store operations that write the session.
 */

export type GuestLineInput = Omit<GuestCartItem, 'quantity'> & {
  quantity: number;
  /** how many may be in the cart at most (the product's or the option's stock) */
  stock?: number;
};

/** Same product and same option combination = the same line (the server keys its lines so too). */
export const guestLineKey = (item: Pick<GuestCartItem, '_product' | '_option'>) =>
  `${item._product}:${item._option ?? ''}`;

export type GuestAddOutcome = {
  items: GuestCartItem[];
  /** lines whose quantity was cut to what is in stock */
  capped: string[];
  /** lines left out because the cart is full or the item cannot be bought */
  skipped: string[];
};

/**
 * Adds lines to a guest cart: a line already there gains the quantity (as the server's cart
 * does), kept within stock and CART_QUANTITY_MAX; new lines go first, up to CART_LINES_MAX lines.
 */
export function addGuestLines(current: readonly GuestCartItem[], additions: readonly GuestLineInput[]) {
  const items = current.map((i) => ({ ...i }));
  const capped: string[] = [];
  const skipped: string[] = [];
  for (const { stock, ...addition } of additions) {
    const key = guestLineKey(addition);
    const limit = Math.min(CART_QUANTITY_MAX, stock ?? CART_QUANTITY_MAX);
    const quantity = Math.trunc(addition.quantity);
    if (limit < 1 || !(quantity >= 1)) {
      skipped.push(key);
      continue;
    }
    const existing = items.find((i) => guestLineKey(i) === key);
    const wanted = (existing?.quantity ?? 0) + quantity;
    const next = Math.min(wanted, limit);
    if (next < wanted) capped.push(key);
    if (existing) {
      // A fresher snapshot (name, price) replaces the old one; the quantity adds up.
      Object.assign(existing, addition, { quantity: next });
    } else if (items.length >= CART_LINES_MAX) {
      skipped.push(key);
    } else {
      items.unshift({ ...addition, quantity: next });
    }
  }
  return { items, capped, skipped } satisfies GuestAddOutcome;
}

export const removeGuestLines = (current: readonly GuestCartItem[], keys: readonly string[]) =>
  current.filter((i) => !keys.includes(guestLineKey(i)));

/** Only lines the server can read (ids it would accept) are pushed; anything else was tampered with. */
const uuid = z.uuid();

/** The body of POST /api/v1/me/carts/merge for these guest lines. */
export function mergeInputOf(items: readonly GuestCartItem[]) {
  return {
    type: 'cart' as const,
    items: items
      .filter((i) => uuid.safeParse(i._product).success && (!i._option || uuid.safeParse(i._option).success))
      .slice(0, CART_LINES_MAX)
      .map((i) => ({
        _product: i._product,
        _option: i._option ?? null,
        quantity: Math.min(Math.max(1, Math.trunc(i.quantity)), CART_QUANTITY_MAX),
      })),
  };
}

/** The guest cart in the session store. */
export const guestCart = {
  items: (): GuestCartItem[] => session.get().carts,
  add(additions: readonly GuestLineInput[]): GuestAddOutcome {
    const outcome = addGuestLines(session.get().carts, additions);
    session.setCarts(outcome.items);
    return outcome;
  },
  remove(keys: readonly string[]) {
    session.setCarts(removeGuestLines(session.get().carts, keys));
  },
  clear() {
    session.setCarts([]);
  },
};

let pushing: Promise<void> | null = null;

/**
 * Spec §4: once logged in, the guest cart goes to the server and the server cart is reloaded.
 * The server skips lines that can no longer be bought and caps quantities at stock, so a login
 * never fails on it. When the call itself fails (offline), the lines stay in the session and the
 * cart page pushes them again. Concurrent callers share one request.
 */
export function pushGuestCart(): Promise<void> {
  pushing ??= (async () => {
    const state = session.get();
    if (!isLoggedIn(state) || state.carts.length === 0) return;
    const input = mergeInputOf(state.carts);
    const _user = state.payload?._user;
    if (input.items.length > 0) {
      const { carts } = await api.post('/api/v1/me/carts/merge', cartsEnvelope, input);
      if (_user) queryClient.setQueryData(cartKeys.list(_user, 'cart'), carts);
    }
    session.setCarts([]);
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  })().finally(() => {
    pushing = null;
  });
  return pushing;
}
