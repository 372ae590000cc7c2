import { zodResolver } from '@hookform/resolvers/zod';
import { banks, type RefundAccount, type RefundAccountInput, refundAccountInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { refundAccountQuery, useDeleteRefundAccount, useSaveRefundAccount } from '@/lib/api/my-orders.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

const fieldNames = ['bankCode', 'accountNumber', 'accountHolder'] as const;
type FieldName = (typeof fieldNames)[number];

function AccountForm({ current, defaultHolder }: { current: RefundAccount | null; defaultHolder: string }) {
  const save = useSaveRefundAccount();
  const remove = useDeleteRefundAccount();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RefundAccountInput, unknown, z.output<typeof refundAccountInput>>({
    resolver: zodResolver(refundAccountInput),
    defaultValues: {
      // '' shows 은행을 선택해주세요 until a bank is picked
      bankCode: (current?.bankCode ?? '') as RefundAccountInput['bankCode'],
      accountNumber: current?.accountNumber ?? '',
      accountHolder: current?.accountHolder ?? defaultHolder,
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      // the form is keyed by the account's updatedAt: it starts afresh from the saved account
      await save.mutateAsync(input);
      window.alert('환불계좌가 저장되었습니다');
    } catch (error) {
      const onFields = isApiError(error)
        ? (error.details ?? []).filter((d) => (fieldNames as readonly string[]).includes(d.path))
        : [];
      if (onFields.length > 0) {
        for (const d of onFields) setError(d.path as FieldName, { message: d.message });
        return;
      }
      window.alert(errorMessage(error));
    }
  });

  const erase = async () => {
    if (!window.confirm('환불계좌를 삭제하시겠습니까?')) return;
    try {
      await remove.mutateAsync();
      window.alert('환불계좌가 삭제되었습니다');
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };

  const accountNumber = register('accountNumber');
  const busy = isSubmitting || remove.isPending;
  return (
    <form onSubmit={submit} noValidate className="rounded-card border border-line p-5 sm:p-7">
      <h2 className="text-lg font-bold">{current ? '환불계좌 변경' : '환불계좌 등록'}</h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <SelectField label="은행" required error={errors.bankCode?.message} {...register('bankCode')}>
          <option value="">은행을 선택해주세요</option>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="예금주"
          required
          autoComplete="name"
          error={errors.accountHolder?.message}
          {...register('accountHolder')}
        />
        <TextField
          label="계좌번호"
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder="- 없이 숫자만 입력"
          hint="숫자 10~16자리"
          error={errors.accountNumber?.message}
          className="sm:col-span-2"
          {...accountNumber}
          onChange={(e) => {
            // digits only: a pasted "110-123-456789" keeps its numbers
            const digits = e.target.value.replace(/\D/g, '');
            if (digits !== e.target.value) setValue('accountNumber', digits);
            return accountNumber.onChange(e);
          }}
        />
      </div>
      <div className="mt-7 flex flex-wrap justify-end gap-2">
        {current && (
          <Button variant="outline" onClick={erase} disabled={busy}>
            삭제
          </Button>
        )}
        <Button type="submit" disabled={busy} aria-busy={isSubmitting}>
          저장
        </Button>
      </div>
    </form>
  );
}

/** /mypage/refund-account: where refunds of 무통장입금 orders are sent. */
export function RefundAccountPage() {
  const _user = useSession((s) => s.payload?._user);
  const name = useSession((s) => s.user?.name ?? '');
  const account = useQuery(refundAccountQuery(_user));
  return (
    <section aria-labelledby="refund-account-title">
      <div className="border-b-2 border-ink pb-3">
        <h1 id="refund-account-title" className="text-xl font-bold text-ink sm:text-2xl">
          환불계좌
        </h1>
      </div>
      <p className="mt-4 text-[15px] leading-relaxed text-muted">
        무통장입금으로 결제한 주문을 취소하거나 반품하면 이 계좌로 환불됩니다. 본인 명의의 계좌를
        등록해주세요.
      </p>
      <div className="mt-6 space-y-6">
        {account.isPending ? (
          <Loading />
        ) : account.isError ? (
          <ErrorState error={account.error} onRetry={() => account.refetch()} />
        ) : (
          <>
            {account.data ? (
              <dl
                className="grid gap-x-6 gap-y-2 rounded-card bg-surface p-5 text-sm sm:grid-cols-[auto_1fr]"
                data-testid="refund-account"
              >
                <dt className="text-muted">등록된 계좌</dt>
                <dd className="font-semibold text-ink">
                  {account.data.bankName} <span className="tabular-nums">{account.data.accountNumber}</span>
                </dd>
                <dt className="text-muted">예금주</dt>
                <dd className="text-ink">{account.data.accountHolder}</dd>
                <dt className="text-muted">변경일</dt>
                <dd className="text-ink tabular-nums">{formatDate(account.data.updatedAt)}</dd>
              </dl>
            ) : (
              <p className="rounded-card bg-surface p-5 text-center text-[15px] text-muted">
                등록된 환불계좌가 없습니다
              </p>
            )}
            <AccountForm key={account.data?.updatedAt ?? 'new'} current={account.data} defaultHolder={name} />
          </>
        )}
      </div>
    </section>
  );
}
