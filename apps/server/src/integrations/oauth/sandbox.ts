import {
  SocialLoginError,
  type SocialProfile,
  type SocialProvider,
  type SocialProviderName,
  socialMessages,
} from './types.ts';

/**
 * The offline provider used when a provider's keys are not set: the authorize URL is the shop's own
 * 테스트 로그인 page (served by the auth routes), where a tester enters a test profile and is sent
 * back to the redirect with a code and the state. The code carries the profile itself (base64url
 * JSON): nothing is stored and no network is needed. Real Kakao/Naver accounts never come this way.
 */
export class SandboxSocialProvider implements SocialProvider {
  readonly kind = 'sandbox' as const;
  constructor(
    readonly provider: SocialProviderName,
    readonly label: string,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ state, redirect_uri: redirectUri });
    return `/api/auth/sns/${this.provider}/sandbox?${query}`;
  }

  async profileOf(code: string): Promise<SocialProfile> {
    const profile = decodeSandboxCode(code);
    if (!profile) throw new SocialLoginError('REJECTED', socialMessages.rejected);
    return profile;
  }
}

export function encodeSandboxCode(profile: SocialProfile): string {
  return `sandbox.${Buffer.from(JSON.stringify(profile), 'utf8').toString('base64url')}`;
}

export function decodeSandboxCode(code: string): SocialProfile | null {
  if (!code.startsWith('sandbox.')) return null;
  try {
    const p = JSON.parse(Buffer.from(code.slice(8), 'base64url').toString('utf8')) as Partial<SocialProfile>;
    if (typeof p.id !== 'string' || !/^[\w-]{1,64}$/.test(p.id)) return null;
    return {
      id: p.id,
      name: typeof p.name === 'string' ? p.name.slice(0, 20) : '',
      email: typeof p.email === 'string' ? p.email.slice(0, 100) : '',
      phone: typeof p.phone === 'string' ? p.phone.slice(0, 13) : '',
    };
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The 테스트 로그인 page: a plain form, no script, so it works in any browser. */
export function sandboxPage(provider: SocialProviderName, label: string, state: string, redirectUri: string) {
  const sample =
    provider === 'kakao'
      ? { id: '1000001', name: '김카카오', email: 'kakao@example.com', phone: '010-1234-5678' }
      : { id: 'naver-1000001', name: '이네이버', email: 'naver@example.com', phone: '010-2345-6789' };
  const field = (name: string, text: string, value: string, type = 'text') =>
    `<label>${text}<input name="${name}" type="${type}" value="${escapeHtml(value)}"${name === 'id' ? ' required' : ''}></label>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>테스트 로그인</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.75rem 0;font-size:14px}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.25rem;border:1px solid #bbb;border-radius:4px;font-size:16px}
button{width:100%;padding:.8rem;margin-top:1rem;border:0;border-radius:4px;font-size:16px;background:${provider === 'kakao' ? '#FEE500;color:#191919' : '#03C75A;color:#fff'}}
p{font-size:13px;color:#666}</style></head><body>
<h1>테스트 로그인 (${escapeHtml(label)})</h1>
<p>${escapeHtml(label)} 키가 설정되지 않아 테스트 계정으로 로그인합니다. 실제 ${escapeHtml(label)} 계정은 사용되지 않습니다.</p>
<form method="get" action="/api/auth/sns/${provider}/sandbox/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
${field('id', '회원번호 (테스트 ID)', sample.id)}${field('name', '이름', sample.name)}${field('email', '이메일', sample.email, 'email')}${field('phone', '휴대폰번호', sample.phone, 'tel')}
<button type="submit">${escapeHtml(label)} 테스트 계정으로 로그인</button></form></body></html>`;
}
