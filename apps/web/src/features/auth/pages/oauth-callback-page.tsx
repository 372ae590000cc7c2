import { type SocialProviderName, socialProviderLabels } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { finishSocialLogin, linkMyAccount, takeTrip } from '@/lib/social-login.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /oauth/kakao and /oauth/naver: where the provider sends the browser back with `code` and `state`.
 * A login ends logged in (linked account) or on /login/sns-validate; a link from /mypage/myinfo
 * goes back there. A refused or cancelled trip says so and offers the way back.
 */
function OAuthCallback({ provider }: { provider: SocialProviderName }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; back: string } | null>(null);
  const started = useRef(false);
  const label = socialProviderLabels[provider];

  useEffect(() => {
    if (started.current) return; // the code works once: never twice under StrictMode
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const intent = takeTrip(provider, state);
    const back = intent === 'link' ? '/mypage/myinfo' : '/login';
    if (!code || !intent) {
      setFailure({
        message: params.get('error')
          ? `${label} 로그인이 취소되었습니다.`
          : '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요',
        back,
      });
      return;
    }
    const run = async () => {
      if (intent === 'link') {
        await linkMyAccount(provider, { code, state });
        window.alert(`${label} 계정이 연결되었습니다`);
        navigate('/mypage/myinfo', { replace: true });
        return;
      }
      const outcome = await finishSocialLogin(provider, { code, state });
      navigate(outcome === 'logged-in' ? '/' : '/login/sns-validate', { replace: true });
    };
    run().catch((error: unknown) => setFailure({ message: errorMessage(error), back }));
  }, [params, provider, label, navigate]);

  return (
    <AuthCard title={`${label} 로그인`}>
      {failure ? (
        <div className="text-center" role="alert">
          <p className="text-[15px] leading-relaxed text-muted">{failure.message}</p>
          <ButtonLink to={failure.back} className="mt-6" block>
            돌아가기
          </ButtonLink>
        </div>
      ) : (
        <Loading />
      )}
    </AuthCard>
  );
}

export const KakaoCallbackPage = () => <OAuthCallback provider="kakao" />;
export const NaverCallbackPage = () => <OAuthCallback provider="naver" />;
