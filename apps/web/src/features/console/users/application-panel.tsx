import { zodResolver } from '@hookform/resolvers/zod';
import {
  approvalStatusLabel,
  type ConsoleMemberRequest,
  type consoleUserDetail,
  memberRequestDecisionBody,
} from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Panel } from '@/components/console/panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDate, formatDateTime, formatPhone } from '@/lib/format.ts';
import { useChangeUserType, useRejectRequest } from './api.ts';

type Detail = z.output<typeof consoleUserDetail>;
const tone = { AWAITING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;
const reasonForm = z.object({ reason: memberRequestDecisionBody.shape.reason });
const birthDay = (day: string) =>
  day.length === 8 ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}` : day;

/**
 * 정회원 전환 신청 on the member page: the certified identity, the verified account and the masked
 * number, with 승인 (the type change to 정회원, in one transaction with the request) and 반려 (a reason
 * the member sees). Earlier applications are listed below the latest.
 */
export function ApplicationPanel({ user }: { user: Detail }) {
  const [latest, ...earlier] = user.requests;
  if (!latest) return null;
  return (
    <Panel title="정회원 전환 신청" titleId="application">
      <Application request={latest} user={user} />
      {earlier.length > 0 && (
        <ul className="mt-4 space-y-1 border-t border-line pt-3 text-sm text-muted">
          {earlier.map((r) => (
            <li key={r._id}>
              {formatDate(r.createdAt)} 신청 · {approvalStatusLabel[r.status]}
              {r.reason ? ` · ${r.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Application({ request, user }: { request: ConsoleMemberRequest; user: Detail }) {
  const facts: [string, string][] = [
    ['신청일시', formatDateTime(request.createdAt)],
    ['인증 이름', request.certified.name],
    ['인증 연락처', formatPhone(request.certified.phone)],
    ['생년월일', birthDay(request.certified.birthDay)],
    ['주민등록번호', request.residentRegistrationNumber],
    ['정산 계좌', `${request.bank.name} ${request.bank.accountNumber} (${request.bank.accountHolder})`],
  ];
  if (request.decidedAt) {
    facts.push([
      '처리일시',
      `${formatDateTime(request.decidedAt)}${request.decidedBy ? ` · ${request.decidedBy.username}` : ''}`,
    ]);
  }
  if (request.reason) facts.push([request.status === 'REJECTED' ? '반려 사유' : '처리 사유', request.reason]);
  return (
    <div className="space-y-4">
      <Badge tone={tone[request.status]}>{approvalStatusLabel[request.status]}</Badge>
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[6.5rem_1fr] gap-2">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 font-medium break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {request.status === 'AWAITING' && user.state === 'ACTIVE' && (
        <div className="flex flex-wrap justify-end gap-2">
          <Decision kind="reject" request={request} user={user} />
          <Decision kind="approve" request={request} user={user} />
        </div>
      )}
    </div>
  );
}

function Decision({
  kind,
  request,
  user,
}: {
  kind: 'approve' | 'reject';
  request: ConsoleMemberRequest;
  user: Detail;
}) {
  const [open, setOpen] = useState(false);
  const label = kind === 'approve' ? '승인' : '반려';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={kind === 'approve' ? 'primary' : 'outline'}>{label}</Button>
      </DialogTrigger>
      {open && <DecisionDialog kind={kind} request={request} user={user} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function DecisionDialog({
  kind,
  request,
  user,
  onDone,
}: {
  kind: 'approve' | 'reject';
  request: ConsoleMemberRequest;
  user: Detail;
  onDone: () => void;
}) {
  const approve = useChangeUserType(user._id);
  const reject = useRejectRequest(user._id);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reasonForm>, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: kind === 'approve' ? '정회원 전환 승인' : '' },
  });
  const label = kind === 'approve' ? '승인' : '반려';
  const submit = handleSubmit(async ({ reason }) => {
    setServerError(undefined);
    try {
      if (kind === 'approve') await approve.mutateAsync({ type: 'PROMOTER', reason });
      else await reject.mutateAsync({ _request: request._id, reason });
      onDone();
      window.alert(kind === 'approve' ? '정회원으로 전환되었습니다' : '신청을 반려했습니다');
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setServerError(errorMessage(error));
    }
  });
  return (
    <DialogContent
      title={`정회원 전환 ${label}`}
      description={
        kind === 'approve'
          ? `${user.name} (${user.username})님을 정회원으로 전환하고 추천인코드를 발급합니다.`
          : `${user.name} (${user.username})님의 신청을 반려합니다. 사유는 회원에게 보입니다.`
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          label={`${label} 사유`}
          required
          maxLength={200}
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
          <Button type="submit" variant={kind === 'approve' ? 'primary' : 'danger'} disabled={isSubmitting}>
            {label}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
