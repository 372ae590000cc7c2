import { type CenterPage, type CenterPageCode, centerPageCodes, formatDate } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { BackLink, EditorButtons, LoadFailure, SaveBar } from '@/components/console/editor.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { RichTextField } from '@/components/console/rich-text-field.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { centerPageQuery, centerPagesQuery, useSaveCenterPage } from '../api/center.ts';
import { type CenterPageFormValues, centerPageToForm, readCenterPageForm } from '../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';

const resolver = resolverOf(readCenterPageForm);
const isField = fieldsOf({ title: '', summary: '', content: '' });

const col = consoleColumnHelper<CenterPage>();
const columns: ConsoleColumn<CenterPage>[] = [
  col.accessor('title', {
    header: '페이지',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => (
      <div className="min-w-48">
        <Link
          to={`/console/center/pages/${row.original.code}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {row.original.title}
        </Link>
        {row.original.summary && (
          <p className="mt-0.5 line-clamp-1 text-xs text-muted">{row.original.summary}</p>
        )}
      </div>
    ),
  }),
  col.accessor('code', {
    header: '쇼핑몰 주소',
    cell: ({ getValue }) => (
      <Link
        to={`/center/${getValue()}`}
        target="_blank"
        className="font-mono text-[13px] text-muted hover:text-brand-700 hover:underline"
      >
        /center/{getValue()}
      </Link>
    ),
  }),
  col.accessor('updatedAt', { header: '수정일', cell: ({ getValue }) => formatDate(getValue()) }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">관리</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <ButtonLink
        to={`/console/center/pages/${row.original.code}`}
        variant="outline"
        size="sm"
        aria-label={`${row.original.title} 수정`}
      >
        수정
      </ButtonLink>
    ),
  }),
];

/** /console/center/pages: the service pages of /center/* (설치 서비스, 첫 구매 가이드 …). */
export function ConsoleCenterPagesPage() {
  const pages = useQuery(centerPagesQuery());
  const data = pages.data ?? [];
  return (
    <>
      <ConsolePageTitle
        title="고객센터 페이지"
        description="고객센터의 서비스 안내 페이지입니다. 제목, 요약, 본문을 고치면 쇼핑몰에 바로 반영됩니다."
      />
      <Panel
        title={
          <>
            페이지 <span className="text-brand-700">{data.length}</span>개
          </>
        }
      >
        {pages.isPending && <Loading />}
        {pages.isError && <ErrorState error={pages.error} onRetry={() => pages.refetch()} />}
        {pages.isSuccess && data.length === 0 && (
          <Empty message="고객센터 페이지가 없습니다" className="border-none" />
        )}
        {data.length > 0 && (
          <DataTable
            className="-m-4 sm:-m-5"
            caption="고객센터 페이지 목록"
            columns={columns}
            data={data}
            getRowId={(p) => p.code}
            minWidth={640}
          />
        )}
      </Panel>
    </>
  );
}

const isCode = (code: string): code is CenterPageCode =>
  (centerPageCodes as readonly string[]).includes(code);

/** /console/center/pages/:code */
export function ConsoleCenterPagePage() {
  const { code = '' } = useParams();
  if (!isCode(code)) {
    return (
      <Empty message="페이지를 찾을 수 없습니다">
        <ButtonLink to="/console/center/pages" variant="outline" size="sm">
          고객센터 페이지 목록
        </ButtonLink>
      </Empty>
    );
  }
  return <CenterPageEditor code={code} />;
}

function CenterPageEditor({ code }: { code: CenterPageCode }) {
  const query = useQuery(centerPageQuery(code));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="페이지를 찾을 수 없습니다"
        listTo="/console/center/pages"
        listLabel="고객센터 페이지 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <>
      <BackLink to="/console/center/pages">고객센터 페이지 목록</BackLink>
      <div className="mt-2 mb-5">
        <h1 className="text-xl font-bold tracking-tight break-all sm:text-2xl">{query.data.title}</h1>
        <p className="mt-1 text-[13px] text-muted">
          수정 {formatDateTime(query.data.updatedAt)} ·{' '}
          <Link to={`/center/${code}`} target="_blank" className="text-brand-700 hover:underline">
            쇼핑몰에서 보기 (/center/{code})
          </Link>
        </p>
      </div>
      <CenterPageForm key={query.data._id} page={query.data} />
    </>
  );
}

function CenterPageForm({ page }: { page: CenterPage }) {
  const save = useSaveCenterPage(page.code);
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CenterPageFormValues>({ resolver, defaultValues: centerPageToForm(page) });
  useUnsavedChanges(isDirty);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readCenterPageForm(values);
    if (!read.input) return;
    try {
      await save.mutateAsync(read.input);
      reset(values);
      toast(`'${read.input.title}' 페이지를 저장했습니다`);
    } catch (error) {
      setMessage(placeDetails(error, isField, setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="고객센터 페이지 수정">
      <Panel>
        <div className="space-y-4">
          <TextField
            label="제목"
            required
            maxLength={100}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label="요약"
            maxLength={300}
            className="[&_textarea]:min-h-20"
            hint="페이지 제목 아래에 보이는 한두 줄 소개"
            error={errors.summary?.message}
            {...register('summary')}
          />
          <div>
            <p className="mb-1.5 text-sm font-semibold text-ink">
              본문{' '}
              <span aria-hidden="true" className="text-brand-600">
                *
              </span>
            </p>
            <RichTextField control={control} name="content" label="본문" />
          </div>
        </div>
      </Panel>
      <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
        <EditorButtons listTo="/console/center/pages" isNew={false} saving={isSubmitting} />
      </SaveBar>
    </form>
  );
}
