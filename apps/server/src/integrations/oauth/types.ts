/**
 * Social login (카카오 / 네이버 로그인, INTEGRATIONS.md c and d): what the auth module knows about a
 * provider. Each provider has a real OAuth 2 adapter (integrations/kakao, integrations/naver) and
 * shares the offline sandbox (sandbox.ts, a local 테스트 로그인 page) used when its keys are not set.
 */

export type SocialProviderName = 'kakao' | 'naver';

/** The person the provider vouches for; `id` is the provider's stable user id, our key. */
export type SocialProfile = {
  id: string;
  name: string;
  email: string;
  /** 010-1234-5678 or '' when the provider did not give it */
  phone: string;
};

export type SocialErrorCode =
  /** the code was refused (expired, reused, forged) or the user cancelled */
  | 'REJECTED'
  /** the provider could not be reached or answered 5xx */
  | 'PROVIDER_DOWN'
  /** our keys were refused: an operator must fix the configuration */
  | 'MISCONFIGURED';

export class SocialLoginError extends Error {
  constructor(
    readonly code: SocialErrorCode,
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SocialLoginError';
  }
}

export const socialMessages = {
  rejected: '간편 로그인에 실패했습니다. 다시 시도해주세요',
  down: '간편 로그인 서비스와 연결할 수 없습니다. 잠시 후 다시 시도해주세요',
} as const;

export interface SocialProvider {
  readonly provider: SocialProviderName;
  readonly kind: 'real' | 'sandbox';
  /** '카카오' / '네이버' */
  readonly label: string;
  /** Where the browser goes to log in; the provider sends it back to `redirectUri?code&state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** code → token → profile. Throws SocialLoginError. */
  profileOf(code: string, state: string, redirectUri: string): Promise<SocialProfile>;
}

/** '+82 10-1234-5678', '01012345678' or '010-1234-5678' → '010-1234-5678'; anything else → ''. */
export function koreanMobile(raw: string | null | undefined): string {
  if (!raw) return '';
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('82')) digits = `0${digits.slice(2)}`;
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : '';
}

/** A JSON call with a time limit; network failures and 5xx become PROVIDER_DOWN. */
export async function callProvider(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new SocialLoginError('PROVIDER_DOWN', socialMessages.down);
  }
  if (response.status >= 500) throw new SocialLoginError('PROVIDER_DOWN', socialMessages.down);
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new SocialLoginError('PROVIDER_DOWN', socialMessages.down);
  }
  return { status: response.status, body };
}
