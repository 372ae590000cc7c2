import { zodResolver } from '@hookform/resolvers/zod';
import { joinBody, maskName, type RecoveryAnswer } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { type Certified, useCertification } from '@/components/certification/use-certification.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { findUsernames, resetPassword } from '../api/recovery.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { passwordMismatch } from '../join-schema.ts';

type Kind = 'id' | 'password';

/** 아이디 찾기 | 비밀번호 찾기, as two tabs that are two addresses. */
function Tabs({ kind }: { kind: Kind }) {
  const tab = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      replace
      aria-current={active ? 'page' : undefined}
      className={`flex-1 border-b-2 py-3 text-center text-[15px] font-semibold ${
        active ? 'border-brand-600 text-brand-700' : 'border-line text-muted hover:text-ink'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="찾기 종류" className="mb-6 flex">
      {tab('/login/find-id', '아이디 찾기', kind === 'id')}
      {tab('/login/find-password', '비밀번호 찾기', kind === 'password')}
    </nav>
  );
}

function CertifyStep({ kind, onOpen }: { kind: Kind; onOpen: () => void }) {
  return (
    <div className="space-y-5">
      <p className="rounded-xl bg-brand-50/70 p-5 text-[15px] leading-relaxed text-ink/85">
        회원가입 시 등록한 <strong className="font-semibold">이름과 휴대폰번호</strong>로 본인인증을 하시면{' '}
        {kind === 'id' ? '가입하신 아이디를 알려드립니다.' : '비밀번호를 새로 설정할 수 있습니다.'}
      </p>
      <Button type="button" variant="primary" className="w-full" onClick={onOpen}>
        휴대폰 본인인증
      </Button>
    </div>
  );
}

function UsernameResult({ certified, onRetry }: { certified: Certified; onRetry: () => void }) {
  const [answer, setAnswer] = useState<RecoveryAnswer['users'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    findUsernames(certified._id).then(setAnswer, (error) => setProblem(errorMessage(error)));
  }, [certified._id]);
  if (problem) return <Problem message={problem} onRetry={onRetry} />;
  if (!answer) return <p className="text-muted">회원정보를 찾고 있습니다…</p>;
  return (
    <div className="space-y-5">
      <p className="text-[15px] text-ink">
        <strong>{maskName(certified.name)}</strong>님의 아이디입니다.
      </p>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {answer.map((u) => (
          <li key={u.username + u.createdAt} className="flex items-center justify-between px-5 py-4">
            <span className="text-lg font-bold tracking-wide text-brand-700">{u.username}</span>
            <span className="text-[13px] text-muted">가입일 {u.createdAt.slice(0, 10)}</span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <ButtonLink to="/login" variant="primary">
          로그인
        </ButtonLink>
        <ButtonLink to="/login/find-password" variant="outline">
          비밀번호 찾기
        </ButtonLink>
      </div>
    </div>
  );
}

const resetSchema = z
  .object({
    username: joinBody.shape.username,
    password: joinBody.shape.password,
    passwordConfirm: z.string(),
  })
  .refine((f) => f.password === f.passwordConfirm, {
    path: ['passwordConfirm'],
    message: passwordMismatch,
    when: () => true,
  });

function PasswordStep({ certified, onRetry }: { certified: Certified; onRetry: () => void }) {
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetSchema>, unknown, z.output<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
  });
  const submit = handleSubmit(async ({ username, password }) => {
    setProblem(null);
    try {
      await resetPassword({ _certification: certified._id, type: 'PASSWORD', username, password });
      setDone(true);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });
  if (done) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-xl bg-brand-50/70 p-5 text-[15px] text-ink">
          비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요. 다른 기기의 로그인은 모두 해제되었습니다.
        </p>
        <ButtonLink to="/login" variant="primary" className="w-full">
          로그인
        </ButtonLink>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-[15px] text-ink">
        <strong>{maskName(certified.name)}</strong>님, 아이디와 새 비밀번호를 입력해주세요.
      </p>
      <TextField
        label="아이디"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="새 비밀번호"
        type="password"
        required
        autoComplete="new-password"
        hint="영문, 숫자, 특수문자를 포함해 8~16자"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="새 비밀번호 확인"
        type="password"
        required
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      {problem && <Problem message={problem} onRetry={onRetry} />}
      <Button type="submit" variant="primary" className="w-full" disabled={isSubmitting}>
        비밀번호 변경
      </Button>
    </form>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-[15px] text-red-700">
      <p>{message}</p>
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        본인인증 다시 하기
      </button>
    </div>
  );
}

/** 아이디 찾기 / 비밀번호 찾기 by 휴대폰 본인인증 (KCP; the sandbox 테스트 본인인증 without keys). */
function FindAccount({ kind }: { kind: Kind }) {
  const { certified, open, reset } = useCertification(kind === 'id' ? 'FIND_ID' : 'FIND_PASSWORD');
  return (
    <AuthCard title={kind === 'id' ? '아이디 찾기' : '비밀번호 찾기'}>
      <Tabs kind={kind} />
      {!certified ? (
        <CertifyStep kind={kind} onOpen={open} />
      ) : kind === 'id' ? (
        <UsernameResult certified={certified} onRetry={reset} />
      ) : (
        <PasswordStep certified={certified} onRetry={reset} />
      )}
    </AuthCard>
  );
}

export const FindIdPage = () => <FindAccount kind="id" />;
export const FindPasswordPage = () => <FindAccount kind="password" />;
