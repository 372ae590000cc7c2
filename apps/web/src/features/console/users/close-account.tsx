import { zodResolver } from '@hookform/resolvers/zod';
import { type consoleUserDetail, userCloseBody } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { useCloseUser } from './api.ts';

type Detail = z.output<typeof consoleUserDetail>;
type CloseForm = z.input<typeof userCloseBody>;

/**
 * 탈퇴 처리: an operator closes a member's account, with a reason kept in the history (DELETE
 * /api/console/users/:_id). It ends every session of the member and anonymises the profile, as
 * leaving does, so the dialog says so before it is confirmed. Console accounts are closed only after
 * their type is changed; the server refuses them anyway.
 */
export function CloseAccount({ user, me }: { user: Detail; me: string | undefined }) {
  const [open, setOpen] = useState(false);
  if (user.state === 'LEFT') return <p className="text-sm text-muted">이미 탈퇴한 회원입니다.</p>;
  if (user._id === me) return <p className="text-sm text-muted">본인 계정은 탈퇴 처리할 수 없습니다.</p>;
  if (user.type === 'OPERATOR') {
    return (
      <p className="text-sm text-muted">
        관리자 계정은 탈퇴 처리할 수 없습니다. 먼저 회원 유형을 변경해주세요.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        회원 정보가 지워지고 모든 기기에서 로그아웃됩니다. 주문과 적립금 내역은 법령에 따라 남습니다.
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="danger">탈퇴 처리</Button>
        </DialogTrigger>
        {open && <CloseDialog user={user} onDone={() => setOpen(false)} />}
      </Dialog>
    </div>
  );
}

function CloseDialog({ user, onDone }: { user: Detail; onDone: () => void }) {
  const close = useCloseUser(user._id);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CloseForm, unknown, z.output<typeof userCloseBody>>({
    resolver: zodResolver(userCloseBody),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      await close.mutateAsync(body);
      onDone();
      window.alert('탈퇴 처리되었습니다');
    } catch (error) {
      // 403 was already alerted by the API client; the rest is shown in the dialog.
      if (!(isApiError(error) && error.status === 403)) setServerError(errorMessage(error));
    }
  });

  return (
    <DialogContent title="탈퇴 처리" description={`${user.name} (${user.username})`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          label="탈퇴 처리 사유"
          required
          maxLength={200}
          placeholder="회원의 변경 이력에 남습니다"
          className="[&_textarea]:min-h-24"
          error={errors.reason?.message}
          {...register('reason')}
        />
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger">
            {serverError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting} aria-busy={isSubmitting}>
            탈퇴 처리
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
