import { z } from 'zod';
import { session } from '@/lib/session.ts';

/**
 * What the order form is for, kept in sessionStorage so that a reload, the trip to the login page
 * (바로구매 as a guest) and the trip to the payment window all keep it:
 * - from the cart: the chosen cart ids, in the session's `pickup` (spec §4; logout clears them);
 * - 바로구매: the product lines under `directOrder`, with the member they belong to (null when a
 *   guest chose them before logging in), so another member in the same tab never sees them;
 * - `orderDraft`: the form as filled in, kept while the payment window is open so a declined or
 *   closed payment comes back to the same form;
 * - `pendingPayment`: the card / virtual-account order in the window, and the cart lines it came
 *   from, which leave the cart only once the payment is approved.
 */

const DIRECT_KEY = 'directOrder';
const DRAFT_KEY = 'orderDraft';
const PENDING_KEY = 'pendingPayment';

const line = z.object({
  _product: z.string(),
  _option: z.string().nullable(),
  quantity: z.number().int().positive(),
});
export type CheckoutLine = z.infer<typeof line>;

const direct = z.object({ owner: z.string().nullable(), items: z.array(line).min(1) });
const pending = z.object({ orderId: z.string(), owner: z.string(), _carts: z.array(z.string()) });
export type PendingPayment = z.infer<typeof pending>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the flow still works until a reload
  }
}

export type Checkout = { kind: 'cart'; _carts: string[] } | { kind: 'direct'; items: CheckoutLine[] };

const currentUser = () => session.get().payload?._user ?? null;

export const checkoutStore = {
  /** 주문하기 from the cart: these lines. */
  startFromCart(_carts: readonly string[]) {
    write(DIRECT_KEY, null);
    write(DRAFT_KEY, null);
    session.setPickup([..._carts]);
  },

  /** 바로구매: just these lines, never added to the cart. */
  startDirect(items: readonly CheckoutLine[]) {
    write(DIRECT_KEY, { owner: currentUser(), items });
    write(DRAFT_KEY, null);
    session.setPickup([]);
  },

  /** What the order form shows now, or null when nothing was chosen (or it was another member's). */
  current(): Checkout | null {
    const me = currentUser();
    const d = read(DIRECT_KEY, direct);
    if (d && (d.owner === null || d.owner === me)) return { kind: 'direct', items: d.items };
    const picked = session.get().pickup;
    return picked.length > 0 ? { kind: 'cart', _carts: picked } : null;
  },

  /** The order is placed (or paid): the form starts empty next time. */
  finish() {
    write(DIRECT_KEY, null);
    write(DRAFT_KEY, null);
    write(PENDING_KEY, null);
    session.setPickup([]);
  },

  saveDraft(draft: unknown) {
    write(DRAFT_KEY, { owner: currentUser(), draft });
  },
  draft(): unknown {
    const saved = read(DRAFT_KEY, z.object({ owner: z.string().nullable(), draft: z.unknown() }));
    return saved && saved.owner === currentUser() ? saved.draft : null;
  },
  clearDraft() {
    write(DRAFT_KEY, null);
  },

  setPending(value: Omit<PendingPayment, 'owner'>) {
    const owner = currentUser();
    if (owner) write(PENDING_KEY, { ...value, owner });
  },
  pending(orderId: string): PendingPayment | null {
    const p = read(PENDING_KEY, pending);
    return p && p.orderId === orderId && p.owner === currentUser() ? p : null;
  },
  clearPending() {
    write(PENDING_KEY, null);
  },
};
