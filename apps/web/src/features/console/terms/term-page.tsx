import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ConsoleTermDetail,
  type ConsoleTermVersion,
  PROMOTER_TERM_CODE,
  termEditBody,
  termVersionStateLabel,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { BackLink, LoadFailure } from '@/components/console/editor.tsx';
import { FormAlert, Switch } from '@/components/console/fields.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { LegalText } from '@/components/ui/prose.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { AmendmentForm } from './amendment-form.tsx';
import { consoleTermQuery, useTermChange } from './api.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { TermFields } from './term-fields.tsx';

/**
 * /console/terms/:_term: a term's title, required flag, order and withdrawal from new joins; its
 * versions (in effect, earlier, announced) with their texts; and a new amendment with a preview.
 */
export function ConsoleTermPage() {
  const { _term = '' } = useParams();
  const term = useQuery(consoleTermQuery(_term));
  return (
    <div className="space-y-5">
      <BackLink to="/console/terms">약관 목록</BackLink>
      {term.isPending && <Loading />}
      {term.isError && (
        <LoadFailure
          error={term.error}
          notFound="약관을 찾을 수 없습니다"
          listTo="/console/terms"
          listLabel="약관 목록"
          onRetry={() => term.refetch()}
        />
      )}
      {term.data && <TermScreen key={term.data.updatedAt} term={term.data} />}
    </div>
  );
}

function TermScreen({ term }: { term: ConsoleTermDetail }) {
  return (
    <>
      <div>
        <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{term.subject}</h1>
        <p className="mt-1 text-sm text-muted">
          <span className="font-mono">/terms/{term.code}</span> · 동의 회원{' '}
          {term.agreements.toLocaleString('ko-KR')}명
        </p>
      </div>
      <TermInfo term={term} />
      <Versions term={term} />
      {term.scheduled ? (
        <Panel title="개정안 등록">
          <p className="text-sm text-muted">
            {formatDate(term.scheduled.effectiveAt)}에 시행될 개정안(버전 {term.scheduled.version})이
            있습니다. 새 개정안은 이 개정안을 취소한 뒤 등록할 수 있습니다.
          </p>
        </Panel>
      ) : (
        <AmendmentForm term={term} />
      )}
    </>
  );
}

type InfoForm = z.input<typeof termEditBody>;
type InfoBody = z.output<typeof termEditBody>;
const infoFields = ['subject', 'necessary', 'order', 'withdrawn'] as const;

/** 약관 정보: edits carry the `updatedAt` they saw; a stale one keeps the form and says so. */
function TermInfo({ term }: { term: ConsoleTermDetail }) {
  const change = useTermChange();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<InfoForm, unknown, InfoBody>({
    resolver: zodResolver(termEditBody),
    defaultValues: {
      subject: term.subject,
      necessary: term.necessary,
      order: term.order,
      withdrawn: term.withdrawn,
      updatedAt: term.updatedAt,
    },
  });
  const submit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      await change.mutateAsync({ type: 'edit', _id: term._id, body });
      toast('약관 정보를 저장했습니다');
    } catch (error) {
      if (!placeServerError(error, infoFields, setError)) setMessage(errorMessage(error));
    }
  });
  const isPromoterTerm = term.code === PROMOTER_TERM_CODE;
  const deletable = term.agreements === 0 && !isPromoterTerm;
  return (
    <Panel title="약관 정보" titleId="term-info">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TermFields
          subject={register('subject')}
          order={register('order', { valueAsNumber: true })}
          necessary={register('necessary')}
          errors={{ subject: errors.subject?.message, order: errors.order?.message }}
        />
        {!isPromoterTerm && (
          <Switch
            label="신규 가입 적용 중단"
            description="켜면 회원가입 약관 동의에서 빠집니다. 이미 동의한 회원에게는 계속 보입니다."
            {...register('withdrawn')}
          />
        )}
        <FormAlert>{message}</FormAlert>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button
            variant="ghost"
            className="mr-auto text-danger!"
            disabled={!deletable}
            title={deletable ? undefined : '동의한 회원이 있는 약관은 삭제할 수 없습니다'}
            onClick={() => setDeleting(true)}
          >
            약관 삭제
          </Button>
          <Button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
            {isSubmitting ? '저장하는 중…' : '저장하기'}
          </Button>
        </div>
        {!deletable && term.agreements > 0 && (
          <p className="text-right text-[13px] text-muted">
            동의한 회원이 있는 약관은 삭제할 수 없습니다. 신규 가입 적용을 중단해주세요.
          </p>
        )}
      </form>
      <ReasonDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="약관 삭제"
        description={`'${term.subject}' 약관과 모든 버전을 삭제합니다.`}
        confirmLabel="삭제하기"
        onConfirm={async (reason) => {
          await change.mutateAsync({ type: 'delete', _id: term._id, reason });
          toast('약관을 삭제했습니다');
          void navigate('/console/terms');
        }}
      />
    </Panel>
  );
}

/** Every version, newest first: its text opens in a dialog; an announced one can be withdrawn. */
function Versions({ term }: { term: ConsoleTermDetail }) {
  const change = useTermChange();
  const [reading, setReading] = useState<number>();
  const [cancelling, setCancelling] = useState(false);
  const shown = term.versions.find((v) => v.version === reading);
  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsoleTermVersion>();
    const list: ConsoleColumn<ConsoleTermVersion>[] = [
      col.accessor('version', { header: '버전', meta: { className: 'tabular-nums' } }),
      col.accessor('effectiveAt', {
        header: '시행일',
        meta: { className: 'tabular-nums' },
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      col.accessor('state', {
        header: '상태',
        cell: ({ row: { original: v } }) => (
          <span className="inline-flex gap-1.5">
            <Badge tone={v.state === 'CURRENT' ? 'brand' : v.state === 'SCHEDULED' ? 'warning' : 'neutral'}>
              {termVersionStateLabel[v.state]}
            </Badge>
            {v.adverse && <Badge tone="warning">불리한 변경</Badge>}
          </span>
        ),
      }),
      col.accessor('reason', {
        header: '개정 사유',
        meta: { className: 'whitespace-normal' },
        cell: ({ getValue }) => getValue() ?? <span className="text-muted">최초 등록</span>,
      }),
      col.accessor('createdAt', {
        header: '등록',
        meta: { className: 'text-[13px] text-muted' },
        cell: ({ row: { original: v } }) => `${formatDateTime(v.createdAt)}${v.by ? ` · ${v.by}` : ''}`,
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row: { original: v } }) => (
          <span className="inline-flex gap-1.5">
            <Button size="sm" variant="outline" onClick={() => setReading(v.version)}>
              내용 보기
              <span className="sr-only"> 버전 {v.version}</span>
            </Button>
            {v.state === 'SCHEDULED' && (
              <Button
                size="sm"
                variant="outline"
                className="text-danger!"
                onClick={() => setCancelling(true)}
              >
                개정 취소
              </Button>
            )}
          </span>
        ),
      }),
    ];
    return list;
  }, []);
  return (
    <Panel title={`버전 ${term.versions.length}개`} titleId="term-versions">
      <DataTable
        className="-mx-4 -my-4 sm:-mx-5 sm:-my-5"
        caption="약관 버전"
        columns={columns}
        data={term.versions}
        getRowId={(v) => v._id}
        minWidth={760}
        rowTestId="term-version-row"
      />
      <Dialog open={!!shown} onOpenChange={(open) => !open && setReading(undefined)}>
        {shown && (
          <DialogContent
            title={`${term.subject} · 버전 ${shown.version}`}
            description={`${formatDate(shown.effectiveAt)} 시행 · ${termVersionStateLabel[shown.state]}`}
            className="sm:w-[min(760px,calc(100vw-2rem))]"
          >
            <LegalText html={shown.content} />
          </DialogContent>
        )}
      </Dialog>
      {term.scheduled && (
        <ReasonDialog
          open={cancelling}
          onOpenChange={setCancelling}
          title="개정 취소"
          description={`${formatDate(term.scheduled.effectiveAt)}에 시행될 버전 ${term.scheduled.version}을 취소합니다. 쇼핑몰의 개정 예고도 내려갑니다.`}
          confirmLabel="개정 취소하기"
          onConfirm={async (reason) => {
            await change.mutateAsync({
              type: 'cancel',
              _id: term._id,
              version: term.scheduled!.version,
              reason,
            });
            toast('개정안을 취소했습니다');
          }}
        />
      )}
    </Panel>
  );
}
