import { type AccessTokenPayload, accessTokenPayload, type User, user as userSchema } from '@shop/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { rememberedImageFile } from './product-image.ts';

/**
 * The browser session of spec §4, kept in sessionStorage (one tab, gone when the tab closes):
 * tokens, the decoded access-token payload, the member, the guest cart, the cart items picked for
 * checkout and the terms agreed in the join dialog.
 *
 * A tiny external store: `session.get()` for code, `useSession(selector)` for components.
 * Side effects (fetching the member, calling the server to log out) live in `auth.ts`.
 */

/**
 * A guest's cart line (features/cart/guest-cart.ts), pushed to the server cart at login: the product,
 * its option combination (`_option`, with the values as chosen) and the quantity. Name, thumbnail,
 * option label and price are a snapshot for the side panel only; the server prices the merged cart.
 */
export const guestCartItem = z.object({
  _product: z.string(),
  _option: z.string().nullable().optional(),
  optionValues: z.array(z.string()).optional(),
  quantity: z.number().int().positive(),
  name: z.string().optional(),
  /** the card image's file name (a line kept before decision 0025 had the URL: read as its file) */
  thumb: z.string().transform(rememberedImageFile).nullable().optional(),
  optionLabel: z.string().optional(),
  unitPrice: z.number().int().optional(),
});
export type GuestCartItem = z.infer<typeof guestCartItem>;

export type SessionState = {
  accessToken: string | null;
  refreshToken: string | null;
  payload: AccessTokenPayload | null;
  user: User | null;
  carts: GuestCartItem[];
  /** cart ids picked for the order form */
  pickup: string[];
  /** term ids agreed in the terms dialog, kept until the join succeeds */
  agreements: string[];
};

/** Each part under its own sessionStorage key, as the specification's client kept them. */
export const sessionKeys = [
  'accessToken',
  'refreshToken',
  'payload',
  'user',
  'carts',
  'pickup',
  'agreements',
] as const;
type SessionKey = (typeof sessionKeys)[number];

const emptyState: SessionState = {
  accessToken: null,
  refreshToken: null,
  payload: null,
  user: null,
  carts: [],
  pickup: [],
  agreements: [],
};

const storedState = z.object({
  accessToken: z.string().nullable().catch(null),
  refreshToken: z.string().nullable().catch(null),
  payload: accessTokenPayload.nullable().catch(null),
  user: userSchema.nullable().catch(null),
  carts: z.array(guestCartItem).catch([]),
  pickup: z.array(z.string()).catch([]),
  agreements: z.array(z.string()).catch([]),
});

/** base64url → UTF-8 text */
function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload `{ scope, userType, _user }` of an access token, or null when it is not one of ours. */
export function decodeAccessToken(token: string): AccessTokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const parsed = accessTokenPayload.safeParse(JSON.parse(decodeBase64Url(part)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the session lives in memory only
  }
}

/** Tokens are stored as they are; the other parts as JSON. */
const isTokenKey = (key: SessionKey) => key === 'accessToken' || key === 'refreshToken';

function readPart(store: Storage, key: SessionKey): unknown {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  if (isTokenKey(key)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function load(): SessionState {
  const store = storage();
  if (!store) return emptyState;
  // A guest's first page stores nothing: no schema has to be built to read that.
  if (sessionKeys.every((key) => store.getItem(key) === null)) return emptyState;
  try {
    const raw = Object.fromEntries(sessionKeys.map((key) => [key, readPart(store, key) ?? emptyState[key]]));
    const state = storedState.parse(raw);
    // A token without a readable payload is of no use; start over rather than half logged in.
    if (state.accessToken && !state.payload) return { ...state, accessToken: null, user: null };
    return state;
  } catch {
    return emptyState;
  }
}

// Read on first use, not while the module is evaluated: a page's first look at sessionStorage costs
// a phone a few milliseconds, and a server-rendered page's start gives it a task of its own
// (app/start.tsx) instead of adding it to the data stage's.
let loaded: SessionState | null = null;
const current = (): SessionState => {
  loaded ??= load();
  return loaded;
};
const listeners = new Set<() => void>();

function commit(next: SessionState) {
  loaded = next;
  const store = storage();
  for (const key of sessionKeys) {
    try {
      const value = next[key];
      const empty = value === null || (Array.isArray(value) && value.length === 0);
      if (empty) store?.removeItem(key);
      else store?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    } catch {
      // quota or privacy mode: keep the in-memory state
    }
  }
  for (const listener of listeners) listener();
}

export const session = {
  get: (): SessionState => current(),

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * New tokens after login or refresh. The refresh token rotates on every use, so the new one
   * always replaces the old. The member is dropped when the token belongs to someone else.
   */
  setTokens(accessToken: string, refreshToken: string) {
    const payload = decodeAccessToken(accessToken);
    if (!payload) throw new Error('access token without a readable payload');
    const state = current();
    const sameUser = state.user?._id === payload._user;
    commit({ ...state, accessToken, refreshToken, payload, user: sameUser ? state.user : null });
  },

  setUser(user: User | null) {
    commit({ ...current(), user });
  },

  setCarts(carts: GuestCartItem[]) {
    commit({ ...current(), carts });
  },

  setPickup(pickup: string[]) {
    commit({ ...current(), pickup });
  },

  setAgreements(agreements: string[]) {
    commit({ ...current(), agreements });
  },

  /** Logout: clears tokens, the member, carts, pickup and agreements (spec §4). */
  clear() {
    commit(emptyState);
  },

  /** Tests start from a clean slate and may re-read storage. */
  reload() {
    loaded = load();
    for (const listener of listeners) listener();
  },
};

export const isLoggedIn = (s: SessionState = current()) => !!s.accessToken && !!s.payload;

/** Subscribes a component to part of the session. Selectors must return stored values (no new objects). */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => selector(current()),
    () => selector(emptyState),
  );
}
