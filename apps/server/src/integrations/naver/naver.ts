import {
  callProvider,
  koreanMobile,
  SocialLoginError,
  type SocialProfile,
  type SocialProvider,
  socialMessages,
} from '../oauth/types.ts';

export type NaverKeys = {
  clientId: string;
  clientSecret: string;
  /** https://nid.naver.com */
  authBase: string;
  /** https://openapi.naver.com */
  apiBase: string;
  timeoutMs?: number;
};

/** 네이버 아이디로 로그인 (INTEGRATIONS.md d). */
export class NaverLogin implements SocialProvider {
  readonly provider = 'naver' as const;
  readonly kind = 'real' as const;
  readonly label = '네이버';
  constructor(private readonly keys: NaverKeys) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.keys.clientId,
      redirect_uri: redirectUri,
      state,
    });
    return `${this.keys.authBase}/oauth2.0/authorize?${query}`;
  }

  async profileOf(code: string, state: string, _redirectUri?: string): Promise<SocialProfile> {
    const timeout = this.keys.timeoutMs ?? 5_000;
    const token = await callProvider(
      `${this.keys.authBase}/oauth2.0/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: this.keys.clientId,
          client_secret: this.keys.clientSecret,
          code,
          state,
        }),
      },
      timeout,
    );
    const accessToken = token.body.access_token;
    if (typeof accessToken !== 'string' || token.body.error) {
      const error = String(token.body.error ?? token.status);
      const ours = error === 'invalid_client' || (error === 'invalid_request' && token.status === 401);
      throw new SocialLoginError(ours ? 'MISCONFIGURED' : 'REJECTED', socialMessages.rejected, error);
    }
    const me = await callProvider(
      `${this.keys.apiBase}/v1/nid/me`,
      { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } },
      timeout,
    );
    const response = me.body.response as Record<string, unknown> | undefined;
    if (me.body.resultcode !== '00' || typeof response?.id !== 'string') {
      throw new SocialLoginError(
        'REJECTED',
        socialMessages.rejected,
        String(me.body.resultcode ?? me.status),
      );
    }
    const name = typeof response.name === 'string' ? response.name : String(response.nickname ?? '');
    return {
      id: response.id,
      name: name.slice(0, 20),
      email: typeof response.email === 'string' ? response.email : '',
      phone: koreanMobile(response.mobile as string | undefined),
    };
  }
}
