import { zodResolver } from '@hookform/resolvers/zod';
import { socialLinkBody, socialProviderLabels } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { clearPendingSns, linkExistingAccount, pendingSns } from '@/lib/social-login.ts';
import { AuthCard } from '../components/auth-card.tsx';

const linkForm = socialLinkBody.omit({ snsToken: true });
type LinkInput = z.input<typeof linkForm>;
type LinkOutput = z.output<typeof linkForm>;

/**
 * /login/sns-validate: a Kakao or Naver account not linked to any member yet. 기존 계정 연결 (the
 * member's username and password, once: linked and logged in) or 회원가입 (the join form pre-filled
 * with the provider's name, e-mail and phone; joining links the account).
 */
export function SnsValidatePage() {
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [sns] = useState(pendingSns);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LinkInput, unknown, LinkOutput>({
    resolver: zodResolver(linkForm),
    defaultValues: { username: '', password: '' },
  });

  if (!sns) {
    return (
      <AuthCard title="SNS 계정 확인">
        <div className="text-center">
          <p className="text-[15px] leading-relaxed text-muted">
            간편 로그인 정보가 만료되었습니다. 다시 로그인해주세요
          </p>
          <ButtonLink to="/login" className="mt-6" block>
            로그인으로
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (loggedIn && !isSubmitting) return <Navigate to="/" replace />;
  const label = socialProviderLabels[sns.profile.provider];

  const submit = handleSubmit(async (input) => {
    try {
      await linkExistingAccount({ ...input, snsToken: sns.snsToken });
      window.alert(`${label} 계정이 연결되었습니다`);
      navigate('/', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        return setError('password', { message: error.message }, { shouldFocus: true });
      }
      if (isApiError(error) && error.code === 'SNS_TOKEN_INVALID') {
        clearPendingSns();
        window.alert(error.message);
        return navigate('/login', { replace: true });
      }
      window.alert(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="SNS 계정 확인"
      description={`${label} 계정${sns.profile.name ? ` (${sns.profile.name})` : ''}에 연결된 회원이 없습니다.`}
    >
      <section aria-labelledby="sns-link-title">
        <h2 id="sns-link-title" className="text-lg font-bold text-ink">
          기존 계정 연결
        </h2>
        <p className="mt-1 text-sm text-muted">
          이미 회원이시면 아이디와 비밀번호를 한 번 입력해 {label} 계정을 연결하세요. 다음부터는 {label}{' '}
          로그인만으로 로그인됩니다.
        </p>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <TextField
            label="아이디"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="비밀번호"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" block disabled={isSubmitting} aria-busy={isSubmitting}>
            연결하고 로그인
          </Button>
        </form>
      </section>
      <div className="my-7 flex items-center gap-3 text-[13px] text-subtle">
        <span className="h-px flex-1 bg-line" />
        또는
        <span className="h-px flex-1 bg-line" />
      </div>
      <section aria-labelledby="sns-join-title">
        <h2 id="sns-join-title" className="text-lg font-bold text-ink">
          회원가입
        </h2>
        <p className="mt-1 text-sm text-muted">
          처음이시면 {label}에서 받은 이름, 이메일, 연락처로 회원가입을 시작합니다.
        </p>
        <ButtonLink to="/join?sns=1" variant="secondary" size="lg" className="mt-4" block>
          회원가입
        </ButtonLink>
      </section>
    </AuthCard>
  );
}
