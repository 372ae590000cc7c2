import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { useJoin } from '../api/join.ts';
import { type JoinFormInput, type JoinFormOutput, joinFormSchema } from '../join-schema.ts';

const fields = ['username', 'password', 'passwordConfirm', 'name', 'email', 'phone', 'promoterCode'] as const;
type FieldName = (typeof fields)[number];
const isField = (path: string): path is FieldName => (fields as readonly string[]).includes(path);

/**
 * The join form: spec §5 rules from the contract, checked as the member types (mode onChange), so
 * the messages are exactly the specification's. Server answers land on their field: 409 (username
 * taken) on 아이디, 422 (unknown referral code) on 추천인코드.
 */
export function JoinForm({
  agreedTerms,
  defaultPromoterCode = '',
  prefill,
  snsToken,
  onJoined,
  onTermsRejected,
}: {
  agreedTerms: string[];
  defaultPromoterCode?: string;
  /** joining from Kakao or Naver: the provider's name, e-mail and phone, and the account to link */
  prefill?: { name: string; email: string; phone: string } | undefined;
  snsToken?: string | undefined;
  onJoined: (user: User) => void;
  onTermsRejected: (message: string) => void;
}) {
  const join = useJoin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<JoinFormInput, unknown, JoinFormOutput>({
    resolver: zodResolver(joinFormSchema),
    mode: 'onChange',
    defaultValues: {
      username: '',
      password: '',
      passwordConfirm: '',
      name: prefill?.name ?? '',
      email: prefill?.email ?? '',
      phone: prefill?.phone ?? '',
      promoterCode: defaultPromoterCode,
    },
  });

  // The form appears once the terms are agreed: start typing right away.
  useEffect(() => setFocus('username'), [setFocus]);

  const submit = handleSubmit(async ({ passwordConfirm: _confirm, ...body }) => {
    try {
      const user = await join.mutateAsync({
        ...body,
        _terms: agreedTerms,
        ...(snsToken ? { snsToken } : {}),
      });
      onJoined(user);
    } catch (error) {
      if (!isApiError(error)) return window.alert(errorMessage(error));
      if (error.code === 'TERMS_REQUIRED' || error.code === 'UNKNOWN_TERM')
        return onTermsRejected(error.message);
      if (error.status === 409)
        return setError('username', { message: error.message }, { shouldFocus: true });
      if (error.status === 422)
        return setError('promoterCode', { message: error.message }, { shouldFocus: true });
      const onFields = (error.details ?? []).filter((d) => isField(d.path));
      if (error.status === 400 && onFields.length > 0) {
        for (const [i, d] of onFields.entries()) {
          setError(d.path as FieldName, { message: d.message }, { shouldFocus: i === 0 });
        }
        return;
      }
      window.alert(error.message);
    }
  });

  const password = register('password', {
    // a changed password re-checks a confirmation already typed
    onChange: () => {
      if (getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="아이디"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="영문 소문자와 숫자로 4~20자"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="비밀번호"
        required
        type="password"
        autoComplete="new-password"
        hint="영문, 숫자, 특수문자를 포함해 8~16자"
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label="비밀번호 확인"
        required
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
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
        placeholder="010-1234-5678"
        hint="숫자만 입력해도 됩니다"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="추천인코드"
        required
        autoCapitalize="characters"
        spellCheck={false}
        hint="바스하우스를 소개해준 정회원의 추천인코드를 입력해주세요"
        error={errors.promoterCode?.message}
        {...register('promoterCode')}
      />
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className="!mt-8"
      >
        회원가입
      </Button>
    </form>
  );
}
