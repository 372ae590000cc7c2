import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { logIn } from '@/lib/auth.ts';
import { cn } from '@/lib/cn.ts';
import { rememberUsername, savedUsername } from '@/lib/remember-id.ts';
import { startSocialLogin } from '@/lib/social-login.ts';

/** 카카오·네이버 로그인 (docs/decisions/0043): to the provider, back through /oauth/{provider}. */
const social = (provider: 'kakao' | 'naver') =>
  startSocialLogin(provider).catch((error: unknown) => window.alert(errorMessage(error)));

const input =
  'block h-10 w-full rounded-lg border border-line bg-white px-3 text-[15px] text-ink placeholder:text-subtle hover:border-brand-300 focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none';

/**
 * 로그인 상자 (spec §2 Login box): 아이디, 비밀번호 (Enter submits), 아이디 저장, 로그인, the links to
 * find the id or password and to join, and the social buttons.
 *
 * The specification types the id field as e-mail; our usernames are not e-mail addresses
 * (4–20 lowercase letters and digits), so the field is text with the e-mail keyboard
 * (`inputMode="email"`: no capitals, @ and . at hand) rather than `type="email"`, which would refuse
 * them. 아이디 저장 works as on the login page. The Kakao and Naver buttons start their login (the
 * spec's third, Apple, stays hidden). A failed login alerts the server's message (spec §8).
 */
export function LoginBox() {
  const id = useId();
  const [username, setUsername] = useState(savedUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => savedUsername() !== '');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return window.alert('아이디를 입력해주세요');
    if (!password) return window.alert('비밀번호를 입력해주세요');
    setPending(true);
    try {
      await logIn({ username: username.trim(), password, remember });
      rememberUsername(remember ? username.trim() : null);
    } catch (error) {
      window.alert(errorMessage(error));
      setPending(false);
    }
  };

  const round = 'grid size-10 place-items-center rounded-full transition-opacity hover:opacity-85';
  return (
    <div>
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor={`${id}-username`} className="sr-only">
          아이디
        </label>
        <input
          id={`${id}-username`}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="아이디"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className={input}
        />
        <label htmlFor={`${id}-password`} className="sr-only">
          비밀번호
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          placeholder="비밀번호"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={input}
        />
        <label className="flex cursor-pointer items-center gap-2 py-1 text-sm text-muted select-none">
          <input
            type="checkbox"
            className="size-4"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          아이디 저장
        </label>
        <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
          로그인
        </Button>
      </form>
      <nav
        aria-label="계정 찾기와 회원가입"
        className="mt-3 flex items-center justify-center gap-2.5 text-[13px] text-muted"
      >
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
      <div className="mt-3 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => void social('kakao')}
          aria-label="카카오 로그인"
          className={cn(round, 'bg-[#FEE500] text-[#191919]')}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 6L6.3 20.3c-.1.3.2.5.5.4l3.9-2.6c.4 0 .9.1 1.3.1 5 0 9-3.1 9-7s-4-7.2-9-7.2z"
            />
          </svg>
        </button>
        <button
          type="button"
          onClick={() => void social('naver')}
          aria-label="네이버 로그인"
          className={cn(round, 'bg-[#03C75A] text-white')}
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <path fill="currentColor" d="M15.6 12.6 8.2 2H2v20h6.4V11.4L15.8 22H22V2h-6.4z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
