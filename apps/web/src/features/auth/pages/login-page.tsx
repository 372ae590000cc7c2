import type { SocialProviderName } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { logIn } from '@/lib/auth.ts';
import { rememberUsername, savedUsername } from '@/lib/remember-id.ts';
import { safeRedirect } from '@/lib/routing/guard.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { startSocialLogin } from '@/lib/social-login.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** 카카오 and 네이버 (docs/decisions/0043); the spec's third button (Apple) stays hidden. */
function SocialButtons() {
  const [going, setGoing] = useState<SocialProviderName | null>(null);
  const base =
    'flex h-12 w-full items-center justify-center gap-2 rounded-lg text-[15px] font-semibold transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
  const go = async (provider: SocialProviderName) => {
    setGoing(provider);
    try {
      await startSocialLogin(provider);
    } catch (error) {
      window.alert(errorMessage(error));
      setGoing(null);
    }
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void go('kakao')}
        disabled={going !== null}
        aria-busy={going === 'kakao'}
        className={`${base} bg-[#FEE500] text-[#191919]`}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 6L6.3 20.3c-.1.3.2.5.5.4l3.9-2.6c.4 0 .9.1 1.3.1 5 0 9-3.1 9-7s-4-7.2-9-7.2z"
          />
        </svg>
        카카오 로그인
      </button>
      <button
        type="button"
        onClick={() => void go('naver')}
        disabled={going !== null}
        aria-busy={going === 'naver'}
        className={`${base} bg-[#03C75A] text-white`}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path fill="currentColor" d="M15.6 12.6 8.2 2H2v20h6.4V11.4L15.8 22H22V2h-6.4z" />
        </svg>
        네이버 로그인
      </button>
    </div>
  );
}

/**
 * 로그인 (spec §2 login box).
 *
 * One checkbox, 아이디 저장, as the specification's login box has. Ticking it (1) keeps the username
 * in localStorage to prefill this form and (2) sends `remember=true`, so the server gives the
 * session its long life (30 days instead of 1). The tokens themselves stay in sessionStorage
 * (spec §4), so closing the tab still logs out; a separate "로그인 상태 유지" box would promise
 * more than that and is left out.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [username, setUsername] = useState(savedUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => savedUsername() !== '');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [pending, setPending] = useState(false);
  const formId = useId();

  if (loggedIn && !pending) return <Navigate to={redirectTo} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      username: username.trim() ? undefined : '아이디를 입력해주세요',
      password: password ? undefined : '비밀번호를 입력해주세요',
    };
    setErrors(problems);
    if (problems.username || problems.password) {
      document.getElementById(problems.username ? `${formId}-username` : `${formId}-password`)?.focus();
      return;
    }
    setPending(true);
    try {
      await logIn({ username: username.trim(), password, remember });
      rememberUsername(remember ? username.trim() : null);
      navigate(redirectTo, { replace: true });
    } catch (error) {
      window.alert(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <AuthCard title="로그인" description="바스하우스에 오신 것을 환영합니다">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id={`${formId}-username`}
          label="아이디"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
        />
        <TextField
          id={`${formId}-password`}
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Checkbox label="아이디 저장" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <Button type="submit" size="lg" block disabled={pending} aria-busy={pending}>
          로그인
        </Button>
      </form>
      <nav aria-label="계정 찾기" className="mt-5 flex items-center justify-center gap-3 text-sm text-muted">
        <Link to="/login/find-id" className="hover:text-ink">
          아이디 찾기
        </Link>
        <span aria-hidden="true" className="h-3 w-px bg-line" />
        <Link to="/login/find-password" className="hover:text-ink">
          비밀번호 찾기
        </Link>
        <span aria-hidden="true" className="h-3 w-px bg-line" />
        <Link to="/join" className="font-semibold text-brand-700 hover:text-brand-800">
          회원가입
        </Link>
      </nav>
      <div className="my-7 flex items-center gap-3 text-[13px] text-subtle">
        <span className="h-px flex-1 bg-line" />
        간편 로그인
        <span className="h-px flex-1 bg-line" />
      </div>
      <SocialButtons />
    </AuthCard>
  );
}
