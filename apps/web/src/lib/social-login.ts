import {
  refreshTokenEnvelope,
  type SocialLoginAnswer,
  type SocialProfile,
  type SocialProviderName,
  socialAuthorizeEnvelope,
  socialLinksEnvelope,
  socialLoginEnvelope,
} from '@shop/contracts';
import { api } from './api-client.ts';
import { startSession } from './auth.ts';

/**
 * 카카오·네이버 로그인 in the browser (docs/decisions/0043). The server issues the `state`; the tab
 * also keeps it with what the trip was for (login or linking on /mypage/myinfo), so the callback
 * page (/oauth/{provider}) knows what to do and refuses a state this tab did not start.
 */

export type SocialIntent = 'login' | 'link';
type Pending = { provider: SocialProviderName; state: string; intent: SocialIntent };
const TRIP_KEY = 'shop.social.trip';
const SNS_KEY = 'shop.social.sns';

export async function startSocialLogin(provider: SocialProviderName, intent: SocialIntent = 'login') {
  const { url, state } = await api.get(`/api/auth/sns/${provider}/authorize`, socialAuthorizeEnvelope, {
    auth: false,
  });
  sessionStorage.setItem(TRIP_KEY, JSON.stringify({ provider, state, intent } satisfies Pending));
  window.location.assign(url);
}

/** The trip this tab started for the state, spent once. */
export function takeTrip(provider: SocialProviderName, state: string): SocialIntent | null {
  const raw = sessionStorage.getItem(TRIP_KEY);
  sessionStorage.removeItem(TRIP_KEY);
  try {
    const trip = raw ? (JSON.parse(raw) as Pending) : null;
    return trip && trip.provider === provider && trip.state === state ? trip.intent : null;
  } catch {
    return null;
  }
}

/** POST /api/auth/sns/{provider}: a linked account is logged in here; else the snsToken is kept. */
export async function finishSocialLogin(
  provider: SocialProviderName,
  input: { code: string; state: string },
): Promise<'logged-in' | 'unlinked'> {
  const answer: SocialLoginAnswer = await api.post(`/api/auth/sns/${provider}`, socialLoginEnvelope, input, {
    auth: false,
  });
  if ('refreshToken' in answer) {
    await startSession(answer.refreshToken);
    return 'logged-in';
  }
  sessionStorage.setItem(SNS_KEY, JSON.stringify({ snsToken: answer.snsToken, profile: answer.profile }));
  return 'unlinked';
}

export type PendingSns = { snsToken: string; profile: SocialProfile };

/** The unlinked provider account waiting on /login/sns-validate (10 minutes on the server). */
export function pendingSns(): PendingSns | null {
  try {
    const raw = sessionStorage.getItem(SNS_KEY);
    return raw ? (JSON.parse(raw) as PendingSns) : null;
  } catch {
    return null;
  }
}

export function clearPendingSns() {
  sessionStorage.removeItem(SNS_KEY);
}

/** 기존 계정 연결: links the provider account to the member and logs them in. */
export async function linkExistingAccount(input: { snsToken: string; username: string; password: string }) {
  const { refreshToken } = await api.post('/api/auth/sns/link', refreshTokenEnvelope, input, { auth: false });
  clearPendingSns();
  await startSession(refreshToken);
}

/** /mypage/myinfo linking: the logged-in member links the account the provider returned. */
export async function linkMyAccount(provider: SocialProviderName, input: { code: string; state: string }) {
  return (await api.post(`/api/v1/me/social-links/${provider}`, socialLinksEnvelope, input)).links;
}
