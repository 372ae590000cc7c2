import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsoleTerm, termCreateBody } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { DialogSaveRow } from '@/components/console/editor.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { RichTextField } from '@/components/console/rich-text-field.tsx';
import { useUrlDialog } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format.ts';
import { consoleTermsQuery, useTermChange } from './api.ts';
import { TermFields } from './term-fields.tsx';

const noTerms: ConsoleTerm[] = [];

/**
 * /console/terms: the shop's terms with the version in effect, the announced amendment and how many
 * members agreed (DOMAIN.md "Terms versions"). A term opens its own screen for amendments.
 */
export function ConsoleTermsPage() {
  const terms = useQuery(consoleTermsQuery);
  const create = useUrlDialog('create');
  const data = terms.data ?? noTerms;

  const columns = useMemo(() => {
    const col = consoleColumnHelper<ConsoleTerm>();
    const list: ConsoleColumn<ConsoleTerm>[] = [
      col.accessor('order', {
        header: '순서',
        meta: { className: 'w-16 text-right tabular-nums', headerClassName: 'text-right' },
      }),
      col.accessor('subject', {
        header: '약관',
        cell: ({ row }) => (
          <Link
            to={`/console/terms/${row.original._id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {row.original.subject}
          </Link>
        ),
      }),
      col.accessor('code', { header: '코드', meta: { className: 'font-mono text-[13px]' } }),
      col.accessor('necessary', {
        header: '구분',
        cell: ({ getValue }) =>
          getValue() ? <Badge tone="brand">필수</Badge> : <Badge tone="neutral">선택</Badge>,
      }),
      col.accessor('current', {
        header: '시행 중',
        cell: ({ getValue }) => (
          <span className="tabular-nums">
            버전 {getValue().version} · {formatDate(getValue().effectiveAt)}
          </span>
        ),
      }),
      col.accessor('scheduled', {
        header: '개정 예정',
        cell: ({ getValue }) => {
          const next = getValue();
          if (!next) return <span className="text-muted">없음</span>;
          return (
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              {formatDate(next.effectiveAt)} 시행
              {next.adverse && <Badge tone="warning">불리한 변경</Badge>}
            </span>
          );
        },
      }),
      col.accessor('agreements', {
        header: '동의 회원',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => `${getValue().toLocaleString('ko-KR')}명`,
      }),
      col.accessor('withdrawn', {
        header: '신규 가입',
        cell: ({ getValue }) =>
          getValue() ? <Badge tone="warning">적용 중단</Badge> : <Badge tone="brand">적용</Badge>,
      }),
    ];
    return list;
  }, []);

  const nextOrder = data.length ? Math.max(...data.map((t) => t.order)) + 1 : 1;

  return (
    <>
      <ConsolePageTitle
        title="약관 관리"
        description="약관을 고치면 새 버전이 되어 예고 기간 뒤 시행됩니다. 회원이 동의한 약관은 삭제할 수 없고 신규 가입 적용만 중단할 수 있습니다."
        actions={<Button onClick={create.open}>약관 등록</Button>}
      />
      <ListPanel
        title={<ListCount noun="약관" unit="개" total={terms.data?.length} />}
        query={terms}
        rows={terms.data?.length}
        empty={<Empty message="등록된 약관이 없습니다" className="border-none" />}
      >
        <DataTable
          className="-mx-4 -my-4 sm:-mx-5 sm:-my-5"
          caption="약관 목록"
          columns={columns}
          data={data}
          getRowId={(t) => t._id}
          minWidth={900}
          rowTestId="term-row"
        />
      </ListPanel>
      <Dialog open={create.isOpen && terms.isSuccess} onOpenChange={(open) => !open && create.close()}>
        {create.isOpen && terms.isSuccess && (
          <CreateTermDialog nextOrder={nextOrder} onClose={create.close} />
        )}
      </Dialog>
    </>
  );
}

type CreateForm = z.input<typeof termCreateBody>;
type CreateBody = z.output<typeof termCreateBody>;
const createFields = ['code', 'subject', 'necessary', 'order', 'content'] as const;

/** 약관 등록: a new term, in effect at once (nobody has agreed to it yet). */
function CreateTermDialog({ nextOrder, onClose }: { nextOrder: number; onClose: () => void }) {
  const change = useTermChange();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateForm, unknown, CreateBody>({
    resolver: zodResolver(termCreateBody),
    defaultValues: { code: '', subject: '', necessary: false, order: nextOrder, content: '' },
  });
  const submit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      const term = await change.mutateAsync({ type: 'create', body });
      onClose();
      if (term) void navigate(`/console/terms/${term._id}`);
    } catch (error) {
      if (!placeServerError(error, createFields, setError)) setMessage(errorMessage(error));
    }
  });
  return (
    <DialogContent
      title="약관 등록"
      description="등록하는 즉시 시행되며 회원가입 약관 동의에 나타납니다."
      className="sm:w-[min(860px,calc(100vw-2rem))]"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TermFields
          code={
            <TextField
              label="코드"
              required
              maxLength={30}
              autoComplete="off"
              hint="주소에 쓰입니다: /terms/코드"
              error={errors.code?.message}
              {...register('code')}
            />
          }
          subject={register('subject')}
          order={register('order', { valueAsNumber: true })}
          necessary={register('necessary')}
          errors={{ subject: errors.subject?.message, order: errors.order?.message }}
        />
        <RichTextField control={control} name="content" label="약관 내용" />
        <DialogSaveRow message={message} saving={isSubmitting}>
          {isSubmitting ? '등록하는 중…' : '등록하기'}
        </DialogSaveRow>
      </form>
    </DialogContent>
  );
}
