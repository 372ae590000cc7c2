import { zodResolver } from '@hookform/resolvers/zod';
import { rules, type User } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { endSessionLocally, meQuery } from '@/lib/auth.ts';
import { formatPhone } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { useUpdateMyInfo, useVerifyPassword } from '../api/me.ts';
import { SocialLinksSection } from '../components/social-links-section.tsx';

/** Step 1: the password again, before personal details can change. */
function VerifyStep({ onVerified }: { onVerified: (token: string) => void }) {
  const verify = useVerifyPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(rules.messages.passwordRequired);
    setError(undefined);
    try {
      const { verificationToken } = await verify.mutateAsync(password);
      onVerified(verificationToken);
    } catch (e) {
      if (isApiError(e) && e.status === 400) setError(e.message);
      else window.alert(errorMessage(e));
    }
  };

  return (
    <div className="mx-auto max-w-md rounded-card border border-line p-6 sm:p-8">
      <h2 className="text-lg font-bold">비밀번호 확인</h2>
      <p className="mt-1.5 text-[15px] text-muted">
        회원님의 정보를 안전하게 보호하기 위해 비밀번호를 한 번 더 입력해주세요.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <TextField
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <Button type="submit" block size="lg" disabled={verify.isPending} aria-busy={verify.isPending}>
          확인
        </Button>
      </form>
    </div>
  );
}

const mismatch = '비밀번호가 일치하지 않습니다';

const myInfoFormSchema = z
  .object({
    name: rules.name,
    email: rules.email,
    phone: rules.phone,
    password: rules.passwordModify,
    passwordConfirm: z.string(),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: mismatch,
    when: () => true,
  });
type MyInfoInput = z.input<typeof myInfoFormSchema>;
type MyInfoOutput = z.output<typeof myInfoFormSchema>;
const fieldNames = ['name', 'email', 'phone', 'password', 'passwordConfirm'] as const;

/** Step 2: name, e-mail, phone, and optionally a new password. */
function EditStep({
  user,
  verificationToken,
  onVerificationExpired,
}: {
  user: User;
  verificationToken: string;
  onVerificationExpired: () => void;
}) {
  const update = useUpdateMyInfo();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MyInfoInput, unknown, MyInfoOutput>({
    resolver: zodResolver(myInfoFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: formatPhone(user.phone),
      password: '',
      passwordConfirm: '',
    },
  });

  const submit = handleSubmit(async ({ passwordConfirm: _confirm, password, ...details }) => {
    try {
      const updated = await update.mutateAsync({
        ...details,
        ...(password ? { password } : {}),
        verificationToken,
      });
      window.alert('회원정보가 수정되었습니다');
      if (password) {
        // The server ended every session of this member, this one included.
        window.alert(
          '비밀번호가 변경되어 모든 기기에서 로그아웃되었습니다. 새 비밀번호로 다시 로그인해주세요.',
        );
        endSessionLocally();
        navigate('/login', { replace: true });
        return;
      }
      reset({
        name: updated.name,
        email: updated.email,
        phone: formatPhone(updated.phone),
        password: '',
        passwordConfirm: '',
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'VERIFICATION_REQUIRED') {
        window.alert(error.message);
        return onVerificationExpired();
      }
      const onFields = isApiError(error)
        ? (error.details ?? []).filter((d) => (fieldNames as readonly string[]).includes(d.path))
        : [];
      if (onFields.length > 0) {
        for (const d of onFields) setError(d.path as (typeof fieldNames)[number], { message: d.message });
        return;
      }
      window.alert(errorMessage(error));
    }
  });

  const password = register('password', {
    onChange: () => {
      if (getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <section aria-labelledby="basic-info" className="rounded-card border border-line p-5 sm:p-7">
        <h2 id="basic-info" className="text-lg font-bold">
          기본 정보
        </h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField label="아이디" value={user.username} readOnly hint="아이디는 변경할 수 없습니다" />
          <TextField
            label="이름"
            required
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="이메일"
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="연락처"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      </section>
      <section aria-labelledby="password-change" className="rounded-card border border-line p-5 sm:p-7">
        <h2 id="password-change" className="text-lg font-bold">
          비밀번호 변경
        </h2>
        <p className="mt-1 text-sm text-muted">
          변경할 때만 입력해주세요. 비밀번호를 바꾸면 모든 기기에서 로그아웃되고 새 비밀번호로 다시 로그인해야
          합니다.
        </p>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            label="새 비밀번호"
            type="password"
            autoComplete="new-password"
            hint="영문, 숫자, 특수문자를 포함해 8~16자"
            error={errors.password?.message}
            {...password}
          />
          <TextField
            label="새 비밀번호 확인"
            type="password"
            autoComplete="new-password"
            error={errors.passwordConfirm?.message}
            {...register('passwordConfirm')}
          />
        </div>
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to="/mypage" variant="outline" size="lg">
          취소
        </ButtonLink>
        <Button type="submit" size="lg" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
          수정하기
        </Button>
      </div>
    </form>
  );
}

/** /mypage/myinfo: password re-check, then the edit form (PUT /api/v1/me/info). */
export function MyInfoPage() {
  const _user = useSession((s) => s.payload?._user);
  const me = useQuery(meQuery(_user));
  const [verificationToken, setVerificationToken] = useState<string | null>(null);

  return (
    <div>
      <PageHeader title="회원정보수정" description="이름, 이메일, 연락처와 비밀번호를 바꿀 수 있습니다." />
      <div className="mt-8">
        {!verificationToken ? (
          <VerifyStep onVerified={setVerificationToken} />
        ) : me.isPending ? (
          <Loading />
        ) : me.isError ? (
          <ErrorState error={me.error} onRetry={() => me.refetch()} />
        ) : (
          <EditStep
            user={me.data}
            verificationToken={verificationToken}
            onVerificationExpired={() => setVerificationToken(null)}
          />
        )}
      </div>
      <SocialLinksSection />
    </div>
  );
}
