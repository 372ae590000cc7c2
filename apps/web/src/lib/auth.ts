import { accessTokenEnvelope, refreshTokenEnvelope, userEnvelope } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { pushGuestCart } from '@/lib/guest-cart.ts';
import { api } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';

/** `Authorization: Basic` value; UTF-8 safe, so a Korean password is sent as its UTF-8 bytes. */
export function basicCredentials(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The member behind the access token (GET /api/v1/me/info). Keyed by member, so a new login refetches. */
export const meQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: ['me', 'info', _user],
    queryFn: async () => (await api.get('/api/v1/me/info', userEnvelope)).user,
    enabled: !!_user,
    staleTime: 60_000,
  });

/**
 * 로그인: credentials → refresh token → access token (the refresh token rotates at that step, so the
 * second one is kept). `remember` asks the server for a long-lived session (see the login page).
 * Errors are ApiErrors carrying the server's message.
 */
export async function logIn(input: { username: string; password: string; remember: boolean }) {
  const { refreshToken } = await api.get('/api/auth/refreshToken', refreshTokenEnvelope, {
    auth: false,
    headers: { authorization: basicCredentials(input.username.trim(), input.password) },
    query: input.remember ? { remember: 'true' } : undefined,
  });
  await startSession(refreshToken);
}

/**
 * The rest of a login once the server answered a refresh token (a password login, a linked Kakao or
 * Naver account, 기존 계정 연결): the access token, the member, the guest cart.
 */
export async function startSession(refreshToken: string) {
  const tokens = await api.get('/api/auth/accessToken', accessTokenEnvelope, {
    auth: false,
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  session.setTokens(tokens.accessToken, tokens.refreshToken);
  // The member is fetched as soon as the token appears (SessionSync); fetch now as well so the
  // page we go to next already knows the name.
  const payload = session.get().payload;
  if (payload) {
    const user = await queryClient.fetchQuery(meQuery(payload._user)).catch(() => null);
    if (user) session.setUser(user);
  }
  // Spec §4: the guest cart is pushed to the server cart and the cart reloaded. A failure must not
  // fail the login: the lines stay in the session and the cart page pushes them again.
  await pushGuestCart().catch(() => undefined);
}

/** Forgets everything that belonged to the member. */
function forgetMemberData() {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'me' || q.queryKey[0] === 'console' });
}

/**
 * 로그아웃: revokes the session on the server (DELETE /api/auth/refreshToken with the refresh token),
 * then clears tokens, member, carts, pickup and agreements. A failed server call still logs out here.
 */
export async function logOut() {
  const { refreshToken } = session.get();
  if (refreshToken) {
    await api
      .delete('/api/auth/refreshToken', null, {
        auth: false,
        headers: { authorization: `Bearer ${refreshToken}` },
      })
      .catch(() => undefined);
  }
  session.clear();
  forgetMemberData();
}

/** The server already ended the session (password changed, member left): clear locally only. */
export function endSessionLocally() {
  session.clear();
  forgetMemberData();
}
