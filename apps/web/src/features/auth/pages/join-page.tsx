import { type SocialProviderName, socialProviderLabels, type User } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { termsQuery } from '@/lib/api/terms.ts';
import { cn } from '@/lib/cn.ts';
import { isLoggedIn, session, useSession } from '@/lib/session.ts';
import { clearPendingSns, pendingSns, startSocialLogin } from '@/lib/social-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { JoinForm } from '../components/join-form.tsx';
import { canAgree, TermsDialog } from '../components/terms-dialog.tsx';

type Step = 'terms' | 'form' | 'done';
const stepLabels: Record<Step, string> = { terms: '약관동의', form: '정보입력', done: '가입완료' };

function Steps({ current }: { current: Step }) {
  const order: Step[] = ['terms', 'form', 'done'];
  const at = order.indexOf(current);
  return (
    <ol className="mb-8 flex items-center justify-center gap-2 text-[13px]" aria-label="가입 단계">
      {order.map((step, index) => (
        <li
          key={step}
          className="flex items-center gap-2"
          aria-current={step === current ? 'step' : undefined}
        >
          {index > 0 && <span aria-hidden="true" className="h-px w-5 bg-line sm:w-8" />}
          <span
            className={cn(
              'grid size-6 place-items-center rounded-full text-xs font-bold',
              index <= at ? 'bg-brand-600 text-white' : 'bg-surface text-subtle',
            )}
          >
            {index + 1}
          </span>
          <span className={cn('font-semibold', index <= at ? 'text-ink' : 'text-subtle')}>
            {stepLabels[step]}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Joined({ user, provider }: { user: User; provider: SocialProviderName | null }) {
  const navigate = useNavigate();
  return (
    <div className="text-center">
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.4}
          aria-hidden="true"
        >
          <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 className="mt-5 text-xl font-bold">회원가입이 완료되었습니다</h2>
      <p className="mt-2 text-[15px] leading-relaxed text-muted">
        {user.name}님, 바스하우스 회원이 되신 것을 환영합니다.
        <br />
        아이디 <strong className="font-semibold text-ink">{user.username}</strong>로 로그인해주세요.
        {provider && (
          <>
            <br />
            {socialProviderLabels[provider]} 계정이 연결되어 {socialProviderLabels[provider]} 로그인도 할 수
            있습니다.
          </>
        )}
      </p>
      <div className="mt-8 grid gap-2">
        {provider && (
          <Button size="lg" block onClick={() => void startSocialLogin(provider)}>
            {socialProviderLabels[provider]}로 로그인
          </Button>
        )}
        <Button size="lg" block variant={provider ? 'outline' : 'primary'} onClick={() => navigate('/login')}>
          로그인
        </Button>
        <ButtonLink to="/" variant="ghost" block>
          홈으로
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * 회원가입: the terms dialog first (agreed term ids are kept in the session's `agreements`, so a
 * reload does not ask again), then the form, then the completion screen.
 */
export function JoinPage() {
  const [params] = useSearchParams();
  const terms = useQuery(termsQuery);
  const agreements = useSession((s) => s.agreements);
  const loggedIn = useSession(isLoggedIn);
  const [joined, setJoined] = useState<User | null>(null);
  // Sent here by /login/sns-validate: the provider's details pre-fill the form and the account links.
  const [sns] = useState(() => (params.get('sns') ? pendingSns() : null));
  // The dialog opens by itself unless the terms were already agreed in this tab.
  const [dialogOpen, setDialogOpen] = useState(() => session.get().agreements.length === 0);

  if (loggedIn && !joined) return <Navigate to="/" replace />;

  const agreed = terms.data ? canAgree(terms.data, new Set(agreements)) && agreements.length > 0 : false;
  const step: Step = joined ? 'done' : agreed ? 'form' : 'terms';

  return (
    <AuthCard title="회원가입" wide>
      <Steps current={step} />
      {sns && step !== 'done' && (
        <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {socialProviderLabels[sns.profile.provider]} 계정으로 가입합니다. 가입하면 이 계정이 연결됩니다.
        </p>
      )}
      {terms.isPending && <Loading />}
      {terms.isError && <ErrorState error={terms.error} onRetry={() => terms.refetch()} />}
      {step === 'done' && joined && <Joined user={joined} provider={sns?.profile.provider ?? null} />}
      {step === 'form' && (
        <>
          <div className="mb-6 flex items-center justify-between rounded-xl bg-surface px-4 py-3 text-sm">
            <span className="text-muted">약관 {agreements.length}개에 동의하셨습니다.</span>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setDialogOpen(true)}
            >
              다시 보기
            </button>
          </div>
          <JoinForm
            agreedTerms={agreements}
            defaultPromoterCode={params.get('promoterCode') ?? params.get('code') ?? ''}
            prefill={sns?.profile}
            snsToken={sns?.snsToken}
            onJoined={(user) => {
              clearPendingSns();
              setJoined(user);
              window.scrollTo(0, 0);
              session.setAgreements([]);
            }}
            onTermsRejected={(message) => {
              window.alert(message);
              session.setAgreements([]);
              setDialogOpen(true);
            }}
          />
        </>
      )}
      {step === 'terms' && terms.data && (
        <div className="rounded-xl border border-dashed border-line px-5 py-8 text-center">
          <p className="text-[15px] leading-relaxed text-muted">
            바스하우스 이용약관과 개인정보 수집 및 이용에 동의하시면
            <br className="hidden sm:block" /> 회원정보를 입력할 수 있습니다.
          </p>
          <Button className="mt-5" onClick={() => setDialogOpen(true)}>
            약관 보기
          </Button>
        </div>
      )}
      {step !== 'done' && terms.data && (
        <TermsDialog
          open={dialogOpen}
          terms={terms.data}
          initial={agreements}
          onCancel={() => setDialogOpen(false)}
          onAgree={(ids) => {
            session.setAgreements(ids);
            setDialogOpen(false);
          }}
        />
      )}
    </AuthCard>
  );
}
