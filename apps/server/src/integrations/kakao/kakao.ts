import {
  callProvider,
  koreanMobile,
  SocialLoginError,
  type SocialProfile,
  type SocialProvider,
  socialMessages,
} from '../oauth/types.ts';

export type KakaoKeys = {
  /** REST API 키 */
  clientId: string;
  /** client secret, when enabled in the Kakao console */
  clientSecret: string | null;
  /** https://kauth.kakao.com */
  authBase: string;
  /** https://kapi.kakao.com */
  apiBase: string;
  timeoutMs?: number;
};

/** Kakao Login, REST server-side code flow (INTEGRATIONS.md c). */
export class KakaoLogin implements SocialProvider {
  readonly provider = 'kakao' as const;
  readonly kind = 'real' as const;
  readonly label = '카카오';
  constructor(private readonly keys: KakaoKeys) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      client_id: this.keys.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      state,
    });
    return `${this.keys.authBase}/oauth/authorize?${query}`;
  }

  async profileOf(code: string, _state: string, redirectUri: string): Promise<SocialProfile> {
    const timeout = this.keys.timeoutMs ?? 5_000;
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: this.keys.clientId,
      redirect_uri: redirectUri,
      code,
    });
    if (this.keys.clientSecret) form.set('client_secret', this.keys.clientSecret);
    const token = await callProvider(
      `${this.keys.authBase}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form,
      },
      timeout,
    );
    const accessToken = token.body.access_token;
    if (token.status !== 200 || typeof accessToken !== 'string') {
      const error = String(token.body.error ?? token.status);
      // KOE010 / invalid_client: our keys are wrong, not the shopper's code.
      const ours = error === 'invalid_client' || token.body.error_code === 'KOE010';
      throw new SocialLoginError(ours ? 'MISCONFIGURED' : 'REJECTED', socialMessages.rejected, error);
    }
    const me = await callProvider(
      `${this.keys.apiBase}/v2/user/me`,
      { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } },
      timeout,
    );
    if (me.status !== 200 || (typeof me.body.id !== 'number' && typeof me.body.id !== 'string')) {
      throw new SocialLoginError('REJECTED', socialMessages.rejected, String(me.body.code ?? me.status));
    }
    const account = (me.body.kakao_account ?? {}) as Record<string, unknown>;
    const profile = (account.profile ?? {}) as Record<string, unknown>;
    const name = typeof account.name === 'string' ? account.name : String(profile.nickname ?? '');
    return {
      id: String(me.body.id),
      name: name.slice(0, 20),
      email: typeof account.email === 'string' ? account.email : '',
      phone: koreanMobile(account.phone_number as string | undefined),
    };
  }
}
